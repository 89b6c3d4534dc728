/// Walks one Citcon checkout: detection, CPayRequest, hand-off, return, the client results in
/// either order, the IPN, inquireOrder when the walk was interrupted, and the merchant's decision.
/// In two halves, as the TUI shows it: `init` goes up to the wallet, H5 page or browser opening (or the
/// request being refused); `finish` applies what the user does there and settles. `run` is both.
public struct CitconWalk: Sendable, Equatable {
    /// Seconds on the simulated clock since the hand-off.
    static let returnAt = 20
    static let ipnAt = 22
    static let inquiryAt = 30

    /// The steps so far.
    public private(set) var transcript: CitconTranscript
    private let reference: String
    private let device: Device

    public static func run(profile: DeviceProfile, options: CitconOptions) -> CitconTranscript {
        var walk = CitconWalk(profile: profile, options: options)
        walk.finish()
        return walk.transcript
    }

    /// The `transaction.reference` a walk sends when none is given: the same seed, the same reference.
    public static func reference(seed: UInt64) -> String { "order-\(seed)" }

    public init(profile: DeviceProfile, options: CitconOptions) {
        self.init(device: Device(profile: profile), options: options)
    }

    /// Up to the hand-off on a device already built (the TUI builds it once per profile).
    public init(device: Device, options: CitconOptions) {
        self.device = device
        let profile = device.profile
        let detector = CitconWalletDetector(device: device, options: options)
        transcript = CitconTranscript(
            options: options, profile: profile, environment: options.environment ?? profile.citcon?.environment ?? .uat,
            wallets: detector.all)
        transcript.method = CitconMethod(methodName: options.methodName)
        reference = options.reference ?? Self.reference(seed: options.seed)
        switch CPayRequestBuilder.build(options: options, profile: profile, detector: detector, reference: reference) {
        case .failure(let violations):
            transcript.errors = violations.violations
        case .success(let built):
            transcript.request = built.payload
            guard let surface = transcript.wallets.first(where: { $0.method == built.method })?.surface else { return }
            transcript.handOff = Self.handOff(surface: surface, requirements: detector.catalog.requirements(for: built.method))
        }
    }

    /// True when the wallet app, H5 page or browser is open and waiting for the user.
    public var awaitsUser: Bool { transcript.handOff != nil && transcript.returnStep == nil }

    /// What the user does in the wallet, then the return, the client results, the IPN, inquireOrder and
    /// the decision. Does nothing unless `awaitsUser`, or for a choice Citcon does not offer (which would
    /// otherwise finish as the options say).
    public mutating func finish(_ action: PayerChoice) {
        guard PayerChoice.citconOffers.contains(action) else { return }
        transcript.options.apply(action)
        finish()
    }

    /// Finishes with the options' own outcome and return mode.
    public mutating func finish() {
        guard awaitsUser, let method = transcript.method, let surface = transcript.handOff?.surface else { return }
        let profile = transcript.profile
        transcript.returnStep = Self.returnStep(
            surface: surface, method: method, detector: CitconWalletDetector(device: device, options: transcript.options),
            setup: profile.citcon ?? CitconSetup(), mode: transcript.options.returnMode)
        Self.settle(&transcript, method: method, reference: reference)
    }

    static func handOff(surface: CitconSurface, requirements: CitconWalletRequirements) -> CitconHandOff {
        switch surface {
        case .walletApp(let appId):
            let scheme = requirements.walletApp?.schemes.first
            let how = scheme.map { "through \($0)://" } ?? "through an https link iOS hands to the app"
            return CitconHandOff(surface: surface, openedScheme: scheme, description: "requestOrder opens \(appId) \(how); the user pays there")
        case .h5Page:
            return CitconHandOff(surface: surface, openedScheme: nil, description: "requestOrder presents the H5 payment page in a web view inside the merchant app")
        case .browser:
            return CitconHandOff(surface: surface, openedScheme: nil, description: "requestOrder opens the payment page in the browser")
        }
    }

    static func returnStep(
        surface: CitconSurface, method: CitconMethod, detector: CitconWalletDetector, setup: CitconSetup, mode: CitconReturnMode
    ) -> CitconReturn {
        switch mode {
        case .manual:
            return CitconReturn(mode: .manual, url: nil, forwardedToSDK: false, reason: "the user switched back to the merchant app by hand, so the SDK returns no result")
        case .abandon:
            return CitconReturn(mode: .abandon, url: nil, forwardedToSDK: false, reason: "the user \(surface.abandoned), so the SDK returns no result")
        case .auto:
            break
        }
        if surface == .h5Page {
            return CitconReturn(mode: .inApp, url: nil, forwardedToSDK: true, reason: "the H5 page closes inside the app; the SDK sees the end of payment directly")
        }
        switch detector.catalog.requirements(for: method).returnPath {
        case .universalLink:
            let link = detector.universalLink ?? ""
            return CitconReturn(
                mode: .universalLink, url: link, forwardedToSDK: setup.forwardsHandleUniversalLink,
                reason: setup.forwardsHandleUniversalLink
                    ? "iOS continues the user activity and the app passes it to handleUniversalLink"
                    : "iOS continues the user activity, but the app never calls handleUniversalLink: no synchronous result")
        case .urlScheme(let requirement):
            let scheme: String?
            switch requirement {
            case .requestScheme: scheme = detector.requestScheme
            case .literal(let literal): scheme = literal
            case .weChatAppId: scheme = nil
            }
            guard let scheme, detector.device.profile.merchantApp.registersURLType(scheme) else {
                return CitconReturn(
                    mode: .manual, url: nil, forwardedToSDK: false,
                    reason: "the wallet has no registered URL type to return to (the request's scheme is \(scheme ?? "not set")), so the user switches back by hand and the SDK returns no result")
            }
            let forwarded = setup.forwardsHandleUrl || setup.forwardsHandleScene
            return CitconReturn(
                mode: .urlScheme, url: "\(scheme)://", forwardedToSDK: forwarded,
                reason: forwarded
                    ? "iOS opens the app with \(scheme):// and the app passes the URL to \(setup.forwardsHandleScene ? "handleScene" : "handleUrl")"
                    : "iOS opens the app with \(scheme)://, but the app calls neither handleUrl nor handleScene: no synchronous result")
        }
    }

    static func settle(_ transcript: inout CitconTranscript, method: CitconMethod, reference: String) {
        guard let request = transcript.request, let returnStep = transcript.returnStep else { return }
        let options = transcript.options
        let transId = CitconResults.transId(reference: reference, seed: options.seed)
        func body(at: Int) -> JSONValue {
            CitconResults.body(outcome: options.outcome, transId: transId, request: request, method: method, at: at)
        }
        if !returnStep.interrupted {
            // The async CPayCheck follows the SDK's own status query, so it comes even when the URL was not forwarded.
            var kinds: [CitconClientResult.Kind] = options.order == .syncFirst ? [.sync, .async] : [.async, .sync]
            if !returnStep.forwardedToSDK { kinds.removeAll { $0 == .sync } }
            for (offset, kind) in kinds.enumerated() {
                transcript.clientResults.append(CitconClientResult(kind: kind, at: returnAt + offset, body: body(at: 0)))
            }
        }
        if case .status(let charge) = options.outcome, charge.isFinal, let ipnURL = request["urls"]?["ipn"]?.stringValue, !ipnURL.isEmpty {
            transcript.ipn = ipn(body: body(at: 0), url: ipnURL, request: request)
        }
        if returnStep.interrupted, let ipn = transcript.ipn {
            // Without a client result the app learns Citcon's id from its server (which got the IPN), then asks the SDK.
            transcript.inquiries.append(CitconInquiry(at: inquiryAt, transId: ipn.body["data"]?["id"]?.stringValue ?? transId, body: body(at: 0)))
        }
        transcript.result = decide(transcript)
    }

    static func ipn(body: JSONValue, url: String, request: JSONValue) -> CitconIPN {
        var problems: [String] = []
        let data = body["data"]
        if data?["reference"] != request["transaction"]?["reference"] { problems.append("reference does not match the order") }
        if data?["amount"] != request["transaction"]?["amount"] { problems.append("amount does not match the order") }
        return CitconIPN(at: ipnAt, url: url, body: body, verified: problems.isEmpty, problems: problems)
    }

    /// The seed: the server's notification is the final word; then inquireOrder, the async CPayCheck, the sync CPayResult.
    static func decide(_ transcript: CitconTranscript) -> CitconDecision {
        let sources: [(String, JSONValue?)] = [
            ("the IPN to urls.ipn", transcript.ipn.map(\.body)),
            ("inquireOrder", transcript.inquiries.last?.body),
            ("the asynchronous CPayCheck", transcript.asyncResult?.body),
            ("the synchronous CPayResult", transcript.syncResult?.body),
        ]
        guard let (source, body) = sources.first(where: { $0.1 != nil }), let body else {
            return CitconDecision(
                code: "unknown", state: "unknown", paid: false, decidedBy: "nothing",
                summary: "no client result, no IPN and no Citcon id to inquire with: the order stays unknown until Citcon's dashboard or server API says otherwise")
        }
        let paid = CitconResults.isPaid(body)
        let data = body["data"]
        let code = data?["code"]?.stringValue ?? (body["status"]?.stringValue == "success" ? "0" : "unknown")
        // A failed request carries no data.status; a cancellation code reads as canceled.
        let state = data?["status"]?.stringValue ?? (["-2", "6001"].contains(code) ? "canceled" : "failed")
        let summary: String
        if paid {
            summary = "paid: status is \"success\" and data.status is \"succeeded\""
        } else if let status = data?["status"]?.stringValue, let charge = CitconChargeStatus(rawValue: status) {
            summary = "not paid: data.status is \"\(state)\" (\(charge.meaning))"
        } else {
            summary = "not paid: code \(code) (\(CitconOutcome.meaning(ofCode: code)))"
        }
        return CitconDecision(code: code, state: state, paid: paid, decidedBy: source, summary: summary)
    }
}
