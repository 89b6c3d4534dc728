import CheckoutReplay
import Foundation

/// What one `replay` will do, in the order it reports: each file's problems, then each scenario's
/// cases (after `--filter` and `--shard`). Cases are not built here: each scenario's are expanded
/// one at a time as the runner takes them, so a replay of thousands of cases never holds them all.
struct ReplayPlan {
    /// A scenario file as read, kept for `--update`.
    struct ScenarioFile {
        var path: String
        var text: String
        var scenarios: [Scenario]
    }

    /// A scenario whose cases the replay walks, and where it came from.
    struct PlannedScenario {
        var matrix: MatrixExpansion.Matrix
        var fileIndex: Int
        var scenarioIndex: Int
    }

    enum Step {
        case problem(ScenarioProblem)
        case walk(PlannedScenario)
    }

    var files: [ScenarioFile] = []
    var steps: [Step] = []
    /// Cases that passed `--filter`, in every shard: zero means the filter matched nothing at all.
    var filterMatches = 0
    let filter: String?
    let shard: ReplayShard
    /// Reads each case's golden file, and remembers what it read for `--update`.
    let goldens: ReplayGoldenFiles
    /// Cases of every scenario accepted so far, before `--filter` and `--shard`, against `MatrixExpansion.caseLimit`.
    private var matrixCases = 0

    init(arguments: [String], filter: String?, shard: ReplayShard, resolver: ProfileResolver, goldens: ReplayGoldenFiles = ReplayGoldenFiles()) {
        self.filter = filter
        self.shard = shard
        self.goldens = goldens
        let listing = ReplayFiles.expand(arguments)
        report(listing.problems)
        for path in listing.files {
            guard let data = FileManager.default.contents(atPath: path) else {
                report([ScenarioProblem(file: path, line: 0, "cannot be read")])
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            let parsed = ScenarioParser.parse(bytes: [UInt8](data), file: path)
            ReplayHeap.returnFreedMemory()
            report(resolver.problems(of: parsed, file: path))
            let fileIndex = files.count
            files.append(ScenarioFile(path: path, text: text, scenarios: parsed.scenarios))
            for (scenarioIndex, scenario) in parsed.scenarios.enumerated() {
                let matrix = MatrixExpansion.matrix(of: scenario) { resolver.resolve($0, scenarioFile: path) }
                report(matrix.problems)
                if let problem = matrix.emptyProblem ?? MatrixExpansion.limitProblem(matrix, casesBefore: matrixCases) {
                    report([problem])
                    continue
                }
                matrixCases += matrix.count
                if let filter {
                    // Names only: a case is built when `--filter` and `--shard` want it, and not before.
                    var matches = 0
                    for _ in matrix.lazyCases(where: { name in
                        if Self.matches(name, filter: filter) { matches += 1 }
                        return false
                    }) {}
                    filterMatches += matches
                }
                steps.append(.walk(PlannedScenario(matrix: matrix, fileIndex: fileIndex, scenarioIndex: scenarioIndex)))
            }
        }
    }

    /// The scenario's cases that `--filter` and `--shard` want, in matrix order, built as they are taken.
    func cases(of planned: PlannedScenario) -> MatrixExpansion.CaseSequence {
        let (filter, shard) = (filter, shard)
        return planned.matrix.lazyCases { name in
            if let filter, !Self.matches(name, filter: filter) { return false }
            return shard.contains(caseNamed: name)
        }
    }

    /// Every case the replay walks, in report order: what `--html` walks again to draw each page.
    func allCases() -> some Sequence<ReplayCase> {
        steps.lazy.compactMap { step -> MatrixExpansion.CaseSequence? in
            guard case .walk(let planned) = step else { return nil }
            return cases(of: planned)
        }.joined()
    }

    /// Walks every step in report order: each problem and each finished case becomes an entry of
    /// `report`, whose text lines go to `print` at once; `walked` gets each case's result too.
    func walk(
        jobs: Int, keepWalks: Bool, into report: inout ReplayReport, print: (String) -> Void,
        walked: (PlannedScenario, CaseResult) -> Void
    ) {
        for step in steps {
            switch step {
            case .problem(let problem):
                print(report.record(ReplayReport.Entry(problem)))
            case .walk(let planned):
                let scenarioFile = files[planned.fileIndex].path
                let goldens = goldens
                ParallelCaseRunner.stream(cases(of: planned), jobs: jobs, keepWalks: keepWalks) { golden in
                    goldens.read(golden, besideScenario: scenarioFile)
                } finished: { result in
                    print(report.record(ReplayReport.Entry(result, file: scenarioFile, caseIndex: report.caseCount)))
                    walked(planned, result)
                }
            }
        }
    }

    private static func matches(_ name: String, filter: String) -> Bool {
        name.range(of: filter, options: .caseInsensitive) != nil
    }

    private mutating func report(_ problems: [ScenarioProblem]) {
        guard shard.reportsProblems else { return }
        steps += problems.map(Step.problem)
    }
}
