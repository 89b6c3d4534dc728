import CheckoutCore

/// What each section of the Citcon walk screen shows, built from the transcript's fields.
extension CitconWalkScreen {
    func content(_ section: Section) -> [StyledLine] {
        switch section {
        case .wallets: return wallets
        case .request: return transcript.errors.isEmpty ? request : refused
        case .handOff: return handOff
        case .notes: return transcript.notes.map { StyledLine("- \($0)") }
        }
    }

    private var wallets: [StyledLine] {
        var lines: [StyledLine] = []
        for wallet in transcript.wallets {
            let chosen = wallet.method == transcript.method ? "  (this walk)" : ""
            lines.append(StyledLine([
                StyledLine.Span(wallet.method.displayName, .bold), StyledLine.Span("  \(wallet.method.rawValue)", .muted),
                StyledLine.Span(chosen, .heading),
            ]))
            if let surface = wallet.surface {
                lines.append(field("usable", "yes, pays in the \(surface)", .ok))
            } else {
                lines.append(field("usable", "no", .error))
            }
            lines.append(field("why", wallet.reason))
        }
        return lines
    }

    private var request: [StyledLine] {
        guard let request = transcript.request else { return [] }
        return [StyledLine("What the app passes to CPayManager.requestOrder:", .muted)] + JSONStyling.lines(request)
    }

    private var refused: [StyledLine] {
        [StyledLine("requestOrder was not called: the request breaks \(transcript.errors.count == 1 ? "a rule" : "these rules").", .error), .blank]
            + transcript.errors.map { StyledLine([StyledLine.Span($0.field, .bold), StyledLine.Span("  \(Self.ruleOnThePage($0))")]) }
            + [.blank, StyledLine("Esc goes back to the checkout page to change the amount, the consumer or the method.", .muted)]
    }

    /// A missing field is fixed on the checkout page here, not with the command line's `--field`.
    static func ruleOnThePage(_ violation: RuleViolation) -> String {
        guard violation.missingValue != nil else { return violation.rule }
        if let row = CitconCheckoutForm.row(setting: violation.field) {
            return "\(violation.requirement): set \(row) on the checkout page"
        }
        return "\(violation.requirement): the checkout page does not set it; run --field \(violation.field)=… does"
    }

    private var handOff: [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines = [field("pays in", handOff.surface.description, .bold), StyledLine(handOff.description)]
        if let scheme = handOff.openedScheme { lines.append(field("opens", "\(scheme)://")) }
        if let link = transcript.request?["universalLink"]?.stringValue { lines.append(field("universalLink", link)) }
        lines += [.blank, StyledLine("Enter opens it: choose what the user does there.", .muted)]
        return lines
    }

    private func field(_ name: String, _ value: String, _ style: TextStyle = .plain) -> StyledLine {
        StyledLine([StyledLine.Span(name, .muted), StyledLine.Span("  " + value, style)])
    }
}
