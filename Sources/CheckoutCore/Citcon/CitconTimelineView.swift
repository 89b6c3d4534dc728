/// Citcon after the hand-off: the CPayResult and CPayCheck in the order they reached the app, the
/// IPN to `urls.ipn` with the merchant server's checks, inquireOrder after an interrupted walk, and the
/// decision with what it was decided by.
public struct CitconTimeline: WalkTimeline {
    let transcript: CitconTranscript
    let events: [CitconEvent]

    public init(transcript: CitconTranscript) {
        self.transcript = transcript
        events = transcript.timeline
    }

    public var times: [Int] { events.map(\.at) }

    public var noEvents: String {
        transcript.returnStep == nil
            ? "Nothing reaches the merchant: requestOrder was never called."
            : "Nothing reaches the merchant: no SDK result and no IPN."
    }

    public var pending: String { "Not decided yet: the merchant is still waiting to hear." }

    public func label(_ index: Int) -> String {
        switch events[index].kind {
        case .clientResult(let number): return transcript.clientResults[number].kind.rawValue
        case .ipn: return "the IPN"
        case .inquiry: return "inquireOrder"
        }
    }

    public func row(_ index: Int) -> [ShownSpan] {
        let event = events[index]
        let at = ShownSpan("+\(event.at) s", .muted)
        switch event.kind {
        case .clientResult(let number):
            let client = transcript.clientResults[number]
            return [at, ShownSpan(client.kind.rawValue), verdict(client.body)]
        case .ipn:
            guard let ipn = transcript.ipn else { return [at] }
            let checked = ipn.verified ? ShownSpan("IPN, verified", .ok) : ShownSpan("IPN, NOT verified", .error)
            return [at, checked, verdict(ipn.body)]
        case .inquiry(let number):
            return [at, ShownSpan("inquireOrder"), verdict(transcript.inquiries[number].body)]
        }
    }

    /// The charge's status (or the client code) in the colour of the seed's success rule.
    private func verdict(_ body: JSONValue) -> ShownSpan {
        let data = body["data"]
        let text = data?["status"]?.stringValue ?? data?["code"].flatMap(\.stringValue).map { "code \($0)" } ?? body["status"]?.stringValue ?? "unreadable"
        return ShownSpan(text, CitconResults.isPaid(body) ? .success : .error)
    }

    public func detailsTitle(_ index: Int) -> String {
        switch events[index].kind {
        case .clientResult(let number):
            let client = transcript.clientResults[number]
            let channel = client.kind == .sync ? "the requestOrder callback" : "the NTFY_ASYNC notification"
            return "\(client.kind.rawValue) via \(channel) at +\(client.at) s"
        case .ipn:
            return "IPN at +\(events[index].at) s: POST \(transcript.ipn?.url ?? "urls.ipn")"
        case .inquiry(let number):
            return "inquireOrder(\(transcript.inquiries[number].transId)) at +\(events[index].at) s"
        }
    }

    public func details(_ index: Int) -> [ShownBlock] {
        switch events[index].kind {
        case .clientResult(let number):
            let body = transcript.clientResults[number].body
            return rule(body) + [.json(body)]
        case .ipn:
            guard let ipn = transcript.ipn else { return [] }
            let check = ipn.verified
                ? ShownBlock.text("Merchant server: reference and amount match the order", .ok)
                : ShownBlock.text("Merchant server: " + ipn.problems.joined(separator: "; "), .error)
            return [check] + rule(ipn.body) + [.json(ipn.body)]
        case .inquiry(let number):
            let inquiry = transcript.inquiries[number]
            let why = ShownBlock.text("The SDK returned nothing, so the app asks with the id its server learned from the IPN.", .muted)
            return [why] + rule(inquiry.body) + [.json(inquiry.body)]
        }
    }

    /// The body's status and code, and whether the seed's success rule holds for it.
    private func rule(_ body: JSONValue) -> [ShownBlock] {
        let status = body["status"]?.stringValue ?? "none"
        let data = body["data"]
        let described = status + (data?["status"]?.stringValue.map { ", data.status \($0)" } ?? "") + (data?["code"]?.stringValue.map { ", code \($0)" } ?? "")
        let paid = CitconResults.isPaid(body)
        return [
            .line(field("status", described)),
            .line(field("success rule", paid ? "holds: status is \"success\" and data.status is \"succeeded\"" : "does not hold", paid ? .ok : .error)),
            .blank,
        ]
    }

    public var result: [ShownLine]? {
        guard let result = transcript.result else { return nil }
        let tone: Tone = result.paid ? .success : .error
        return [
            ShownLine([ShownSpan("\(result.code) · \(result.state)", tone), ShownSpan(result.paid ? "  paid" : "  not paid", tone)]),
            field("decided by", result.decidedBy),
            ShownLine(result.summary),
        ]
    }

    private func field(_ name: String, _ value: String, _ tone: Tone = .plain) -> ShownLine {
        ShownLine([ShownSpan(name + "  ", .muted), ShownSpan(value, tone)])
    }
}
