import CheckoutCore

/// A PhonePe v2 order or refund as the admin API shows it: the record as the ledger keeps it, what
/// its status call would answer now (found on a copy: nothing is played or written), and (for one
/// record) the webhooks owed with every delivery attempt.
public struct AdminV2Record: Sendable, Equatable {
    public var row: LedgerOrder
    public var record: PhonePeV2Order
    /// Order (or refund) status's answer at the time shown, with every attempt and why one failed.
    public var status: PhonePeV2Response
    /// Nil in listings, which read no webhooks.
    public var webhooks: [LedgerCallback]?

    /// Nil for a row whose record this server cannot read.
    init?(row: LedgerOrder, merchant: ServedMerchant, at time: Int64, webhooks: [LedgerCallback]?) {
        guard let record = PhonePeV2Order(json: row.record) else { return nil }
        self.row = row
        self.record = record
        self.webhooks = webhooks
        var gateway = GatewayStore.v2Gateway(for: merchant, outcome: record.outcome, seed: record.seed)
        _ = GatewayStore.load([row], into: &gateway, at: time)
        let path = record.kind == .order
            ? record.checkout.orderStatusPath(merchantOrderId: record.id) : PhonePeV2Checkout.refundStatusPath(merchantRefundId: record.id)
        status = gateway.respond(to: PhonePeV2Call(method: "GET", path: path, query: "details=true&errorContext=true"), at: time)
    }

    /// The state status answers now; a 500 that the outcome plays first counts as `PENDING`, as it
    /// does for v1's payments.
    public var state: String {
        status.httpStatus == 200 ? status.body["state"]?.stringValue ?? "PENDING" : "PENDING"
    }

    public var json: JSONValue {
        var object = record.json.objectValue ?? JSONObject()
        object["createdAt"] = .int(row.createdAt)
        // An order nobody will pay is still visited at its expiry; that is no time the customer pays.
        object["paysAt"] = row.paysAt.flatMap { $0 < record.expireAt || record.kind == .refund ? JSONValue.int($0) : nil } ?? .null
        object["version"] = .int(row.version)
        object["state"] = .string(state)
        object["status"] = ["httpStatus": .int(Int64(status.httpStatus)), "body": status.body]
        if let webhooks { object["webhooks"] = .array(webhooks.map(AdminTransaction.json)) }
        return .object(object)
    }
}
