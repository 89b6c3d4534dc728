import CheckoutCore

/// One provider's side of a scenario's matrix: the columns of a profile's row (PhonePe's apps,
/// Citcon's methods, v2's apps), and the case each column makes at an amount. `ScenarioFlow.matrix` picks it.
protocol MatrixFlow: Sendable {
    /// How many columns `profile`'s row has, counted without building any case.
    func columnCount(on profile: DeviceProfile, scenario: Scenario) -> Int
    /// `profile`'s row, in the order written.
    func columns(on profile: Shared<DeviceProfile>, profileName: String, scenario: Shared<Scenario>) -> [MatrixColumn]
    /// Why profiles that all resolved (`names`) make no case.
    func emptyRule(_ scenario: Scenario, names: String) -> String
}

/// One column of a profile's row: its case at each amount, named before it is built (`--filter`
/// reads the name; a case not wanted is never built).
struct MatrixColumn {
    let caseName: (_ amount: Int64?) -> String
    let makeCase: (_ amount: Int64?) -> ReplayCase
}

extension ScenarioFlow {
    /// The provider's side of the matrix.
    var matrix: any MatrixFlow {
        switch self {
        case .phonePe(let flow): return PhonePeMatrix(flow: flow)
        case .citcon(let citcon): return CitconMatrix(citcon: citcon)
        case .phonePeV2(let phonePeV2): return PhonePeV2Matrix(phonePeV2: phonePeV2)
        }
    }
}

/// A PhonePe flow's row: one column per app (or one, for the first on the page).
struct PhonePeMatrix: MatrixFlow {
    let flow: PhonePeFlow

    func columnCount(on profile: DeviceProfile, scenario: Scenario) -> Int {
        MatrixExpansion.apps(scenario.apps, on: profile, userPicksApp: flow.userPicksApp).count
    }

    func columns(on profile: Shared<DeviceProfile>, profileName: String, scenario: Shared<Scenario>) -> [MatrixColumn] {
        MatrixExpansion.apps(scenario.value.apps, on: profile.value, userPicksApp: flow.userPicksApp).map { app in
            MatrixColumn(
                caseName: { MatrixExpansion.caseName(scenario.value, flowName: flow.rawValue, profile: profile.value, profileName: profileName, app: app, amount: $0) },
                makeCase: { MatrixExpansion.makeCase(scenario, flow: flow, profileName: profileName, profile: profile, app: app, amount: $0) })
        }
    }

    func emptyRule(_ scenario: Scenario, names: String) -> String {
        "scenario \"\(scenario.name)\" makes no case on \(names); give at least one app and one amount"
    }
}

/// A `flow: citcon` row: one column per method; amounts are cents, `run`'s default when none is written.
struct CitconMatrix: MatrixFlow {
    let citcon: CitconScenario

    func columnCount(on profile: DeviceProfile, scenario: Scenario) -> Int {
        MatrixExpansion.methods(citcon, scenario: scenario, on: profile).count
    }

    func columns(on profile: Shared<DeviceProfile>, profileName: String, scenario: Shared<Scenario>) -> [MatrixColumn] {
        MatrixExpansion.methods(citcon, scenario: scenario.value, on: profile.value).map { method in
            MatrixColumn(
                caseName: {
                    MatrixExpansion.citconCaseName(scenario.value, citcon, profileName: profileName, method: method, amount: $0 ?? MatrixExpansion.defaultCitconAmount)
                },
                makeCase: {
                    MatrixExpansion.citconCase(
                        scenario, citcon, profileName: profileName, profile: profile, method: method, amount: $0 ?? MatrixExpansion.defaultCitconAmount)
                })
        }
    }

    func emptyRule(_ scenario: Scenario, names: String) -> String {
        "scenario \"\(scenario.name)\" makes no case: \"method: \(ScenarioParser.eachUsableMethod)\" finds no usable Citcon method on \(names); "
            + "name the methods to walk (methods: [alipay, wechatpay]) or use a profile with a Citcon wallet (citcon-all-wallets)"
    }
}

/// A `flow: v2-…` row: one column per app for v2-intent, one for the SDK and the pay page.
struct PhonePeV2Matrix: MatrixFlow {
    let phonePeV2: PhonePeV2Scenario

    func columnCount(on profile: DeviceProfile, scenario: Scenario) -> Int {
        MatrixExpansion.apps(scenario.apps, on: profile, userPicksApp: phonePeV2.flow.userPicksApp).count
    }

    func columns(on profile: Shared<DeviceProfile>, profileName: String, scenario: Shared<Scenario>) -> [MatrixColumn] {
        MatrixExpansion.apps(scenario.value.apps, on: profile.value, userPicksApp: phonePeV2.flow.userPicksApp).map { app in
            MatrixColumn(
                caseName: {
                    MatrixExpansion.caseName(scenario.value, flowName: phonePeV2.flow.rawValue, profile: profile.value, profileName: profileName, app: app, amount: $0)
                },
                makeCase: {
                    MatrixExpansion.phonePeV2Case(scenario, phonePeV2, profileName: profileName, profile: profile, app: app, amount: $0)
                })
        }
    }

    func emptyRule(_ scenario: Scenario, names: String) -> String {
        "scenario \"\(scenario.name)\" makes no case on \(names); give at least one app and one amount"
    }
}
