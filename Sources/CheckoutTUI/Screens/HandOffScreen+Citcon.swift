import CheckoutCore

/// Citcon's hand-off: requestOrder opened the wallet app, the H5 page or the browser with the order;
/// the user pays, cancels, pays and switches back by hand, pays and kills the wallet, or kills it first.
extension HandOffScreen {
    static func finish(_ walk: CitconWalk, choice index: Int) -> CitconTranscript {
        var finished = walk
        finished.finish(CitconUserAction.allCases[min(index, CitconUserAction.allCases.count - 1)])
        return finished.transcript
    }

    static func content(_ walk: CitconWalk, glyphs: Glyphs) -> HandOffContent {
        let transcript = walk.transcript
        let method = transcript.method?.displayName ?? transcript.options.methodName
        let surface = transcript.handOff?.surface
        let place: String
        switch surface {
        case .walletApp, nil: place = method
        case .h5Page: place = "the H5 page"
        case .browser: place = "the browser"
        }
        // Only a wallet app can be killed; a page is closed.
        let kill = surface.map { if case .walletApp = $0 { "kill \(method)" } else { "close \(place)" } } ?? "kill it"
        let amount = CheckoutScreen.currencyAmount(cents: transcript.options.amount, currency: transcript.options.currency)
        let choices = CitconUserAction.allCases.map { action -> (label: String, explanation: String) in
            switch action {
            case .pay:
                return ("Pay \(amount)", "Citcon answers \(transcript.options.outcome), the outcome chosen on the checkout page; \(place) returns on its own.")
            case .cancel:
                let outcome = transcript.method.map { "\(action.choice(outcome: transcript.options.outcome, method: $0).outcome)" }
                return ("Cancel", "\(place) returns with \(outcome ?? "a cancellation code"): the seed's cancellation.")
            case .payThenSwitchBack:
                return ("Pay, then switch back by hand", "The app never gets the return URL: no CPayResult, no CPayCheck; the IPN and inquireOrder decide.")
            case .payThenKill:
                return ("Pay, then \(kill)", "Citcon still settles the charge and posts the IPN; the SDK returns nothing, so inquireOrder asks.")
            case .killWithoutPaying:
                return ("\(kill.prefix(1).uppercased() + kill.dropFirst()) without paying", "The charge stays initiated: no final status, no IPN, and nothing for the merchant to decide on.")
            }
        }
        return HandOffContent(
            breadcrumb: method, openedTitle: surface.map { "requestOrder opened the \($0)" } ?? "requestOrder",
            openedLines: openedLines(transcript, method: method, amount: amount), place: place, choices: choices)
    }

    private static func openedLines(_ transcript: CitconTranscript, method: String, amount: String) -> [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines = [StyledLine(handOff.description, .muted)]
        let reference = transcript.request?["transaction"]?["reference"]?.stringValue ?? ""
        lines += [.blank, StyledLine([StyledLine.Span("\(method) asks: ", .muted), StyledLine.Span("Pay \(amount) for order \(reference)", .heading)])]
        return lines
    }
}
