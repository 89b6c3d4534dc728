import CheckoutCore

/// A PhonePe v2 record as a ledger keeps it, beside the v1 payments: an order or a refund, whose
/// `record` is the core's and opaque here. Its attempts' transaction ids are indexed, so a record is
/// found by any of them as well as by its own id.
public struct LedgerOrder: Sendable, Equatable {
    public var merchantId: String
    /// "order" or "refund": each kind has ids of its own.
    public var kind: String
    /// The merchant's `merchantOrderId` or `merchantRefundId`.
    public var id: String
    /// The core's record, kept as JSON text.
    public var record: JSONValue
    /// PhonePe's ids of the record's attempts; a ledger finds the record by each (see `order(merchantId:transactionId:)`).
    public var transactionIds: [String]
    /// Milliseconds since the Unix epoch.
    public var createdAt: Int64
    /// When the simulated user pays; nil once the user acted, or when nobody will.
    public var paysAt: Int64?
    /// Bumped by the ledger on every update; an update names the version it read.
    public var version: Int64

    public init(
        merchantId: String, kind: String, id: String, record: JSONValue, transactionIds: [String] = [], createdAt: Int64,
        paysAt: Int64?, version: Int64 = 0
    ) {
        self.merchantId = merchantId
        self.kind = kind
        self.id = id
        self.record = record
        self.transactionIds = transactionIds
        self.createdAt = createdAt
        self.paysAt = paysAt
        self.version = version
    }

    public var key: LedgerOrderKey { LedgerOrderKey(kind: kind, id: id) }
}

/// Which of a merchant's v2 records: its kind and its id.
public struct LedgerOrderKey: Hashable, Sendable {
    public var kind: String
    public var id: String

    public init(kind: String, id: String) {
        self.kind = kind
        self.id = id
    }
}
