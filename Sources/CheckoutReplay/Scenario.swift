import CheckoutCore

/// One scenario as written in a file: what to walk (a matrix of profiles × apps × amounts) and what
/// must be seen. `ScenarioParser` reads it; `MatrixExpansion` turns it into cases.
public struct Scenario: Sendable, Equatable {
    /// Where it was written, for names and for problems found later (a missing profile).
    public var source: SourceLocation
    /// Given, or the file's name (with the scenario's position when a file holds several).
    public var name: String
    /// Names of files in the profile folder (globs allowed, e.g. "iphone15-*"), or paths.
    public var profiles: [Located<String>]
    public var flow: ScenarioFlow
    public var apps: AppChoice
    /// Paise; nil is the default amount (or none for a PENNY_DROP mandate).
    public var amounts: [Int64?]
    public var returnMode: PhonePeReturnMode
    public var userAction: PayerChoice
    public var outcome: PhonePeOutcome
    public var authWorkflow: AuthWorkflow
    public var transactionId: String?
    public var subscriptionId: String?
    public var seed: UInt64
    /// Merchant settings the scenario sets; the rest come from the profile, then the UAT defaults.
    public var merchant: MerchantOverrides
    public var expectations: [Expectation]
    public var golden: GoldenReference?
    /// Whether the profiles the scenario resolved to are iPhones and Android phones together: then every
    /// case's name says its phone's platform. Set by the matrix, not written in the file.
    var mixesPlatforms = false

    public init(
        source: SourceLocation, name: String, profiles: [Located<String>], flow: ScenarioFlow, apps: AppChoice = .firstVisible,
        amounts: [Int64?] = [nil], returnMode: PhonePeReturnMode = .auto, userAction: PayerChoice = .pay, outcome: PhonePeOutcome = .success,
        authWorkflow: AuthWorkflow = .transaction, transactionId: String? = nil, subscriptionId: String? = nil, seed: UInt64 = 1,
        merchant: MerchantOverrides = MerchantOverrides(), expectations: [Expectation] = [], golden: GoldenReference? = nil
    ) {
        self.source = source
        self.name = name
        self.profiles = profiles
        self.flow = flow
        self.apps = apps
        self.amounts = amounts
        self.returnMode = returnMode
        self.userAction = userAction
        self.outcome = outcome
        self.authWorkflow = authWorkflow
        self.transactionId = transactionId
        self.subscriptionId = subscriptionId
        self.seed = seed
        self.merchant = merchant
        self.expectations = expectations
        self.golden = golden
    }
}

/// Which UPI app each case pays with.
public enum AppChoice: Sendable, Equatable {
    /// The first app on the checkout page, as `run` does without `--app`.
    case firstVisible
    /// One case per app on each profile's checkout page (none when the page is empty).
    case eachVisible
    /// These apps, one case each.
    case named([UPIApp])
}

/// "The value at `path` in the `run --format json` transcript is `value`".
///
/// Paths are dot-separated keys (`intent.params.pa`), with array indexes (`statusChecks.0.code`) and
/// `*` for every element (`statusChecks.*.code`). Aliases: `statusCodes` (`statusChecks.*.code`),
/// `return` given a string (`return.mode`), `result` given a string (`result.code`), `error` (some
/// error's field). Objects match as subsets; arrays element by element; strings may hold `${profile}`,
/// `${app}`, `${amount}` and `${flow}`, replaced per case.
public struct Expectation: Sendable, Equatable {
    public var path: String
    public var value: JSONValue
    public var line: Int

    public init(path: String, value: JSONValue, line: Int) {
        self.path = path
        self.value = value
        self.line = line
    }
}

/// A stored transcript the case's must equal byte for byte: text for `.txt`, JSON for `.json`.
public struct GoldenReference: Sendable, Equatable {
    /// As written (relative to the scenario's file); may hold the same placeholders as expectations.
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}

/// A value and the line it was written on.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }
}

extension Located: Hashable where Value: Hashable {}

/// A place in a scenario file.
public struct SourceLocation: Sendable, Equatable, Hashable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// Something wrong with a scenario file: where, and which rule it breaks.
public struct ScenarioProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var rule: String

    public init(_ location: SourceLocation, _ rule: String) {
        self.location = location
        self.rule = rule
    }

    public init(file: String, line: Int, _ rule: String) {
        self.init(SourceLocation(file: file, line: line), rule)
    }

    /// `file:line: rule`, as compilers say it, so editors can jump there.
    public var description: String { "\(location.file):\(location.line): \(rule)" }
}
