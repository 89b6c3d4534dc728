/// The readable transcript: one section per step, JSON pretty-printed, secrets masked.
extension PhonePeV2Transcript {
    public var text: String { written.text }

    /// The transcript's lines, each with what it is.
    public var textLines: [TranscriptLine] { written.lines }

    private var written: TextWriter {
        var out = TextWriter()
        out.line("checkout-sim · \(flow.rawValue) · \(profile.name) (\(profile.os.label))")
        out.line(device.packages != nil && flow == .sdk ? PhonePeV2Flow.androidSDKSummary : flow.summary)
        if let packages = device.packages {
            DeviceSummary.writeAndroidDevice(profile, packages: packages, into: &out)
        } else {
            DeviceSummary.writeDevice(profile, schemes: schemes, into: &out)
        }
        checkoutSection(&out)
        if !errors.isEmpty {
            out.section("Errors: nothing was sent", kind: .error)
            for error in errors { out.line("  \(error)") }
            return out
        }
        if let deviceContext {
            out.section(flow == .sdk ? "What the \(device.packages == nil ? "iOS" : "Android") SDK reads of the device" : "deviceContext")
            out.block(JSONWriter.pretty(deviceContext))
        }
        if let tokenCall { exchangeSection("Token: \(tokenCall.method) \(tokenCall.target)", tokenCall, &out) }
        if let orderCall { exchangeSection("Request: \(orderCall.method) \(orderCall.target)", orderCall, &out) }
        handOffSection(&out)
        settlementSection(&out)
        if let result {
            out.section("Result", kind: .result)
            out.line("  \(result.code): \(result.summary)")
        }
        out.notes(notes)
        return out
    }

    private func checkoutSection(_ out: inout TextWriter) {
        out.section("Checkout page")
        if flow == .intent { DeviceSummary.writeCheckoutPage(page, into: &out) }
        out.line("  Amount: ₹\(Rupees.shown(fromPaise: options.amount)) (\(options.amount) paise)   merchantOrderId: \(options.effectiveMerchantOrderId)")
        switch flow {
        case .intent:
            if let android {
                out.line("  Pays with: \(AndroidPackages.displayName(of: android.package)) (targetApp \(android.package))")
            } else if let app {
                out.line("  Pays with: \(app.displayName) (targetApp \(app.rawValue))")
            }
        case .sdk where device.packages != nil:
            out.line(app == .phonepe
                ? "  Pays with: the PhonePe app (the merchant app sees \(AndroidPackages.phonePe))"
                : "  Pays with: PhonePe's web flow inside the SDK (the merchant app cannot see \(AndroidPackages.phonePe))")
        case .sdk:
            let schemes = openablePhonePeSchemes
            out.line(schemes.isEmpty
                ? "  Pays with: PhonePe's web flow inside the SDK (canOpenURL answers no for every ppemerchantsdkv1–v5)"
                : "  Pays with: the PhonePe app (canOpenURL answers yes for \(schemes.joined(separator: ", ")))")
        case .payPage:
            out.line("  Pays on: PhonePe's pay page, in a web view of the merchant app")
        }
        out.line("  Outcome script: \(options.outcome)   User: \((choice ?? options.userAction).rawValue)")
    }

    private func exchangeSection(_ title: String, _ exchange: PhonePeV2Exchange, _ out: inout TextWriter) {
        out.section(title)
        for header in exchange.headers { out.line("  \(header.name): \(header.value)") }
        if let payload = exchange.payload {
            out.block(JSONWriter.pretty(payload))
        } else if let body = exchange.body {
            out.line("  body: \(body)")
        }
        out.line("  answer (HTTP \(exchange.response.httpStatus)):")
        out.block(JSONWriter.pretty(exchange.response.body))
    }

    private func handOffSection(_ out: inout TextWriter) {
        if let start = startCheckout, device.packages != nil {
            out.section("The Android SDK's checkout (what the app calls)")
            out.line("  orderId: \"\(start.orderId)\", token: \"\(start.token)\", started for a result: no appSchema, the result comes back to the calling activity")
        } else if let start = startCheckout {
            out.section("startCheckoutFlow (what the app calls)")
            out.line("  PPPayment.startCheckoutFlow(merchantId: \"\(start.merchantId)\", orderId: \"\(start.orderId)\", token: \"\(start.token)\", appSchema: \(start.appSchema.map { "\"\($0)\"" } ?? "none"))")
        }
        if flow == .intent, let url = handOff?.url {
            out.section("Intent URL")
            out.line("  \(url)")
            var table = TextTable(["param", "value"])
            for parameter in (try? IntentURL.parse(url))?.parameters ?? [] { table.add([parameter.name, parameter.value]) }
            out.line(table.render())
        }
        if let handOff {
            out.section("Hand-off")
            if let failure = handOff.failure {
                out.line("  \(android == nil ? "open(url)" : "startActivity") failed: \(failure)")
            } else {
                out.line("  \(handOffLine(handOff)); \(userStep)")
            }
        }
        if let returnStep {
            out.section("Return: \(returnStep.mode)")
            let when = returnStep.at.map { "at +\($0) s" } ?? "never"
            out.line("  \(when)" + (returnStep.url.map { ", with \($0)" } ?? ""))
            out.line("  \(returnStep.reason)")
        }
        if let ending = android?.ending, let reading = android?.reading { activityResultSection(ending, reading, &out) }
        if let completion {
            out.section("SDK completion")
            out.line("  " + (completion.state.map { "completion(.\($0.rawValue))" } ?? "completion not called"))
            out.line("  \(completion.meaning)")
        }
    }

    /// What opened, in a few words.
    func handOffLine(_ handOff: PhonePeV2HandOff) -> String {
        switch handOff.surface {
        case .paymentApp where flow == .sdk: return "the SDK opened \(handOff.openedAppId ?? "PhonePe") through \(handOff.url)"
        case .paymentApp where android != nil:
            return "startActivity opened \(android.map { $0.package } ?? "the UPI app") (explicit intent, not filtered by package visibility)"
        case .paymentApp: return "open(url) opened \(handOff.openedAppId ?? "the UPI app")"
        case .sdkWebFlow: return "the SDK showed PhonePe's web flow, \(handOff.url)"
        case .webView: return "the app opened \(handOff.url) in a web view"
        }
    }

    /// What the user did, and when.
    var userStep: String {
        let verb: String
        switch choice ?? options.userAction {
        case .decline: verb = "declines"
        case .cancel, .leavePending, .killWithoutPaying: verb = "cancels without paying"
        case .pay, .payThenSwitchBack, .payThenKill: verb = "pays"
        }
        return "the user \(verb) at +\(PhonePeV2Walk.actsAt) s"
    }

    private func settlementSection(_ out: inout TextWriter) {
        guard !statusChecks.isEmpty || !webhooks.isEmpty else { return }
        out.section(handOff == nil ? "After the order call (simulated seconds)" : "After the hand-off (simulated seconds)")
        var table = TextTable(["at", "event", "state"])
        for event in timeline {
            switch event {
            case .statusCheck(let index):
                table.add(["+\(statusChecks[index].at) s", "order status \(index + 1)", statusChecks[index].code])
            case .webhook(let index):
                let webhook = webhooks[index]
                table.add(["+\(webhook.at) s", "webhook \(webhook.event) (\(webhook.verified ? "verified" : "NOT verified"))", webhook.payload["state"]?.stringValue ?? "?"])
            }
        }
        out.line(table.render())
        if webhooks.isEmpty {
            out.line(handOff == nil ? "  no webhook: the order never started" : "  no webhook: the order never reached a final state while the merchant waited")
        }
        if let last = statusChecks.last {
            out.section("Order status: \(last.call.method) \(last.call.target)")
            for header in last.call.headers { out.line("  \(header.name): \(header.value)") }
            out.line("  last answer (HTTP \(last.call.response.httpStatus)):")
            out.block(JSONWriter.pretty(last.call.response.body))
        }
        for webhook in webhooks {
            out.section("Webhook at +\(webhook.at) s: POST \(webhook.url)")
            out.line("  event: \(webhook.event)   type: \(webhook.type)")
            for header in webhook.headers { out.line("  \(header.name): \(header.value)") }
            let merchant = options.merchant
            out.line("  Authorization = sha256(\"\(merchant.webhookUsername):\" + <password \(PhonePeV2Masking.masked(merchant.webhookPassword))>), lowercase hex")
            out.line("  verified: \(webhook.verified ? "yes" : "NO") (Authorization \(webhook.authorizationValid ? "matches" : "DIFFERS"), order and amount \(webhook.orderMatches ? "match" : "DIFFER"))")
            out.block(JSONWriter.pretty(webhook.payload))
        }
        for refresh in tokenRefreshes {
            exchangeSection("Token again at +\(refresh.at) s (half its life gone): \(refresh.call.method) \(refresh.call.path)", refresh.call, &out)
        }
        if let refund {
            out.section("Refund at +\(refund.at) s: \(refund.call.method) \(refund.call.path)")
            out.block(JSONWriter.pretty(refund.call.payload ?? .null))
            out.line("  answer (HTTP \(refund.call.response.httpStatus)):")
            out.block(JSONWriter.pretty(refund.call.response.body))
        }
    }

    /// What reached `onActivityResult`, the merchant app's reading of it, and why it proves nothing.
    private func activityResultSection(_ ending: UPIActivityReturn, _ reading: UPIResultReading, _ out: inout TextWriter) {
        out.section("onActivityResult: \(ending.name)")
        if let result = ending.result {
            out.line("  resultCode: \(result.resultCodeName)")
            for extra in result.extras { out.line("  extra \(extra.name) = \(extra.value)") }
            if result.extras.isEmpty { out.line("  data: null") }
        }
        out.line("  \(reading.summary)")
        for problem in reading.problems { out.line("  ! \(problem)") }
        out.line("  \(UPIResultReading.provesNothing)")
    }
}
