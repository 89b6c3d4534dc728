import CheckoutCore

/// What each section of the Citcon walk screen shows, built from the transcript's fields.
extension CitconWalkScreen {
    var content: [StyledLine] {
        switch section {
        case .wallets: return wallets
        case .request: return transcript.errors.isEmpty ? request : refused
        case .handOff: return handOff
        case .results: return results
        case .result: return result
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
            + transcript.errors.map { StyledLine([StyledLine.Span($0.field, .bold), StyledLine.Span("  \($0.rule)")]) }
            + [.blank, StyledLine("Esc goes back to the checkout page to change the amount or the method.", .muted)]
    }

    private var handOff: [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines = [field("pays in", handOff.surface.description, .bold), StyledLine(handOff.description)]
        if let scheme = handOff.openedScheme { lines.append(field("opens", "\(scheme)://")) }
        if let link = transcript.request?["universalLink"]?.stringValue { lines.append(field("universalLink", link)) }
        guard let back = transcript.returnStep else { return lines }
        lines += [.blank, StyledLine("Return", .heading), field("mode", back.mode, .bold)]
        if let url = back.url { lines.append(field("URL", url)) }
        lines.append(field("to the SDK", back.forwardedToSDK ? "yes: the app forwards it" : "no: the SDK never sees it", back.forwardedToSDK ? .ok : .warning))
        lines.append(StyledLine(back.reason))
        return lines
    }

    private var results: [StyledLine] {
        var lines: [StyledLine] = []
        if transcript.clientResults.isEmpty {
            lines.append(StyledLine("None: the SDK calls neither the requestOrder callback nor NTFY_ASYNC.", .warning))
        }
        for client in transcript.clientResults {
            let channel = client.kind == .sync ? "the requestOrder callback" : "the NTFY_ASYNC notification"
            lines += [StyledLine("+\(client.at)s \(client.kind.rawValue) via \(channel)", .heading)] + verdict(client.body) + JSONStyling.lines(client.body) + [.blank]
        }
        if let ipn = transcript.ipn {
            lines += [StyledLine("+\(ipn.at)s IPN: POST \(ipn.url)", .heading)] + JSONStyling.lines(ipn.body)
            lines.append(ipn.verified
                ? StyledLine("Merchant server: reference and amount match the order", .ok)
                : StyledLine("Merchant server: " + ipn.problems.joined(separator: "; "), .error))
            lines.append(.blank)
        }
        for inquiry in transcript.inquiries {
            lines += [StyledLine("+\(inquiry.at)s inquireOrder(\(inquiry.transId))", .heading)] + verdict(inquiry.body) + JSONStyling.lines(inquiry.body)
        }
        return lines
    }

    /// The body's status and code, and whether the seed's success rule holds for it.
    private func verdict(_ body: JSONValue) -> [StyledLine] {
        let status = body["status"]?.stringValue ?? "none"
        let data = body["data"]
        let dataStatus = data?["status"]?.stringValue
        let code = data?["code"]?.stringValue
        let paid = CitconResults.isPaid(body)
        var lines = [field("status", status + (dataStatus.map { ", data.status \($0)" } ?? "") + (code.map { ", code \($0)" } ?? ""))]
        lines.append(field("success rule", paid ? "holds" : "does not hold", paid ? .ok : .error))
        return lines
    }

    private var result: [StyledLine] {
        guard let result = transcript.result else { return [] }
        let style = result.paid ? TextStyle(.bold, role: .ok) : TextStyle.error
        return [
            StyledLine("\(result.code) · \(result.state)", style),
            StyledLine(result.paid ? "The merchant was paid." : "The merchant was not paid.", style),
            .blank,
            field("decided by", result.decidedBy),
            StyledLine(result.summary),
        ]
    }

    private func field(_ name: String, _ value: String, _ style: TextStyle = .plain) -> StyledLine {
        StyledLine([StyledLine.Span(name, .muted), StyledLine.Span("  " + value, style)])
    }
}
