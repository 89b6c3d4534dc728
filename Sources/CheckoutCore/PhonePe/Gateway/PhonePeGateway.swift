/// PhonePe's gateway, mocked but faithful: it decodes the envelope, checks `X-VERIFY`, and answers
/// with the seeds' response shapes. Outcomes follow the script; ids come from the seed. It is a
/// value: every answer is a pure function of the calls made so far.
public struct PhonePeGateway: Sendable, Equatable {
    public var accounts: [String: MerchantAccount]
    public var outcome: PhonePeOutcome
    public var ids: FlowIds
    /// Where PG's hosted pay page lives; a payment's page is `{payPageBase}/{merchantId}/{id}`.
    public var payPageBase = "https://mercury-uat.phonepe.com/transact/pay"
    /// Every payment started, by the merchant's id for it.
    public internal(set) var payments: [String: PhonePePayment] = [:]
    /// A 401's message says which usual mistake the `X-VERIFY` could be (`AuthorizationRefusal`);
    /// off, it is PhonePe's bare "X-VERIFY header is incorrect", as transcripts show it.
    public var explainsRefusals = false

    public init(accounts: [String: MerchantAccount], outcome: PhonePeOutcome, ids: FlowIds) {
        self.accounts = accounts
        self.outcome = outcome
        self.ids = ids
    }

    public mutating func respond(to request: GatewayRequest) -> GatewayResponse {
        respond(to: request, envelope: nil)
    }

    /// `envelope` is a POST's body as `Envelope.decode(request.body, key: "request")` read it, for a
    /// caller that decoded it already (the server, to find the merchant): each body is decoded once.
    /// Nil decodes it here.
    public mutating func respond(to request: GatewayRequest, envelope: Envelope.Reading?) -> GatewayResponse {
        if request.method == "POST", PhonePeFlow.allCases.contains(where: { $0.path == request.path }) {
            return initiate(request, envelope: envelope)
        }
        if request.method == "POST", request.path == RefundRequest.path { return refund(request, envelope: envelope) }
        if request.method == "GET", let route = StatusPathTemplate.ids(in: request.path) { return status(request, route: route) }
        return .failure("NOT_FOUND", message: "No endpoint \(request.method) \(request.path)", httpStatus: 404)
    }

    /// Takes back a payment remembered elsewhere (a ledger), replacing any with the same id.
    public mutating func remember(_ record: PhonePePayment) {
        payments[record.id] = record
    }

    // MARK: - Initiation

    /// A signed POST's payload (the fields the gateway reads, and its bytes) and merchant, or the
    /// gateway's refusal: a bad envelope, an unknown merchant, a wrong `X-VERIFY`, a payload of the
    /// wrong shape, in that order. A payload naming no merchant has no salt key to check with: its
    /// `X-VERIFY` is wrong (401) unless one of the gateway's salt keys signed it (then 400).
    func verifiedPayload(
        _ request: GatewayRequest, envelope: Envelope.Reading?
    ) -> Result<(payload: JSONOutline.Value, bytes: [UInt8], merchantId: String, account: MerchantAccount), GatewayRefusal> {
        let decoded: (base64: Substring, bytes: [UInt8])
        switch envelope.map({ $0.map { (Substring($0.base64), $0.bytes) } }) ?? Envelope.unwrap(request.body, key: "request") {
        case .success(let value): decoded = value
        case .failure(let problem): return .failure(GatewayRefusal(.error(.badRequest, message: problem.description)))
        }
        // Every byte is checked as strict JSON, but only the fields read are kept.
        let outline: JSONOutline?
        do { outline = try JSONOutline.read(decoded.bytes) } catch {
            return .failure(GatewayRefusal(.error(.badRequest, message: Envelope.invalidJSON(error, key: "request").description)))
        }
        guard let payload = outline?.root else {
            return .failure(GatewayRefusal(.error(.badRequest, message: "the decoded request must be a JSON object")))
        }
        let xVerify = request.headers[single: "X-VERIFY"]
        guard let merchantId = payload["merchantId"]?.stringValue else {
            let signedByOne = accounts.values.contains {
                Checksum.requestMatches(xVerify, base64: decoded.base64, path: request.path, saltKey: $0.saltKey, saltIndex: $0.saltIndex)
            }
            if signedByOne { return .failure(GatewayRefusal(.error(.badRequest, message: "merchantId is missing or not a string"))) }
            return .failure(GatewayRefusal(.error(.authorizationFailed, message: explainsRefusals ? AuthorizationRefusal.noMerchant : nil)))
        }
        guard let account = accounts[merchantId] else { return .failure(GatewayRefusal(.error(.keyNotConfigured))) }
        guard Checksum.requestMatches(xVerify, base64: decoded.base64, path: request.path, saltKey: account.saltKey, saltIndex: account.saltIndex)
        else {
            return .failure(GatewayRefusal(authorizationFailed(request, kind: .request, base64: String(decoded.base64), account: account)))
        }
        if let problem = PayloadLinter.shapeError(payload, bytes: decoded.bytes, path: request.path) {
            return .failure(GatewayRefusal(.badRequest(problem)))
        }
        return .success((payload, decoded.bytes, merchantId, account))
    }

    private mutating func initiate(_ request: GatewayRequest, envelope: Envelope.Reading?) -> GatewayResponse {
        let payload: JSONOutline.Value, payloadBytes: [UInt8], merchantId: String, account: MerchantAccount
        switch verifiedPayload(request, envelope: envelope) {
        case .success(let verified): (payload, payloadBytes, merchantId, account) = verified
        case .failure(let refusal): return refusal.response
        }
        if let refusal = Self.urlRefusal(request, payload: payload) { return refusal }
        if let error = outcome.initiationError { return .error(error) }
        // /v4/debit serves both intents; paymentScope tells them apart.
        let flow = PhonePeFlow.allCases.first {
            $0.path == request.path && ($0 != .phonepeIntent || payload["paymentScope"]?.stringValue != "ALL_UPI_APPS")
        } ?? .phonepeIntent
        let idLimit = IdLengthLimits.ownId(of: flow)
        guard let id = payload[flow.idField]?.stringValue, !id.isEmpty, !(idLimit.map { IdLengthLimits.isTooLong(id, limit: $0) } ?? false) else {
            return .error(.badRequest, message: "\(flow.idField) is missing" + (idLimit.map { " or not under \($0) characters" } ?? ""))
        }
        if let problem = StatusPathIds.problem(in: id) { return .error(.badRequest, message: "\(flow.idField) \(problem)") }
        guard payments[id] == nil else { return .error(.invalidTransactionId) }
        let amount = payload["amount"]?.intValue
        let isPennyDrop = flow == .mandate && amount == nil
        if !isPennyDrop, (amount ?? 0) <= 0 {
            return .error(.badRequest, message: "amount must be a positive number of paise")
        }
        let context = payload["deviceContext"]?.objectValue
        let app = Self.targetApp(flow: flow, payload: payload)
        // An Android app starts a generic upi:// intent explicitly (or through the chooser) and learns the
        // result by onActivityResult, so there is no app scheme and no callback scheme to put in the URL.
        let android = context?["deviceOS"]?.stringValue?.uppercased() == DeviceContext.android
        let callbackScheme = app == .phonepe && !android ? context?["merchantCallBackScheme"]?.stringValue : nil
        var web = false
        var redirectUrl: String?
        // Objects are built from member arrays rather than literals: a literal costs a second array on
        // every payment, and this is the hand-off's hot path.
        let handOffUrl: String
        let body: [JSONMember]
        switch flow {
        case .pgIntent where payload["paymentInstrument"]?["type"]?.stringValue == "PAY_PAGE":
            web = true
            redirectUrl = payload["redirectUrl"]?.stringValue
            handOffUrl = payPageBase + "/" + PercentCoding.pathSegment(merchantId) + "/" + PercentCoding.pathSegment(id)
            body = Self.initiated(code: "PAYMENT_INITIATED", message: "Payment initiated", data: [
                JSONMember("merchantId", .string(merchantId)), JSONMember("merchantTransactionId", .string(id)),
                JSONMember("instrumentResponse", ["type": "PAY_PAGE", "redirectInfo": ["url": .string(handOffUrl), "method": "GET"]]),
            ])
        case .pgIntent:
            handOffUrl = payURL(
                account: account, merchantId: merchantId, app: android ? nil : app, id: id, amount: amount ?? 0, campaign: flow.campaign,
                callbackScheme: callbackScheme, spaceEncoding: .percent20)
            body = Self.initiated(code: "PAYMENT_INITIATED", message: "Payment initiated", data: [
                JSONMember("merchantId", .string(merchantId)), JSONMember("merchantTransactionId", .string(id)),
                JSONMember("instrumentResponse", ["type": "UPI_INTENT", "intentUrl": .string(handOffUrl)]),
            ])
        default:
            // Without PhonePe, /v4/debit falls back to PhonePe's web checkout (seed 000: "Intent or Web URL");
            // the mandate document knows only INTENT, and /v3/debit carries no deviceContext to tell.
            let phonePePresent = context?["isPPAppPresent"]?.boolValue ?? true
            let data: [JSONMember]
            // An Android open intent names no app: the system chooser offers every UPI app, PhonePe or not.
            if app == .phonepe, !phonePePresent, flow != .mandate, !(android && flow == .openIntent) {
                handOffUrl = webURL()
                data = [JSONMember("redirectType", "WEB"), JSONMember("redirectURL", .string(handOffUrl))]
                web = true
            } else if flow == .mandate {
                handOffUrl = mandateURL(
                    account: account, merchantId: merchantId, id: id, amount: amount, callbackScheme: callbackScheme, scheme: android ? "upi" : "ppe")
                data = [JSONMember("redirectType", "INTENT"), JSONMember("redirectURL", .string(handOffUrl))]
            } else {
                handOffUrl = payURL(
                    account: account, merchantId: merchantId, app: android ? nil : app, id: id, amount: amount ?? 0, campaign: flow.campaign,
                    callbackScheme: callbackScheme, spaceEncoding: .plus)
                data = flow == .openIntent
                    ? [
                        JSONMember("redirectType", "OPEN_INTENT"), JSONMember("redirectURL", .string(handOffUrl)),
                        JSONMember("unavailableUpiApps", .null),
                    ]
                    : [JSONMember("redirectType", "INTENT"), JSONMember("redirectURL", .string(handOffUrl))]
            }
            body = Self.initiated(code: "SUCCESS", message: "Your request has been successfully completed.", data: data)
        }
        payments[id] = PhonePePayment(
            flow: flow, merchantId: merchantId, id: id, amount: amount, app: app,
            callbackUrl: request.headers["X-CALLBACK-URL"] ?? payload["callbackUrl"]?.stringValue,
            // A gateway serving many flows (the server) gives each payment ids of its own flow.
            outcome: outcome, ids: ids.flow == flow ? ids : FlowIds(flow: flow, given: id, seed: ids.seed),
            hand: (KeptJSON(payloadBytes), handOffUrl, web, redirectUrl))
        return GatewayResponse(httpStatus: 200, body: .object(JSONObject(body)))
    }

    /// `{"success": true, "code", "message", "data"}`, as every accepted payment is answered.
    private static func initiated(code: String, message: String, data: [JSONMember]) -> [JSONMember] {
        [
            JSONMember("success", true), JSONMember("code", .string(code)), JSONMember("message", .string(message)),
            JSONMember("data", .object(JSONObject(data))),
        ]
    }

    private static func targetApp(flow: PhonePeFlow, payload: JSONOutline.Value) -> UPIApp {
        let name: String?
        switch flow {
        case .openIntent: name = payload["openIntentWithApp"]?.stringValue
        case .pgIntent: name = payload["paymentInstrument"]?["targetApp"]?.stringValue
        default: name = nil
        }
        // On Android targetApp is a package; a package outside the catalog is remembered as PhonePe's.
        return name.flatMap { UPIApp(caseInsensitive: $0) ?? UPIApp(androidPackage: $0) } ?? .phonepe
    }

    // MARK: - Status

    private mutating func status(_ request: GatewayRequest, route: StatusPathTemplate.Ids) -> GatewayResponse {
        guard let account = accounts[route.merchantId] else { return .error(.keyNotConfigured) }
        guard Checksum.statusMatches(request.headers[single: "X-VERIFY"], path: request.path, saltKey: account.saltKey, saltIndex: account.saltIndex)
        else { return authorizationFailed(request, kind: .status, base64: "", account: account) }
        guard request.headers["X-MERCHANT-ID"] == route.merchantId else {
            return .error(.badRequest, message: "X-MERCHANT-ID must be the merchant id of the path (\(route.merchantId))")
        }
        guard var record = payments[route.id], record.flow.statusPath(merchantId: route.merchantId, id: route.id) == request.path else {
            return .failure("TRANSACTION_NOT_FOUND", message: "No Transaction found with the given details.", httpStatus: 200)
        }
        let planned = plannedCodes(id: route.id)
        let code = planned[min(record.statusAnswers, planned.count - 1)]
        // The script plays once the user has acted, and stops at its last code, which repeats: a
        // status call before that, or after it, changes nothing (and a ledger writes nothing).
        if record.decision != nil, record.statusAnswers < planned.count - 1 {
            record.statusAnswers += 1
            payments[route.id] = record
        }
        if code == "INTERNAL_SERVER_ERROR" { return .error(.internalServerError) }
        return GatewayResponse(httpStatus: 200, body: StatusBody(record: record).json(code: code))
    }

    // MARK: - Callback and refund

    /// The server-to-server callback the gateway POSTs once the payment is final, or nil when it never
    /// is, or the merchant gave no callback URL.
    public func settlementCallback(id: String) -> GatewayRequest? {
        guard let record = payments[id], let url = record.callbackUrl, let account = accounts[record.merchantId],
            let code = plannedCodes(id: id).last, PaymentStatus.isFinal(code)
        else { return nil }
        let statusBody = StatusBody(record: record)
        let payload = record.flow == .mandate ? statusBody.mandateCallback(code: code) : statusBody.json(code: code)
        let (body, base64) = Envelope.encode(JSONWriter.compact(payload), key: "response")
        let checksum = Checksum.forCallback(base64Response: base64, saltKey: account.saltKey, saltIndex: account.saltIndex)
        return GatewayRequest(
            method: "POST", path: url,
            headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-VERIFY", checksum)], body: body)
    }
}

/// A refusal carried through a `Result`.
struct GatewayRefusal: Error {
    let response: GatewayResponse
    init(_ response: GatewayResponse) { self.response = response }
}
