import CheckoutCore

/// A walk written down as a scenario: the choices that made it (profile, flow, app or method, amount,
/// return, what the user did, outcome) and, as expectations, what it showed. Replaying the file walks
/// the same path and checks the same facts.
public enum ScenarioRecorder {
    /// Either provider's walk, in the scenario keys of its flow.
    /// `profileReference` is what the `profile:` line says (a path for a profile from outside the
    /// profile folder); the name goes into the scenario's name.
    public static func yaml(of record: WalkRecord, profileName: String, profileReference: String? = nil) -> String {
        yaml(of: record.transcript, profileName: profileName, profileReference: profileReference)
    }

    public static func yaml(of transcript: some WalkTranscript, profileName: String, profileReference: String? = nil) -> String {
        let seed = transcript.walkRequest.seed
        var lines = ["# Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>"]
        // Walks of one page differ by their seed (their ids), and so must their names in one replay.
        let seedPart = seed == 1 ? [] : ["seed \(seed)"]
        lines.append("name: " + YAMLFlow.text(.string(([profileName] + transcript.nameParts + seedPart).joined(separator: " "))))
        lines.append("profile: " + YAMLFlow.text(.string(profileReference ?? profileName)))
        lines += transcript.scenarioSettings.map { "\($0.key): " + text($0.value) }
        // A scenario without `seed` walks with seed 1; any other seed changes the generated ids.
        if seed != 1 { lines.append("seed: \(seed)") }
        lines.append("expect:")
        lines += transcript.scenarioFacts.map { "  \($0.path): " + YAMLFlow.text($0.value) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func text(_ value: ScenarioSetting.Value) -> String {
        switch value {
        case .word(let word): return word
        case .value(let value): return YAMLFlow.text(value)
        }
    }
}
