/// PhonePe's ids for an order, its attempts and refunds, and the bank's reference, from the record's
/// seed: the same order gets the same ids on any server, and different orders different ones.
enum PhonePeV2Ids {
    /// `OMO…` for an order, `OMR…` for a refund.
    static func phonePeId(kind: PhonePeV2Order.Kind, seed: UInt64) -> String {
        var generator = IdGenerator(seed: seed, stream: 0)
        return (kind == .order ? "OMO" : "OMR") + generator.digits(22)
    }

    /// `OM…`, the n-th attempt's `transactionId` (from 0).
    static func transactionId(seed: UInt64, attempt: Int) -> String {
        var generator = IdGenerator(seed: seed, stream: UInt64(attempt) + 1)
        return "OM" + generator.digits(22)
    }

    /// The UPI reference number (12 digits) of the n-th attempt.
    static func utr(seed: UInt64, attempt: Int) -> String {
        var generator = IdGenerator(seed: seed, stream: UInt64(attempt) + 1_000)
        return generator.digits(12)
    }

    /// The token the iOS SDK's `startCheckoutFlow` takes for an SDK order.
    static func orderToken(seed: UInt64) -> String {
        var generator = IdGenerator(seed: seed, stream: 2_000)
        return "OTK" + generator.hex(40)
    }
}
