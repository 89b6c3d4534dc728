/// The merchant side up to the hand-off, the part of a walk every flow shares: device → checkout
/// page → deviceContext → rules → signed request → gateway answer → intent URL read back.
public struct CheckoutInitiation: Sendable {
    public let device: Device
    public let ids: FlowIds
    /// The gateway after the first call; the walk goes on talking to it.
    public var gateway: MockGateway
    /// The steps so far; `errors` holds broken rules, in which case nothing was sent.
    public var transcript: Transcript

    public init(profile: DeviceProfile, options: CheckoutOptions) {
        device = Device(profile: profile)
        ids = FlowIds(flow: options.flow, given: options.transactionId, subscriptionId: options.subscriptionId, seed: options.seed)
        gateway = Self.makeGateway(options: options, ids: ids)
        let page = CheckoutPage(device: device)
        transcript = Transcript(options: options, profile: profile, page: page, deviceContext: DeviceContext(device: device))
        start(options: options)
    }

    private mutating func start(options: CheckoutOptions) {
        let app: UPIApp
        switch PaymentRequestBuilder.chooseApp(options: options, page: transcript.page, device: device) {
        case .success(let chosen): app = chosen
        case .failure(let violation):
            transcript.errors = [violation]
            return
        }
        transcript.app = app
        if let error = options.outcome.initiationError, error.mandateOnly, options.flow != .mandate {
            transcript.errors = [RuleViolation(field: "--outcome", rule: "error:\(error.rawValue) exists only on the mandate call")]
            return
        }
        let payload: JSONValue
        switch PaymentRequestBuilder.payload(options: options, app: app, context: transcript.deviceContext, ids: ids) {
        case .success(let built): payload = built
        case .failure(let failure):
            transcript.errors = failure.violations
            return
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

        let response = gateway.respond(to: GatewayRequest(request))
        transcript.response = response
        guard response.success else {
            transcript.result = FlowResult(
                code: response.code, state: "FAILED",
                summary: "the gateway refused the request: \(response.body["message"]?.stringValue ?? response.code)")
            return
        }
        let data = response.body["data"]
        if data?["redirectType"]?.stringValue == "WEB" {
            transcript.webRedirectURL = data?["redirectURL"]?.stringValue ?? ""
        } else {
            transcript.intent = Self.intentStep(data?["instrumentResponse"]?["intentUrl"]?.stringValue ?? data?["redirectURL"]?.stringValue ?? "")
        }
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
        IntentStep(text: text, parsed: Result { () throws(IntentURLError) in try IntentURL.parse(text) })
    }
}
