import CheckoutCore

/// One walk of a scenario's matrix: a profile, an app, an amount, and the scenario's expectations.
public struct ReplayCase: Sendable, Equatable {
    /// "<scenario> · <profile> · <flow> · <app> · <amount>": unique within a run, stable across runs.
    public var name: String
    public var scenario: Scenario {
        get { sharedScenario.value }
        set { sharedScenario = Shared(newValue) }
    }
    /// The profile as the scenario named it (a file's name without extension).
    public var profileName: String
    public var profile: DeviceProfile {
        get { sharedProfile.value }
        set { sharedProfile = Shared(newValue) }
    }
    /// Which walk the case runs, with its options.
    public var walk: WalkRequest
    /// One copy for all the cases of a matrix, not one each: 10,000 cases of a scenario would otherwise
    /// hold 10,000 copies of it and of its profile.
    private var sharedScenario: Shared<Scenario>
    private var sharedProfile: Shared<DeviceProfile>

    public init(name: String, scenario: Scenario, profileName: String, profile: DeviceProfile, walk: WalkRequest) {
        self.init(name: name, scenario: Shared(scenario), profileName: profileName, profile: Shared(profile), walk: walk)
    }

    init(name: String, scenario: Shared<Scenario>, profileName: String, profile: Shared<DeviceProfile>, walk: WalkRequest) {
        self.name = name
        sharedScenario = scenario
        self.profileName = profileName
        sharedProfile = profile
        self.walk = walk
    }

    public static func == (lhs: ReplayCase, rhs: ReplayCase) -> Bool {
        lhs.name == rhs.name && lhs.profileName == rhs.profileName && lhs.walk == rhs.walk
            && (lhs.sharedScenario === rhs.sharedScenario || lhs.scenario == rhs.scenario)
            && (lhs.sharedProfile === rhs.sharedProfile || lhs.profile == rhs.profile)
    }
}

/// An immutable value kept once on the heap and shared by reference.
final class Shared<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// How one case went.
public struct CaseResult: Sendable, Equatable {
    public var name: String
    public var source: SourceLocation
    /// Each expectation or golden file that did not hold, or the problem that stopped the case; empty when it passed.
    public var failures: [CaseFailure]
    /// The walk's JSON transcript, for `--update` (nil when the case never walked).
    public var actual: JSONValue?
    /// The golden file's path (placeholders filled) and what the walk printed, for `--update`.
    public var golden: (path: String, text: String)?

    public init(name: String, source: SourceLocation, failures: [CaseFailure], actual: JSONValue? = nil, golden: (path: String, text: String)? = nil) {
        self.name = name
        self.source = source
        self.failures = failures
        self.actual = actual
        self.golden = golden
    }

    public static func == (lhs: CaseResult, rhs: CaseResult) -> Bool {
        lhs.name == rhs.name && lhs.source == rhs.source && lhs.failures == rhs.failures && lhs.actual == rhs.actual
            && lhs.golden?.path == rhs.golden?.path && lhs.golden?.text == rhs.golden?.text
    }

    public var passed: Bool { failures.isEmpty }
}

/// What did not hold, with a readable diff.
public struct CaseFailure: Sendable, Equatable, CustomStringConvertible {
    /// The expectation's path, "golden", or "scenario" for a problem with the file itself.
    public var subject: String
    public var line: Int
    /// Lines of "- expected" / "+ actual" (or the problem), ready to print indented.
    public var diff: [String]

    public init(subject: String, line: Int, diff: [String]) {
        self.subject = subject
        self.line = line
        self.diff = diff
    }

    public var description: String { ([subject + " (line \(line))"] + diff.map { "  " + $0 }).joined(separator: "\n") }

    /// Whether the stored transcript differed (or was missing), rather than an expectation.
    public var isGolden: Bool { subject.hasPrefix(Self.goldenPrefix) }

    static let goldenPrefix = "golden "

    static func golden(path: String, line: Int, diff: [String]) -> CaseFailure {
        CaseFailure(subject: goldenPrefix + path, line: line, diff: diff)
    }
}
