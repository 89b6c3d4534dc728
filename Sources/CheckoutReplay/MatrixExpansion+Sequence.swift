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
        /// One column of a profile's row: the app a PhonePe case pays with, or the Citcon method.
        private enum Variant {
            case app(UPIApp?)
            case method(String)
        }

        private let matrix: Matrix
        private let include: (String) -> Bool
        private let shared: Shared<Scenario>
        private var profileIndex = 0
        /// The profile being expanded and its variants, loaded when its first case is asked for.
        private var current: (profile: Shared<DeviceProfile>, variants: [Variant])?
        private var variantIndex = 0
        private var amountIndex = 0

        init(matrix: Matrix, include: @escaping (String) -> Bool) {
            self.matrix = matrix
            self.include = include
            shared = Shared(matrix.scenario)
        }

        public mutating func next() -> ReplayCase? {
            let scenario = matrix.scenario
            while profileIndex < matrix.profiles.count {
                let (name, profile) = matrix.profiles[profileIndex]
                let row = current ?? (Shared(profile), variants(on: profile))
                current = row
                while variantIndex < row.variants.count {
                    while amountIndex < scenario.amounts.count {
                        let amount = scenario.amounts[amountIndex]
                        amountIndex += 1
                        if let found = makeCase(row.variants[variantIndex], amount: amount, profileName: name, profile: row.profile) {
                            return found
                        }
                    }
                    amountIndex = 0
                    variantIndex += 1
                }
                variantIndex = 0
                profileIndex += 1
                current = nil
            }
            return nil
        }

        private func variants(on profile: DeviceProfile) -> [Variant] {
            switch matrix.scenario.flow {
            case .phonePe(let flow): return MatrixExpansion.apps(matrix.scenario.apps, on: profile, flow: flow).map(Variant.app)
            case .citcon(let citcon): return MatrixExpansion.methods(citcon, scenario: matrix.scenario, on: profile).map(Variant.method)
            }
        }

        /// The case for one cell, or nil when `include` does not want its name.
        private func makeCase(_ variant: Variant, amount: Int64?, profileName: String, profile: Shared<DeviceProfile>) -> ReplayCase? {
            let scenario = matrix.scenario
            switch (scenario.flow, variant) {
            case (.phonePe(let flow), .app(let app)):
                guard include(MatrixExpansion.caseName(scenario, flow: flow, profileName: profileName, app: app, amount: amount)) else { return nil }
                return MatrixExpansion.makeCase(shared, flow: flow, profileName: profileName, profile: profile, app: app, amount: amount)
            case (.citcon(let citcon), .method(let method)):
                let cents = amount ?? MatrixExpansion.defaultCitconAmount
                guard include(MatrixExpansion.citconCaseName(scenario, profileName: profileName, method: method, amount: cents)) else { return nil }
                return MatrixExpansion.citconCase(shared, citcon, profileName: profileName, profile: profile, method: method, amount: cents)
            default:
                return nil
            }
        }
    }
}
