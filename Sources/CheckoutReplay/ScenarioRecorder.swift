import CheckoutCore

/// A walk written down as a scenario: the choices that made it (profile, flow, app, amount, return,
/// what the user did, outcome) and, as expectations, what it showed. Replaying the file walks the
/// same path and checks the same facts.
public enum ScenarioRecorder {
    /// Either provider's walk, in the scenario keys of its flow.
    /// `profileReference` is what the `profile:` line says (a path for a profile from outside the
    /// profile folder); the name goes into the scenario's name.
    public static func yaml(of record: WalkRecord, profileName: String, profileReference: String? = nil) -> String {
        switch record {
        case .phonePe(let transcript): return yaml(of: transcript, profileName: profileName, profileReference: profileReference)
        case .citcon(let transcript): return yaml(of: transcript, profileName: profileName, profileReference: profileReference)
        }
    }

    public static func yaml(of transcript: PhonePeTranscript, profileName: String, profileReference: String? = nil) -> String {
        let options = transcript.options
        var lines = ["# Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>"]
        var nameParts = [profileName, options.flow.rawValue]
        if let app = transcript.app, options.flow.userPicksApp { nameParts.append(app.rawValue) }
        // Walks of one page differ by their seed (their ids), and so must their names in one replay.
        if options.seed != 1 { nameParts.append("seed \(options.seed)") }
        lines.append("name: " + YAMLFlow.text(.string(nameParts.joined(separator: " "))))
        lines.append("profile: " + YAMLFlow.text(.string(profileReference ?? profileName)))
        lines.append("flow: \(options.flow.rawValue)")
        if options.flow.userPicksApp, let app = options.app ?? transcript.app { lines.append("app: \(app.rawValue)") }
        if let amount = options.effectiveAmount { lines.append("amount: \(amount)") }
        if options.flow == .mandate { lines.append("authWorkflow: \(options.authWorkflow.rawValue)") }
        lines.append("return: \(options.returnMode.rawValue)")
        lines.append("userAction: \(options.userAction.rawValue)")
        lines.append("outcome: " + YAMLFlow.text(.string(options.outcome.description)))
        if let id = options.transactionId { lines.append("transactionId: " + YAMLFlow.text(.string(id))) }
        if options.seed != 1 { lines.append("seed: \(options.seed)") }
        lines.append("expect:")
        lines += expectations(of: transcript).map { "  \($0.path): " + YAMLFlow.text($0.value) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The facts a reviewer cares about, in walk order; each exists only when the walk got that far.
    static func expectations(of transcript: PhonePeTranscript) -> [(path: String, value: JSONValue)] {
        let json = transcript.json
        var facts: [(String, JSONValue)] = [("visibleApps", json["visibleApps"] ?? .array([]))]
        if let firstError = transcript.errors.first {
            facts.append(("error", .string(firstError.field)))
            return facts
        }
        if let context = json["deviceContext"], context != .null { facts.append(("deviceContext", context)) }
        if let request = transcript.request { facts.append(("request.path", .string(request.path))) }
        if let response = transcript.response { facts.append(("response.httpStatus", .int(Int64(response.httpStatus)))) }
        if let parameters = json["intent"]?["params"], parameters != .null { facts.append(("intent.params", parameters)) }
        if let step = transcript.returnStep { facts.append(("return", .string(step.mode.rawValue))) }
        if !transcript.statusChecks.isEmpty { facts.append(("statusCodes", .array(transcript.statusChecks.map { .string($0.code) }))) }
        if let callback = transcript.callback { facts.append(("callback.verified", .bool(callback.check.verified))) }
        if let result = transcript.result { facts.append(("result", ["code": .string(result.code), "state": .string(result.state.rawValue)])) }
        return facts
    }
}
