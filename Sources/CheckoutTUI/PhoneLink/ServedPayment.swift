import CheckoutCore

/// One payment as a `serve`'s admin API shows it: the record the gateway keeps (what was asked, what
/// the user did, its outcome), when it was created and when the simulated user pays, the status codes
/// it will answer, and the callbacks owed with every delivery attempt.
public struct ServedPayment: Equatable, Sendable {
    public var record: PhonePePayment
    /// Milliseconds since the Unix epoch, as the ledger keeps them.
    public var createdAt: Int64
    /// When the simulated user pays; nil once someone acted, or when nobody will on their own.
    public var paysAt: Int64?
    /// The status codes it answers in order once the user acted; the last repeats.
    public var plannedCodes: [String]
    public var nextStatusCode: String
    /// Nil in a listing, which carries no callbacks.
    public var callbacks: [ServedCallback]?

    public init(record: PhonePePayment, createdAt: Int64, paysAt: Int64?, plannedCodes: [String], nextStatusCode: String, callbacks: [ServedCallback]?) {
        self.record = record
        self.createdAt = createdAt
        self.paysAt = paysAt
        self.plannedCodes = plannedCodes
        self.nextStatusCode = nextStatusCode
        self.callbacks = callbacks
    }

    /// Reads the admin API's JSON for one payment; nil when it is not that shape.
    public init?(json: JSONValue) {
        guard let record = PhonePePayment(json: json), let createdAt = json["createdAt"]?.intValue,
            let planned = json["plannedCodes"]?.arrayValue?.compactMap(\.stringValue), !planned.isEmpty
        else { return nil }
        var callbacks: [ServedCallback]?
        if let list = json["callbacks"]?.arrayValue {
            callbacks = list.compactMap(ServedCallback.init(json:))
        }
        self.init(
            record: record, createdAt: createdAt, paysAt: json["paysAt"]?.intValue, plannedCodes: planned,
            nextStatusCode: json["nextStatusCode"]?.stringValue ?? planned[0], callbacks: callbacks)
    }

    public var key: ServedPaymentKey { ServedPaymentKey(merchantId: record.merchantId, id: record.id) }

    /// True while the payment app may still act on it.
    public var awaitsUser: Bool { record.decision == nil }

    /// Where the payment is, in a few words: "waiting for the user", "approved", "declined".
    public var state: String {
        switch record.decision {
        case .approved?: return "approved"
        case .declined?: return "declined"
        case nil: return paysAt == nil ? "waiting for the user" : "waiting (simulated user pays at \(Self.clock(paysAt ?? 0)))"
        }
    }

    /// A `PAY_PAGE` payment: the gateway handed out its pay page, and no app is involved.
    public var isPayPage: Bool { record.web && record.flow == .pgIntent }

    /// What the payment is, in the list's words: the refund it is, `PAY_PAGE`, PhonePe's web checkout,
    /// or the app the intent is for.
    public var kind: String {
        if let original = record.refundOf { return "refund of \(original)" }
        if isPayPage { return "PAY_PAGE" }
        if record.web { return "web checkout" }
        return record.app.displayName
    }

    /// "₹100.00", or "no amount" for a mandate's penny drop.
    public var amountText: String { record.amount.map { "₹" + Rupees.shown(fromPaise: $0) } ?? "no amount" }

    /// The time of day of a ledger time, in UTC: the TUI has no clock or time zone of its own.
    static func clock(_ milliseconds: Int64) -> String {
        let seconds = (milliseconds / 1000) % 86_400
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) UTC"
    }
}

/// A server-to-server callback a payment owes, and every attempt to deliver it.
public struct ServedCallback: Equatable, Sendable {
    /// One try: the HTTP status the merchant answered, or why nothing came back.
    public struct Attempt: Equatable, Sendable {
        public var at: Int64
        public var httpStatus: Int?
        public var error: String?
    }

    public var url: String
    public var delivered: Bool
    /// Nil once delivered or given up.
    public var nextAttemptAt: Int64?
    public var attempts: [Attempt]

    init?(json: JSONValue) {
        guard let url = json["url"]?.stringValue else { return nil }
        self.url = url
        delivered = json["delivered"]?.boolValue ?? false
        nextAttemptAt = json["nextAttemptAt"]?.intValue
        attempts = (json["attempts"]?.arrayValue ?? []).compactMap { attempt in
            guard let at = attempt["at"]?.intValue else { return nil }
            return Attempt(at: at, httpStatus: attempt["httpStatus"]?.intValue.map(Int.init), error: attempt["error"]?.stringValue)
        }
    }
}

extension ServedList {
    /// Reads the admin API's listing (`{"total": …, "transactions": [oldest first]}`); nil when it is not that shape.
    public init?(json: JSONValue) {
        guard let total = json["total"]?.intValue, let page = json["transactions"]?.arrayValue else { return nil }
        let payments = page.compactMap(ServedPayment.init(json:))
        guard payments.count == page.count else { return nil }
        self.init(total: Int(total), payments: payments.reversed())
    }
}
