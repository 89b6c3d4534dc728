/// The seeds' length limits on the merchant's ids: each must be shorter than its limit. The request
/// rules, the mock gateway and the payload linter all read them here.
public enum IdLengthLimits {
    /// A debit's or PG payment's id (`transactionId`, `merchantTransactionId`): under 38 characters.
    public static let paymentId = 38
    /// `merchantOrderId`: under 48 characters.
    public static let merchantOrderId = 48
    /// `merchantUserId`: under 64 characters.
    public static let merchantUserId = 64

    /// The limit on `flow`'s own id, or nil when its document gives none: the mandate document
    /// states no length for `authRequestId`.
    public static func ownId(of flow: PhonePeFlow) -> Int? {
        flow == .mandate ? nil : paymentId
    }

    /// True when `value` is not shorter than `limit`, which the seeds forbid.
    public static func isTooLong(_ value: String, limit: Int) -> Bool {
        // Never fewer bytes than characters: the byte count settles most ids without walking graphemes.
        value.utf8.count >= limit && value.count >= limit
    }
}
