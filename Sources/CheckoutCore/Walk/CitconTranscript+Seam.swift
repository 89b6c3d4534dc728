/// Citcon's transcript behind the seam: how it names, titles and records a walk.
extension CitconTranscript: WalkTranscript {
    public func json(keys: Set<String>?) -> JSONValue { json }

    public var succeeded: Bool { result?.paid == true }

    public var nameParts: [String] { ["citcon", options.methodName] }

    public var placeholders: (flow: String, app: String, amount: String) {
        ("citcon", options.methodName, String(options.amount))
    }

    public func titleSubject(separator: String) -> String {
        let method = self.method.map { " \(separator) \($0.displayName)" } ?? ""
        return "citcon\(method) \(separator) \(options.amountText)"
    }

    public func resultText(separator: String) -> String? { result.map { "\($0.code) \(separator) \($0.state)" } }

    public var walkTimeline: any WalkTimeline { CitconTimeline(transcript: self) }

    public var walkRequest: WalkRequest { .citcon(options) }

    public var record: WalkRecord { .citcon(self) }

    public var scenarioSettings: [ScenarioSetting] {
        var settings = [ScenarioSetting("flow", .word("citcon")), ScenarioSetting("method", .value(.string(options.methodName)))]
        settings.append(ScenarioSetting("amount", .word("\(options.amount)")))
        // Quoted where YAML would read them otherwise (country NO is a bool to YAML).
        settings.append(ScenarioSetting("currency", .value(.string(options.currency))))
        settings.append(ScenarioSetting("country", .value(.string(options.country))))
        // Left out when unset, so the replay takes the profile's own environment as the walk did.
        if let environment = options.environment { settings.append(ScenarioSetting("environment", .word(environment.rawValue))) }
        settings.append(ScenarioSetting("order", .word(options.order.rawValue)))
        if !options.fields.isEmpty {
            settings.append(ScenarioSetting("fields", .value(.object(JSONObject(options.fields.map { JSONMember($0.path, .string($0.value)) })))))
        }
        if options.request3DSecure { settings.append(ScenarioSetting("request3DSecure", .word("true"))) }
        settings.append(ScenarioSetting("return", .word(options.returnMode.rawValue)))
        settings.append(ScenarioSetting("outcome", .value(.string(options.outcome.description))))
        if let reference = options.reference { settings.append(ScenarioSetting("transactionId", .value(.string(reference)))) }
        return settings
    }

    /// Read from the JSON transcript through the paths a replay checks.
    public var scenarioFacts: [(path: String, value: JSONValue)] {
        let json = self.json
        var facts: [(path: String, value: JSONValue)] = []
        func record(_ path: String) {
            guard let value = json.value(at: path.split(separator: ".").map(String.init)) else { return }
            facts.append((path, value))
        }
        record("visibleApps")
        if let firstError = errors.first {
            facts.append(("error", .string(firstError.field)))
            return facts
        }
        guard request != nil else { return facts }
        record("request.payload.payment.method")
        record("request.payload.transaction.amount")
        // Only card requests carry it.
        record("request.payload.request3DSecureVerification")
        record("handOff.surface")
        guard let step = returnStep else { return facts }
        facts.append(("return", .string(step.mode.rawValue)))
        facts.append(("clientResults.*.kind", .array(clientResults.map { .string($0.kind.rawValue) })))
        // inquireOrder runs only after an interrupted return; a scenario's `statusCodes` takes status strings only.
        if let codes = json.value(at: ["statusChecks", "*", "code"])?.arrayValue, !codes.isEmpty,
           codes.allSatisfy({ $0.stringValue != nil }) {
            facts.append(("statusCodes", .array(codes)))
        }
        // Null says no IPN came (non-final status or a client code); a changed outcome that sends one fails here.
        if ipn != nil { record("callback.verified") } else { facts.append(("callback", .null)) }
        if let result = json["result"]?.objectValue {
            facts.append(("result", .object(JSONObject(result.members.filter { ["code", "state", "paid"].contains($0.key) }))))
        }
        return facts
    }
}
