/// An order as one JSON object, for ledgers that keep records as text; `init(json:)` reads back
/// exactly what `json` wrote (nil for anything else).
extension PhonePeV2Order {
    public var json: JSONValue {
        [
            "kind": .string(kind.rawValue), "checkout": .string(checkout.rawValue), "merchantId": .string(merchantId),
            "id": .string(id), "phonePeId": .string(phonePeId), "amount": .int(amount), "createdAt": .int(createdAt),
            "expireAt": .int(expireAt), "request": request, "handOff": handOff.map(JSONValue.string) ?? .null,
            "refundOf": refundOf.map(JSONValue.string) ?? .null, "refundedAmount": .int(refundedAmount),
            "attempts": .array(attempts.map(\.json)), "decision": decision.map { .string($0.rawValue) } ?? .null, "expired": .bool(expired),
            "statusAnswers": .int(Int64(statusAnswers)), "finalAt": finalAt.map(JSONValue.int) ?? .null,
            "outcome": .string(outcome.description),
            // A UInt64, beyond what a JSON integer holds here.
            "seed": .string(String(seed)),
        ]
    }

    public init?(json: JSONValue) {
        guard let kind = json["kind"]?.stringValue.flatMap(Kind.init(rawValue:)),
            let checkout = json["checkout"]?.stringValue.flatMap(PhonePeV2Checkout.init(rawValue:)),
            let merchantId = json["merchantId"]?.stringValue, let id = json["id"]?.stringValue,
            let phonePeId = json["phonePeId"]?.stringValue, let amount = json["amount"]?.intValue,
            let createdAt = json["createdAt"]?.intValue, let expireAt = json["expireAt"]?.intValue,
            let request = json["request"], let outcome = json["outcome"]?.stringValue.flatMap(PhonePeV2Outcome.init),
            let seed = json["seed"]?.stringValue.flatMap({ UInt64($0) }),
            let statusAnswers = json["statusAnswers"]?.intValue, let attempts = json["attempts"]?.arrayValue
        else { return nil }
        self.init(
            kind: kind, checkout: checkout, merchantId: merchantId, id: id, phonePeId: phonePeId, amount: amount,
            createdAt: createdAt, expireAt: expireAt, request: request, outcome: outcome, seed: seed)
        handOff = json["handOff"]?.stringValue
        refundOf = json["refundOf"]?.stringValue
        refundedAmount = json["refundedAmount"]?.intValue ?? 0
        let read = attempts.compactMap(PhonePeV2Attempt.init(json:))
        guard read.count == attempts.count else { return nil }
        self.attempts = read
        decision = json["decision"]?.stringValue.flatMap(PhonePeV2Decision.init(rawValue:))
        expired = json["expired"]?.boolValue ?? false
        self.statusAnswers = Int(statusAnswers)
        finalAt = json["finalAt"]?.intValue
    }
}

extension PhonePeV2Attempt {
    var json: JSONValue {
        [
            "transactionId": .string(transactionId), "timestamp": .int(timestamp), "state": .string(state),
            "errorCode": errorCode.map(JSONValue.string) ?? .null,
            "detailedErrorCode": detailedErrorCode.map(JSONValue.string) ?? .null, "utr": utr.map(JSONValue.string) ?? .null,
        ]
    }

    init?(json: JSONValue) {
        guard let transactionId = json["transactionId"]?.stringValue, let timestamp = json["timestamp"]?.intValue,
            let state = json["state"]?.stringValue
        else { return nil }
        self.init(
            transactionId: transactionId, timestamp: timestamp, state: state, errorCode: json["errorCode"]?.stringValue,
            detailedErrorCode: json["detailedErrorCode"]?.stringValue, utr: json["utr"]?.stringValue)
    }
}
