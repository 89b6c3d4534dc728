/// A payment record as one JSON object, for ledgers that keep records as text; `init(json:)` reads
/// back exactly what `json` wrote (nil for anything else).
extension PhonePePayment {
    public var json: JSONValue {
        var object: JSONObject = [
            "flow": .string(flow.rawValue), "merchantId": .string(merchantId), "id": .string(id),
            "amount": amount.map(JSONValue.int) ?? .null, "app": .string(app.rawValue),
            "callbackUrl": callbackUrl.map(JSONValue.string) ?? .null, "web": .bool(web),
            "redirectUrl": redirectUrl.map(JSONValue.string) ?? .null,
            "request": request ?? .null, "handOffUrl": handOffUrl.map(JSONValue.string) ?? .null,
            "statusAnswers": .int(Int64(statusAnswers)), "finalAt": finalAt.map(JSONValue.int) ?? .null,
            "refundOf": refundOf.map(JSONValue.string) ?? .null, "refundedAmount": .int(refundedAmount),
            "latestRefundId": latestRefundId.map(JSONValue.string) ?? .null,
            "outcome": .string(outcome.description),
            // The seed is a UInt64, beyond what a JSON integer holds here.
            "seed": .string(String(ids.seed)), "subscriptionId": .string(ids.subscriptionId),
        ]
        switch decision {
        case .approved: object["decision"] = "approved"
        case .declined: object["decision"] = "declined"
        case nil: object["decision"] = .null
        }
        return .object(object)
    }

    public init?(json: JSONValue) {
        guard let object = json.objectValue,
            let flow = object["flow"]?.stringValue.flatMap(PhonePeFlow.init(rawValue:)),
            let merchantId = object["merchantId"]?.stringValue, let id = object["id"]?.stringValue,
            let app = object["app"]?.stringValue.flatMap(UPIApp.init(rawValue:)),
            let outcome = object["outcome"]?.stringValue.flatMap({ try? PhonePeOutcome.parse($0) }),
            let seed = object["seed"]?.stringValue.flatMap({ UInt64($0) }),
            let subscriptionId = object["subscriptionId"]?.stringValue,
            let statusAnswers = object["statusAnswers"]?.intValue
        else { return nil }
        let ids = FlowIds(flow: flow, given: id, subscriptionId: subscriptionId, seed: seed)
        self.init(
            flow: flow, merchantId: merchantId, id: id, amount: object["amount"]?.intValue, app: app,
            callbackUrl: object["callbackUrl"]?.stringValue, outcome: outcome, ids: ids)
        web = object["web"]?.boolValue ?? false
        redirectUrl = object["redirectUrl"]?.stringValue
        if let sent = object["request"], sent != .null { request = sent }
        handOffUrl = object["handOffUrl"]?.stringValue
        self.statusAnswers = Int(statusAnswers)
        finalAt = object["finalAt"]?.intValue
        refundOf = object["refundOf"]?.stringValue
        refundedAmount = object["refundedAmount"]?.intValue ?? 0
        latestRefundId = object["latestRefundId"]?.stringValue
        switch object["decision"]?.stringValue {
        case "approved": decision = .approved
        case "declined": decision = .declined
        default: decision = nil
        }
    }
}
