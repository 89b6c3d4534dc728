/// What a piece of shown text means; each front end picks its own look for it (the TUI a colour).
public enum Tone: Sendable, Hashable {
    case plain, muted, heading, bold
    /// Fine, as expected.
    case ok
    /// A success that should stand out, such as a payment that went through.
    case success
    case warning, error
}

/// Text in one tone.
public struct ShownSpan: Sendable, Hashable {
    public var text: String
    public var tone: Tone

    public init(_ text: String, _ tone: Tone = .plain) {
        self.text = text
        self.tone = tone
    }
}

/// One line of a walk as a front end shows it.
public struct ShownLine: Sendable, Hashable {
    public var spans: [ShownSpan]

    public init(_ spans: [ShownSpan]) { self.spans = spans }

    public init(_ text: String, _ tone: Tone = .plain) { spans = [ShownSpan(text, tone)] }

    public static let blank = ShownLine("")

    public var text: String { spans.map(\.text).joined() }
}

/// A piece of a shown step: a line, a JSON value (pretty-printed and coloured by the front end), or
/// rows whose cells the front end lines up in columns.
public enum ShownBlock: Sendable, Equatable {
    case line(ShownLine)
    case json(JSONValue)
    case table([[ShownSpan]])

    public static func text(_ text: String, _ tone: Tone = .plain) -> ShownBlock { .line(ShownLine(text, tone)) }

    public static let blank = ShownBlock.line(.blank)
}
