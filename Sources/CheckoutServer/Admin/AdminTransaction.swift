import CheckoutCore

/// A payment as the admin API shows it: the record as the ledger keeps it, the status codes it
/// will answer, and (for one payment) the callbacks owed with every delivery attempt.
public struct AdminTransaction: Sendable, Equatable {
    public var payment: LedgerPayment
    public var plannedCodes: [String]
    /// Nil in listings, which read no callbacks.
    public var callbacks: [LedgerCallback]?

    init(payment: LedgerPayment, callbacks: [LedgerCallback]?) {
        self.payment = payment
        self.callbacks = callbacks
        var gateway = PhonePeGateway(accounts: [:], outcome: payment.record.outcome, ids: payment.record.ids)
        gateway.remember(payment.record)
        plannedCodes = gateway.plannedCodes(id: payment.id)
    }

    /// The code the next status call answers (the last planned one repeats).
    public var nextStatusCode: String {
        plannedCodes[min(payment.record.statusAnswers, plannedCodes.count - 1)]
    }

    public var json: JSONValue {
        var object = payment.record.json.objectValue ?? JSONObject()
        object["createdAt"] = .int(payment.createdAt)
        object["paysAt"] = payment.paysAt.map(JSONValue.int) ?? .null
        object["version"] = .int(payment.version)
        object["plannedCodes"] = .array(plannedCodes.map(JSONValue.string))
        object["nextStatusCode"] = .string(nextStatusCode)
        object["state"] = .string(TransactionListing.state(of: self).rawValue)
        if let callbacks { object["callbacks"] = .array(callbacks.map(Self.json)) }
        return .object(object)
    }

    static func json(_ callback: LedgerCallback) -> JSONValue {
        [
            "id": .int(callback.id), "url": .string(callback.request.path), "body": .string(callback.request.body),
            "nextAttemptAt": callback.nextAttemptAt.map(JSONValue.int) ?? .null,
            "delivered": .bool(callback.attempts.contains(where: \.delivered)),
            "attempts": .array(callback.attempts.map { attempt in
                [
                    "at": .int(attempt.at), "httpStatus": attempt.httpStatus.map { .int(Int64($0)) } ?? .null,
                    "error": attempt.error.map(JSONValue.string) ?? .null,
                ]
            }),
        ]
    }
}
