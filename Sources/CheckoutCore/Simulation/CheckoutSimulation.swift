/// Walks one flow from device profile to settled result, on a simulated clock that starts at the
/// hand-off. Pure: the same profile and options give the same transcript.
public enum CheckoutSimulation {
    /// Seconds after the hand-off when the user approves in the payment app.
    public static let paidAt = 8

    public static func run(profile: DeviceProfile, options: CheckoutOptions) -> Transcript {
        let device = Device(profile: profile)
        let page = CheckoutPage(device: device)
        var transcript = Transcript(options: options, profile: profile, page: page, deviceContext: DeviceContext(device: device))
        transcript.schemes = device.schemeTable

        let app: UPIApp
        switch PaymentRequestBuilder.chooseApp(options: options, page: page, device: device) {
        case .success(let chosen): app = chosen
        case .failure(let violation):
            transcript.errors = [violation]
            return transcript
        }
        transcript.app = app
        transcript.notes = FlowNotes.notes(flow: options.flow, app: app, context: transcript.deviceContext)
        if let error = options.outcome.initiationError, error.mandateOnly, options.flow != .mandate {
            transcript.errors = [RuleViolation(field: "--outcome", rule: "error:\(error.rawValue) exists only on the mandate call")]
            return transcript
        }
        let ids = FlowIds(flow: options.flow, given: options.transactionId, seed: options.seed)
        let payload: JSONValue
        switch PaymentRequestBuilder.payload(options: options, app: app, context: transcript.deviceContext, ids: ids) {
        case .success(let built): payload = built
        case .failure(let failure):
            transcript.errors = failure.violations
            return transcript
        }
        let merchant = options.merchant
        var extraHeaders = PaymentRequestBuilder.extraHeaders(flow: options.flow, merchant: merchant)
        if options.flow == .sdkDebit {
            // The SDK sends these to PhonePe along with the server-signed body.
            extraHeaders = [HTTPHeader("X-CALLBACK-URL", merchant.callbackUrl), HTTPHeader("X-CALL-MODE", "POST")]
        }
        let request = SignedRequest(path: options.flow.path, payload: payload, merchant: merchant, extraHeaders: extraHeaders)
        transcript.request = request
        if options.flow == .sdkDebit {
            transcript.sdkRequest = SDKTransactionRequest(
                base64EncodedBody: request.base64, apiEndPoint: request.path, checksum: request.xVerify, headers: extraHeaders)
        }

        var gateway = makeGateway(options: options, ids: ids)
        let response = gateway.respond(to: GatewayRequest(request))
        transcript.response = response
        guard response.success else {
            transcript.result = FlowResult(
                code: response.code, state: "FAILED",
                summary: "the gateway refused the request: \(response.body["message"]?.stringValue ?? response.code)")
            return transcript
        }

        let id = ids.merchantTransactionId
        let data = response.body["data"]
        if data?["redirectType"]?.stringValue == "WEB" {
            let url = data?["redirectURL"]?.stringValue ?? ""
            transcript.webRedirectURL = url
            transcript.handOff = HandOff(url: url, openedAppId: nil, failure: nil)
            transcript.returnStep = options.returnMode == .abandon
                ? ReturnStep(mode: "abandon", url: nil, reason: "the user closed the web view: the app gets no result")
                : ReturnStep(mode: "web", url: nil, reason: "PhonePe is not on this device, so the payment ran in PhonePe's web checkout inside the merchant app")
        } else {
            let text = data?["instrumentResponse"]?["intentUrl"]?.stringValue ?? data?["redirectURL"]?.stringValue ?? ""
            let step = intentStep(text)
            transcript.intent = step
            let scheme = step.url?.scheme ?? app.intentScheme
            switch device.open(scheme: scheme) {
            case .opened(let appId):
                transcript.handOff = HandOff(url: text, openedAppId: appId, failure: nil)
            case .failed(let reason):
                transcript.handOff = HandOff(url: text, openedAppId: nil, failure: reason)
                transcript.result = FlowResult(code: "OPEN_URL_FAILED", state: "NOT_STARTED", summary: "the payment app never opened: \(reason)")
                return transcript
            }
            transcript.returnStep = ReturnResolver.resolve(requested: options.returnMode, app: app, device: device, id: id)
        }
        gateway.paymentAppFinished(id: id, decision: .approved)
        if options.flow == .sdkDebit { transcript.sdkResult = sdkResult(returnStep: transcript.returnStep) }

        settle(&transcript, gateway: &gateway, id: id, ids: ids)
        return transcript
    }

    /// The gateway as the scenario needs it: a wrong salt or an unknown merchant are real mismatches, not scripted answers.
    private static func makeGateway(options: CheckoutOptions, ids: FlowIds) -> MockGateway {
        var account = MerchantAccount(options.merchant)
        var outcome = options.outcome
        var accounts = [options.merchant.merchantId: account]
        switch outcome.initiationError {
        case .authorizationFailed?:
            account.saltKey = "gateway-" + account.saltKey
            accounts[options.merchant.merchantId] = account
            outcome.initiationError = nil
        case .keyNotConfigured?:
            accounts = [:]
            outcome.initiationError = nil
        default:
            break
        }
        return MockGateway(accounts: accounts, outcome: outcome, ids: ids)
    }

    private static func intentStep(_ text: String) -> IntentStep {
        do {
            let url = try IntentURL.parse(text)
            return IntentStep(text: text, url: url, defects: IntentURLValidator.defects(in: url).map(\.description))
        } catch {
            return IntentStep(text: text, url: nil, defects: [error.description])
        }
    }

    private static func sdkResult(returnStep: ReturnStep?) -> SDKResult {
        guard let returnStep, returnStep.mode != "abandon" else {
            return SDKResult(
                completionCalled: false, successful: false,
                meaning: "the completion block never ran: the app must ask its server for the status")
        }
        return SDKResult(
            completionCalled: true, successful: true,
            meaning: "result.successful = true only means the payment flow finished, not that the payment succeeded; the status check decides")
    }

    /// The callback, the status checks on PhonePe's schedule, a refund if the merchant gave up too early, and the result.
    private static func settle(_ transcript: inout Transcript, gateway: inout MockGateway, id: String, ids: FlowIds) {
        let options = transcript.options
        let merchant = options.merchant
        let planned = gateway.plannedCodes(id: id)
        let nonFinal = planned.count - 1
        let schedule = StatusSchedule.times
        let settledAt = nonFinal == 0
            ? paidAt
            : nonFinal < schedule.count ? schedule[nonFinal] : StatusSchedule.giveUpAfter + 60 * (nonFinal - schedule.count + 1)
        var callback: CallbackDelivery?
        if let request = gateway.settlementCallback(id: id) {
            let check = CallbackVerifier.check(request, merchant: merchant, expectedAmount: options.effectiveAmount)
            callback = CallbackDelivery(at: settledAt, request: request, check: check)
        }
        transcript.callback = callback

        for at in schedule {
            if let callback, callback.check.verified, callback.at < at, !transcript.statusChecks.isEmpty { break }
            let path = options.flow.statusPath(merchantId: merchant.merchantId, id: id)
            let headers = [
                HTTPHeader("Content-Type", "application/json"),
                HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)),
                HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
            ]
            let response = gateway.respond(to: GatewayRequest(method: "GET", path: path, headers: headers))
            transcript.statusChecks.append(StatusCheck(at: at, method: "GET", path: path, headers: headers, response: response))
            if PaymentStatus.isFinal(response.code) { break }
        }

        let finalCheck = transcript.statusChecks.last.flatMap { PaymentStatus.isFinal($0.code) ? $0 : nil }
        let finalCode = finalCheck?.code ?? (callback?.check.verified == true && callback!.at <= StatusSchedule.giveUpAfter ? planned.last : nil)
        guard let finalCode else {
            transcript.result = FlowResult(
                code: "PAYMENT_PENDING", state: "PENDING",
                summary: "still pending after \(StatusSchedule.giveUpAfter / 60) minutes of checks: the merchant gives up and shows the order as failed")
            if let callback, callback.check.verified, planned.last == "PAYMENT_SUCCESS", options.flow != .mandate,
                let amount = options.effectiveAmount
            {
                let refund = RefundRequest.signed(originalId: id, refundId: ids.refundTransactionId, amount: amount, merchant: merchant)
                transcript.refund = RefundStep(request: refund, response: gateway.respond(to: GatewayRequest(refund)))
                transcript.result?.summary += "; the payment succeeded at \(callback.at) s (S2S callback), so the merchant refunds it"
            }
            return
        }
        transcript.result = result(code: finalCode, flow: options.flow)
    }

    static func result(code: String, flow: FlowKind) -> FlowResult {
        let success = code == "PAYMENT_SUCCESS"
        if flow == .mandate {
            return FlowResult(
                code: code, state: success ? "ACTIVE" : "FAILED",
                summary: success ? "the mandate is set up: subscription ACTIVE" : "the mandate was not set up: subscription FAILED")
        }
        return FlowResult(
            code: code, state: PaymentStatus.state(forCode: code),
            summary: success ? "the payment succeeded" : "the payment did not go through (\(code))")
    }
}
