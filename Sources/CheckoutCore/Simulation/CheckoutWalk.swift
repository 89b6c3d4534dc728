/// A walk in two halves, as the TUI shows it: `init` goes up to the payment app opening (or the hand-off
/// failing); `finish` applies what the user does there and settles. Pure, like `CheckoutSimulation.run`,
/// which is the two halves back to back.
public struct CheckoutWalk: Sendable, Equatable {
    /// The steps so far.
    public private(set) var transcript: Transcript
    private var gateway: MockGateway
    private let device: Device
    private let ids: FlowIds

    public init(profile: DeviceProfile, options: CheckoutOptions) {
        let initiation = CheckoutInitiation(profile: profile, options: options)
        transcript = initiation.transcript
        gateway = initiation.gateway
        device = initiation.device
        ids = initiation.ids
        openPaymentApp()
    }

    /// True when the payment app or the web checkout is open and waiting for the user.
    public var awaitsUser: Bool {
        transcript.handOff != nil && transcript.handOff?.failure == nil && transcript.result == nil
    }

    private mutating func openPaymentApp() {
        guard transcript.errors.isEmpty, transcript.response?.success == true, transcript.app != nil else { return }
        if let url = transcript.webRedirectURL {
            transcript.handOff = HandOff(url: url, openedAppId: nil, failure: nil)
        } else if let step = transcript.intent {
            if transcript.flow == .sdkDebit, !transcript.deviceContext.isPPAppPresent {
                // The SDK checks for PhonePe with canOpenURL itself and falls back to its in-app web flow.
                transcript.handOff = HandOff(url: step.text, openedAppId: nil, failure: nil)
                return
            }
            switch device.open(scheme: step.url?.scheme ?? transcript.app?.intentScheme ?? "") {
            case .opened(let appId):
                transcript.handOff = HandOff(url: step.text, openedAppId: appId, failure: nil)
            case .failed(let reason):
                transcript.handOff = HandOff(url: step.text, openedAppId: nil, failure: reason)
                transcript.result = FlowResult(code: "OPEN_URL_FAILED", state: "NOT_STARTED", summary: "the payment app never opened: \(reason)")
            }
        }
    }

    /// What the user does in the open payment app, then the return, the callback, the status checks and
    /// the result. `returnMode` overrides the options' (the TUI's "kill app" is `.abandon`). Does nothing
    /// unless `awaitsUser`.
    public mutating func finish(_ action: UserAction, returnMode: ReturnMode? = nil) {
        guard awaitsUser, let app = transcript.app else { return }
        transcript.options.userAction = action
        if let returnMode { transcript.options.returnMode = returnMode }
        let options = transcript.options
        let id = ids.merchantTransactionId
        transcript.returnStep = Self.returnStep(options: options, app: app, device: device, web: transcript.handOff?.openedAppId == nil, id: id)
        switch action {
        case .pay: gateway.paymentAppFinished(id: id, decision: .approved)
        case .decline: gateway.paymentAppFinished(id: id, decision: .declined)
        case .leavePending: break
        }
        if options.flow == .sdkDebit { transcript.sdkResult = Self.sdkResult(returnStep: transcript.returnStep) }
        CheckoutSimulation.settle(&transcript, gateway: &gateway, id: id, ids: ids)
    }

    private static func returnStep(options: CheckoutOptions, app: UPIApp, device: Device, web: Bool, id: String) -> ReturnStep {
        if web {
            let ranIn = options.flow == .sdkDebit
                ? "the SDK cannot detect PhonePe (no ppemerchantsdk scheme is openable), so it ran PhonePe's web flow inside the merchant app"
                : "PhonePe is not on this device, so the payment ran in PhonePe's web checkout inside the merchant app"
            let closed = options.flow == .sdkDebit ? "the SDK's web flow" : "the web view"
            if options.returnMode == .abandon || options.userAction == .leavePending {
                return ReturnStep(mode: "abandon", url: nil, reason: "the user closed \(closed): the app gets no result")
            }
            return ReturnStep(mode: "web", url: nil, reason: ranIn)
        }
        if options.userAction == .leavePending, options.returnMode != .abandon {
            return ReturnStep(
                mode: "manual", url: nil,
                reason: "the user left \(app.displayName) without paying or declining and switched back by hand: the payment stays pending")
        }
        return ReturnResolver.resolve(requested: options.returnMode, app: app, device: device, id: id)
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
}
