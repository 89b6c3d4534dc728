/// v2's hand-off as a front end shows it: PhonePe (through the iOS SDK), the UPI app with the intent
/// URL, or PhonePe's pay page or web flow; and how control came back.
extension PhonePeV2Transcript {
    private var inWebView: Bool { handOff.map { $0.surface != .paymentApp } ?? false }

    private var placeName: String {
        switch handOff?.surface {
        case .sdkWebFlow?: return "PhonePe's web flow"
        case .webView?: return "PhonePe's pay page"
        default: return app?.displayName ?? android.map { AndroidPackages.displayName(of: $0.package) } ?? "The payment app"
        }
    }

    public var handOffView: HandOffView {
        let failed = handOff?.failure != nil
        let opener = android == nil ? "open(url)" : "startActivity"
        let title = failed ? "\(opener) failed" : inWebView ? "\(placeName), inside the merchant app" : "\(placeName) opened"
        return HandOffView(breadcrumb: failed ? "\(opener) failed" : placeName, title: title, lines: handOffLines, place: placeName)
    }

    private var handOffLines: [ShownLine] {
        guard let handOff else { return [] }
        if let failure = handOff.failure {
            let phone = android == nil ? "iOS could not open the URL" : "startActivity failed"
            return [ShownLine("\(phone): \(failure).", .error), ShownLine(handOff.url, .bold)]
        }
        var lines = [ShownLine(handOffLine(handOff) + ":", .muted), ShownLine(handOff.url, .bold)]
        if let start = startCheckout, android != nil {
            lines += [.blank, ShownLine("The Android SDK started PhonePe for a result (orderId: \(start.orderId), token: \(start.token))", .muted)]
        } else if let start = startCheckout {
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
        case .payThenSwitchBack where android != nil && !inWebView:
            return ("Pay, then switch back by hand", "The user comes back before \(placeName) hands a result: RESULT_CANCELED with no data.")
        case .payThenKill where android != nil && !inWebView:
            return ("Pay, then the merchant app's process is killed", "onActivityResult never runs: the server learns the outcome from the webhook or order status.")
        case .cancel where android != nil && !inWebView:
            return ("Back", "A back press in \(placeName): RESULT_CANCELED with no data; the order stays PENDING while the server asks its status.")
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
        case .activityResult?: title = "onActivityResult: \(android?.ending?.name ?? "a result")"
        case nil: title = "Return"
        }
        var lines: [ShownLine] = []
        if let step = returnStep {
            if let url = step.url { lines += [ShownLine([ShownSpan("Opened with  ", .muted), ShownSpan(url, .heading)]), .blank] }
            lines.append(ShownLine(step.reason, step.mode == .callback || step.mode == .redirect ? .ok : .warning))
            if let reading = android?.reading { lines += activityResultLines(reading) }
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

    /// The extras read from `onActivityResult`, what a careful app notices, and that they prove nothing.
    private func activityResultLines(_ reading: UPIResultReading) -> [ShownLine] {
        var lines: [ShownLine] = [.blank]
        lines += reading.fields.map { ShownLine([ShownSpan("  \($0.name)  ", .muted), ShownSpan($0.value, .bold)]) }
        lines.append(ShownLine(reading.summary, reading.status == .success ? .ok : .warning))
        lines += reading.problems.map { ShownLine("  " + $0, .warning) }
        lines.append(ShownLine(UPIResultReading.provesNothing, .muted))
        return lines
    }
}
