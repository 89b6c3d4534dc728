/// The ids of one walk. Each comes from its own stream of the seed, so a given id never shifts the
/// others, and each is made only when asked for (most walks need few of them).
public struct FlowIds: Sendable, Equatable {
    public let flow: PhonePeFlow
    public let seed: UInt64
    /// The merchant's id for this payment (`transactionId`, `merchantTransactionId` or `authRequestId`).
    public let merchantTransactionId: String
    /// A mandate's subscription id as given (PhonePe creates it before the auth call), or nil to derive one.
    private let givenSubscriptionId: String?

    public init(flow: PhonePeFlow, given: String?, subscriptionId: String? = nil, seed: UInt64) {
        self.flow = flow
        self.seed = seed
        givenSubscriptionId = subscriptionId
        if let given {
            merchantTransactionId = given
        } else {
            var generator = IdGenerator(seed: seed, stream: 0)
            switch flow {
            case .pgIntent: merchantTransactionId = "MT" + generator.digits(16)
            case .mandate: merchantTransactionId = generator.hex(31)
            default: merchantTransactionId = "TX" + generator.digits(12)
            }
        }
    }

    public var subscriptionId: String { givenSubscriptionId ?? "OMS" + digits(stream: 1, count: 22) }

    /// Equal when they give the same ids: a derived subscription id equals the same id given (as a
    /// record read back from a ledger gives it).
    public static func == (lhs: FlowIds, rhs: FlowIds) -> Bool {
        lhs.flow == rhs.flow && lhs.seed == rhs.seed && lhs.merchantTransactionId == rhs.merchantTransactionId
            && lhs.subscriptionId == rhs.subscriptionId
    }

    /// PhonePe's own id for the payment, as in `T2203091323362627236127` (`P…` for mandates).
    public var providerReferenceId: String { (flow == .mandate ? "P" : "T") + digits(stream: 2, count: 22) }

    public var utr: String { digits(stream: 3, count: 12) }

    /// A fresh merchant id for a refund request.
    public var refundTransactionId: String { "RF" + digits(stream: 4, count: 16) }

    /// The PSP's id on mandate links (`tid`).
    public var pspTransactionId: String { "YBL" + hex(stream: 5, count: 32).lowercased() }

    private func digits(stream: UInt64, count: Int) -> String {
        var generator = IdGenerator(seed: seed, stream: stream)
        return generator.digits(count)
    }

    private func hex(stream: UInt64, count: Int) -> String {
        var generator = IdGenerator(seed: seed, stream: stream)
        return generator.hex(count)
    }
}
