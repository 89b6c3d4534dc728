/// PhonePe after the hand-off: each status check with its code, the S2S callback and whether it
/// verified, then the result (and a refund when the merchant gave up on a payment that later succeeded).
public struct PhonePeTimeline: WalkTimeline {
    let transcript: PhonePeTranscript
    let events: [PhonePeEvent]

    public init(transcript: PhonePeTranscript) {
        self.transcript = transcript
        events = transcript.timeline
    }

    public var times: [Int] { events.map(\.at) }

    public var noEvents: String { "No status checks: the payment never started." }

    public var pending: String { "Not known yet: the server is still waiting for a final status." }

    public func label(_ index: Int) -> String {
        switch events[index].kind {
        case .statusCheck(let check): return "status check \(check + 1)"
        case .callback: return "S2S callback"
        }
    }

    public func row(_ index: Int) -> [ShownSpan] {
        let event = events[index]
        let at = ShownSpan("+\(event.at) s", .muted)
        switch event.kind {
        case .statusCheck(let number):
            let code = transcript.statusChecks[number].code
            return [at, ShownSpan("status check \(number + 1)"), ShownSpan(code, Self.tone(code: code))]
        case .callback:
            guard let callback = transcript.callback else { return [at] }
            let code = callback.check.payload?["code"]?.stringValue ?? "unreadable"
            let verdict = callback.check.verified
                ? ShownSpan("S2S callback, verified", .ok) : ShownSpan("S2S callback, NOT verified", .error)
            return [at, verdict, ShownSpan(code, Self.tone(code: code))]
        }
    }

    public func detailsTitle(_ index: Int) -> String {
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

    public func details(_ index: Int) -> [ShownBlock] {
        let event = events[index]
        switch event.kind {
        case .statusCheck(let number):
            let check = transcript.statusChecks[number]
            return [
                .table(check.headers.map { [ShownSpan($0.name, .bold), ShownSpan($0.value)] }),
                .text("X-VERIFY = sha256(path + salt key) + \"###\" + salt index", .muted), .blank,
                .text("Answer: HTTP \(check.response.httpStatus)", .heading), .json(check.response.body),
            ]
        case .callback:
            guard let callback = transcript.callback else { return [] }
            let check = callback.check
            let amount = check.amountMatches.map { $0 ? "matches the order" : "DIFFERS from the order" } ?? "not checked (none in the payload)"
            var blocks: [ShownBlock] = [
                .line(ShownLine([ShownSpan("X-VERIFY  ", .bold), ShownSpan(check.checksumValid ? "valid" : "INVALID", check.checksumValid ? .ok : .error)])),
                .line(ShownLine([ShownSpan("amount    ", .bold), ShownSpan(amount, check.amountMatches == false ? .error : .ok)])),
            ]
            blocks += check.problems.map { .text("problem: \($0)", .error) }
            blocks += [.blank, .text("Headers", .heading)]
            blocks.append(.table(callback.request.headers.map { [ShownSpan($0.name, .bold), ShownSpan($0.value)] }))
            blocks.append(.line(ShownLine([ShownSpan("body  ", .bold), ShownSpan(callback.request.body)])))
            if let payload = check.payload { blocks += [.blank, .text("Decoded response", .heading), .json(payload)] }
            return blocks
        }
    }

    public var result: [ShownLine]? {
        guard let result = transcript.result else { return nil }
        var lines = [ShownLine([ShownSpan("\(result.code) · \(result.state)", Self.tone(code: result.code)), ShownSpan("  \(result.summary)")])]
        if let refund = transcript.refund {
            lines.append(ShownLine("Refund: \(refund.request.method) \(refund.request.path) answered \(refund.response.code)", .warning))
        }
        return lines
    }

    /// Success stands out; pending and server errors warn; everything else is an error.
    public static func tone(code: String) -> Tone {
        switch code {
        case "PAYMENT_SUCCESS": return .success
        case "PAYMENT_PENDING", "INTERNAL_SERVER_ERROR": return .warning
        default: return .error
        }
    }
}
