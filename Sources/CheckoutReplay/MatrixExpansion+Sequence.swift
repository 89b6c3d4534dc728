import CheckoutCore

extension MatrixExpansion.Matrix {
    /// The cases whose names `include` accepts, in matrix order, each built only when the one before it
    /// has been taken: a replay of 10,000 cases holds a few at a time, not all of them.
    public func lazyCases(where include: @escaping (String) -> Bool = { _ in true }) -> MatrixExpansion.CaseSequence {
        MatrixExpansion.CaseSequence(matrix: self, include: include)
    }
}

extension MatrixExpansion {
    /// A matrix's cases one at a time: profile by profile, each app (or Citcon method), each amount.
    public struct CaseSequence: Sequence, IteratorProtocol {
        private let matrix: Matrix
        private let include: (String) -> Bool
        private let shared: Shared<Scenario>
        /// The provider's side of the matrix, picked once.
        private let flow: any MatrixFlow
        private var profileIndex = 0
        /// The row of the profile being expanded, its columns worked out when its first case is asked for.
        private var current: [MatrixColumn]?
        private var columnIndex = 0
        private var amountIndex = 0

        init(matrix: Matrix, include: @escaping (String) -> Bool) {
            self.matrix = matrix
            self.include = include
            var scenario = matrix.scenario
            scenario.mixesPlatforms = Set(matrix.profiles.map(\.profile.os.platform)).count > 1
            shared = Shared(scenario)
            flow = matrix.scenario.flow.matrix
        }

        public mutating func next() -> ReplayCase? {
            let scenario = matrix.scenario
            while profileIndex < matrix.profiles.count {
                let (name, profile) = matrix.profiles[profileIndex]
                let row = current ?? flow.columns(on: Shared(profile), profileName: name, scenario: shared)
                current = row
                while columnIndex < row.count {
                    while amountIndex < scenario.amounts.count {
                        let amount = scenario.amounts[amountIndex]
                        amountIndex += 1
                        if include(row[columnIndex].caseName(amount)) { return row[columnIndex].makeCase(amount) }
                    }
                    amountIndex = 0
                    columnIndex += 1
                }
                columnIndex = 0
                profileIndex += 1
                current = nil
            }
            return nil
        }
    }
}
