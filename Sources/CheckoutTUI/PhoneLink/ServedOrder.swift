import CheckoutCore

/// A PhonePe v2 order `serve` keeps, by its merchant and the merchant's `merchantOrderId`.
public struct ServedOrderKey: Hashable, Sendable {
    public var merchantId: String
    public var id: String

    public init(merchantId: String, id: String) {
        self.merchantId = merchantId
        self.id = id
    }
}

/// One PhonePe v2 order as a `serve`'s admin API shows it (`/_sim/v2/orders`): the record the
/// gateway keeps (Standard or Custom Checkout, what was asked, what the customer did, its attempts),
/// when the simulated customer pays, the state order status answers now, and the webhooks owed.
public struct ServedOrder: Equatable, Sendable {
    public var record: PhonePeV2Order
    /// Milliseconds since the Unix epoch, as the ledger keeps them.
    public var createdAt: Int64
    /// When the simulated customer pays; nil once someone acted, or when nobody will.
    public var paysAt: Int64?
    /// What order status answers now: `PENDING`, `COMPLETED` or `FAILED`.
    public var state: String
    /// Nil in a listing, which carries no webhooks.
    public var webhooks: [ServedCallback]?

    public init(record: PhonePeV2Order, createdAt: Int64, paysAt: Int64?, state: String, webhooks: [ServedCallback]?) {
        self.record = record
        self.createdAt = createdAt
        self.paysAt = paysAt
        self.state = state
        self.webhooks = webhooks
    }

    /// Reads the admin API's JSON for one order; nil when it is not that shape.
    public init?(json: JSONValue) {
        guard let record = PhonePeV2Order(json: json), record.kind == .order, let createdAt = json["createdAt"]?.intValue,
            let state = json["state"]?.stringValue
        else { return nil }
        self.init(
            record: record, createdAt: createdAt, paysAt: json["paysAt"]?.intValue, state: state,
            webhooks: json["webhooks"]?.arrayValue.map { $0.compactMap(ServedCallback.init(json:)) })
    }

    public var key: ServedOrderKey { ServedOrderKey(merchantId: record.merchantId, id: record.id) }

    /// True while the customer may still pay or decline it: undecided, and not expired.
    public var awaitsCustomer: Bool { record.decision == nil && state == "PENDING" }

    /// "v2 Standard" or "v2 Custom" (Checkout): the list's word for what it is, short enough for its
    /// column at 80 columns.
    public var kind: String { record.checkout == .standard ? "v2 Standard" : "v2 Custom" }

    /// "Standard Checkout" or "Custom Checkout".
    public var checkoutName: String { record.checkout == .standard ? "Standard Checkout" : "Custom Checkout" }

    public var amountText: String { "₹" + Rupees.shown(fromPaise: record.amount) }

    /// The list's shorter word for it, which fits its column at 80 columns.
    public var listStateText: String {
        guard awaitsCustomer else { return state }
        return paysAt.map { "PENDING till \(ServedPayment.clock($0).dropLast(4))" } ?? "PENDING: user to pay"
    }

    /// Where the order is, in a few words: its state, and who it waits for while pending.
    public var stateText: String {
        guard awaitsCustomer else { return state }
        return paysAt.map { "PENDING (simulated customer pays at \(ServedPayment.clock($0)))" } ?? "PENDING, waiting for the customer"
    }
}

/// The admin API's v2 order listing (`{"total": …, "orders": [newest first]}`) read; nil when it is not that shape.
extension ServedList {
    public static func v2Orders(json: JSONValue) -> (total: Int, orders: [ServedOrder])? {
        guard let total = json["total"]?.intValue, let page = json["orders"]?.arrayValue else { return nil }
        let orders = page.compactMap(ServedOrder.init(json:))
        guard orders.count == page.count else { return nil }
        return (Int(total), orders)
    }
}
