import CheckoutCore

/// Citcon on the status screen: the CPayResult and CPayCheck in the order they reached the app, the
/// IPN to `urls.ipn` with the merchant server's checks, inquireOrder after an interrupted walk, and the
/// decision with what it was decided by.
struct CitconStatusTimeline: StatusTimeline {
    let transcript: CitconTranscript
    let events: [CitconEvent]

    init(transcript: CitconTranscript) {
        self.transcript = transcript
        events = transcript.timeline
    }

    var times: [Int] { events.map(\.at) }

    var noEvents: String {
        transcript.returnStep == nil
            ? "Nothing reaches the merchant: requestOrder was never called."
            : "Nothing reaches the merchant: no SDK result and no IPN."
    }

    var pending: String { "Not decided yet: the merchant is still waiting to hear." }

    func label(_ index: Int) -> String {
        switch events[index].kind {
        case .clientResult(let number): return transcript.clientResults[number].kind.rawValue
        case .ipn: return "the IPN"
        case .inquiry: return "inquireOrder"
        }
    }

    func row(_ index: Int) -> [StyledLine.Span] {
        let event = events[index]
        let at = StyledLine.Span("+\(event.at) s", .muted)
        switch event.kind {
        case .clientResult(let number):
            let client = transcript.clientResults[number]
            return [at, StyledLine.Span(client.kind.rawValue), verdict(client.body)]
        case .ipn:
            guard let ipn = transcript.ipn else { return [at] }
            let checked = ipn.verified ? StyledLine.Span("IPN, verified", .ok) : StyledLine.Span("IPN, NOT verified", .error)
            return [at, checked, verdict(ipn.body)]
        case .inquiry(let number):
            return [at, StyledLine.Span("inquireOrder"), verdict(transcript.inquiries[number].body)]
        }
    }

    /// The charge's status (or the client code) in the colour of the seed's success rule.
    private func verdict(_ body: JSONValue) -> StyledLine.Span {
        let data = body["data"]
        let text = data?["status"]?.stringValue ?? data?["code"].flatMap(\.stringValue).map { "code \($0)" } ?? body["status"]?.stringValue ?? "unreadable"
        return StyledLine.Span(text, CitconResults.isPaid(body) ? TextStyle(.bold, role: .ok) : .error)
    }

    func detailsTitle(_ index: Int) -> String {
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

    func details(_ index: Int) -> [StyledLine] {
        switch events[index].kind {
        case .clientResult(let number):
            return rule(transcript.clientResults[number].body) + JSONStyling.lines(transcript.clientResults[number].body)
        case .ipn:
            guard let ipn = transcript.ipn else { return [] }
            let check = ipn.verified
                ? StyledLine("Merchant server: reference and amount match the order", .ok)
                : StyledLine("Merchant server: " + ipn.problems.joined(separator: "; "), .error)
            return [check] + rule(ipn.body) + JSONStyling.lines(ipn.body)
        case .inquiry(let number):
            let inquiry = transcript.inquiries[number]
            let why = StyledLine("The SDK returned nothing, so the app asks with the id its server learned from the IPN.", .muted)
            return [why] + rule(inquiry.body) + JSONStyling.lines(inquiry.body)
        }
    }

    /// The body's status and code, and whether the seed's success rule holds for it.
    private func rule(_ body: JSONValue) -> [StyledLine] {
        let status = body["status"]?.stringValue ?? "none"
        let data = body["data"]
        let described = status + (data?["status"]?.stringValue.map { ", data.status \($0)" } ?? "") + (data?["code"]?.stringValue.map { ", code \($0)" } ?? "")
        let paid = CitconResults.isPaid(body)
        return [
            field("status", described),
            field("success rule", paid ? "holds: status is \"success\" and data.status is \"succeeded\"" : "does not hold", paid ? .ok : .error),
            .blank,
        ]
    }

    var result: [StyledLine]? {
        guard let result = transcript.result else { return nil }
        let style = result.paid ? TextStyle(.bold, role: .ok) : TextStyle.error
        return [
            StyledLine([StyledLine.Span("\(result.code) · \(result.state)", style), StyledLine.Span(result.paid ? "  paid" : "  not paid", style)]),
            field("decided by", result.decidedBy),
            StyledLine(result.summary),
        ]
    }

    private func field(_ name: String, _ value: String, _ style: TextStyle = .plain) -> StyledLine {
        StyledLine([StyledLine.Span(name + "  ", .muted), StyledLine.Span(value, style)])
    }
}
