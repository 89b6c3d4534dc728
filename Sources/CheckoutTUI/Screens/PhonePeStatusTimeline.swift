import CheckoutCore

/// PhonePe on the status screen: each status check with its code, the S2S callback and whether it
/// verified, then the result (and a refund when the merchant gave up on a payment that later succeeded).
struct PhonePeStatusTimeline: StatusTimeline {
    let transcript: Transcript
    let events: [TimelineEvent]

    init(transcript: Transcript) {
        self.transcript = transcript
        events = transcript.timeline
    }

    var times: [Int] { events.map(\.at) }

    var noEvents: String { "No status checks: the payment never started." }

    var pending: String { "Not known yet: the server is still waiting for a final status." }

    func label(_ index: Int) -> String {
        switch events[index].kind {
        case .statusCheck(let check): return "status check \(check + 1)"
        case .callback: return "S2S callback"
        }
    }

    func row(_ index: Int) -> [StyledLine.Span] {
        let event = events[index]
        let at = StyledLine.Span("+\(event.at) s", .muted)
        switch event.kind {
        case .statusCheck(let number):
            let code = transcript.statusChecks[number].code
            return [at, StyledLine.Span("status check \(number + 1)"), StyledLine.Span(code, Self.style(code: code))]
        case .callback:
            guard let callback = transcript.callback else { return [at] }
            let code = callback.check.payload?["code"]?.stringValue ?? "unreadable"
            let verdict = callback.check.verified
                ? StyledLine.Span("S2S callback, verified", .ok) : StyledLine.Span("S2S callback, NOT verified", .error)
            return [at, verdict, StyledLine.Span(code, Self.style(code: code))]
        }
    }

    func detailsTitle(_ index: Int) -> String {
        let event = events[index]
        switch event.kind {
        case .statusCheck(let number):
            let check = transcript.statusChecks[number]
            return "Status check \(number + 1): \(check.method) \(check.path)"
        case .callback:
            guard let callback = transcript.callback else { return "S2S callback" }
            return "S2S callback at +\(callback.at) s: POST \(callback.request.path)"
        }
    }

    func details(_ index: Int) -> [StyledLine] {
        let event = events[index]
        switch event.kind {
        case .statusCheck(let number):
            let check = transcript.statusChecks[number]
            let headers = TableText.lines(check.headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
            return headers + [StyledLine("X-VERIFY = sha256(path + salt key) + \"###\" + salt index", .muted), .blank,
                              StyledLine("Answer: HTTP \(check.response.httpStatus)", .heading)] + JSONStyling.lines(check.response.body)
        case .callback:
            guard let callback = transcript.callback else { return [] }
            let check = callback.check
            let amount = check.amountMatches.map { $0 ? "matches the order" : "DIFFERS from the order" } ?? "not checked (none in the payload)"
            var lines: [StyledLine] = [
                StyledLine([StyledLine.Span("X-VERIFY  ", .bold), StyledLine.Span(check.checksumValid ? "valid" : "INVALID", check.checksumValid ? .ok : .error)]),
                StyledLine([StyledLine.Span("amount    ", .bold), StyledLine.Span(amount, check.amountMatches == false ? .error : .ok)]),
            ]
            lines += check.problems.map { StyledLine("problem: \($0)", .error) }
            lines += [.blank, StyledLine("Headers", .heading)]
            lines += TableText.lines(callback.request.headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
            lines += [StyledLine([StyledLine.Span("body  ", .bold), StyledLine.Span(callback.request.body)])]
            if let payload = check.payload { lines += [.blank, StyledLine("Decoded response", .heading)] + JSONStyling.lines(payload) }
            return lines
        }
    }

    var result: [StyledLine]? {
        guard let result = transcript.result else { return nil }
        var lines = [StyledLine([StyledLine.Span("\(result.code) · \(result.state)", Self.style(code: result.code)), StyledLine.Span("  \(result.summary)")])]
        if let refund = transcript.refund {
            lines.append(StyledLine("Refund: \(refund.request.method) \(refund.request.path) answered \(refund.response.code)", .warning))
        }
        return lines
    }

    /// Success stands out; pending and server errors warn; everything else is an error.
    static func style(code: String) -> TextStyle {
        switch code {
        case "PAYMENT_SUCCESS": return TextStyle(.bold, role: .ok)
        case "PAYMENT_PENDING", "INTERNAL_SERVER_ERROR": return .warning
        default: return .error
        }
    }
}
