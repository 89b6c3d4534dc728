/// The readable Citcon transcript: one section per step, JSON pretty-printed.
extension CitconTranscript {
    public var text: String { written.text }

    /// The transcript's lines, each with what it is.
    public var textLines: [TranscriptLine] { written.lines }

    private var written: TextWriter {
        var out = TextWriter()
        out.line("checkout-sim · citcon · \(profile.name) (iOS \(profile.os.version))")
        out.line("Citcon SDK requestOrder with payment.method \(options.methodName)")
        out.section("Device")
        out.line("  Merchant app URL types: " + (profile.merchantApp.urlSchemes.isEmpty ? "none" : profile.merchantApp.urlSchemes.joined(separator: ", ")))
        out.line("  Universal links: " + (profile.merchantApp.universalLinks.isEmpty ? "none" : profile.merchantApp.universalLinks.joined(separator: ", ")))
        out.line(DeviceSummary.schemeTable(schemes))
        setupSection(&out)
        out.section("Wallets")
        var table = TextTable(["method", "usable", "pays in", "why"])
        for wallet in wallets {
            table.add([wallet.method.rawValue, wallet.usable ? "yes" : "no", wallet.surface?.description ?? "-", wallet.reason])
        }
        out.line(table.render())
        out.line("  Amount: \(options.amount) cents \(options.currency)   Outcome script: \(options.outcome)   Order: \(options.order.rawValue)   Return: \(options.returnMode.rawValue)")
        if !errors.isEmpty {
            out.section("Errors: requestOrder was not called", kind: .error)
            for error in errors { out.line("  \(error)") }
            out.notes(notes)
            return out
        }
        if let request {
            out.section("CPayRequest: CPayManager.requestOrder")
            out.block(JSONWriter.pretty(request))
        }
        if let handOff {
            out.section("Hand-off: \(handOff.surface)")
            out.line("  \(handOff.description)")
        }
        if let returnStep {
            out.section("Return: \(returnStep.mode)")
            if let url = returnStep.url { out.line("  URL: \(url)") }
            out.line("  \(returnStep.reason)")
        }
        resultsSection(&out)
        if let result {
            out.section("Result", kind: .result)
            out.line("  \(result.code) · \(result.state) (decided by \(result.decidedBy)): \(result.summary)")
        }
        out.notes(notes)
        return out
    }

    private func setupSection(_ out: inout TextWriter) {
        out.section("Citcon set-up")
        let setup = profile.citcon
        let token = setup?.accessTokens[environment] == nil ? "none" : "set"
        out.line("  Environment: \(environment.rawValue)   Access token: \(token)")
        out.line("  scheme: \(CPayRequestBuilder.scheme(options: options, profile: profile) ?? "none")   universalLink: \(CPayRequestBuilder.universalLink(options: options, profile: profile) ?? "none")")
        let forwards = setup ?? CitconSetup()
        out.line("  Forwards to the SDK: handleUrl \(forwards.forwardsHandleUrl ? "yes" : "no"), handleScene \(forwards.forwardsHandleScene ? "yes" : "no"), handleUniversalLink \(forwards.forwardsHandleUniversalLink ? "yes" : "no")")
    }

    private func resultsSection(_ out: inout TextWriter) {
        guard returnStep != nil else { return }
        out.section("Client results")
        if clientResults.isEmpty { out.line("  none: the SDK calls neither the requestOrder callback nor NTFY_ASYNC") }
        for result in clientResults {
            let channel = result.kind == .sync ? "requestOrder callback" : "NTFY_ASYNC notification"
            out.line("  +\(result.at)s \(result.kind.rawValue) via the \(channel)")
            for line in JSONWriter.pretty(result.body).split(separator: "\n") { out.line("    " + line) }
        }
        if let ipn {
            out.section("IPN: POST \(ipn.url) at +\(ipn.at)s")
            out.block(JSONWriter.pretty(ipn.body))
            out.line("  Merchant server: " + (ipn.verified ? "reference and amount match the order" : ipn.problems.joined(separator: "; ")))
        }
        for inquiry in inquiries {
            out.section("inquireOrder(\(inquiry.transId)) at +\(inquiry.at)s")
            out.block(JSONWriter.pretty(inquiry.body))
        }
    }
}
