import CheckoutReplay

/// One thing a scenario case expects, as the TUI marks it: held, did not hold (with the diff replay
/// prints), or still to be decided on a later screen.
public struct ExpectationMark: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        case passed
        /// Replay's "- expected" / "+ actual" lines.
        case failed([String])
        case pending
    }

    /// The expectation's path as written (`result`, `intent.params.pa`), or "golden FILE".
    public var subject: String
    public var line: Int
    /// The screen that decides it.
    public var stage: ScenarioStage
    public var state: State

    public init(subject: String, line: Int, stage: ScenarioStage, state: State) {
        self.subject = subject
        self.line = line
        self.stage = stage
        self.state = state
    }

    /// Each expectation of `replayCase` (then its golden file) in the order written: those decided at
    /// or before `reached` from `result` (replay's check of the walk as far as it went), the others
    /// pending; all pending before the walk starts (`reached` nil).
    public static func marks(for replayCase: ReplayCase, result: CaseResult, reached: ScenarioStage?) -> [ExpectationMark] {
        let scenario = replayCase.scenario
        var marks = scenario.expectations.map { expectation in
            let stage = ScenarioStage.deciding(expectation)
            guard let reached, stage <= reached else {
                return ExpectationMark(subject: expectation.path, line: expectation.line, stage: stage, state: .pending)
            }
            let failure = result.failures.first { !$0.isGolden && $0.subject == expectation.path && $0.line == expectation.line }
            return ExpectationMark(subject: expectation.path, line: expectation.line, stage: stage, state: failure.map { .failed($0.diff) } ?? .passed)
        }
        if let golden = scenario.golden {
            let subject = "golden " + golden.path
            guard reached == .status else {
                marks.append(ExpectationMark(subject: subject, line: golden.line, stage: .status, state: .pending))
                return marks
            }
            let failure = result.failures.first { $0.isGolden && $0.line == golden.line }
            marks.append(ExpectationMark(subject: subject, line: golden.line, stage: .status, state: failure.map { .failed($0.diff) } ?? .passed))
        }
        return marks
    }

    /// What matters most first, for a panel that shows only some: what did not hold, what the latest
    /// screen decided, what held before, then what is still to come; in the order written within each.
    public static func newsFirst(_ marks: [ExpectationMark]) -> [ExpectationMark] {
        let latest = marks.filter { $0.state == .passed }.map(\.stage).max()
        func rank(_ mark: ExpectationMark) -> Int {
            switch mark.state {
            case .failed: return 0
            case .passed: return mark.stage == latest ? 1 : 2
            case .pending: return 3
            }
        }
        return marks.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// How many held, failed and are still to come.
    public static func counts(_ marks: [ExpectationMark]) -> (passed: Int, failed: Int, pending: Int) {
        marks.reduce(into: (0, 0, 0)) { counts, mark in
            switch mark.state {
            case .passed: counts.0 += 1
            case .failed: counts.1 += 1
            case .pending: counts.2 += 1
            }
        }
    }
}
