/// The merchant a v2 walk pays: its PhonePe merchant id, its OAuth client, the webhook PhonePe calls
/// with the username and password set on PhonePe's dashboard, and where Standard Checkout's pay page
/// sends the customer back. Defaults, then a profile's `merchant` block.
public struct PhonePeV2Merchant: Sendable, Equatable {
    public var merchantId = "MERCHANTUAT"
    /// `pn` of the intent URLs.
    public var displayName = "MERCHANT"
    /// `mc` of the intent URLs.
    public var mcc = "5311"
    public var client = PhonePeOAuthClient()
    /// Where PhonePe POSTs the webhooks (set on PhonePe's dashboard, not in a request).
    public var webhookURL = "https://webhook.site/callback-url"
    public var webhookUsername = defaultWebhookUsername
    public var webhookPassword = defaultWebhookPassword
    /// `paymentFlow.merchantUrls.redirectUrl` of a Standard Checkout pay request.
    public var redirectURL = "https://shop.example.com/checkout/phonepe-return"

    public static let defaultWebhookUsername = "checkout-sim-webhook"
    public static let defaultWebhookPassword = "checkout-sim-webhook-password"

    public init() {}

    /// Defaults, then what the profile's `merchant` block sets of v2's settings.
    public init(profile overrides: MerchantOverrides?) {
        guard let overrides else { return }
        if let value = overrides.merchantId { merchantId = value }
        if let value = overrides.displayName { displayName = value }
        if let value = overrides.mcc { mcc = value }
        if let value = overrides.callbackUrl { webhookURL = value }
    }
}
