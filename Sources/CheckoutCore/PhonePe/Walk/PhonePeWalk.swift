/// Walks one PhonePe flow in two halves, as the TUI shows it: `init` goes from the device through the
/// signed request and the gateway's answer to the payment app opening (or the hand-off failing);
/// `finish` applies what the user does there, then the return, the callback, the status checks and the
/// result. Pure: the same profile and options give the same transcript. `run` is both halves.
public struct PhonePeWalk: Sendable, Equatable {
    /// The steps so far.
    public internal(set) var transcript: PhonePeTranscript
    /// The gateway after the first call; the walk goes on talking to it.
    var gateway: PhonePeGateway
    let device: Device
    let ids: FlowIds

    public static func run(profile: DeviceProfile, options: PhonePeOptions) -> PhonePeTranscript {
        var walk = PhonePeWalk(profile: profile, options: options)
        walk.finish(options.userAction)
        return walk.transcript
    }

    public init(profile: DeviceProfile, options: PhonePeOptions) {
        self.init(device: Device(profile: profile), options: options)
    }

    /// Up to the hand-off on a device already built, with its checkout page when that is known too
    /// (the TUI builds both once per profile).
    public init(device: Device, page: CheckoutPage? = nil, options: PhonePeOptions) {
        self.device = device
        ids = FlowIds(flow: options.flow, given: options.transactionId, subscriptionId: options.subscriptionId, seed: options.seed)
        gateway = Self.makeGateway(options: options, ids: ids)
        transcript = PhonePeTranscript(options: options, device: device, page: page ?? CheckoutPage(device: device))
        if sendRequest() { openPaymentApp() }
    }

    /// True when the payment app or the web checkout is open and waiting for the user.
    public var awaitsUser: Bool {
        transcript.handOff != nil && transcript.handOff?.failure == nil && transcript.result == nil
    }

    /// Device → checkout page → deviceContext → rules → signed request → gateway answer → intent URL read
    /// back. False when a rule was broken (nothing sent) or the gateway refused.
    private mutating func sendRequest() -> Bool {
        let options = transcript.options
        let app: UPIApp
        if let page = transcript.page.android {
            switch PaymentRequestBuilder.chooseAndroidPackage(options: options, page: page) {
            case .success(let package):
                transcript.android = PhonePeAndroidStep(package: package, chooser: options.flow == .openIntent ? page.chooser.map(\.package) : nil)
                transcript.app = package.flatMap(UPIApp.init(androidPackage:))
            case .failure(let violation):
                transcript.errors = [violation]
                return false
            }
            // Only the callback scheme reads it, and an Android payload carries none.
            app = transcript.app ?? .phonepe
        } else {
            switch PaymentRequestBuilder.chooseApp(options: options, page: transcript.page, device: device) {
            case .success(let chosen): app = chosen
            case .failure(let violation):
                transcript.errors = [violation]
                return false
            }
            transcript.app = app
        }
        if let error = options.outcome.initiationError, !error.canOccur(on: options.flow) {
            transcript.errors = [RuleViolation(field: "--outcome", rule: "error:\(error.rawValue) exists only on the mandate call")]
            return false
        }
        let payload: [UInt8]
        switch PaymentRequestBuilder.payload(options: options, app: app, context: transcript.deviceContext, ids: ids, targetPackage: transcript.android?.package) {
        case .success(let built): payload = built
        case .failure(let failure):
            transcript.errors = failure.violations
            return false
        }
        let headers = PaymentRequestBuilder.extraHeaders(flow: options.flow, merchant: options.merchant)
        let request = SignedRequest(path: options.flow.path, payloadBytes: payload, merchant: options.merchant, extraHeaders: headers)
        if options.flow == .sdkDebit {
            transcript.sdkRequest = SDKTransactionRequest(
                base64EncodedBody: request.base64, apiEndPoint: request.path, checksum: request.xVerify, headers: headers)
        }

        let response = gateway.respond(to: request.call)
        // Kept after its last read, so that it moves into the transcript instead of being copied.
        transcript.request = request
        transcript.response = response
        guard response.success else {
            if response.code == PhonePeErrorCode.internalServerError.rawValue {
                checkAfterServerError(id: ids.merchantTransactionId)
                return false
            }
            transcript.result = PhonePeResult(
                code: response.code, state: .failed,
                summary: "the gateway refused the request: \(response.body["message"]?.stringValue ?? response.code)")
            return false
        }
        let data = response.body["data"]
        if data?["redirectType"]?.stringValue == "WEB" {
            transcript.webRedirectURL = data?["redirectURL"]?.stringValue ?? ""
        } else {
            let text = data?["instrumentResponse"]?["intentUrl"]?.stringValue ?? data?["redirectURL"]?.stringValue ?? ""
            transcript.intent = IntentStep(text: text)
        }
        return true
    }

    /// The gateway as the scenario needs it: a wrong salt or an unknown merchant are real mismatches, not scripted answers.
    private static func makeGateway(options: PhonePeOptions, ids: FlowIds) -> PhonePeGateway {
        var outcome = options.outcome
        let accounts: [String: MerchantAccount]
        switch outcome.initiationError {
        case .authorizationFailed?:
            var account = MerchantAccount(options.merchant)
            account.saltKey = "gateway-" + account.saltKey
            accounts = [options.merchant.merchantId: account]
            outcome.initiationError = nil
        case .keyNotConfigured?:
            accounts = [:]
            outcome.initiationError = nil
        default:
            accounts = isUATMerchant(options.merchant) ? uatAccounts : [options.merchant.merchantId: MerchantAccount(options.merchant)]
        }
        return PhonePeGateway(accounts: accounts, outcome: outcome, ids: ids)
    }

    /// The gateway's accounts for the documents' UAT merchant (what most walks sign as), built once
    /// and shared: building a dictionary cost more than the rest of setting up the gateway.
    private static let uatAccounts = [uatMerchant.merchantId: MerchantAccount(uatMerchant)]
    private static let uatMerchant = PhonePeMerchant()

    /// Whether `merchant`'s gateway account is the UAT merchant's (the fields `MerchantAccount` keeps, and the id).
    private static func isUATMerchant(_ merchant: PhonePeMerchant) -> Bool {
        merchant.merchantId == uatMerchant.merchantId && merchant.saltKey == uatMerchant.saltKey
            && merchant.saltIndex == uatMerchant.saltIndex && merchant.displayName == uatMerchant.displayName
            && merchant.mcc == uatMerchant.mcc
    }

    private mutating func openPaymentApp() {
        if let url = transcript.webRedirectURL {
            transcript.handOff = PhonePeHandOff(url: url, openedAppId: nil, failure: nil)
        } else if let step = transcript.intent, let packages = device.packages {
            openOnAndroid(packages, intent: step)
        } else if let step = transcript.intent {
            switch device.open(scheme: step.scheme ?? transcript.app?.intentScheme ?? "") {
            case .opened(let appId):
                transcript.handOff = PhonePeHandOff(url: step.text, openedAppId: appId, failure: nil)
            case .failed(let reason):
                transcript.handOff = PhonePeHandOff(url: step.text, openedAppId: nil, failure: reason)
                transcript.result = PhonePeResult(code: "OPEN_URL_FAILED", state: .notStarted, summary: "the payment app never opened: \(reason)")
                if transcript.flow == .sdkDebit {
                    // Seed 002 shows no fallback without PhonePe; the completion reports the failure.
                    transcript.sdkResult = PhonePeSDKResult(
                        completionCalled: true, successful: false,
                        meaning: "result.error says why the payment flow failed (PhonePe could not be opened); the payment never started")
                }
            }
        }
    }

    /// Whether paying in the opened app brings the user back by the callback scheme on its own, so that
    /// switching back by hand is a different walk worth offering.
    public var returnsByCallback: Bool {
        guard awaitsUser, let app = transcript.app, transcript.handOff?.openedAppId != nil else { return false }
        let step = ReturnResolver.resolve(requested: .auto, app: app, flow: transcript.flow, device: device, id: ids.merchantTransactionId)
        return step.mode == .callback
    }

    /// What the user does in the open payment app, then the return, the callback, the status checks and
    /// the result. `returnMode` overrides the options' (the TUI's "kill app" is `.abandon`). Does nothing
    /// unless `awaitsUser`.
    public mutating func finish(_ choice: PayerChoice, returnMode: PhonePeReturnMode? = nil) {
        guard awaitsUser, let action = choice.phonePeUserAction else { return }
        let androidPackage = device.packages == nil ? nil : transcript.handOff?.openedAppId
        // On Android the app may be outside the catalog (BHIM, CRED): only iOS's return rules read it.
        guard let app = transcript.app ?? (device.packages == nil ? nil : UPIApp.phonepe) else { return }
        transcript.options.userAction = action
        if let returnMode = returnMode ?? choice.phonePeReturnMode { transcript.options.returnMode = returnMode }
        let options = transcript.options
        let id = ids.merchantTransactionId
        if let androidPackage {
            returnOnAndroid(package: androidPackage)
        } else {
            transcript.returnStep = Self.returnStep(options: options, app: app, device: device, web: transcript.handOff?.openedAppId == nil, id: id)
            if transcript.returnStep?.mode == .web, device.packages?.verdict(for: AndroidPackages.phonePe) != nil {
                transcript.returnStep?.reason = "the merchant app cannot see \(AndroidPackages.phonePe) (package visibility), so isPPAppPresent was false "
                    + "and the payment ran in PhonePe's web checkout inside the merchant app, although PhonePe is installed"
            }
        }
        switch action {
        case .pay: gateway.paymentAppFinished(id: id, decision: .approved)
        case .decline: gateway.paymentAppFinished(id: id, decision: .declined)
        default: break
        }
        if options.flow == .sdkDebit { transcript.sdkResult = Self.sdkResult(returnStep: transcript.returnStep, ending: transcript.android?.ending) }
        settle(id: id)
    }

    private static func returnStep(options: PhonePeOptions, app: UPIApp, device: Device, web: Bool, id: String) -> PhonePeReturn {
        if web {
            if options.returnMode == .abandon || options.userAction == .leavePending {
                return PhonePeReturn(mode: .abandon, url: nil, reason: "the user closed the web view: the app gets no result")
            }
            return PhonePeReturn(mode: .web, url: nil, reason: "PhonePe is not on this device, so the payment ran in PhonePe's web checkout inside the merchant app")
        }
        if options.userAction == .leavePending, options.returnMode != .abandon {
            return PhonePeReturn(
                mode: .manual, url: nil,
                reason: "the user left \(app.displayName) without paying or declining and switched back by hand: the payment stays pending")
        }
        return ReturnResolver.resolve(requested: options.returnMode, app: app, flow: options.flow, device: device, id: id)
    }

    private static func sdkResult(returnStep: PhonePeReturn?, ending: UPIActivityReturn?) -> PhonePeSDKResult {
        if ending == .backPressed {
            return PhonePeSDKResult(
                completionCalled: true, successful: false,
                meaning: "the SDK's result says the user went back (RESULT_CANCELED); the payment may still complete, so the app asks its server")
        }
        guard let returnStep, returnStep.mode != .abandon else {
            return PhonePeSDKResult(
                completionCalled: false, successful: false,
                meaning: "the completion block never ran: the app must ask its server for the status")
        }
        return PhonePeSDKResult(
            completionCalled: true, successful: true,
            meaning: "result.successful = true only means the payment flow finished, not that the payment succeeded; the status check decides")
    }
}
