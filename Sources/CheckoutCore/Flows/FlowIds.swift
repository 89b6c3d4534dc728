/// The ids of one walk, drawn from the seed in a fixed order so a given id never shifts the others.
public struct FlowIds: Sendable, Equatable {
    /// The merchant's id for this payment (`transactionId`, `merchantTransactionId` or `authRequestId`).
    public var merchantTransactionId: String
    public var subscriptionId: String
    /// PhonePe's own id for the payment, as in `T2203091323362627236127`.
    public var providerReferenceId: String
    public var utr: String
    /// A fresh merchant id for a refund request.
    public var refundTransactionId: String
    /// The PSP's id on mandate links (`tid`).
    public var pspTransactionId: String

    public init(flow: FlowKind, given: String?, seed: UInt64) {
        var generator = IdGenerator(seed: seed)
        let generated: String
        switch flow {
        case .pgIntent: generated = "MT" + generator.digits(16)
        case .mandate: generated = generator.hex(31)
        default: generated = "TX" + generator.digits(12)
        }
        merchantTransactionId = given ?? generated
        subscriptionId = "OMS" + generator.digits(22)
        providerReferenceId = (flow == .mandate ? "P" : "T") + generator.digits(22)
        utr = generator.digits(12)
        refundTransactionId = "RF" + generator.digits(16)
        pspTransactionId = "YBL" + generator.hex(32).lowercased()
    }
}
