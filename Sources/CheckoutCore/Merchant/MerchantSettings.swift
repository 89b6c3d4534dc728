/// The merchant's account and app settings that go into every request.
/// Defaults are PhonePe's public UAT values (`MERCHANTUAT`, the sample salt key, index 1).
public struct PhonePeMerchant: Sendable, Equatable {
    public static let uatSaltKey = "099eb0cd-02cf-4e2a-8aca-3e6c6aff0399"

    public var merchantId = "MERCHANTUAT"
    public var saltKey = PhonePeMerchant.uatSaltKey
    public var saltIndex = 1
    public var callbackUrl = "https://webhook.site/callback-url"
    /// The payee name (`pn`) on intent URLs.
    public var displayName = "MERCHANT"
    /// Merchant category code (`mc`).
    public var mcc = "5311"
    public var merchantUserId = "user9999"
    public var mobileNumber = "9999999999"

    public init() {}

    /// Defaults, then the profile's `merchant` block, then explicit flags (applied by the caller).
    public init(profile overrides: MerchantOverrides?) {
        if let overrides { apply(overrides) }
    }

    /// Takes every field `overrides` sets.
    public mutating func apply(_ overrides: MerchantOverrides) {
        if let value = overrides.merchantId { merchantId = value }
        if let value = overrides.saltKey { saltKey = value }
        if let value = overrides.saltIndex { saltIndex = value }
        if let value = overrides.callbackUrl { callbackUrl = value }
        if let value = overrides.displayName { displayName = value }
        if let value = overrides.mcc { mcc = value }
    }

    /// The payee address on intent URLs.
    public var vpa: String { "\(merchantId)@ybl" }
}
