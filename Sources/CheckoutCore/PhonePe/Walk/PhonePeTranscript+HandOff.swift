/// PhonePe's hand-off as a front end shows it: the payment app (or PhonePe's web checkout) with the URL
/// it received and what it asks; the user pays, declines, leaves it pending or pays and kills the app.
extension PhonePeTranscript {
    /// The web checkout runs inside the merchant app: there is no other app to kill. A URL that failed
    /// to open opened no app either, but it is no web checkout.
    private var handOffIsWeb: Bool { handOff?.openedAppId == nil && handOff?.failure == nil }

    var appName: String { android?.package.map(AndroidPackages.displayName(of:)) ?? app?.displayName ?? "The payment app" }

    public var handOffView: HandOffView {
        let isWeb = handOffIsWeb
        let title: String
        if handOff?.failure != nil {
            title = "open(url) failed"
        } else {
            title = isWeb ? "PhonePe's web checkout, inside the merchant app" : "\(appName) opened"
        }
        return HandOffView(
            breadcrumb: handOff?.failure != nil ? "open(url) failed" : isWeb ? "Web checkout" : appName, title: title, lines: handOffLines, place: isWeb ? "the web checkout" : appName)
    }

    /// Each choice's label and what follows from it; nil for a choice PhonePe does not offer.
    public func describe(_ choice: PayerChoice) -> (label: String, explanation: String)? {
        switch choice {
        case .pay:
            return ("Pay " + (options.effectiveAmount.map { "₹" + Rupees.shown(fromPaise: $0) } ?? ""),
                    "The gateway then answers \(options.outcome), the outcome chosen on the checkout page.")
        case .decline: return ("Decline", "The payment fails: the gateway answers PAYMENT_DECLINED.")
        case .leavePending:
            return ("Leave it pending", "The user switches back without paying: the status checks run until the merchant gives up.")
        case .payThenSwitchBack:
            return ("Pay, then switch back by hand",
                    "The user returns before \(appName) opens the callback scheme: the app learns nothing by itself and asks its server.")
        case .payThenKill:
            return (handOffIsWeb ? "Pay, then close the web view" : "Pay, then kill \(appName)",
                    "No return and no client result: the server learns the outcome from the S2S callback or a status check.")
        case .cancel, .killWithoutPaying: return nil
        }
    }

    private var handOffLines: [ShownLine] {
        if let android = androidHandOffLines { return android }
        guard let handOff else { return [] }
        var lines: [ShownLine] = []
        if let failure = handOff.failure {
            lines.append(ShownLine("iOS could not open the URL: \(failure).", .error))
            lines.append(ShownLine("The payment never started; Enter shows the result.", .muted))
        } else if handOffIsWeb {
            lines.append(ShownLine("The merchant app shows this page in a web view:", .muted))
        } else {
            lines.append(ShownLine("The merchant app called open(url); iOS opened \(handOff.openedAppId ?? "") with:", .muted))
        }
        lines.append(ShownLine(handOff.url, .bold))
        if let url = intent?.url, handOff.failure == nil {
            lines += [.blank, Self.asks(url, appName: appName, mandate: flow == .mandate)]
        }
        return lines
    }

    /// What the payment app asks the user for `url`: "PhonePe asks: Pay ₹100.00 to Merchant (m@ybl)";
    /// also what the TUI as the phone shows for a served payment's URL.
    public static func asks(_ url: IntentURL, appName: String, mandate: Bool) -> ShownLine {
        let payee = [url["pn"], url["pa"].map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        let amount = url["am"].map { am in "₹" + (Rupees.paise(fromText: am).map(Rupees.shown(fromPaise:)) ?? am) } ?? "an amount the payer types"
        let verb = mandate ? "Set up a mandate of up to" : "Pay"
        return ShownLine([ShownSpan("\(appName) asks: ", .muted), ShownSpan("\(verb) \(amount) to \(payee)", .heading)])
    }

    /// How control came back: by the callback scheme (with the URL), by hand (and why), not at all, or from the web checkout.
    public var returnView: ReturnView {
        var title: String
        switch returnStep?.mode {
        case .callback?: title = "Return by callback: the merchant app came back by itself"
        case .manual?: title = "Manual return: the user switches back by hand"
        case .abandon?: title = "No return: the app gets no result"
        case .web?: title = "Return from the web checkout"
        case .activityResult?: title = "onActivityResult: the UPI app handed back a result"
        case nil: title = "Return"
        }
        if let ending = android?.ending { title = Self.androidReturnTitle(ending) }
        return ReturnView(
            title: title, lines: returnLines, next: "status checks",
            nextExplained: "the status checks on the simulated clock, the S2S callback and the result")
    }

    private var returnLines: [ShownLine] {
        guard let step = returnStep else { return [] }
        if let android = androidReturnLines(step) { return android }
        var lines: [ShownLine] = []
        if let url = step.url {
            lines += [ShownLine([ShownSpan("Opened with  ", .muted), ShownSpan(url, .heading)]), .blank]
        }
        lines.append(ShownLine(step.reason, step.mode == .callback || step.mode == .web || step.mode == .activityResult ? .ok : .warning))
        lines.append(.blank)
        switch step.mode {
        case .activityResult:
            lines.append(ShownLine(UPIResultReading.provesNothing, .muted))
        case .callback, .web:
            lines.append(ShownLine("The app now asks its server for the status: coming back is not proof of payment.", .muted))
        case .manual:
            lines.append(ShownLine("Until the user switches back the app shows nothing; then it asks its server for the status.", .muted))
        case .abandon:
            lines.append(ShownLine("Only the S2S callback or a status check tells the server how the payment ended.", .muted))
        }
        if let sdk = sdkResult {
            lines += [
                .blank, ShownLine("SDK completion", .heading),
                ShownLine("completion called: \(sdk.completionCalled ? "yes" : "no"), result.successful: \(sdk.successful)", .bold),
                ShownLine(sdk.meaning, .muted),
            ]
        }
        return lines
    }
}
