import CheckoutCore

/// A Citcon walk written down as a `flow: citcon` scenario: the choices that made it (profile, method,
/// amount, currency, country, order, return, outcome, fields) and, as expectations, what it showed.
extension ScenarioRecorder {
    public static func yaml(of transcript: CitconTranscript, profileName: String, profileReference: String? = nil) -> String {
        let options = transcript.options
        let flow = ScenarioParser.citconFlow
        var lines = ["# Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>"]
        // As for PhonePe's walks: walks that differ by their seed differ by their names.
        let seedPart = options.seed == 1 ? [] : ["seed \(options.seed)"]
        lines.append("name: " + YAMLFlow.text(.string(([profileName, flow, options.methodName] + seedPart).joined(separator: " "))))
        lines.append("profile: " + YAMLFlow.text(.string(profileReference ?? profileName)))
        lines.append("flow: \(flow)")
        lines.append("method: " + YAMLFlow.text(.string(options.methodName)))
        lines.append("amount: \(options.amount)")
        // Quoted where YAML would read them otherwise (country NO is a bool to YAML).
        lines.append("currency: " + YAMLFlow.text(.string(options.currency)))
        lines.append("country: " + YAMLFlow.text(.string(options.country)))
        // Left out when unset, so the replay takes the profile's own environment as the walk did.
        if let environment = options.environment { lines.append("environment: \(environment.rawValue)") }
        lines.append("order: \(options.order.rawValue)")
        if !options.fields.isEmpty {
            let fields = JSONObject(options.fields.map { JSONMember($0.path, .string($0.value)) })
            lines.append("fields: " + YAMLFlow.text(.object(fields)))
        }
        if options.request3DSecure { lines.append("request3DSecure: true") }
        lines.append("return: \(options.returnMode.rawValue)")
        lines.append("outcome: " + YAMLFlow.text(.string(options.outcome.description)))
        if let reference = options.reference { lines.append("transactionId: " + YAMLFlow.text(.string(reference))) }
        // A scenario without `seed` walks with seed 1; any other seed changes the reference and Citcon's id.
        if options.seed != 1 { lines.append("seed: \(options.seed)") }
        lines.append("expect:")
        lines += expectations(of: transcript).map { "  \($0.path): " + YAMLFlow.text($0.value) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The facts a reviewer cares about, in walk order, read from the JSON transcript through the paths the
    /// replay checks; each exists only when the walk got that far.
    static func expectations(of transcript: CitconTranscript) -> [(path: String, value: JSONValue)] {
        let json = transcript.json
        var facts: [(path: String, value: JSONValue)] = []
        func record(_ path: String) {
            guard let value = ExpectationPath.resolve(path, expected: .null).lookup(in: json) else { return }
            facts.append((path, value))
        }
        record("visibleApps")
        if let firstError = transcript.errors.first {
            facts.append(("error", .string(firstError.field)))
            return facts
        }
        guard transcript.request != nil else { return facts }
        record("request.payload.payment.method")
        record("request.payload.transaction.amount")
        // Only card requests carry it.
        record("request.payload.request3DSecureVerification")
        record("handOff.surface")
        guard let step = transcript.returnStep else { return facts }
        facts.append(("return", .string(step.mode.rawValue)))
        facts.append(("clientResults.*.kind", .array(transcript.clientResults.map { .string($0.kind.rawValue) })))
        // inquireOrder runs only after an interrupted return; the alias takes status strings only.
        if let codes = ExpectationPath.resolve("statusCodes", expected: .null).lookup(in: json)?.arrayValue, !codes.isEmpty,
           codes.allSatisfy({ $0.stringValue != nil }) {
            facts.append(("statusCodes", .array(codes)))
        }
        // Null says no IPN came (non-final status or a client code); a changed outcome that sends one fails here.
        if transcript.ipn != nil { record("callback.verified") } else { facts.append(("callback", .null)) }
        if let result = json["result"]?.objectValue {
            facts.append(("result", .object(JSONObject(result.members.filter { ["code", "state", "paid"].contains($0.key) }))))
        }
        return facts
    }
}
