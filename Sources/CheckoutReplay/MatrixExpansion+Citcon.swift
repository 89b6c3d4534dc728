import CheckoutCore

/// A `flow: citcon` scenario's cases on one profile: each method × each amount.
extension MatrixExpansion {
    /// Amounts are cents; none written means `run`'s default of 100.
    static let defaultCitconAmount: Int64 = 100

    static func citconCaseName(_ scenario: Scenario, _ citcon: CitconScenario, profileName: String, method: String, amount: Int64) -> String {
        var oneMethod = false
        if case .named(let methods) = citcon.methods { oneMethod = methods.count == 1 }
        return CaseName.make(scenario.name, [
            CaseName.Part(text: profileName, fixed: CaseName.oneProfile(scenario)), CaseName.Part(text: "citcon", fixed: true),
            CaseName.Part(text: method, fixed: oneMethod), CaseName.Part(text: "\(amount) cents", fixed: scenario.amounts.count == 1),
        ])
    }

    static func citconCase(
        _ shared: Shared<Scenario>, _ citcon: CitconScenario, profileName: String, profile: Shared<DeviceProfile>, method: String, amount: Int64
    ) -> ReplayCase {
        let options = citconOptions(shared.value, citcon, method: method, amount: amount)
        return ReplayCase(
            name: citconCaseName(shared.value, citcon, profileName: profileName, method: method, amount: amount), scenario: shared,
            profileName: profileName, profile: profile, walk: .citcon(options))
    }

    /// The method names to walk with on `profile`; `each-usable` asks the same detector the walk uses.
    static func methods(_ citcon: CitconScenario, scenario: Scenario, on profile: DeviceProfile) -> [String] {
        switch citcon.methods {
        case .named(let methods): return methods
        case .eachUsable:
            // Detection depends on the request's scheme and link, which depend on options but not on the method.
            let probe = citconOptions(scenario, citcon, method: CitconMethod.alipay.rawValue, amount: defaultCitconAmount)
            return CitconWalletDetector(profile: profile, options: probe).usableMethods.map(\.rawValue)
        }
    }

    static func citconOptions(_ scenario: Scenario, _ citcon: CitconScenario, method: String, amount: Int64) -> CitconOptions {
        var options = CitconOptions(
            methodName: method, amount: amount, reference: scenario.transactionId, environment: citcon.environment, fields: citcon.fields,
            returnMode: citcon.returnMode, outcome: citcon.outcome, order: citcon.order, seed: scenario.seed)
        options.request3DSecure = citcon.request3DSecure
        if let action = citcon.walletAction { options.apply(action) }
        if let currency = citcon.currency { options.currency = currency }
        if let country = citcon.country { options.country = country }
        return options
    }
}
