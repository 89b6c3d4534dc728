import CheckoutCore
import Yams

/// What one scenario file holds: the scenarios it describes without problems, and every problem found.
public struct ParsedScenarioFile: Sendable, Equatable {
    public var scenarios: [Scenario]
    public var problems: [ScenarioProblem]
    /// The profile references of the scenarios left out for their problems, each once: resolving them
    /// (which needs the file system, so the caller does it) reports a wrong profile in the same run.
    public var profilesOfLeftOutScenarios: [Located<String>]

    public init(scenarios: [Scenario], problems: [ScenarioProblem], profilesOfLeftOutScenarios: [Located<String>] = []) {
        self.scenarios = scenarios
        self.problems = problems
        self.profilesOfLeftOutScenarios = profilesOfLeftOutScenarios
    }
}

/// Reads the scenario format of `checkout-sim replay` (YAML, so JSON too) from text; the caller reads files.
///
/// A file is one scenario as a mapping, or several under `scenarios:`, where the other top-level keys are
/// defaults each entry may override. Every problem is collected, each with its line; a scenario with a
/// problem is left out.
public enum ScenarioParser {
    /// The keys a scenario may hold, in the order the README documents them.
    public static let scenarioKeys = [
        "name", "profile", "profiles", "flow", "app", "method", "methods", "amount", "amounts", "currency", "country",
        "environment", "order", "fields", "request3DSecure", "walletAction", "return", "userAction", "outcome", "authWorkflow", "transactionId", "subscriptionId", "merchantOrderId", "seed",
        "merchant", "golden", "expect",
    ]

    /// The `flow` that walks Citcon's SDK rather than a PhonePe flow.
    public static let citconFlow = "citcon"

    /// The flows a scenario names besides PhonePe's v1 flows: Citcon's, then PhonePe v2's.
    public static let otherFlows = [citconFlow] + PhonePeV2Flow.allCases.map(\.rawValue)

    /// `method: each-usable`: every method the profile's device can offer.
    public static let eachUsableMethod = "each-usable"

    /// The keys each mapping of a scenario file may hold; anything else is an error that names the key.
    public static let allowedKeys: [String: [String]] = [
        "": scenarioKeys + ["scenarios"],
        "scenarios[]": scenarioKeys,
        "merchant": ["merchantId", "saltKey", "saltIndex", "callbackUrl"],
    ]

    /// The top-level keys of the `run --format json` transcript: the first segment of an expectation's path.
    public static let transcriptKeys = [
        "flow", "profile", "visibleApps", "app", "amount", "outcome", "schemes", "deviceContext", "request",
        "sdkRequest", "response", "intent", "webRedirectURL", "handOff", "return", "sdkResult", "statusChecks",
        "callback", "refund", "result", "notes", "errors",
    ] + androidTranscriptKeys

    /// What an Android phone's transcript adds, v1's and v2's alike.
    public static let androidTranscriptKeys = ["platform", "visibility", "chooser", "android", "activityResult"]

    /// The top-level keys of the `run --flow citcon --format json` transcript, for citcon scenarios.
    public static let citconTranscriptKeys = [
        "flow", "profile", "visibleApps", "method", "amount", "outcome", "order", "schemes", "deviceContext", "citcon", "wallets",
        "request", "response", "intent", "handOff", "return", "clientResults", "statusChecks", "callback", "result", "notes", "errors",
    ]

    /// The top-level keys of a v2 flow's `run --format json` transcript, for `flow: v2-…` scenarios.
    public static let phonePeV2TranscriptKeys = [
        "flow", "profile", "visibleApps", "app", "amount", "merchantOrderId", "outcome", "userAction", "schemes", "deviceContext",
        "token", "request", "response", "startCheckout", "intent", "handOff", "return", "completion", "statusChecks", "callback",
        "attemptWebhooks", "tokenRefreshes", "refund", "result", "notes", "errors",
    ] + androidTranscriptKeys

    /// Expectation paths that stand for something else (see `Expectation`).
    public static let expectationAliases = ["statusCodes", "error"]

    /// The placeholders expectations and golden paths may hold, replaced per case.
    public static let placeholders = ["profile", "app", "amount", "flow"]

    /// A scenario file's bytes: refused with the place of the first byte that is not UTF-8.
    public static func parse(bytes: [UInt8], file: String) -> ParsedScenarioFile {
        switch UTF8Text.decode(bytes) {
        case .success(let text): return parse(text, file: file)
        case .failure(let invalid): return ParsedScenarioFile(scenarios: [], problems: [ScenarioProblem(file: file, line: invalid.line, "\(invalid)")])
        }
    }

    public static func parse(_ text: String, file: String) -> ParsedScenarioFile {
        // YAML allows a byte-order mark before the document; Yams does not.
        let text = UTF8Text.droppingByteOrderMark(text)
        let root: Node
        let lines: EditorLines
        do {
            guard let composed = try AnchorFreeYAML.compose(text) else {
                let rule = "the file is empty; a scenario needs at least \"flow\" and \"profile\" (e.g. flow: open-intent, profile: iphone15-all-upi)"
                return ParsedScenarioFile(scenarios: [], problems: [ScenarioProblem(file: file, line: 1, rule)])
            }
            guard composed.anchorLines.isEmpty else {
                let rule = AnchorFreeYAML.rule(in: "a scenario file", instead: "write each value out in full, or put shared keys at the top level as defaults of \"scenarios:\"")
                return ParsedScenarioFile(scenarios: [], problems: composed.anchorLines.map { ScenarioProblem(file: file, line: $0, rule) })
            }
            root = composed.root
            lines = composed.lines
        } catch {
            let (line, rule) = YAMLErrorDescription.lineAndRule(error, in: text)
            return ParsedScenarioFile(scenarios: [], problems: [ScenarioProblem(file: file, line: line, rule)])
        }
        var layout = FileLayout(file: file, lines: lines)
        let sources = layout.scenarioSources(root)
        var scenarios: [Scenario] = []
        var problems = layout.problems
        var namesSeen: [String: Int] = [:]
        var leftOutProfiles: [Located<String>] = []
        for source in sources {
            var reader = ScenarioReader(file: file, source: source)
            let scenario = reader.scenario()
            if let scenario {
                if let earlier = namesSeen[scenario.name] {
                    reader.problem(
                        source.line(of: "name") ?? source.start,
                        "\"name\" \"\(scenario.name)\" is already used by the scenario at line \(earlier); give each scenario of a file its own name")
                } else {
                    namesSeen[scenario.name] = scenario.source.line
                }
            }
            problems += reader.problems
            if let scenario, reader.problems.isEmpty {
                scenarios.append(scenario)
            } else {
                // A default's reference is inherited by each entry: checked once.
                leftOutProfiles += (reader.profiles ?? []).filter { !leftOutProfiles.contains($0) }
            }
        }
        return ParsedScenarioFile(scenarios: scenarios, problems: inFileOrder(problems), profilesOfLeftOutScenarios: leftOutProfiles)
    }

    /// By line, as an editor lists them; a default's problem, found again in each entry that inherits it,
    /// is reported once.
    private static func inFileOrder(_ problems: [ScenarioProblem]) -> [ScenarioProblem] {
        var seen: Set<String> = []
        let unique = problems.enumerated().filter { seen.insert($0.element.description).inserted }
        return unique.sorted { ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset) }.map(\.element)
    }
}
