/// PhonePe's walk as arrows: the checkout, the signed call and its answer, the hand-off to the payment
/// app (or the web checkout), the return, then the S2S callback and status checks as the server saw them.
extension SequenceDiagram {
    static func phonePe(_ transcript: PhonePeTranscript) -> SequenceDiagram {
        let payer = transcript.handOff.map { $0.openedAppId == nil ? "PhonePe web checkout" : "\(transcript.app?.displayName ?? $0.openedAppId.map(AndroidPackages.displayName(of:)) ?? "payment") app" }
        let participants = [
            Participant(id: "app", name: "merchant app"), Participant(id: "server", name: "merchant server"),
            Participant(id: "gateway", name: "PhonePe gateway"), Participant(id: "payer", name: payer ?? "payment app"),
        ]
        var arrows = ArrowList()
        checkout(transcript, into: &arrows)
        if !transcript.errors.isEmpty {
            arrows.note("server", "refused: nothing was sent", transcript.errors.map(rule).joined(separator: "; "))
            return SequenceDiagram(participants: participants, arrows: arrows.arrows)
        }
        payCall(transcript, into: &arrows)
        handOff(transcript, into: &arrows)
        afterHandOff(transcript, into: &arrows)
        if let result = transcript.result {
            arrows.note("server", "result: \(result.code) · \(result.state)", result.summary)
        }
        return SequenceDiagram(participants: participants, arrows: arrows.arrows)
    }

    /// The merchant app asks its server to start the payment, with what it found on the device.
    private static func checkout(_ transcript: PhonePeTranscript, into arrows: inout ArrowList) {
        let amount = transcript.options.effectiveAmount.map { "₹" + Rupees.text(fromPaise: $0) } ?? "no amount (PENNY_DROP)"
        let with = transcript.app.map { " with \($0.displayName)" } ?? ""
        let context = transcript.request?.payload["deviceContext"]
        arrows.call(
            "app", "server", "checkout: \(transcript.flow.rawValue), \(amount)\(with)",
            context.map { context in
                "deviceContext: " + fields([
                    ("isPPAppPresent", context["isPPAppPresent"].map(JSONWriter.compactString)),
                    ("merchantCallBackScheme", context["merchantCallBackScheme"]?.stringValue),
                ])
            } ?? "")
    }

    /// The signed pay call (made by the SDK inside the app for sdk-debit) and the gateway's answer.
    private static func payCall(_ transcript: PhonePeTranscript, into arrows: inout ArrowList) {
        guard let request = transcript.request else { return }
        var caller = "server"
        if let sdk = transcript.sdkRequest {
            arrows.answer("server", "app", "PPSTransactionRequest", fields([("apiEndPoint", sdk.apiEndPoint)]) + ", checksum " + checksum(sdk.checksum))
            caller = "app"
        }
        let payload = request.payload
        arrows.call(
            caller, "gateway", "\(request.method) \(request.path)" + (caller == "app" ? " (PhonePe SDK)" : ""),
            fields([
                (transcript.flow.idField, payload[transcript.flow.idField]?.stringValue),
                ("amount", payload["amount"].map(JSONWriter.compactString)),
            ]),
            "X-VERIFY " + checksum(request.xVerify))
        guard let response = transcript.response else { return }
        let redirect = response.body["data"]?["redirectType"]?.stringValue ?? response.body["data"]?["instrumentResponse"]?["type"]?.stringValue
        arrows.answer("gateway", caller, "HTTP \(response.httpStatus) \(response.code)", fields([("redirectType", redirect)]))
    }
}

extension SequenceDiagram {
    /// The intent URL (or web redirect) reaching the app, `open(url)`, what the user does, and the way back.
    private static func handOff(_ transcript: PhonePeTranscript, into arrows: inout ArrowList) {
        let viaSDK = transcript.sdkRequest != nil
        if let intent = transcript.intent, !viaSDK {
            let url = intent.url
            arrows.answer(
                "server", "app", "intent URL",
                fields([("scheme", url?.scheme ?? "unreadable"), ("tr", url?["tr"]), ("am", url?["am"]), ("mcbs", url?["mcbs"])]))
        }
        if let redirect = transcript.webRedirectURL { arrows.answer("server", "app", "web redirect", short(redirect)) }
        guard let handOff = transcript.handOff else { return }
        if let android = transcript.android, handOff.openedAppId != nil || handOff.failure != nil {
            return androidHandOff(transcript, android, handOff, into: &arrows)
        }
        if let failure = handOff.failure {
            arrows.note("app", "open(url) failed", short(failure))
        } else if let appId = handOff.openedAppId {
            arrows.call("app", "payer", "open(url): \(withoutQuery(handOff.url))", "iOS opens \(appId)")
            arrows.note("payer", transcript.userStep)
        } else {
            arrows.call("app", "payer", "web view: \(withoutQuery(handOff.url))")
            arrows.note("payer", transcript.userStep)
        }
        if let step = transcript.returnStep {
            switch step.mode {
            case .callback: arrows.answer("payer", "app", "return by callback", step.url.map { "opens \(short($0))" } ?? "")
            case .manual: arrows.answer("payer", "app", "manual return: the user switches back by hand")
            case .abandon: arrows.note("payer", "no return: the user killed \(handOff.openedAppId == nil ? "the web view" : "the app")")
            case .web: arrows.answer("payer", "app", "return from the web checkout")
            case .activityResult: arrows.answer("payer", "app", "onActivityResult: RESULT_OK")
            }
        }
        if let sdk = transcript.sdkResult {
            arrows.note("app", "SDK completion " + (sdk.completionCalled ? "called" : "not called"), "result.successful \(sdk.successful)")
        }
    }

    /// Android: `startActivity` (through the chooser for the open intent) and `onActivityResult`.
    private static func androidHandOff(
        _ transcript: PhonePeTranscript, _ android: PhonePeAndroidStep, _ handOff: PhonePeHandOff, into arrows: inout ArrowList
    ) {
        if let chooser = android.chooser, android.choseInChooser {
            arrows.note("app", "system chooser for upi://pay", "lists " + chooser.map(AndroidPackages.displayName(of:)).joined(separator: ", "))
        }
        if let failure = handOff.failure { return arrows.note("app", "startActivity failed", short(failure)) }
        let package = handOff.openedAppId ?? ""
        let how = android.choseInChooser ? "the user picks \(AndroidPackages.displayName(of: package)), Just once" : "explicit to \(package)"
        arrows.call("app", "payer", "startActivity: \(withoutQuery(handOff.url))", how)
        arrows.note("payer", transcript.userStep)
        switch android.ending {
        case .finished(let result)?:
            let fields = android.reading?.fields.filter { ["Status", "responseCode"].contains($0.name) }.map { "\($0.name)=\($0.value)" } ?? []
            arrows.answer("payer", "app", "onActivityResult: \(result.resultCodeName)", fields.joined(separator: ", "))
            arrows.note("app", "the result proves nothing", "the app asks its server")
        case .backPressed?: arrows.answer("payer", "app", "onActivityResult: RESULT_CANCELED, no data (back press)")
        case .processKilled?: arrows.note("payer", "no result: the merchant app's process was killed")
        case nil: break
        }
        if let sdk = transcript.sdkResult {
            arrows.note("app", "SDK result " + (sdk.completionCalled ? "delivered" : "never delivered"), "successful \(sdk.successful)")
        }
    }

    /// `sha256…###index` as its first twelve digits and its salt index: enough to tell two apart.
    private static func checksum(_ value: String) -> String {
        guard let marker = value.range(of: "###"), value.distance(from: value.startIndex, to: marker.lowerBound) > 12 else { return short(value) }
        return value.prefix(12) + "…" + short(String(value[marker.lowerBound...]))
    }

    /// A URL without its query (`ppe://pay?…`): the diagram names the parameters that matter.
    private static func withoutQuery(_ url: String) -> String {
        guard let query = url.firstIndex(of: "?") else { return short(url) }
        return short(String(url[..<query])) + "?…"
    }

    /// The S2S callback and the status checks in the order the server saw them, then a refund.
    private static func afterHandOff(_ transcript: PhonePeTranscript, into arrows: inout ArrowList) {
        for event in transcript.timeline {
            switch event.kind {
            case .statusCheck(let index):
                let check = transcript.statusChecks[index]
                arrows.call("server", "gateway", "+\(event.at) s status check \(index + 1)", "\(check.method) \(short(check.path))")
                arrows.answer("gateway", "server", "HTTP \(check.response.httpStatus) \(check.code)")
            case .callback:
                guard let callback = transcript.callback else { continue }
                let check = callback.check
                let amount = check.amountMatches.map { $0 ? "amount matches" : "amount DIFFERS" }
                arrows.call(
                    "gateway", "server", "+\(event.at) s S2S callback: \(callback.request.method) \(short(callback.request.path))",
                    fields([("code", check.payload?["code"]?.stringValue ?? "unreadable")]),
                    ["X-VERIFY " + (check.checksumValid ? "valid" : "INVALID"), amount, check.verified ? "verified" : "NOT verified"]
                        .compactMap { $0 }.joined(separator: ", "))
            }
        }
        if let refund = transcript.refund {
            let payload = refund.request.payload
            arrows.call(
                "server", "gateway", "refund: \(refund.request.method) \(refund.request.path)",
                fields([
                    ("originalTransactionId", payload["originalTransactionId"]?.stringValue),
                    ("amount", payload["amount"].map(JSONWriter.compactString)),
                ]))
            arrows.answer("gateway", "server", "HTTP \(refund.response.httpStatus) \(refund.response.code)")
        }
    }
}
