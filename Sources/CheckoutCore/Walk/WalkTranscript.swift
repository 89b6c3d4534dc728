/// What every provider's transcript offers the seam: `WalkRecord` holds one of them and forwards to it.
public protocol WalkTranscript: Sendable {
    var profile: DeviceProfile { get }
    /// The broken rules; when any is present nothing was sent.
    var errors: [RuleViolation] { get }
    /// `run`'s text transcript.
    var text: String { get }
    /// The text transcript's lines, each with what it is.
    var textLines: [TranscriptLine] { get }
    /// `run --format json`'s object; with `keys`, only those top-level keys where the provider can
    /// build fewer (the others build all).
    func json(keys: Set<String>?) -> JSONValue
    /// Whether the payment went through (or the mandate was set up): what colours the result.
    var succeeded: Bool { get }
    /// The flow, then the app or wallet method where the user picks one: what names a saved walk.
    var nameParts: [String] { get }
    /// What a scenario's `{flow}`, `{app}` and `{amount}` placeholders stand for in this walk.
    var placeholders: (flow: String, app: String, amount: String) { get }
    /// The title's first parts: flow, app or method, and amount, `separator` between them.
    func titleSubject(separator: String) -> String
    /// How the walk ended, when it has a result.
    func resultText(separator: String) -> String?
    /// What opened at the hand-off, with what, and where the user now is.
    var handOffView: HandOffView { get }
    /// How control came back to the merchant app.
    var returnView: ReturnView { get }
    /// What reaches the merchant after the hand-off, event by event, and the result.
    var walkTimeline: any WalkTimeline { get }
    /// The options the walk ran with, as the seam holds them.
    var walkRequest: WalkRequest { get }
    /// The transcript held as the seam's value.
    var record: WalkRecord { get }
    /// What a scenario recorded from this walk sets for its flow, in the order it is written (after
    /// `name` and `profile`, before `seed`).
    var scenarioSettings: [ScenarioSetting] { get }
    /// The facts a reviewer cares about, as a recorded scenario expects them, in walk order; each
    /// exists only when the walk got that far.
    var scenarioFacts: [(path: String, value: JSONValue)] { get }
}

/// One key a recorded scenario sets.
public struct ScenarioSetting: Sendable, Equatable {
    /// How the value is written.
    public enum Value: Sendable, Equatable {
        /// A word or number of the scenario format (a flow, a mode, an amount), written as it is.
        case word(String)
        /// Text or a structure, written as YAML must quote or nest it.
        case value(JSONValue)
    }

    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }
}
