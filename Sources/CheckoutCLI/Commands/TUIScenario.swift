import CheckoutCore
import CheckoutReplay
import CheckoutTUI
import Foundation

/// `tui --scenario FILE`: the file read, parsed and expanded into cases as `replay` does, the profiles
/// its cases walk on, and the golden transcripts they compare with; or every problem replay would report.
enum TUIScenario {
    /// The problems, one a line as replay reports them (`file:line: rule`, or `file: rule` for the
    /// whole file); a newline inside one (from a name, say) is spelled out, so each line the user
    /// reads starts with "error:".
    struct Problems: Error, CustomStringConvertible {
        var problems: [ScenarioProblem]
        var description: String {
            problems.map { ReplayReport.describe($0).spellingOutTerminalControls(keepingLayout: false) }.joined(separator: "\nerror: ")
        }
    }

    static func load(_ path: String) throws(Problems) -> (ScenarioSession, [ProfileEntry]) {
        switch ReplayFiles.kind(of: path) {
        case nil: throw Problems(problems: [ScenarioProblem(file: path, line: 0, "does not exist; give a scenario file (.yaml, .yml or .json)")])
        case .folder: throw Problems(problems: [ScenarioProblem(file: path, line: 0, "is a folder; give one scenario file (replay runs a folder)")])
        case .file: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problems(problems: [ScenarioProblem(file: path, line: 0, "cannot be read")])
        }
        let parsed = ScenarioParser.parse(bytes: [UInt8](data), file: path)
        var problems = parsed.problems
        var cases: [ReplayCase] = []
        let resolver = ProfileResolver()
        for scenario in parsed.scenarios {
            let matrix = MatrixExpansion.matrix(of: scenario) { resolver.resolve($0, scenarioFile: path) }
            problems += matrix.problems
            if let problem = matrix.emptyProblem ?? MatrixExpansion.limitProblem(matrix, casesBefore: cases.count) {
                problems.append(problem)
                continue
            }
            cases += matrix.cases()
        }
        if parsed.scenarios.isEmpty, problems.isEmpty { problems.append(ScenarioProblem(file: path, line: 0, "holds no scenario")) }
        guard problems.isEmpty else { throw Problems(problems: problems) }
        let stored = storedTranscripts(cases, besideScenario: path)
        guard stored.problems.isEmpty else { throw Problems(problems: stored.problems) }
        let session = ScenarioSession(file: path, cases: cases, storedTranscripts: stored.texts)
        return (session, entries(cases, resolver: resolver))
    }

    /// Each case's golden file, by the path the scenario writes, when it is there; a golden path replay
    /// would refuse (a FIFO, a folder, outside the scenario's folder) is a problem on its line.
    private static func storedTranscripts(
        _ cases: [ReplayCase], besideScenario path: String
    ) -> (texts: [String: String], problems: [ScenarioProblem]) {
        let goldens = ReplayGoldenFiles(outsideAdvice: "move it there to step through this scenario")
        var stored: [String: String] = [:]
        var problems: [ScenarioProblem] = []
        var seen: Set<String> = []
        for replayCase in cases {
            guard let reference = replayCase.scenario.golden else { continue }
            let record = Walk(profile: replayCase.profile, request: replayCase.walk).record
            guard let golden = CaseRunner.goldenPath(replayCase, record: record), seen.insert(golden).inserted else { continue }
            switch goldens.read(golden, besideScenario: path) {
            case .text(let text): stored[golden] = text
            case .missing: break
            case .refused(let why): problems.append(ScenarioProblem(file: path, line: reference.line, "\"golden\": \(why)"))
            }
        }
        return (stored, problems)
    }

    /// The profiles the cases walk on, each once, as saving a walk (`s`) names them.
    private static func entries(_ cases: [ReplayCase], resolver: ProfileResolver) -> [ProfileEntry] {
        var seen: Set<String> = []
        return cases.compactMap { replayCase in
            guard seen.insert(replayCase.profileName).inserted else { return nil }
            let file = resolver.files[replayCase.profileName]?.path ?? replayCase.profileName
            return ProfileEntry(id: replayCase.profileName, file: file, profile: replayCase.profile)
        }
    }
}
