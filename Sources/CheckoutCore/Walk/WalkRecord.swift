/// A walk of either provider as far as it went: what transcripts, the TUI's return and status screens
/// and saved scenarios read.
public enum WalkRecord: Sendable, Equatable {
    case phonePe(PhonePeTranscript)
    case citcon(CitconTranscript)

    public var profile: DeviceProfile {
        switch self {
        case .phonePe(let transcript): return transcript.profile
        case .citcon(let transcript): return transcript.profile
        }
    }

    /// The broken rules; when any is present nothing was sent.
    public var errors: [RuleViolation] {
        switch self {
        case .phonePe(let transcript): return transcript.errors
        case .citcon(let transcript): return transcript.errors
        }
    }

    /// `run`'s text transcript.
    public var text: String {
        switch self {
        case .phonePe(let transcript): return transcript.text
        case .citcon(let transcript): return transcript.text
        }
    }

    /// The text transcript's lines, each with what it is.
    public var textLines: [TranscriptLine] {
        switch self {
        case .phonePe(let transcript): return transcript.textLines
        case .citcon(let transcript): return transcript.textLines
        }
    }

    /// `run --format json`'s object; with `keys`, only those top-level keys where the provider can
    /// build fewer (the others build all).
    public func json(keys: Set<String>? = nil) -> JSONValue {
        switch self {
        case .phonePe(let transcript): return transcript.json(keys: keys)
        case .citcon(let transcript): return transcript.json
        }
    }

    /// Whether the payment went through (or the mandate was set up): what colours the result.
    public var succeeded: Bool {
        switch self {
        case .phonePe(let transcript): return transcript.result?.code == "PAYMENT_SUCCESS"
        case .citcon(let transcript): return transcript.result?.paid == true
        }
    }

    /// The flow, then the app or wallet method where the user picks one: what names a saved walk.
    public var nameParts: [String] {
        switch self {
        case .phonePe(let transcript):
            let app = transcript.flow.userPicksApp ? transcript.app.map { [$0.rawValue] } ?? [] : []
            return [transcript.flow.rawValue] + app
        case .citcon(let transcript):
            return ["citcon", transcript.options.methodName]
        }
    }

    /// What a scenario's `{flow}`, `{app}` and `{amount}` placeholders stand for in this walk.
    public var placeholders: (flow: String, app: String, amount: String) {
        switch self {
        case .phonePe(let transcript):
            return (transcript.flow.rawValue, transcript.app?.rawValue ?? "", transcript.options.effectiveAmount.map(String.init) ?? "")
        case .citcon(let transcript):
            return ("citcon", transcript.options.methodName, String(transcript.options.amount))
        }
    }

    /// A one-line title: flow, app or method, amount, and how it ended; `separator` between the parts.
    public func title(separator: String) -> String {
        let outcome = resultText(separator: separator) ?? errors.first.map { "refused: \($0.field)" } ?? "no result"
        switch self {
        case .phonePe(let transcript):
            let amount = transcript.options.effectiveAmount.map { "₹" + Rupees.shown(fromPaise: $0) } ?? "no amount"
            let app = transcript.app.map { " \(separator) \($0.displayName)" } ?? ""
            return "\(transcript.flow.rawValue)\(app) \(separator) \(amount) \(separator) \(outcome)"
        case .citcon(let transcript):
            let method = transcript.method.map { " \(separator) \($0.displayName)" } ?? ""
            return "citcon\(method) \(separator) \(transcript.options.amountText) \(separator) \(outcome)"
        }
    }

    /// How the walk ended, when it has a result: PhonePe's code, Citcon's code and state.
    private func resultText(separator: String) -> String? {
        switch self {
        case .phonePe(let transcript): return transcript.result?.code
        case .citcon(let transcript): return transcript.result.map { "\($0.code) \(separator) \($0.state)" }
        }
    }

    /// How control came back to the merchant app.
    public var returnView: ReturnView {
        switch self {
        case .phonePe(let transcript): return transcript.returnView
        case .citcon(let transcript): return transcript.returnView
        }
    }

    /// What reaches the merchant after the hand-off, event by event, and the result.
    public var timeline: any WalkTimeline {
        switch self {
        case .phonePe(let transcript): return PhonePeTimeline(transcript: transcript)
        case .citcon(let transcript): return CitconTimeline(transcript: transcript)
        }
    }
}
