import CheckoutReplay

/// The outcome of a `replay`: one entry per case walked or problem found, in the order printed. The
/// text, JUnit and JSON reports are three views of it.
struct ReplayReport {
    struct Entry {
        /// The case's name, or for a problem `file:line: rule`.
        var name: String
        /// The scenario file (for a problem with an argument, the argument).
        var file: String
        var line: Int
        var failures: [CaseFailure]
        var isProblem: Bool
        /// The case's index in the plan's `cases` (nil for a problem): what `--html` walks again to draw it.
        var caseIndex: Int?

        var passed: Bool { failures.isEmpty }
    }

    var entries: [Entry]

    var passed: Int { entries.count(where: \.passed) }
    var failed: Int { entries.count - passed }
    var counts: String { "\(passed) passed, \(failed) failed" }

    init(plan: ReplayPlan, results: [CaseResult]) {
        entries = plan.steps.map { step in
            switch step {
            case .problem(let problem):
                return Entry(
                    name: Self.describe(problem), file: problem.location.file, line: problem.location.line,
                    failures: [CaseFailure(subject: "scenario", line: problem.location.line, diff: [problem.rule])], isProblem: true,
                    caseIndex: nil)
            case .walk(let index):
                let planned = plan.cases[index]
                return Entry(
                    name: results[index].name, file: plan.files[planned.fileIndex].path, line: planned.replayCase.scenario.source.line,
                    failures: results[index].failures, isProblem: false, caseIndex: index)
            }
        }
    }

    /// `file:line: rule` as compilers write it; problems with a whole file or argument have no line.
    static func describe(_ problem: ScenarioProblem) -> String {
        problem.location.line > 0 ? problem.description : "\(problem.location.file): \(problem.rule)"
    }

    /// `PASS name` or `FAIL name` per entry, each failure indented below its case with its place and diff.
    var text: String {
        var lines: [String] = []
        for entry in entries {
            if entry.isProblem {
                lines.append("FAIL \(entry.name)")
                continue
            }
            lines.append((entry.passed ? "PASS " : "FAIL ") + entry.name)
            for failure in entry.failures {
                lines.append("  \(failure.subject) (\(entry.file):\(failure.line))")
                lines += failure.diff.map { "    " + $0 }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
