import CheckoutCore

/// PhonePe's hand-off: the payment app (or PhonePe's web checkout) with the URL it received and what
/// it asks; the user pays, declines, leaves it pending or pays and kills the app.
extension HandOffScreen {
    /// What the user can do in the open payment app.
    enum PhonePeChoice: Int, CaseIterable {
        case pay, decline, leavePending, kill

        var action: UserAction {
            switch self {
            case .pay, .kill: return .pay
            case .decline: return .decline
            case .leavePending: return .leavePending
            }
        }
    }

    static func finish(_ walk: CheckoutWalk, choice index: Int) -> Transcript {
        let choice = PhonePeChoice(rawValue: index) ?? .pay
        var finished = walk
        finished.finish(choice.action, returnMode: choice == .kill ? .abandon : nil)
        return finished.transcript
    }

    static func content(_ walk: CheckoutWalk, glyphs: Glyphs) -> HandOffContent {
        let transcript = walk.transcript
        let appName = transcript.app?.displayName ?? "The payment app"
        // The web checkout runs inside the merchant app: there is no other app to kill.
        let isWeb = transcript.handOff?.openedAppId == nil
        let title: String
        if transcript.handOff?.failure != nil {
            title = "open(url) failed"
        } else {
            title = isWeb ? "PhonePe's web checkout, inside the merchant app" : "\(appName) opened"
        }
        let choices = PhonePeChoice.allCases.map { choice -> (label: String, explanation: String) in
            switch choice {
            case .pay:
                return ("Pay " + (transcript.options.effectiveAmount.map { glyphs.rupees(paise: $0) } ?? ""),
                        "The gateway then answers \(transcript.options.outcome), the outcome chosen on the checkout page.")
            case .decline: return ("Decline", "The payment fails: the gateway answers PAYMENT_DECLINED.")
            case .leavePending:
                return ("Leave it pending", "The user switches back without paying: the status checks run until the merchant gives up.")
            case .kill:
                return (isWeb ? "Pay, then close the web view" : "Pay, then kill \(appName)",
                        "No return and no client result: the server learns the outcome from the S2S callback or a status check.")
            }
        }
        return HandOffContent(
            breadcrumb: isWeb ? "Web checkout" : appName, openedTitle: title, openedLines: openedLines(transcript, appName: appName, isWeb: isWeb, glyphs: glyphs),
            place: isWeb ? "the web checkout" : appName, choices: choices)
    }

    private static func openedLines(_ transcript: Transcript, appName: String, isWeb: Bool, glyphs: Glyphs) -> [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines: [StyledLine] = []
        if let failure = handOff.failure {
            lines.append(StyledLine("iOS could not open the URL: \(failure).", .error))
            lines.append(StyledLine("The payment never started; Enter shows the result.", .muted))
        } else if isWeb {
            lines.append(StyledLine("The merchant app shows this page in a web view:", .muted))
        } else {
            lines.append(StyledLine("The merchant app called open(url); iOS opened \(handOff.openedAppId ?? "") with:", .muted))
        }
        lines.append(StyledLine(handOff.url, .bold))
        if let url = transcript.intent?.url, handOff.failure == nil {
            let payee = [url["pn"], url["pa"].map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            let amount = url["am"].map { "\(glyphs.rupee)\($0)" } ?? "an amount the payer types"
            let verb = transcript.flow == .mandate ? "Set up a mandate of up to" : "Pay"
            lines += [.blank, StyledLine([StyledLine.Span("\(appName) asks: ", .muted), StyledLine.Span("\(verb) \(amount) to \(payee)", .heading)])]
        }
        return lines
    }
}
