import CheckoutCore

/// Walks one case and checks what its scenario expects.
public enum CaseRunner {
    /// `storedTranscript` reads a golden file by the path written in the scenario (placeholders
    /// filled), or nil when there is none; reading files stays with the caller.
    public static func run(_ replayCase: ReplayCase, storedTranscript: (String) -> String?) -> CaseResult {
        check(replayCase, record: Walk.run(profile: replayCase.profile, request: replayCase.walk), storedTranscript: storedTranscript)
    }

    /// The case's expectations and golden file against `record`, however far it went: `run`'s whole
    /// walk, or the walk a front end steps through screen by screen (`tui --scenario`).
    public static func check(_ replayCase: ReplayCase, record: WalkRecord, storedTranscript: (String) -> String?) -> CaseResult {
        let scenario = replayCase.scenario
        // A JSON golden file holds the whole transcript; expectations need only the keys they name.
        let wholeTranscript = scenario.golden?.path.hasSuffix(".json") == true
        let json = record.json(keys: wholeTranscript ? nil : scenario.transcriptKeys)
        return check(
            replayCase, json: json, text: record.text, substitutions: substitutions(replayCase, record: record), storedTranscript: storedTranscript)
    }

    /// The golden file a walk of the case is compared with (placeholders filled), as written in the scenario; nil without one.
    public static func goldenPath(_ replayCase: ReplayCase, record: WalkRecord) -> String? {
        replayCase.scenario.golden.map { ExpectationCheck.substitute($0.path, substitutions(replayCase, record: record)) }
    }

    /// What `${profile}`, `${flow}`, `${app}` and `${amount}` stand for in this case's walk.
    private static func substitutions(_ replayCase: ReplayCase, record: WalkRecord) -> [String: String] {
        let placeholders = record.placeholders
        return ["profile": replayCase.profileName, "flow": placeholders.flow, "app": placeholders.app, "amount": placeholders.amount]
    }

    /// The expectations and golden file against one walk's JSON and text, whichever walk it was.
    static func check(
        _ replayCase: ReplayCase, json: JSONValue, text: @autoclosure () -> String, substitutions: [String: String], storedTranscript: (String) -> String?
    ) -> CaseResult {
        let scenario = replayCase.scenario
        var failures = scenario.expectations.compactMap { ExpectationCheck.failure($0, in: json, substitutions: substitutions) }
        var walked: (path: String, text: String)?
        if let golden = scenario.golden {
            let path = ExpectationCheck.substitute(golden.path, substitutions)
            let actual = goldenText(text: text(), json: json, path: path)
            walked = (path, actual)
            if let stored = storedTranscript(path) {
                if stored != actual {
                    failures.append(.golden(path: path, line: golden.line, diff: LineDiff.lines(expected: stored, actual: actual)))
                }
            } else {
                failures.append(.golden(path: path, line: golden.line, diff: ["no stored transcript at \(path): replay with --update to write it"]))
            }
        }
        return CaseResult(name: replayCase.name, source: scenario.source, failures: failures, actual: json, golden: walked)
    }

    /// What a golden file holds: `run`'s text, or for `.json` files `run --format json`'s output.
    static func goldenText(text: @autoclosure () -> String, json: JSONValue, path: String) -> String {
        path.hasSuffix(".json") ? JSONWriter.pretty(json) + "\n" : text()
    }
}
