import CheckoutCore
import CheckoutReplay

/// A scenario file opened in the TUI (`tui --scenario`): its cases, stepped through one at a time on
/// the walk's own screens, and the golden transcripts its cases compare with, read by the caller.
public struct ScenarioSession: Equatable, Sendable {
    /// The scenario file as given, for titles.
    public var file: String
    public var cases: [ReplayCase]
    /// Golden transcripts by the path the scenario writes (placeholders filled); a path missing here has none stored.
    public var storedTranscripts: [String: String]

    public init(file: String, cases: [ReplayCase], storedTranscripts: [String: String] = [:]) {
        self.file = file
        self.cases = cases
        self.storedTranscripts = storedTranscripts
    }

    /// Replay's check of `replayCase` against the walk as far as it went, marked up to `reached`.
    func marks(_ replayCase: ReplayCase, record: WalkRecord, reached: ScenarioStage) -> [ExpectationMark] {
        let result = CaseRunner.check(replayCase, record: record) { storedTranscripts[$0] }
        return ExpectationMark.marks(for: replayCase, result: result, reached: reached)
    }
}

extension ReplayCase {
    /// The walk as the scenario has it up to the hand-off: what the device and checkout screens decide.
    var walkUpToHandOff: WalkRecord { Walk(profile: profile, request: walk).record }

    /// The case's name without the scenario's, which every case of the list shares.
    var shortName: String {
        let prefix = scenario.name + " · "
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }
}
