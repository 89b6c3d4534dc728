/// PhonePe's transcript behind the seam: how it names, titles and records a walk.
extension PhonePeTranscript: WalkTranscript {
    public var succeeded: Bool { result?.code == "PAYMENT_SUCCESS" }

    public var nameParts: [String] {
        let app = flow.userPicksApp ? self.app.map { [$0.rawValue] } ?? [] : []
        return [flow.rawValue] + app
    }

    public var placeholders: (flow: String, app: String, amount: String) {
        // On Android the transcript's `app` is the package, and so is `${app}`.
        (flow.rawValue, android?.package ?? app?.rawValue ?? "", options.effectiveAmount.map(String.init) ?? "")
    }

    public func titleSubject(separator: String) -> String {
        let amount = options.effectiveAmount.map { "₹" + Rupees.shown(fromPaise: $0) } ?? "no amount"
        // On Android the app may be outside the catalog (BHIM, CRED): its package names it.
        let name = self.app?.displayName ?? android?.package.map(AndroidPackages.displayName(of:))
        let app = name.map { " \(separator) \($0)" } ?? ""
        return "\(flow.rawValue)\(app) \(separator) \(amount)"
    }

    public func resultText(separator: String) -> String? { result?.code }

    public var walkTimeline: any WalkTimeline { PhonePeTimeline(transcript: self) }

    public var walkRequest: WalkRequest { .phonePe(options) }

    public var record: WalkRecord { .phonePe(self) }

    public var scenarioSettings: [ScenarioSetting] {
        var settings = [ScenarioSetting("flow", .word(flow.rawValue))]
        if flow.userPicksApp, let app = options.app ?? self.app { settings.append(ScenarioSetting("app", .word(app.rawValue))) }
        if let amount = options.effectiveAmount { settings.append(ScenarioSetting("amount", .word("\(amount)"))) }
        if flow == .mandate { settings.append(ScenarioSetting("authWorkflow", .word(options.authWorkflow.rawValue))) }
        settings.append(ScenarioSetting("return", .word(options.returnMode.rawValue)))
        settings.append(ScenarioSetting("userAction", .word(options.userAction.rawValue)))
        settings.append(ScenarioSetting("outcome", .value(.string(options.outcome.description))))
        if let id = options.transactionId { settings.append(ScenarioSetting("transactionId", .value(.string(id)))) }
        return settings
    }

    public var scenarioFacts: [(path: String, value: JSONValue)] {
        let json = self.json
        var facts: [(path: String, value: JSONValue)] = [("visibleApps", json["visibleApps"] ?? .array([]))]
        if let firstError = errors.first {
            facts.append(("error", .string(firstError.field)))
            return facts
        }
        if let context = json["deviceContext"], context != .null { facts.append(("deviceContext", context)) }
        if let request { facts.append(("request.path", .string(request.path))) }
        if let response { facts.append(("response.httpStatus", .int(Int64(response.httpStatus)))) }
        if let parameters = json["intent"]?["params"], parameters != .null { facts.append(("intent.params", parameters)) }
        if let returnStep { facts.append(("return", .string(returnStep.mode.rawValue))) }
        if !statusChecks.isEmpty { facts.append(("statusCodes", .array(statusChecks.map { .string($0.code) }))) }
        if let callback { facts.append(("callback.verified", .bool(callback.check.verified))) }
        if let result { facts.append(("result", ["code": .string(result.code), "state": .string(result.state.rawValue)])) }
        return facts
    }
}
