/// One v2 order (or refund) as the gateway remembers it: what was asked, what the customer did, how
/// far its status answers have played, and PhonePe's ids for it and its attempts.
public struct PhonePeV2Order: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case order, refund
    }

    public var kind: Kind
    public var checkout: PhonePeV2Checkout
    public var merchantId: String
    /// The merchant's id: `merchantOrderId`, or a refund's `merchantRefundId`.
    public var id: String
    /// PhonePe's id: the `orderId` (`OMO…`), or a refund's `refundId` (`OMR…`).
    public var phonePeId: String
    /// Paise.
    public var amount: Int64
    /// Milliseconds since the epoch.
    public var createdAt: Int64
    public var expireAt: Int64
    /// The request as the gateway read it.
    public var request: JSONValue
    /// What the merchant opens: the pay page's URL, the intent URL or the SDK's order token.
    public var handOff: String?
    /// Refunds only: the `merchantOrderId` given back for.
    public var refundOf: String?
    /// Orders only: paise of the refunds accepted and not failed.
    public var refundedAmount: Int64 = 0
    /// Every attempt to pay, oldest first, each with the state it ends in.
    public var attempts: [PhonePeV2Attempt] = []
    /// Nil until the customer acts.
    public var decision: PhonePeV2Decision?
    /// Set once an order nobody paid is past its `expireAt` and its `…order.failed` webhook is owed.
    public var expired = false
    /// Status answers played since the customer acted, up to the last (which then repeats).
    public var statusAnswers = 0
    /// A server's clock from which status answers the final state, however few calls came before.
    public var finalAt: Int64?
    public var outcome: PhonePeV2Outcome
    /// Where PhonePe's ids for the order and its attempts come from.
    public var seed: UInt64

    public init(
        kind: Kind, checkout: PhonePeV2Checkout, merchantId: String, id: String, phonePeId: String, amount: Int64,
        createdAt: Int64, expireAt: Int64, request: JSONValue, outcome: PhonePeV2Outcome, seed: UInt64
    ) {
        self.kind = kind
        self.checkout = checkout
        self.merchantId = merchantId
        self.id = id
        self.phonePeId = phonePeId
        self.amount = amount
        self.createdAt = createdAt
        self.expireAt = expireAt
        self.request = request
        self.outcome = outcome
        self.seed = seed
    }

    public var key: PhonePeV2Key { PhonePeV2Key(kind: kind, id: id) }

    /// Every attempt's `transactionId`, by which `…/transaction/{id}/status` finds the order.
    public var transactionIds: [String] { attempts.map(\.transactionId) }

    /// What status answers after the customer acted: the non-final answers (true for a 500), then
    /// the final state.
    var plannedAnswers: Int { outcome.nonFinalAnswers.count + 1 }

    /// Whether status now answers the final state.
    public var isFinal: Bool { decision == .declined || (decision != nil && statusAnswers >= plannedAnswers - 1) }

    /// The final state the order ends in once played.
    var final: PhonePeV2Outcome.Final { decision == .declined ? .declined : outcome.final }
}

/// An order or refund by the merchant's id for it.
public struct PhonePeV2Key: Hashable, Sendable {
    public var kind: PhonePeV2Order.Kind
    public var id: String

    public init(kind: PhonePeV2Order.Kind, id: String) {
        self.kind = kind
        self.id = id
    }
}

/// One try at paying an order (or a refund's transfer).
public struct PhonePeV2Attempt: Sendable, Equatable {
    public var transactionId: String
    public var timestamp: Int64
    /// `COMPLETED` or `FAILED`: how it ends; status shows `PENDING` until the order is final.
    public var state: String
    public var errorCode: String?
    public var detailedErrorCode: String?
    /// The bank's reference, for an attempt that completes.
    public var utr: String?

    public init(transactionId: String, timestamp: Int64, state: String, errorCode: String? = nil, detailedErrorCode: String? = nil, utr: String? = nil) {
        self.transactionId = transactionId
        self.timestamp = timestamp
        self.state = state
        self.errorCode = errorCode
        self.detailedErrorCode = detailedErrorCode
        self.utr = utr
    }
}
