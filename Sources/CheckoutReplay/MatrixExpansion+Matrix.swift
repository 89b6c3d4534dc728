import CheckoutCore

extension MatrixExpansion {
    /// At most this many cases in one `replay` (before `--filter` and `--shard`): a few lines of lists
    /// multiply into millions of walks, each held in memory with its result.
    public static let caseLimit = 100_000

    /// One scenario's profiles and the cases they make, built only when asked for and only those wanted.
    public struct Matrix {
        public var scenario: Scenario
        /// Each profile once, in the order the references first name it.
        public var profiles: [NamedProfile] = []
        /// References that named no loadable profile.
        public var problems: [ScenarioProblem] = []

        /// How many cases the matrix makes, counted without building them.
        public var count: Int {
            let flow = scenario.flow.matrix
            return profiles.reduce(0) { total, named in
                total + flow.columnCount(on: named.profile, scenario: scenario) * scenario.amounts.count
            }
        }

        /// The cases whose names `include` accepts, in matrix order; a case is built only once its name is wanted.
        public func cases(where include: @escaping (String) -> Bool = { _ in true }) -> [ReplayCase] {
            Array(lazyCases(where: include))
        }

        /// Why the matrix makes no case, when it makes none and every reference resolved; a scenario that
        /// walks nothing must fail rather than pass with "0 passed".
        public var emptyProblem: ScenarioProblem? {
            guard problems.isEmpty, !profiles.isEmpty, count == 0 else { return nil }
            let names = profiles.map(\.name).joined(separator: ", ")
            let rule = scenario.flow.matrix.emptyRule(scenario, names: names)
            return ScenarioProblem(scenario.source, rule)
        }
    }

    /// Refuses a scenario whose cases would take the run past `caseLimit`, given the cases planned before it.
    public static func limitProblem(_ matrix: Matrix, casesBefore: Int) -> ScenarioProblem? {
        let count = matrix.count
        guard casesBefore + count > caseLimit else { return nil }
        let narrow = "name fewer profiles, apps or amounts, or split it into scenarios replayed separately"
        let rule = count > caseLimit
            ? "scenario \"\(matrix.scenario.name)\" makes \(count) cases, more than the limit of \(caseLimit) per replay; \(narrow)"
            : "scenario \"\(matrix.scenario.name)\" makes \(count) cases, which with the \(casesBefore) before it pass the limit of \(caseLimit) per replay; \(narrow)"
        return ScenarioProblem(matrix.scenario.source, rule)
    }
}
