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
        let matrix = matrix(of: scenario, resolve: resolve)
        return (matrix.cases(), matrix.problems)
    }

    /// The scenario's profiles, each once however many references name it (overlapping globs walk a
    /// profile once), and how many cases they make, without building any.
    public static func matrix(
        of scenario: Scenario, resolve: (Located<String>) -> Result<[NamedProfile], ScenarioProblem>
    ) -> Matrix {
        var matrix = Matrix(scenario: scenario)
        var names: Set<String> = []
        for reference in scenario.profiles {
            switch resolve(reference) {
            case .success(let found): matrix.profiles += found.filter { names.insert($0.name).inserted }
            case .failure(let problem): matrix.problems.append(problem)
            }
        }
        return matrix
    }

    /// The apps to walk with on `profile`; nil means "the first on the page", as `run` does. On an
    /// Android phone `each-visible` walks every UPI app the page shows, by package (BHIM, CRED too).
    static func apps(_ choice: AppChoice, on profile: DeviceProfile, userPicksApp: Bool) -> [MatrixApp?] {
        switch choice {
        case .firstVisible: return [nil]
        case .named(let apps): return apps.map(MatrixApp.init)
        case .eachVisible:
            // Flows that always pay with PhonePe walk once; a page without apps still walks once, to show the refusal.
            guard userPicksApp else { return [nil] }
            let page = CheckoutPage(device: Device(profile: profile))
            let visible = page.android.map { $0.shown.map { MatrixApp(package: $0.package) } } ?? page.visibleApps.map(MatrixApp.init)
            return visible.isEmpty ? [nil] : visible
        }
    }

    static func caseName(_ scenario: Scenario, flowName: String, profile: DeviceProfile, profileName: String, app: MatrixApp?, amount: Int64?) -> String {
        let oneApp: Bool
        switch scenario.apps {
        case .firstVisible: oneApp = true
        case .named(let apps): oneApp = apps.count == 1
        case .eachVisible: oneApp = false
        }
        var parts = [CaseName.Part(text: profileName, fixed: CaseName.oneProfile(scenario))]
        // An Android case says so, and in a matrix mixing phones every case does, as its JUnit testcase then
        // names the platform; an iPhone-only scenario keeps its names.
        if profile.os.platform == .android || scenario.mixesPlatforms { parts.append(CaseName.Part(text: profile.os.shortLabel, fixed: false)) }
        parts.append(CaseName.Part(text: flowName, fixed: true))
        if let app { parts.append(CaseName.Part(text: app.name, fixed: oneApp)) }
        if let amount { parts.append(CaseName.Part(text: "\(amount) paise", fixed: scenario.amounts.count == 1)) }
        return CaseName.make(scenario.name, parts)
    }

    static func makeCase(
        _ shared: Shared<Scenario>, flow: PhonePeFlow, profileName: String, profile: Shared<DeviceProfile>, app: MatrixApp?, amount: Int64?
    ) -> ReplayCase {
        let scenario = shared.value
        var merchant = PhonePeMerchant(profile: profile.value.merchant)
        merchant.apply(scenario.merchant)
        let options = PhonePeOptions(
            flow: flow, app: app?.app, amount: amount, transactionId: scenario.transactionId,
            subscriptionId: scenario.subscriptionId, returnMode: scenario.returnMode, userAction: scenario.userAction,
            outcome: scenario.outcome, merchant: merchant, authWorkflow: scenario.authWorkflow,
            seed: scenario.seed, package: app?.package)
        return ReplayCase(
            name: caseName(scenario, flowName: flow.rawValue, profile: profile.value, profileName: profileName, app: app, amount: amount), scenario: shared,
            profileName: profileName, profile: profile, walk: .phonePe(options))
    }
}

/// One app of a PhonePe matrix row: a catalog app (`PHONEPE`), or on an Android phone a package the
/// page shows (`in.org.npci.upiapp`), which names the case and `${app}` as the transcript spells it.
struct MatrixApp: Sendable, Equatable {
    var app: UPIApp?
    var package: String?

    init(_ app: UPIApp) {
        self.app = app
    }

    init(package: String) {
        self.package = package
    }

    var name: String { package ?? app?.rawValue ?? "" }
}
