import CheckoutReplay
import Foundation

/// What one `replay` will do, in the order it reports: each file's problems, then each scenario's
/// cases (after `--filter` and `--shard`).
struct ReplayPlan {
    /// A scenario file as read, kept for `--update`.
    struct ScenarioFile {
        var path: String
        var text: String
        var scenarios: [Scenario]
    }

    /// A case to walk and where it came from.
    struct PlannedCase {
        var replayCase: ReplayCase
        var fileIndex: Int
        var scenarioIndex: Int
    }

    enum Step {
        case problem(ScenarioProblem)
        /// An index into `cases`.
        case walk(Int)
    }

    var files: [ScenarioFile] = []
    var cases: [PlannedCase] = []
    var steps: [Step] = []
    /// Cases that passed `--filter`, in every shard: zero means the filter matched nothing at all.
    var filterMatches = 0
    /// Cases of every scenario accepted so far, before `--filter` and `--shard`, against `MatrixExpansion.caseLimit`.
    private var matrixCases = 0

    init(arguments: [String], filter: String?, shard: ReplayShard, resolver: ProfileResolver) {
        let listing = ReplayFiles.expand(arguments)
        report(listing.problems, shard: shard)
        for path in listing.files {
            guard let data = FileManager.default.contents(atPath: path) else {
                report([ScenarioProblem(file: path, line: 0, "cannot be read")], shard: shard)
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            let parsed = ScenarioParser.parse(bytes: [UInt8](data), file: path)
            report(parsed.problems, shard: shard)
            let fileIndex = files.count
            files.append(ScenarioFile(path: path, text: text, scenarios: parsed.scenarios))
            for (scenarioIndex, scenario) in parsed.scenarios.enumerated() {
                let matrix = MatrixExpansion.matrix(of: scenario) { resolver.resolve($0, scenarioFile: path) }
                report(matrix.problems, shard: shard)
                if let problem = matrix.emptyProblem ?? MatrixExpansion.limitProblem(matrix, casesBefore: matrixCases) {
                    report([problem], shard: shard)
                    continue
                }
                matrixCases += matrix.count
                // Filtered and sharded by name before a case is built: a filter that matches nothing builds nothing.
                let wanted = matrix.cases { name in
                    if let filter, name.range(of: filter, options: .caseInsensitive) == nil { return false }
                    filterMatches += 1
                    return shard.contains(caseNamed: name)
                }
                for replayCase in wanted {
                    steps.append(.walk(cases.count))
                    cases.append(PlannedCase(replayCase: replayCase, fileIndex: fileIndex, scenarioIndex: scenarioIndex))
                }
            }
        }
    }

    private mutating func report(_ problems: [ScenarioProblem], shard: ReplayShard) {
        guard shard.reportsProblems else { return }
        steps += problems.map(Step.problem)
    }
}
