/// A walk of any provider as far as it went: what transcripts, the TUI's return and status screens
/// and saved scenarios read. Each provider's transcript is a `WalkTranscript`, and `transcript` is the
/// one place this value asks which it holds.
public enum WalkRecord: Sendable, Equatable {
    case phonePe(PhonePeTranscript)
    case citcon(CitconTranscript)
    case phonePeV2(PhonePeV2Transcript)

    /// The provider's own transcript.
    public var transcript: any WalkTranscript {
        switch self {
        case .phonePe(let transcript): return transcript
        case .citcon(let transcript): return transcript
        case .phonePeV2(let transcript): return transcript
        }
    }

    public var profile: DeviceProfile { transcript.profile }

    /// The broken rules; when any is present nothing was sent.
    public var errors: [RuleViolation] { transcript.errors }

    /// `run`'s text transcript. This and `json(keys:)` switch here rather than go through
    /// `transcript`: an `any WalkTranscript` copies the whole transcript into a box, and `replay`
    /// reads both for thousands of walks a second.
    public var text: String {
        switch self {
        case .phonePe(let transcript): return transcript.text
        case .citcon(let transcript): return transcript.text
        case .phonePeV2(let transcript): return transcript.text
        }
    }

    /// The text transcript's lines, each with what it is.
    public var textLines: [TranscriptLine] { transcript.textLines }

    /// `run --format json`'s object; with `keys`, only those top-level keys where the provider can
    /// build fewer (the others build all).
    public func json(keys: Set<String>? = nil) -> JSONValue {
        switch self {
        case .phonePe(let transcript): return transcript.json(keys: keys)
        case .citcon(let transcript): return transcript.json(keys: keys)
        case .phonePeV2(let transcript): return transcript.json(keys: keys)
        }
    }

    /// Whether the payment went through (or the mandate was set up): what colours the result.
    public var succeeded: Bool { transcript.succeeded }

    /// The flow, then the app or wallet method where the user picks one: what names a saved walk.
    public var nameParts: [String] { transcript.nameParts }

    /// What a scenario's `{flow}`, `{app}` and `{amount}` placeholders stand for in this walk.
    /// Read for every replayed case, so not through `transcript`'s box (see `text`).
    public var placeholders: (flow: String, app: String, amount: String) {
        switch self {
        case .phonePe(let transcript): return transcript.placeholders
        case .citcon(let transcript): return transcript.placeholders
        case .phonePeV2(let transcript): return transcript.placeholders
        }
    }

    /// A one-line title: flow, app or method, amount, and how it ended; `separator` between the parts.
    public func title(separator: String) -> String {
        let transcript = self.transcript
        let outcome = transcript.resultText(separator: separator) ?? transcript.errors.first.map { "refused: \($0.field)" } ?? "no result"
        return "\(transcript.titleSubject(separator: separator)) \(separator) \(outcome)"
    }

    /// How control came back to the merchant app.
    public var returnView: ReturnView { transcript.returnView }

    /// What reaches the merchant after the hand-off, event by event, and the result.
    public var timeline: any WalkTimeline { transcript.walkTimeline }

    /// The options the walk ran with.
    public var request: WalkRequest { transcript.walkRequest }
}
