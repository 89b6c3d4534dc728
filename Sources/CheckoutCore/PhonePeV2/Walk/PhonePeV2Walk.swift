/// Walks one v2 flow in two halves, as v1's walk does: `init` goes from the device through the
/// token, the order and PhonePe's answer to the hand-off (PhonePe or a UPI app opening, or the pay
/// page); `finish` applies what the user does there, then the return, the order status checks, the
/// webhooks and the result. Every call is answered by `PhonePeV2Gateway` on a simulated clock. Pure:
/// the same profile and options give the same transcript.
public struct PhonePeV2Walk: Sendable, Equatable {
    /// The steps so far.
    public internal(set) var transcript: PhonePeV2Transcript
    /// The gateway after the order; the walk goes on talking to it.
    var gateway: PhonePeV2Gateway
    let device: Device
    /// The access token the calls carry, kept out of the transcript.
    var accessToken = ""
    /// Seconds after the hand-off when it was issued.
    var accessTokenIssuedAt = 0

    /// Epoch seconds at the hand-off (2026-01-01 00:00:00 UTC): the token and the order are dated from it.
    public static let handOffEpoch: Int64 = 1_767_225_600
    /// Seconds after the hand-off when the user pays, declines or cancels.
    public static let actsAt = 8

    public static func run(profile: DeviceProfile, options: PhonePeV2Options) -> PhonePeV2Transcript {
        var walk = PhonePeV2Walk(profile: profile, options: options)
        walk.finish()
        return walk.transcript
    }

    public init(profile: DeviceProfile, options: PhonePeV2Options) {
        self.init(device: Device(profile: profile), options: options)
    }

    /// Up to the hand-off on a device already built.
    public init(device: Device, options: PhonePeV2Options) {
        self.device = device
        let merchant = options.merchant
        gateway = PhonePeV2Gateway(merchantId: merchant.merchantId, displayName: merchant.displayName, mcc: merchant.mcc, outcome: options.outcome, seed: options.seed)
        transcript = PhonePeV2Transcript(options: options, device: device, page: CheckoutPage(device: device))
        // Android's SDK finds PhonePe by its package, which package visibility may hide; iOS's by schemes.
        if device.packages == nil { transcript.openablePhonePeSchemes = PhonePeV2SDKSchemes.phonePe.filter(device.canOpenURL(scheme:)) }
        guard chooseApp(), fetchToken(), createOrder() else { return }
        handOff()
    }

    /// True when PhonePe, the UPI app or the pay page is open and waiting for the user.
    public var awaitsUser: Bool {
        transcript.handOff != nil && transcript.handOff?.failure == nil && transcript.result == nil
    }

    var orderKey: PhonePeV2Key { PhonePeV2Key(kind: .order, id: transcript.options.effectiveMerchantOrderId) }

    /// The app the flow pays with, and what the device tells of it; false on a broken rule.
    private mutating func chooseApp() -> Bool {
        let options = transcript.options
        switch options.flow {
        case .sdk:
            if let app = options.app, app != .phonepe {
                transcript.errors = [RuleViolation(field: "--app", rule: "v2-sdk pays with PhonePe (or its web flow); --app \(app.rawValue) applies only to v2-intent")]
                return false
            }
            if let packages = device.packages {
                let visible = packages.verdict(for: AndroidPackages.phonePe)?.visible ?? false
                transcript.app = visible ? .phonepe : nil
                transcript.deviceContext = ["deviceOS": .string(DeviceContext.android), "isPhonePeInstalled": .bool(visible)]
                return true
            }
            let installed = !transcript.openablePhonePeSchemes.isEmpty
            transcript.app = installed ? .phonepe : nil
            transcript.deviceContext = [
                "deviceOS": "IOS", "isPhonePeInstalled": .bool(installed),
                "openablePhonePeSchemes": .array(transcript.openablePhonePeSchemes.map(JSONValue.string)),
                "appSchema": device.profile.merchantApp.callbackScheme.map(JSONValue.string) ?? .null,
            ]
        case .payPage:
            if let app = options.app {
                transcript.errors = [RuleViolation(field: "--app", rule: "the pay page lets the customer choose; --app \(app.rawValue) applies only to v2-intent")]
                return false
            }
        case .intent:
            if let android = transcript.page.android { return chooseAndroidApp(android) }
            let page = transcript.page
            let field = "paymentFlow.paymentMode.targetApp"
            guard let app = options.app ?? page.visibleApps.first else {
                let reasons = UPIApp.allCases.map { "\($0.rawValue) (\(page.hiddenReasons[$0] ?? "hidden"))" }
                transcript.errors = [RuleViolation(field: field, rule: "no UPI app is on this device's checkout page: " + reasons.joined(separator: "; "))]
                return false
            }
            guard page.visibleApps.contains(app) else {
                let visible = page.visibleApps.map(\.rawValue).joined(separator: ", ")
                transcript.errors = [RuleViolation(
                    field: field,
                    rule: "\(app.rawValue) is not on this device's checkout page (\(page.hiddenReasons[app] ?? "hidden")); "
                        + (visible.isEmpty ? "no UPI app is visible" : "pick one of \(visible)"))]
                return false
            }
            transcript.app = app
        }
        return true
    }

    /// `POST /v1/oauth/token`; false when PhonePe refused the client.
    private mutating func fetchToken() -> Bool {
        let (answer, shown) = tokenCall(at: 0)
        transcript.tokenCall = shown
        guard answer.httpStatus == 200 else {
            transcript.result = PhonePeV2Result(code: answer.body["code"]?.stringValue ?? "HTTP \(answer.httpStatus)", summary: "PhonePe refused the OAuth client: no token, no order")
            return false
        }
        return true
    }

    /// The token call at `at` seconds after the hand-off: PhonePe's answer, and the exchange as shown.
    /// A token answered replaces the one the calls carry.
    private mutating func tokenCall(at: Int) -> (answer: PhonePeV2Response, shown: PhonePeV2Exchange) {
        let client = transcript.options.merchant.client
        let answer = PhonePeOAuth.answerTokenRequest(body: PhonePeV2MerchantRequests.tokenForm(client), client: client, at: Self.handOffEpoch + Int64(at))
        if let token = answer.body["access_token"]?.stringValue {
            accessToken = token
            accessTokenIssuedAt = at
        }
        var shown = answer
        if var body = answer.body.objectValue {
            for field in ["access_token", "encrypted_access_token", "refresh_token"] {
                if let token = body[field]?.stringValue { body[field] = .string(PhonePeV2Masking.masked(token)) }
            }
            shown.body = .object(body)
        }
        return (answer, PhonePeV2Exchange(
            method: "POST", path: PhonePeOAuth.tokenPath, query: "", headers: PhonePeV2MerchantRequests.tokenHeaders,
            body: PhonePeV2MerchantRequests.maskedTokenForm(client), payload: nil, response: shown))
    }

    /// The order call; false when PhonePe refused it (after asking its status, for a 500).
    private mutating func createOrder() -> Bool {
        let options = transcript.options
        let id = options.effectiveMerchantOrderId
        let payload: JSONValue
        switch options.flow {
        case .sdk: payload = PhonePeV2MerchantRequests.sdkOrder(merchantOrderId: id, amount: options.amount)
        case .payPage: payload = PhonePeV2MerchantRequests.standardPay(merchantOrderId: id, amount: options.amount, redirectURL: options.merchant.redirectURL)
        case .intent:
            payload = PhonePeV2MerchantRequests.upiIntentPay(
                merchantOrderId: id, amount: options.amount, callbackScheme: device.profile.merchantApp.callbackScheme,
                targetApp: transcript.android?.package ?? (transcript.app ?? .phonepe).rawValue,
                deviceOS: device.packages == nil ? "IOS" : DeviceContext.android)
            transcript.deviceContext = payload["deviceContext"]
        }
        let answer = send(method: "POST", path: options.flow.orderPath, payload: payload, at: 0)
        transcript.orderCall = answer
        guard answer.response.httpStatus == 200 else {
            let code = answer.response.body["code"]?.stringValue ?? "HTTP \(answer.response.httpStatus)"
            if code == "INTERNAL_SERVER_ERROR" {
                // Not final: the order may or may not exist, so the server asks before deciding.
                let check = checkStatus(at: 0)
                transcript.statusChecks.append(check)
                transcript.result = PhonePeV2Result(
                    code: check.code, summary: "the order call answered INTERNAL_SERVER_ERROR, which is not final; "
                        + (check.call.response.httpStatus == 404 ? "order status finds no such order, so it never started: try again with a new merchantOrderId" : "order status answers \(check.code)"))
            } else {
                transcript.result = PhonePeV2Result(code: code, summary: "PhonePe refused the order: \(answer.response.body["message"]?.stringValue ?? code)")
            }
            return false
        }
        return true
    }

    /// One call with the token, answered by the gateway at `at` seconds after the hand-off.
    mutating func send(method: String, path: String, query: String = "", payload: JSONValue? = nil, at: Int) -> PhonePeV2Exchange {
        // PhonePe's SDKs fetch a new token once half of its life has passed.
        if Int64(at - accessTokenIssuedAt) >= transcript.options.merchant.client.tokenLifetimeSeconds / 2 {
            transcript.tokenRefreshes.append(PhonePeV2Refresh(at: at, call: tokenCall(at: at).shown))
        }
        let body = payload.map(JSONWriter.compactString)
        let call = PhonePeV2Call(method: method, path: path, query: query, body: body ?? "")
        let seconds = Self.handOffEpoch + Int64(at)
        let response: PhonePeV2Response
        switch PhonePeOAuth.authorize(header: PhonePeOAuth.tokenType + " " + accessToken, client: transcript.options.merchant.client, at: seconds) {
        case .success: response = gateway.respond(to: call, at: seconds * 1000)
        case .failure(let refusal): response = refusal.response
        }
        return PhonePeV2Exchange(
            method: method, path: path, query: query, headers: PhonePeV2MerchantRequests.headers(authorization: PhonePeV2Masking.bearer(accessToken)),
            body: body, payload: payload, response: response)
    }

    /// `GET …/order/{merchantOrderId}/status?details=True` at `at` seconds after the hand-off.
    mutating func checkStatus(at: Int) -> PhonePeV2StatusCheck {
        let flow = transcript.flow
        let path = flow.checkout.orderStatusPath(merchantOrderId: transcript.options.effectiveMerchantOrderId)
        return PhonePeV2StatusCheck(at: at, call: send(method: "GET", path: path, query: PhonePeV2MerchantRequests.orderStatusQuery, at: at))
    }
}
