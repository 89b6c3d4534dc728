/// Citcon's hand-off as a front end shows it: requestOrder opened the wallet app, the H5 page or the
/// browser with the order; the user pays, cancels, pays and switches back by hand, pays and kills the
/// wallet, or kills it first. Then the return, and whether the app forwarded it to the SDK.
extension CitconTranscript {
    private var methodText: String { method?.displayName ?? options.methodName }

    private var place: String {
        switch handOff?.surface {
        case .walletApp, nil: return methodText
        case .h5Page: return "the H5 page"
        case .browser: return "the browser"
        }
    }

    public var handOffView: HandOffView {
        var lines: [ShownLine] = []
        if let handOff {
            let reference = request?["transaction"]?["reference"]?.stringValue ?? ""
            lines = [
                ShownLine(handOff.description, .muted), .blank,
                ShownLine([ShownSpan("\(methodText) asks: ", .muted), ShownSpan("Pay \(options.amountText) for order \(reference)", .heading)]),
            ]
        }
        return HandOffView(
            breadcrumb: methodText, title: handOff.map { "requestOrder opened the \($0.surface)" } ?? "requestOrder", lines: lines,
            place: place)
    }

    /// Each choice's label and what follows from it; nil for a choice Citcon does not offer.
    public func describe(_ action: PayerChoice) -> (label: String, explanation: String)? {
        // Only a wallet app can be killed; a page is closed.
        let kill = handOff.map { if case .walletApp = $0.surface { "kill \(methodText)" } else { "close \(place)" } } ?? "kill it"
        switch action {
        case .pay:
            return ("Pay \(options.amountText)", "Citcon answers \(options.outcome), the outcome chosen on the checkout page; \(place) returns on its own.")
        case .cancel:
            let outcome = method.flatMap { action.citconWalk(outcome: options.outcome, method: $0) }.map { "\($0.outcome)" }
            return ("Cancel", "\(place) returns with \(outcome ?? "a cancellation code"): the seed's cancellation.")
        case .payThenSwitchBack:
            return ("Pay, then switch back by hand", "The app never gets the return URL: no CPayResult, no CPayCheck; the IPN and inquireOrder decide.")
        case .payThenKill:
            return ("Pay, then \(kill)", "Citcon still settles the charge and posts the IPN; the SDK returns nothing, so inquireOrder asks.")
        case .killWithoutPaying:
            return ("\(kill.prefix(1).uppercased() + kill.dropFirst()) without paying", "The charge stays initiated: no final status, no IPN, and nothing for the merchant to decide on.")
        case .decline, .leavePending: return nil
        }
    }

    /// Through the URL scheme or universal link (and whether the app forwarded it to the SDK), from the
    /// H5 page inside the app, or by hand / not at all, when the SDK returns nothing.
    public var returnView: ReturnView {
        let title: String
        switch returnStep?.mode {
        case .urlScheme?: title = "Return by URL scheme: the wallet opened the merchant app"
        case .universalLink?: title = "Return by universal link: iOS continued the user activity"
        case .inApp?: title = "Return from the H5 page inside the merchant app"
        case .manual?: title = "Manual return: the user switches back by hand"
        case .abandon?: title = "No return: the user \(handOff?.surface.abandoned ?? "killed the wallet")"
        case nil: title = "Return"
        }
        return ReturnView(
            title: title, lines: returnLines, next: "results",
            nextExplained: "the CPayResult and CPayCheck, the IPN and inquireOrder on the simulated clock, and the result")
    }

    private var returnLines: [ShownLine] {
        guard let step = returnStep else { return [] }
        var lines: [ShownLine] = []
        if let url = step.url {
            lines += [ShownLine([ShownSpan("Opened with  ", .muted), ShownSpan(url, .heading)]), .blank]
        }
        lines.append(ShownLine(step.reason, step.forwardedToSDK ? .ok : .warning))
        lines.append(.blank)
        if step.interrupted {
            lines.append(ShownLine("The SDK calls neither the requestOrder callback nor NTFY_ASYNC: the IPN to the merchant's server and inquireOrder decide.", .muted))
        } else if step.forwardedToSDK {
            lines.append(ShownLine("The SDK now reports the result twice, in either order: CPayResult through the requestOrder callback and CPayCheck through NTFY_ASYNC.", .muted))
        } else {
            lines.append(ShownLine("Without the URL the SDK has no synchronous CPayResult; its own status query still posts CPayCheck through NTFY_ASYNC.", .muted))
        }
        return lines
    }
}
