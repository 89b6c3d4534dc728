import CheckoutCore
import CheckoutReplay

/// The outcome of a `replay`: one entry per case walked or problem found, in the order printed. The
/// text report is written entry by entry as the cases finish, and so are the JUnit and JSON reports
/// (to spools, put together at the end); the HTML report is a view of the entries, which are kept
/// only when it is asked for.
struct ReplayReport {
    struct Entry {
        /// The case's name, or for a problem `file:line: rule`.
        var name: String
        /// For the reports that list names (JUnit): the case's name, or for a problem its line and the
        /// start of its rule, which alone would make a name as long as the message.
        var shortName: String
        /// The scenario file (for a problem with an argument, the argument).
        var file: String
        var line: Int
        var failures: [CaseFailure]
        var isProblem: Bool
        /// The case's place among the replay's cases (nil for a problem): what `--html` walks again to draw it.
        var caseIndex: Int?

        var passed: Bool { failures.isEmpty }

        init(_ problem: ScenarioProblem) {
            name = ReplayReport.describe(problem)
            shortName = ReplayShortNames.problem(line: problem.location.line, rule: problem.rule)
            file = problem.location.file
            line = problem.location.line
            failures = [CaseFailure(subject: "scenario", line: problem.location.line, diff: [problem.rule])]
            isProblem = true
        }

        init(_ result: CaseResult, file: String, caseIndex: Int) {
            name = result.name
            shortName = result.name
            self.file = file
            line = result.source.line
            failures = result.failures
            isProblem = false
            self.caseIndex = caseIndex
        }
    }

    /// Every entry so far when `keepsEntries` (for `--html`); otherwise none (only the counts are kept).
    private(set) var entries: [Entry] = []
    let keepsEntries: Bool
    let junit: ReplayJUnitReport?
    let json: ReplayJSONReport?
    private(set) var passed = 0
    private(set) var failed = 0
    /// Cases (not problems) recorded so far: the next case's `caseIndex`.
    private(set) var caseCount = 0

    var counts: String { "\(passed) passed, \(failed) failed" }

    init(keepsEntries: Bool, junit: ReplayJUnitReport? = nil, json: ReplayJSONReport? = nil) {
        self.keepsEntries = keepsEntries
        self.junit = junit
        self.json = json
    }

    /// Counts the entry (keeps it, when `--html` needs it, and hands it to the JUnit and JSON reports) and returns its lines of the text report.
    mutating func record(_ entry: Entry) -> String {
        if entry.passed { passed += 1 } else { failed += 1 }
        if !entry.isProblem { caseCount += 1 }
        if keepsEntries { entries.append(entry) }
        junit?.record(entry)
        json?.record(entry)
        return Self.text(entry)
    }

    /// `file:line: rule` as compilers write it; problems with a whole file or argument have no line.
    static func describe(_ problem: ScenarioProblem) -> String {
        problem.location.line > 0 ? problem.description : "\(problem.location.file): \(problem.rule)"
    }

    /// `PASS name` or `FAIL name`, each failure indented below its case with its place and diff. A line
    /// break or tab in a name (scenario names are the user's text) is spelled out: one case, one line.
    static func text(_ entry: Entry) -> String {
        let name = entry.name.spellingOutTerminalControls(keepingLayout: false)
        if entry.isProblem { return "FAIL \(name)\n" }
        var text = (entry.passed ? "PASS " : "FAIL ") + name + "\n"
        for failure in entry.failures {
            text += "  \(failure.subject) (\(entry.file):\(failure.line))\n"
            for line in failure.diff { text += "    \(line)\n" }
        }
        return text
    }
}
