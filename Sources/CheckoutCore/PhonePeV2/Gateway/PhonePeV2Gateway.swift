/// PhonePe's v2 gateway for one merchant, mocked but faithful to PhonePe's SDKs: it answers pay, SDK
/// order, order and transaction status, refund and refund status calls whose token was checked,
/// with v2's shapes. Outcomes follow the script; ids come from each record's seed; time is given. It
/// is a value: every answer is a pure function of the calls made so far.
public struct PhonePeV2Gateway: Sendable, Equatable {
    /// The merchant the call's OAuth client belongs to.
    public var merchantId: String
    /// `pn` of the intent URLs.
    public var displayName: String
    /// `mc` of the intent URLs.
    public var mcc: String
    /// How a record the next call makes goes.
    public var outcome: PhonePeV2Outcome
    /// Where the ids of a record the next call makes come from.
    public var seed: UInt64
    /// Standard Checkout's pay page; an order's is `{payPageBase}/{merchantId}/{merchantOrderId}`.
    public var payPageBase = "https://mercury-uat.phonepe.com/transact/v2/pay"
    /// Every order and refund known, by the merchant's id.
    public internal(set) var records: [PhonePeV2Key: PhonePeV2Order] = [:]
    /// Webhooks owed since the gateway was made, in the order they were owed.
    public internal(set) var webhooks: [PhonePeV2Webhook] = []

    public init(merchantId: String, displayName: String, mcc: String, outcome: PhonePeV2Outcome = .completed, seed: UInt64) {
        self.merchantId = merchantId
        self.displayName = displayName
        self.mcc = mcc
        self.outcome = outcome
        self.seed = seed
    }

    /// Takes back a record kept elsewhere (a ledger), replacing any with the same key.
    public mutating func remember(_ order: PhonePeV2Order) {
        records[order.key] = order
    }

    /// The answer to `call` at `time` (milliseconds since the epoch).
    public mutating func respond(to call: PhonePeV2Call, at time: Int64) -> PhonePeV2Response {
        guard let route = call.route else {
            return .notFound(code: "NOT_FOUND", message: "No v2 endpoint \(call.method) \(call.path)", context: ["path": .string(call.path)])
        }
        if let problem = call.payloadProblem { return .badRequest(field: "body", message: problem) }
        switch route {
        case .pay(let checkout): return create(call, checkout: checkout, sdkOrder: false, at: time)
        case .sdkOrder(let checkout): return create(call, checkout: checkout, sdkOrder: true, at: time)
        case .orderStatus(_, let id): return orderStatus(id: id, call: call, at: time)
        case .transactionStatus(_, let id): return transactionStatus(id: id, call: call, at: time)
        case .refund: return refund(call, at: time)
        case .refundStatus(let id): return refundStatus(id: id, at: time)
        }
    }

    // MARK: - Pay and SDK order

    private mutating func create(_ call: PhonePeV2Call, checkout: PhonePeV2Checkout, sdkOrder: Bool, at time: Int64) -> PhonePeV2Response {
        let payload = call.payload ?? .null
        if let problem = Self.orderProblem(payload, checkout: checkout, sdkOrder: sdkOrder) { return .badRequest(problem) }
        let id = payload["merchantOrderId"]?.stringValue ?? ""
        guard records[PhonePeV2Key(kind: .order, id: id)] == nil else {
            return .badRequest(field: "merchantOrderId", message: "merchantOrderId \(id) was used already: every order needs an id of its own")
        }
        if let code = outcome.initiationError {
            return PhonePeV2Response(
                httpStatus: code == "INTERNAL_SERVER_ERROR" ? 500 : 400,
                body: ["code": .string(code), "message": "The gateway refused the order, as this merchant's outcome says"])
        }
        let expireAfter = payload["expireAfter"]?.intValue ?? PhonePeV2Rules.defaultExpireAfter
        var order = PhonePeV2Order(
            kind: .order, checkout: checkout, merchantId: merchantId, id: id,
            phonePeId: PhonePeV2Ids.phonePeId(kind: .order, seed: seed), amount: payload["amount"]?.intValue ?? 0,
            createdAt: time, expireAt: time + expireAfter * 1000, request: payload, outcome: outcome, seed: seed)
        var body: JSONObject = ["orderId": .string(order.phonePeId), "state": "PENDING", "expireAt": .int(order.expireAt)]
        if sdkOrder {
            order.handOff = PhonePeV2Ids.orderToken(seed: seed)
            body["token"] = .string(order.handOff ?? "")
        } else if checkout == .standard {
            order.handOff = payPageBase + "/" + PercentCoding.pathSegment(merchantId) + "/" + PercentCoding.pathSegment(id)
            body["redirectUrl"] = .string(order.handOff ?? "")
        } else {
            order.handOff = intentURL(payload: payload, order: order)
            body["intentUrl"] = .string(order.handOff ?? "")
        }
        records[order.key] = order
        return PhonePeV2Response(httpStatus: 200, body: .object(body))
    }

    /// The first rule a pay or SDK order request breaks, in the order PhonePe's fields are read.
    static func orderProblem(_ payload: JSONValue, checkout: PhonePeV2Checkout, sdkOrder: Bool) -> PhonePeV2Rules.Problem? {
        if let problem = PhonePeV2Rules.idProblem(payload["merchantOrderId"], field: "merchantOrderId") { return problem }
        if let problem = PhonePeV2Rules.amountProblem(payload["amount"]) { return problem }
        if let problem = PhonePeV2Rules.expireAfterProblem(payload["expireAfter"]) { return problem }
        if let problem = PhonePeV2Rules.metaInfoProblem(payload["metaInfo"]) { return problem }
        guard let flow = payload["paymentFlow"], flow.objectValue != nil else {
            return .init(field: "paymentFlow", message: "paymentFlow is missing: give {\"type\": \"\(checkout.paymentFlowType)\", …}")
        }
        // PhonePe's SDKs build a Custom Checkout SDK order with PG_CHECKOUT's flow: the gateway takes both.
        let types = checkout == .custom && sdkOrder ? ["PG", "PG_CHECKOUT"] : [checkout.paymentFlowType]
        guard let type = flow["type"]?.stringValue, types.contains(type) else {
            let path = sdkOrder ? checkout.sdkOrderPath : checkout.payPath
            return .init(field: "paymentFlow.type", message: "paymentFlow.type must be \(types.joined(separator: " or ")) on \(path), not \(flow["type"]?.stringValue ?? "missing")")
        }
        if let urls = flow["merchantUrls"], urls != .null {
            guard let redirect = urls["redirectUrl"], redirect == .null || redirect.stringValue != nil else {
                return .init(field: "paymentFlow.merchantUrls.redirectUrl", message: "paymentFlow.merchantUrls.redirectUrl must be a URL")
            }
            if let given = redirect.stringValue, let problem = WebURL.problem(in: given) {
                return .init(field: "paymentFlow.merchantUrls.redirectUrl", message: "paymentFlow.merchantUrls.redirectUrl \(problem)")
            }
        }
        guard checkout == .custom, !sdkOrder else { return nil }
        let mode = flow["paymentMode"]
        guard let type = mode?["type"]?.stringValue else {
            return .init(field: "paymentFlow.paymentMode.type", message: "paymentFlow.paymentMode.type is missing: give UPI_INTENT")
        }
        guard type == "UPI_INTENT" else {
            return .init(field: "paymentFlow.paymentMode.type", message: "checkout-sim simulates Custom Checkout's UPI_INTENT; \(type) is PhonePe's but not simulated")
        }
        let os = payload["deviceContext"]?["deviceOS"]?.stringValue
        if let os, os != "IOS", os != "ANDROID" {
            return .init(field: "deviceContext.deviceOS", message: "deviceContext.deviceOS must be IOS or ANDROID, not \(os)")
        }
        if os == "IOS", let app = mode?["targetApp"]?.stringValue, UPIApp(rawValue: app) == nil {
            return .init(field: "paymentFlow.paymentMode.targetApp", message: "on iOS targetApp is one of \(PhonePeV2Rules.iOSTargetApps.joined(separator: ", ")) here, not \(app)")
        }
        if os == "ANDROID", let app = mode?["targetApp"]?.stringValue, let problem = PhonePeV2Rules.androidTargetAppProblem(app) {
            return .init(field: "paymentFlow.paymentMode.targetApp", message: problem)
        }
        return nil
    }

    /// The UPI intent URL for a Custom Checkout order: the target app's scheme on iOS (PhonePe's with
    /// the merchant's callback scheme as `mcbs`), `upi://pay` for any app otherwise.
    private func intentURL(payload: JSONValue, order: PhonePeV2Order) -> String {
        let app = payload["paymentFlow"]?["paymentMode"]?["targetApp"]?.stringValue.flatMap(UPIApp.init(rawValue:))
        let onIOS = payload["deviceContext"]?["deviceOS"]?.stringValue == "IOS"
        let rupees = Rupees.text(fromPaise: order.amount)
        let transactionId = PhonePeV2Ids.transactionId(seed: order.seed, attempt: 0)
        var url = IntentURL(
            scheme: onIOS ? app?.intentScheme ?? "upi" : "upi", target: onIOS ? app?.intentTarget ?? "pay" : "pay", parameters: [
                IntentParameter("pa", merchantId + "@ybl"), IntentParameter("pn", displayName), IntentParameter("am", rupees),
                IntentParameter("mam", rupees), IntentParameter("tr", transactionId), IntentParameter("tn", "Payment for " + order.id),
                IntentParameter("mc", mcc), IntentParameter("mode", "04"), IntentParameter("purpose", "00"),
            ])
        if onIOS, app == .phonepe, let scheme = payload["deviceContext"]?["merchantCallbackScheme"]?.stringValue {
            url.parameters.append(IntentParameter("mcbs", scheme))
        }
        return url.text(spaceEncoding: .percent20)
    }
}
