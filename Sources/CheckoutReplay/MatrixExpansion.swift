import CheckoutCore

/// A scenario's matrix as cases: each profile it names × each app × each amount, in the order written.
public enum MatrixExpansion {
    /// A profile the scenario named, loaded: its name as `--profile` takes it, and the profile.
    public typealias NamedProfile = (name: String, profile: DeviceProfile)

    /// `resolve` turns one profile reference (a name, a glob or a path, as written) into the profiles it
    /// names, or a problem (no such file, an invalid profile); the file system stays with the caller.
    public static func cases(
        of scenario: Scenario, resolve: (Located<String>) -> Result<[NamedProfile], ScenarioProblem>
    ) -> (cases: [ReplayCase], problems: [ScenarioProblem]) {
        var cases: [ReplayCase] = []
        var problems: [ScenarioProblem] = []
        for reference in scenario.profiles {
            let profiles: [NamedProfile]
            switch resolve(reference) {
            case .success(let found): profiles = found
            case .failure(let problem):
                problems.append(problem)
                continue
            }
            for (name, profile) in profiles {
                switch scenario.flow {
                case .phonePe(let flow):
                    for app in apps(scenario.apps, on: profile, flow: flow) {
                        for amount in scenario.amounts {
                            cases.append(makeCase(scenario, flow: flow, profileName: name, profile: profile, app: app, amount: amount))
                        }
                    }
                case .citcon(let citcon):
                    cases += citconCases(scenario, citcon, profileName: name, profile: profile)
                }
            }
        }
        return (cases, problems)
    }

    /// The apps to walk with on `profile`; nil means "the first on the page", as `run` does.
    static func apps(_ choice: AppChoice, on profile: DeviceProfile, flow: FlowKind) -> [UPIApp?] {
        switch choice {
        case .firstVisible: return [nil]
        case .named(let apps): return apps
        case .eachVisible:
            // Flows that always pay with PhonePe walk once; a page without apps still walks once, to show the refusal.
            guard flow.userPicksApp else { return [nil] }
            let visible = CheckoutPage(device: Device(profile: profile)).visibleApps
            return visible.isEmpty ? [nil] : visible
        }
    }

    static func makeCase(
        _ scenario: Scenario, flow: FlowKind, profileName: String, profile: DeviceProfile, app: UPIApp?, amount: Int64?
    ) -> ReplayCase {
        var merchant = MerchantSettings(profile: profile.merchant)
        merchant.apply(scenario.merchant)
        let options = CheckoutOptions(
            flow: flow, app: app, amount: amount, transactionId: scenario.transactionId,
            subscriptionId: scenario.subscriptionId, returnMode: scenario.returnMode, userAction: scenario.userAction,
            outcome: scenario.outcome, merchant: merchant, authWorkflow: scenario.authWorkflow,
            seed: scenario.seed)
        var parts = [scenario.name, profileName, flow.rawValue]
        if let app { parts.append(app.rawValue) }
        if let amount { parts.append("\(amount) paise") }
        return ReplayCase(
            name: parts.joined(separator: " · "), scenario: scenario, profileName: profileName, profile: profile, walk: .phonePe(options))
    }
}
