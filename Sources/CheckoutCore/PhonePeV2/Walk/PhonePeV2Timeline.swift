/// One thing the merchant's server sees after the hand-off, by its index in the transcript.
public enum PhonePeV2Event: Sendable, Equatable {
    case statusCheck(Int)
    case webhook(Int)
}

extension PhonePeV2Transcript {
    /// The order status checks and webhooks in the order the server sees them; at the same second the
    /// webhook lands before the check.
    public var timeline: [PhonePeV2Event] {
        var events = statusChecks.indices.map { PhonePeV2Event.statusCheck($0) }
        for (index, webhook) in webhooks.enumerated() {
            let place = events.firstIndex { at($0) > webhook.at || (at($0) == webhook.at && !isWebhook($0)) } ?? events.endIndex
            events.insert(.webhook(index), at: place)
        }
        return events
    }

    /// Seconds after the hand-off of `event`.
    public func at(_ event: PhonePeV2Event) -> Int {
        switch event {
        case .statusCheck(let index): return statusChecks[index].at
        case .webhook(let index): return webhooks[index].at
        }
    }

    private func isWebhook(_ event: PhonePeV2Event) -> Bool {
        if case .webhook = event { return true }
        return false
    }
}

/// v2 after the hand-off: each order status check with its state, each webhook and whether it
/// verified, then the result.
public struct PhonePeV2Timeline: WalkTimeline {
    let transcript: PhonePeV2Transcript
    let events: [PhonePeV2Event]

    public init(transcript: PhonePeV2Transcript) {
        self.transcript = transcript
        events = transcript.timeline
    }

    public var times: [Int] { events.map(transcript.at) }

    public var noEvents: String { "No order status checks: the order never started." }

    public var pending: String { "Not known yet: the server is still waiting for a final order state." }

    public func label(_ index: Int) -> String {
        switch events[index] {
        case .statusCheck(let number): return "order status \(number + 1)"
        case .webhook: return "webhook"
        }
    }

    public func row(_ index: Int) -> [ShownSpan] {
        let at = ShownSpan("+\(transcript.at(events[index])) s", .muted)
        switch events[index] {
        case .statusCheck(let number):
            let code = transcript.statusChecks[number].code
            return [at, ShownSpan("order status \(number + 1)"), ShownSpan(code, Self.tone(code: code))]
        case .webhook(let number):
            let webhook = transcript.webhooks[number]
            let state = webhook.payload["state"]?.stringValue ?? "unreadable"
            let verdict = webhook.verified ? ShownSpan("webhook \(webhook.event), verified", .ok) : ShownSpan("webhook \(webhook.event), NOT verified", .error)
            return [at, verdict, ShownSpan(state, Self.tone(code: state))]
        }
    }

    public func detailsTitle(_ index: Int) -> String {
        switch events[index] {
        case .statusCheck(let number):
            let check = transcript.statusChecks[number]
            return "Order status \(number + 1): \(check.call.method) \(check.call.target)"
        case .webhook(let number):
            let webhook = transcript.webhooks[number]
            return "Webhook at +\(webhook.at) s: POST \(webhook.url)"
        }
    }

    public func details(_ index: Int) -> [ShownBlock] {
        switch events[index] {
        case .statusCheck(let number):
            let check = transcript.statusChecks[number]
            return [
                .table(check.call.headers.map { [ShownSpan($0.name, .bold), ShownSpan($0.value)] }), .blank,
                .text("Answer: HTTP \(check.call.response.httpStatus)", .heading), .json(check.call.response.body),
            ]
        case .webhook(let number):
            let webhook = transcript.webhooks[number]
            return [
                .line(ShownLine([ShownSpan("event  ", .bold), ShownSpan("\(webhook.event) (\(webhook.type))")])),
                .line(ShownLine([ShownSpan("Authorization  ", .bold), ShownSpan(webhook.authorizationValid ? "matches" : "DIFFERS", webhook.authorizationValid ? .ok : .error)])),
                .line(ShownLine([ShownSpan("order and amount  ", .bold), ShownSpan(webhook.orderMatches ? "match" : "DIFFER", webhook.orderMatches ? .ok : .error)])),
                .blank, .text("Headers", .heading),
                .table(webhook.headers.map { [ShownSpan($0.name, .bold), ShownSpan($0.value)] }),
                .blank, .text("Payload", .heading), .json(webhook.payload),
            ]
        }
    }

    public var result: [ShownLine]? {
        guard let result = transcript.result else { return nil }
        var lines = [ShownLine([ShownSpan(result.code, Self.tone(code: result.code)), ShownSpan("  \(result.summary)")])]
        if let refund = transcript.refund {
            let state = refund.call.response.body["state"]?.stringValue ?? refund.call.response.body["code"]?.stringValue ?? ""
            lines.append(ShownLine("Refund: \(refund.call.method) \(refund.call.path) answered HTTP \(refund.call.response.httpStatus) \(state)", .warning))
        }
        return lines
    }

    /// Completed stands out; pending and server errors warn; everything else is an error.
    public static func tone(code: String) -> Tone {
        switch code {
        case "COMPLETED": return .success
        case "PENDING", "INTERNAL_SERVER_ERROR": return .warning
        default: return .error
        }
    }
}
