/// The readable transcript: one section per step, JSON pretty-printed, URL parameters as a table.
extension PhonePeTranscript {
    public var text: String { written.text }

    /// The transcript's lines, each with what it is.
    public var textLines: [TranscriptLine] { written.lines }

    private var written: TextWriter {
        var out = TextWriter()
        out.line("checkout-sim · \(flow.rawValue) · \(profile.name) (\(profile.os.label))")
        out.line(flow.summary)
        if let packages = device.packages {
            DeviceSummary.writeAndroidDevice(profile, packages: packages, into: &out)
        } else {
            DeviceSummary.writeDevice(profile, schemes: schemes, into: &out)
        }
        checkoutSection(&out)
        if !errors.isEmpty {
            out.section("Errors: nothing was sent", kind: .error)
            for error in errors { out.line("  \(error)") }
            out.notes(notes)
            return out
        }
        requestSection(&out)
        if let response {
            out.section("Response: HTTP \(response.httpStatus)")
            out.block(JSONWriter.pretty(response.body))
        }
        handOffSection(&out)
        settlementSection(&out)
        if let result {
            out.section("Result", kind: .result)
            out.line("  \(result.code) · \(result.state): \(result.summary)")
            if let contrast = clientResultContrast { out.line("  \(contrast)") }
        }
        out.notes(notes)
        return out
    }

    private func checkoutSection(_ out: inout TextWriter) {
        out.section("Checkout page")
        DeviceSummary.writeCheckoutPage(page, into: &out)
        if let amount = options.effectiveAmount {
            out.line("  Amount: ₹\(Rupees.shown(fromPaise: amount)) (\(amount) paise)")
        } else {
            out.line("  Amount: none (PENNY_DROP)")
        }
        if let android {
            androidPaysWith(android, &out)
        } else if let app {
            out.line("  Pays with: \(app.displayName) (\(app.rawValue))")
        }
        out.line("  Outcome script: \(options.outcome)   Return: \(options.returnMode.rawValue)")
    }

    private func requestSection(_ out: inout TextWriter) {
        guard let request else { return }
        if let context = request.payload["deviceContext"] {
            out.section("deviceContext")
            out.block(JSONWriter.pretty(context))
        }
        out.section("Request: \(request.method) \(request.path)")
        out.block(JSONWriter.pretty(request.payload))
        out.line("  base64: \(request.base64)")
        out.line("  body: {\"request\": <the base64 above>}")
        for header in request.headers { out.line("  \(header.name): \(header.value)") }
        out.line("  X-VERIFY = sha256(<the base64 above> + \"\(request.path)\" + <salt key \(request.maskedSaltKey)>) + \"###\" + salt index")
        if let sdkRequest {
            out.section("PPSTransactionRequest (what the app starts)")
            out.line("  base64EncodedBody: \(sdkRequest.base64EncodedBody)")
            out.line("  apiEndPoint: \(sdkRequest.apiEndPoint)")
            out.line("  checksum: \(sdkRequest.checksum)")
            for header in sdkRequest.headers { out.line("  headers[\(header.name)]: \(header.value)") }
        }
    }

    private func handOffSection(_ out: inout TextWriter) {
        if let intent {
            out.section("Intent URL")
            out.line("  \(intent.text)")
            var table = TextTable(["param", "value"])
            for parameter in intent.url?.parameters ?? [] { table.add([parameter.name, parameter.value]) }
            out.line(table.render())
            for defect in intent.defects { out.line("  defect: \(defect)") }
        }
        if let webRedirectURL {
            out.section("Web redirect")
            out.line("  \(webRedirectURL)")
        }
        if let handOff, let android, handOff.openedAppId != nil || handOff.failure != nil {
            androidHandOffSection(android, handOff, &out)
        } else if let handOff {
            out.section("Hand-off")
            if let failure = handOff.failure {
                out.line("  open(url) failed: \(failure)")
            } else if let appId = handOff.openedAppId {
                out.line("  open(url) opened \(appId); \(userStep)")
            } else {
                out.line("  the merchant app shows the web checkout in a web view; \(userStep)")
            }
        }
        if let returnStep {
            out.section("Return: \(returnStep.mode)")
            if let url = returnStep.url { out.line("  opened with \(url)") }
            out.line("  \(returnStep.reason)")
        }
        if let android, let ending = android.ending { activityResultSection(ending, android.reading, &out) }
        if let sdkResult {
            out.section("SDK completion")
            out.line("  completion called: \(sdkResult.completionCalled ? "yes" : "no"), result.successful: \(sdkResult.successful)")
            out.line("  \(sdkResult.meaning)")
        }
    }

    /// What the user did in the payment app, and when.
    var userStep: String {
        let action = options.userAction
        return action == .leavePending ? "the user \(action.verbPhrase)" : "the user \(action.verbPhrase) at +\(PhonePeWalk.paidAt) s"
    }

    private func settlementSection(_ out: inout TextWriter) {
        // A server error on the pay call is checked again without a hand-off.
        guard (response?.success == true && handOff?.failure == nil) || !statusChecks.isEmpty else { return }
        out.section(handOff == nil ? "After the pay call (simulated seconds)" : "After the hand-off (simulated seconds)")
        var table = TextTable(["at", "event", "code"])
        for event in timeline {
            switch event.kind {
            case .statusCheck(let index):
                table.add(["+\(event.at) s", "status check \(index + 1)", statusChecks[index].code])
            case .callback:
                guard let callback else { continue }
                let verdict = callback.check.verified ? "verified" : "NOT verified"
                table.add(["+\(event.at) s", "S2S callback (\(verdict))", callback.check.payload?["code"]?.stringValue ?? "?"])
            }
        }
        out.line(table.render())
        if callback == nil {
            out.line(handOff == nil
                ? "  no S2S callback: the payment never started"
                : "  no S2S callback: no callback URL was given, or the payment never reached a final state")
        }
        if let last = statusChecks.last {
            out.section("Status check: GET \(last.path)")
            out.line("  X-VERIFY: \(last.headers["X-VERIFY"] ?? "") = sha256(\"\(last.path)\" + <salt key>) + \"###\" + salt index")
            out.line("  X-MERCHANT-ID: \(last.headers["X-MERCHANT-ID"] ?? "")")
            out.line("  last answer (HTTP \(last.response.httpStatus)):")
            out.block(JSONWriter.pretty(last.response.body))
        }
        if let callback {
            out.section("S2S callback at +\(callback.at) s: POST \(callback.request.path)")
            out.line("  body: \(callback.request.body)")
            for header in callback.request.headers { out.line("  \(header.name): \(header.value)") }
            let amount = callback.check.amountMatches.map { $0 ? "matches" : "DIFFERS" } ?? "not checked"
            out.line("  verified: \(callback.check.verified ? "yes" : "NO") (checksum \(callback.check.checksumValid ? "valid" : "INVALID"), amount \(amount))")
            for problem in callback.check.problems { out.line("  problem: \(problem)") }
            if let payload = callback.check.payload { out.block(JSONWriter.pretty(payload)) }
        }
        if let refund {
            out.section("Refund: \(refund.request.method) \(refund.request.path)")
            out.block(JSONWriter.pretty(refund.request.payload))
            out.line("  X-VERIFY: \(refund.request.xVerify)")
            out.line("  answer: HTTP \(refund.response.httpStatus)")
            out.block(JSONWriter.pretty(refund.response.body))
        }
    }
}
