/// PhonePe's hand-off as a front end shows it: the payment app (or PhonePe's web checkout) with the URL
/// it received and what it asks; the user pays, declines, leaves it pending or pays and kills the app.
extension PhonePeTranscript {
    /// The web checkout runs inside the merchant app: there is no other app to kill. A URL that failed
    /// to open opened no app either, but it is no web checkout.
    private var handOffIsWeb: Bool { handOff?.openedAppId == nil && handOff?.failure == nil }

    var appName: String { android?.package.map(AndroidPackages.displayName(of:)) ?? app?.displayName ?? "The payment app" }

    /// "iOS" or "Android", as the hand-off names the system that opened the app.
    private var system: String { device.packages == nil ? "iOS" : "Android" }

    public var handOffView: HandOffView {
        let isWeb = handOffIsWeb
        let title: String
        let failedTitle = android == nil ? "open(url) failed" : "startActivity failed"
        if handOff?.failure != nil {
            title = failedTitle
        } else {
            title = isWeb ? "PhonePe's web checkout, inside the merchant app" : "\(appName) opened"
        }
        return HandOffView(
            breadcrumb: handOff?.failure != nil ? failedTitle : isWeb ? "Web checkout" : appName, title: title, lines: handOffLines, place: isWeb ? "the web checkout" : appName)
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
        case .payThenSwitchBack where android != nil && !handOffIsWeb:
            return ("Pay, then press back",
                    "The user presses back in \(appName): onActivityResult gets RESULT_CANCELED with no data, and the app asks its server.")
        case .payThenKill where android != nil && !handOffIsWeb:
            return ("Pay, then the merchant app's process is killed",
                    "No result reaches onActivityResult: the server learns the outcome from the S2S callback or a status check.")
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
            lines.append(ShownLine("\(system) could not open the URL: \(failure).", .error))
            lines.append(ShownLine("The payment never started; Enter shows the result.", .muted))
        } else if handOffIsWeb {
            lines.append(ShownLine("The merchant app shows this page in a web view:", .muted))
        } else {
            let call = android == nil ? "open(url)" : android?.choseInChooser == true ? "startActivity through the system chooser" : "startActivity"
            lines.append(ShownLine("The merchant app called \(call); \(system) opened \(handOff.openedAppId ?? "") with:", .muted))
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
        // On Android what reached onActivityResult names the return.
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
            if let reading = android?.reading {
                lines += reading.fields.map { ShownLine([ShownSpan("\($0.name)  ", .muted), ShownSpan($0.value, .bold)]) }
                lines += reading.problems.map { ShownLine($0, .warning) }
                lines.append(.blank)
            }
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
