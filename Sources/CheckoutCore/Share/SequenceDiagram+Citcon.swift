/// Citcon's walk as arrows: requestOrder into the SDK, the wallet app, H5 page or browser opening, the
/// return (and whether the app passed it to the SDK), the client results, the IPN and inquireOrder.
extension SequenceDiagram {
    static func citcon(_ transcript: CitconTranscript) -> SequenceDiagram {
        let methodName = transcript.method?.displayName ?? transcript.options.methodName
        let wallet: String = switch transcript.handOff?.surface {
        case .walletApp?, nil: "\(methodName) app"
        case .h5Page?: "H5 page"
        case .browser?: "browser"
        }
        let participants = [
            Participant(id: "app", name: "merchant app"), Participant(id: "sdk", name: "Citcon SDK"),
            Participant(id: "wallet", name: wallet), Participant(id: "citcon", name: "Citcon server"),
            Participant(id: "server", name: "merchant server"),
        ]
        var arrows = ArrowList()
        let request = transcript.request
        let transaction = request?["transaction"]
        arrows.call(
            "app", "sdk", "requestOrder: payment.method \(short(transcript.options.methodName))",
            fields([
                ("reference", transaction?["reference"]?.stringValue),
                ("amount", "\(transcript.options.amount) \(transcript.options.currency)"),
            ]),
            fields([("scheme", request?["scheme"]?.stringValue), ("universalLink", request?["universalLink"]?.stringValue)]))
        if !transcript.errors.isEmpty {
            arrows.note("app", "refused: requestOrder was not called", transcript.errors.map(rule).joined(separator: "; "))
            return SequenceDiagram(participants: participants, arrows: arrows.arrows)
        }
        if let handOff = transcript.handOff {
            arrows.call("sdk", "wallet", "hand-off: \(handOff.surface)", handOff.openedScheme.map { "opens \(short($0))://" } ?? "")
        }
        if let step = transcript.returnStep {
            if step.interrupted {
                let what = step.mode == .manual ? "manual return: the user switches back by hand" : "no return: the user killed \(wallet)"
                arrows.note("wallet", what)
            } else {
                arrows.answer("wallet", "app", "return by \(step.mode)", step.url.map { short($0) } ?? "")
                if step.forwardedToSDK {
                    arrows.call("app", "sdk", "passes the return to the SDK")
                } else {
                    arrows.note("app", "the return is NOT passed to the SDK")
                }
            }
        }
        for event in transcript.timeline {
            switch event.kind {
            case .clientResult(let index):
                let result = transcript.clientResults[index]
                let channel = result.kind == .sync ? "requestOrder callback" : "NTFY_ASYNC"
                arrows.answer("sdk", "app", "+\(event.at) s \(result.kind.rawValue) (\(channel))", statusFields(result.body))
            case .ipn:
                guard let ipn = transcript.ipn else { continue }
                arrows.call(
                    "citcon", "server", "+\(event.at) s IPN: POST \(short(ipn.url))", statusFields(ipn.body),
                    ipn.verified ? "reference and amount match the order" : "NOT verified: " + ipn.problems.map { short($0) }.joined(separator: "; "))
            case .inquiry(let index):
                let inquiry = transcript.inquiries[index]
                arrows.call("app", "citcon", "+\(event.at) s inquireOrder(\(short(inquiry.transId)))")
                arrows.answer("citcon", "app", "CPayCheck", statusFields(inquiry.body))
            }
        }
        if let result = transcript.result {
            arrows.note(from: "app", to: "server", "result: code \(result.code) · \(result.state)", "decided by \(result.decidedBy)")
        }
        return SequenceDiagram(participants: participants, arrows: arrows.arrows)
    }

    /// A Citcon body's `status` and `data.status`.
    private static func statusFields(_ body: JSONValue) -> String {
        fields([("status", body["status"]?.stringValue), ("data.status", body["data"]?["status"]?.stringValue)])
    }
}
