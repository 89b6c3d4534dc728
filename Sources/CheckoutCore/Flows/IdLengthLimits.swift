/// The seeds' length limits on the merchant's ids: each must be shorter than its limit. The request
/// rules, the mock gateway and the payload linter all read them here.
public enum IdLengthLimits {
    /// The payment's id (`transactionId`, `merchantTransactionId` or `authRequestId`): under 38 characters.
    public static let paymentId = 38
    /// `merchantOrderId`: under 48 characters.
    public static let merchantOrderId = 48
    /// `merchantUserId`: under 64 characters.
    public static let merchantUserId = 64

    /// True when `value` is not shorter than `limit`, which the seeds forbid.
    public static func isTooLong(_ value: String, limit: Int) -> Bool { value.count >= limit }
}
