/// What the gateway knows of a merchant account.
public struct MerchantAccount: Sendable, Equatable {
    public var saltKey: String
    public var saltIndex: Int
    public var displayName: String
    public var mcc: String

    public init(_ merchant: PhonePeMerchant) {
        saltKey = merchant.saltKey
        saltIndex = merchant.saltIndex
        displayName = merchant.displayName
        mcc = merchant.mcc
    }
}
