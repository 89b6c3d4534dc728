/// v2's hand-off as a front end shows it: PhonePe (through the iOS SDK), the UPI app with the intent
/// URL, or PhonePe's pay page or web flow; and how control came back.
extension PhonePeV2Transcript {
    private var inWebView: Bool { handOff.map { $0.surface != .paymentApp } ?? false }

    private var placeName: String {
        switch handOff?.surface {
        case .sdkWebFlow?: return "PhonePe's web flow"
        case .webView?: return "PhonePe's pay page"
        default: return app?.displayName ?? "The payment app"
        }
    }

    public var handOffView: HandOffView {
        let failed = handOff?.failure != nil
        let title = failed ? "open(url) failed" : inWebView ? "\(placeName), inside the merchant app" : "\(placeName) opened"
        return HandOffView(breadcrumb: failed ? "open(url) failed" : placeName, title: title, lines: handOffLines, place: placeName)
    }

    private var handOffLines: [ShownLine] {
        guard let handOff else { return [] }
        if let failure = handOff.failure {
            return [ShownLine("iOS could not open the URL: \(failure).", .error), ShownLine(handOff.url, .bold)]
        }
        var lines = [ShownLine(handOffLine(handOff) + ":", .muted), ShownLine(handOff.url, .bold)]
        if let start = startCheckout {
            lines += [.blank, ShownLine("startCheckoutFlow(orderId: \(start.orderId), token: \(start.token), appSchema: \(start.appSchema ?? "none"))", .muted)]
        }
        lines += [.blank, ShownLine([ShownSpan("\(placeName) asks: ", .muted), ShownSpan("Pay ₹\(Rupees.shown(fromPaise: options.amount)) to \(options.merchant.displayName)", .heading)])]
        return lines
    }

    /// Each choice's label and what follows from it; nil for a choice v2 does not offer.
    public func describe(_ choice: PayerChoice) -> (label: String, explanation: String)? {
        switch choice {
        case .pay:
            return ("Pay ₹\(Rupees.shown(fromPaise: options.amount))", "The order then goes as the outcome script says: \(options.outcome).")
        case .decline: return ("Decline", "The order fails at once: AUTHORIZATION_ERROR (ZM).")
        case .cancel:
            return ("Cancel", "No payment: the order stays PENDING (the customer may retry) while the server asks its status.")
        case .payThenSwitchBack:
            return ("Pay, then switch back by hand", "The user returns before \(placeName) opens the app's scheme: the app learns nothing by itself.")
        case .payThenKill:
            return (inWebView ? "Pay, then close the web view" : "Pay, then kill \(placeName)",
                    "No return: the server learns the outcome from the webhook or order status.")
        case .leavePending, .killWithoutPaying: return nil
        }
    }

    /// How control came back: by the app's scheme, by hand, by the pay page's redirect, or not at all.
    public var returnView: ReturnView {
        let title: String
        switch returnStep?.mode {
        case .callback?: title = "Return by callback: the merchant app came back by itself"
        case .manual?: title = "Manual return: the user switches back by hand"
        case .redirect?: title = "Return by redirect: the web view reached the end of PhonePe's flow"
        case .closed?: title = "The user closed the web view"
        case .abandon?: title = "No return: the app gets no result"
        case nil: title = "Return"
        }
        var lines: [ShownLine] = []
        if let step = returnStep {
            if let url = step.url { lines += [ShownLine([ShownSpan("Opened with  ", .muted), ShownSpan(url, .heading)]), .blank] }
            lines.append(ShownLine(step.reason, step.mode == .callback || step.mode == .redirect ? .ok : .warning))
            lines += [.blank, ShownLine("The app now asks its server, which asks PhonePe for the order status: coming back is not proof of payment.", .muted)]
        }
        if let completion {
            lines += [
                .blank, ShownLine("SDK completion", .heading),
                ShownLine(completion.state.map { "completion(.\($0.rawValue))" } ?? "completion not called", .bold), ShownLine(completion.meaning, .muted),
            ]
        }
        return ReturnView(title: title, lines: lines, next: "order status", nextExplained: "the order status checks on the simulated clock, the webhooks and the result")
    }
}
