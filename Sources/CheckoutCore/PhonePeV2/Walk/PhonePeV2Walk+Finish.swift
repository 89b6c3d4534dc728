/// The second half: what the user does at the hand-off, how control comes back to the app, and what
/// the iOS SDK's completion says.
extension PhonePeV2Walk {
    /// Finishes as the options say.
    public mutating func finish() {
        finish(transcript.options.userAction)
    }

    /// What the user does once PhonePe, the UPI app or the pay page is open, then the return, the
    /// order status checks, the webhooks and the result. Does nothing unless `awaitsUser`, or for a
    /// choice v2 does not offer.
    public mutating func finish(_ choice: PayerChoice) {
        guard awaitsUser, PayerChoice.phonePeV2Offers.contains(choice) else { return }
        transcript.choice = choice
        if let decision = choice.phonePeV2Decision {
            gateway.decide(orderKey, decision, at: (Self.handOffEpoch + Int64(Self.actsAt)) * 1000)
        }
        let step = device.packages == nil || transcript.handOff?.surface != .paymentApp ? returnStep(choice) : androidReturn(choice)
        transcript.returnStep = step
        if transcript.flow == .sdk { transcript.completion = Self.completion(choice, returnStep: step) }
        settle()
    }

    /// Whether paying brings the user back by the app's scheme, so that switching back by hand is a
    /// different walk worth offering.
    public var returnsByCallback: Bool {
        awaitsUser && transcript.handOff?.surface == .paymentApp && device.packages == nil && callbackReturn() != nil
    }

    private func returnStep(_ choice: PayerChoice) -> PhonePeV2Return {
        let at = Self.actsAt
        let inWebView = transcript.handOff?.surface != .paymentApp
        let appName = transcript.app?.displayName ?? "PhonePe"
        switch choice {
        case .payThenKill where inWebView:
            return PhonePeV2Return(mode: .closed, at: at + 2, url: nil, reason: "the user closed the web view after paying, before PhonePe's page redirected: the app learns nothing from the page")
        case .payThenKill:
            return PhonePeV2Return(mode: .abandon, at: nil, url: nil, reason: "the user killed \(appName) after paying: the app gets nothing; the server learns the outcome from the webhook or order status")
        case .payThenSwitchBack:
            return PhonePeV2Return(mode: .manual, at: at + 4, url: nil, reason: "the user switched back by hand before \(appName) opened the app's scheme")
        case .cancel where inWebView:
            return PhonePeV2Return(mode: .closed, at: at + 1, url: nil, reason: "the user closed PhonePe's page without paying: the order stays PENDING, as the customer may still retry")
        case .cancel:
            return PhonePeV2Return(mode: .manual, at: at + 4, url: nil, reason: "the user backed out of \(appName) without paying and switched back by hand: the order stays PENDING")
        default:
            break
        }
        switch transcript.handOff?.surface {
        case .webView?:
            let url = transcript.options.merchant.redirectURL
            return PhonePeV2Return(mode: .redirect, at: at + 1, url: url, reason: "PhonePe's pay page sent the web view to merchantUrls.redirectUrl; the app sees that URL and closes the web view")
        case .sdkWebFlow?:
            return PhonePeV2Return(mode: .redirect, at: at + 1, url: nil, reason: "PhonePe's web flow ended inside the SDK's web view, which closed itself")
        default:
            return callbackReturn() ?? manualReturn()
        }
    }

    /// PhonePe opening the app's scheme: the SDK's `appSchema`, or the intent URL's `mcbs`; nil when it cannot.
    private func callbackReturn() -> PhonePeV2Return? {
        guard transcript.app == .phonepe, let verdict = device.profile.merchantApp.callbackVerdict, verdict.returnsToApp else { return nil }
        let field = transcript.flow == .sdk ? "appSchema" : "merchantCallbackScheme (mcbs)"
        return PhonePeV2Return(
            mode: .callback, at: Self.actsAt + 1, url: "\(verdict.scheme)://",
            reason: "PhonePe opened \(verdict.scheme)://, the \(field) and a URL type of the merchant app, which came back by itself")
    }

    private func manualReturn() -> PhonePeV2Return {
        let at = Self.actsAt + 4
        guard let app = transcript.app, app == .phonepe else {
            return PhonePeV2Return(mode: .manual, at: at, url: nil, reason: "\(transcript.app?.displayName ?? "The UPI app") does not return by itself (only PhonePe opens the app's scheme): the user switches back by hand")
        }
        guard let verdict = device.profile.merchantApp.callbackVerdict else {
            return PhonePeV2Return(mode: .manual, at: at, url: nil, reason: "the app has no callback scheme to give PhonePe, so PhonePe has nowhere to return: the user switches back by hand")
        }
        let why = verdict.registered ? "\"\(verdict.scheme)\" breaks PhonePe's scheme rule" : "\"\(verdict.scheme)\" is not among the merchant app's URL types, so opening it fails"
        return PhonePeV2Return(mode: .manual, at: at, url: nil, reason: "PhonePe could not return: \(why); the user switches back by hand")
    }

    /// `PPResultState` as the SDK reports the choice; it proves nothing about the payment.
    static func completion(_ choice: PayerChoice, returnStep: PhonePeV2Return) -> PhonePeV2Completion {
        if returnStep.mode == .abandon {
            return PhonePeV2Completion(state: nil, meaning: "the completion never ran: PhonePe was killed and never handed back; the app asks its server")
        }
        switch choice {
        case .pay:
            return PhonePeV2Completion(state: .success, meaning: ".success only means the checkout flow finished, not that the order is paid: the server's order status decides")
        case .decline:
            return PhonePeV2Completion(state: .failure, meaning: ".failure(error): the flow ended without a payment; the server's order status says why")
        default:
            return PhonePeV2Completion(state: .interrupted, meaning: ".interrupted(error): the user left the flow; the order may still be paid or retried, so the server asks its status")
        }
    }
}
