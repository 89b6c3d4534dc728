/// PhonePe v2's walk as arrows: the token and the order from the merchant's server, the hand-off to
/// PhonePe, the UPI app or the pay page, the return, then the webhooks and order status checks.
extension SequenceDiagram {
    static func phonePeV2(_ transcript: PhonePeV2Transcript) -> SequenceDiagram {
        let payer: String
        switch transcript.handOff?.surface {
        case .sdkWebFlow?: payer = "PhonePe web flow"
        case .webView?: payer = "PhonePe pay page"
        default: payer = "\(transcript.app?.displayName ?? "payment") app"
        }
        let participants = [
            Participant(id: "app", name: "merchant app"), Participant(id: "server", name: "merchant server"),
            Participant(id: "gateway", name: "PhonePe gateway"), Participant(id: "payer", name: payer),
        ]
        var arrows = ArrowList()
        let amount = "₹" + Rupees.text(fromPaise: transcript.options.amount)
        arrows.call("app", "server", "checkout: \(transcript.flow.rawValue), \(amount)" + (transcript.flow.userPicksApp ? transcript.app.map { " with \($0.displayName)" } ?? "" : ""))
        if !transcript.errors.isEmpty {
            arrows.note("server", "refused: nothing was sent", transcript.errors.map(rule).joined(separator: "; "))
            return SequenceDiagram(participants: participants, arrows: arrows.arrows)
        }
        for call in [transcript.tokenCall, transcript.orderCall].compactMap({ $0 }) {
            arrows.call("server", "gateway", "\(call.method) \(call.path)", fields([("merchantOrderId", call.payload?["merchantOrderId"]?.stringValue)]))
            let answer = call.response.body
            arrows.answer("gateway", "server", "HTTP \(call.response.httpStatus) " + (answer["state"]?.stringValue ?? answer["code"]?.stringValue ?? answer["token_type"]?.stringValue ?? ""))
        }
        handOff(transcript, into: &arrows)
        for event in transcript.timeline {
            switch event {
            case .statusCheck(let index):
                let check = transcript.statusChecks[index]
                arrows.call("server", "gateway", "+\(check.at) s order status \(index + 1)", "\(check.call.method) \(short(check.call.target))")
                arrows.answer("gateway", "server", "HTTP \(check.call.response.httpStatus) \(check.code)")
            case .webhook(let index):
                let webhook = transcript.webhooks[index]
                arrows.call(
                    "gateway", "server", "+\(webhook.at) s webhook: POST \(short(webhook.url))", "event \(webhook.event)",
                    "Authorization " + (webhook.authorizationValid ? "matches" : "DIFFERS") + (webhook.verified ? ", verified" : ", NOT verified"))
            }
        }
        if let refund = transcript.refund {
            arrows.call("server", "gateway", "+\(refund.at) s refund: \(refund.call.method) \(refund.call.path)", fields([("originalMerchantOrderId", refund.call.payload?["originalMerchantOrderId"]?.stringValue)]))
            arrows.answer("gateway", "server", "HTTP \(refund.call.response.httpStatus) " + (refund.call.response.body["state"]?.stringValue ?? ""))
        }
        if let result = transcript.result { arrows.note("server", "result: \(result.code)", result.summary) }
        return SequenceDiagram(participants: participants, arrows: arrows.arrows)
    }

    private static func handOff(_ transcript: PhonePeV2Transcript, into arrows: inout ArrowList) {
        guard let handOff = transcript.handOff else { return }
        if let start = transcript.startCheckout {
            arrows.answer("server", "app", "orderId and token", fields([("orderId", start.orderId)]))
            if transcript.profile.os.platform == .android {
                arrows.call("app", "payer", "SDK checkout, for a result", fields([("orderId", start.orderId)]))
            } else {
                arrows.call("app", "payer", "startCheckoutFlow", fields([("appSchema", start.appSchema ?? "none")]))
            }
        } else {
            arrows.answer("server", "app", transcript.flow == .intent ? "intentUrl" : "redirectUrl", short(handOff.url))
            let opener = transcript.android == nil ? "open(url)" : "startActivity"
            if let failure = handOff.failure {
                arrows.note("app", "\(opener) failed", short(failure))
                return
            }
            let opened = transcript.android.map { "Android starts \($0.package)" } ?? handOff.openedAppId.map { "iOS opens \($0)" } ?? ""
            arrows.call("app", "payer", transcript.flow == .intent ? opener : "web view", opened)
        }
        arrows.note("payer", transcript.userStep)
        if let step = transcript.returnStep {
            switch step.mode {
            case .abandon: arrows.note("payer", transcript.android?.ending == .processKilled ? "no result: the merchant app's process was killed" : "no return: the user killed the app")
            case .activityResult:
                let reading = transcript.android?.reading
                arrows.answer("payer", "app", "onActivityResult: \(transcript.android?.ending?.name ?? "")", reading.map { short($0.summary) } ?? "")
                arrows.note("app", "the result proves nothing: the server asks")
            default: arrows.answer("payer", "app", "return: \(step.mode)", step.url.map { "opens \(short($0))" } ?? "")
            }
        }
        if let completion = transcript.completion {
            arrows.note("app", "SDK completion " + (completion.state.map { ".\($0.rawValue)" } ?? "not called"))
        }
    }
}
