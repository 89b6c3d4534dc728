import CheckoutCore

/// What stands at a golden file's path, as the caller (who reads files) found it.
public enum StoredTranscript: Sendable, Equatable {
    case text(String)
    case missing
    /// The path cannot hold a golden transcript (a folder, a FIFO, a place outside the scenario's
    /// folder): why, in a sentence that names the file and says what to do.
    case refused(String)

    init(_ text: String?) { self = text.map(StoredTranscript.text) ?? .missing }
}

/// Walks one case and checks what its scenario expects.
public enum CaseRunner {
    /// `storedTranscript` reads a golden file by the path written in the scenario (placeholders
    /// filled), or nil when there is none; reading files stays with the caller.
    public static func run(_ replayCase: ReplayCase, storedTranscript: (String) -> String?) -> CaseResult {
        run(replayCase) { StoredTranscript(storedTranscript($0)) }
    }

    /// As `run(_:storedTranscript:)`, with what stands at the golden path told apart from its absence.
    public static func run(_ replayCase: ReplayCase, goldenFile: (String) -> StoredTranscript) -> CaseResult {
        check(replayCase, record: Walk.run(profile: replayCase.profile, request: replayCase.walk), goldenFile: goldenFile)
    }

    /// The case's expectations and golden file against `record`, however far it went: `run`'s whole
    /// walk, or the walk a front end steps through screen by screen (`tui --scenario`).
    public static func check(_ replayCase: ReplayCase, record: WalkRecord, storedTranscript: (String) -> String?) -> CaseResult {
        check(replayCase, record: record) { StoredTranscript(storedTranscript($0)) }
    }

    static func check(_ replayCase: ReplayCase, record: WalkRecord, goldenFile: (String) -> StoredTranscript) -> CaseResult {
        let scenario = replayCase.scenario
        // A JSON golden file holds the whole transcript; expectations need only the keys they name.
        let wholeTranscript = scenario.golden?.path.hasSuffix(".json") == true
        let json = record.json(keys: wholeTranscript ? nil : scenario.transcriptKeys)
        return check(
            replayCase, json: json, text: record.text, substitutions: substitutions(replayCase, record: record), goldenFile: goldenFile)
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
        _ replayCase: ReplayCase, json: JSONValue, text: @autoclosure () -> String, substitutions: [String: String], goldenFile: (String) -> StoredTranscript
    ) -> CaseResult {
        let scenario = replayCase.scenario
        var failures = scenario.expectations.compactMap { ExpectationCheck.failure($0, in: json, substitutions: substitutions) }
        var walked: (path: String, text: String)?
        if let golden = scenario.golden {
            let path = ExpectationCheck.substitute(golden.path, substitutions)
            let actual = goldenText(text: text(), json: json, path: path)
            walked = (path, actual)
            switch goldenFile(path) {
            case .text(let stored) where stored != actual:
                failures.append(.golden(path: path, line: golden.line, diff: LineDiff.lines(expected: stored, actual: actual)))
            case .text: break
            case .missing:
                failures.append(.golden(path: path, line: golden.line, diff: ["no stored transcript at \(path): replay with --update to write it"]))
            case .refused(let why):
                failures.append(.golden(path: path, line: golden.line, diff: [why]))
            }
        }
        return CaseResult(name: replayCase.name, source: scenario.source, failures: failures, actual: json, golden: walked)
    }

    /// What a golden file holds: `run`'s text, or for `.json` files `run --format json`'s output.
    static func goldenText(text: @autoclosure () -> String, json: JSONValue, path: String) -> String {
        path.hasSuffix(".json") ? JSONWriter.pretty(json) + "\n" : text()
    }
}
