/// A walk as a sequence diagram: who talks to whom, in order, with each message's key fields. One
/// model, two renderers (Mermaid text and inline SVG), so both always show the same arrows.
public struct SequenceDiagram: Sendable, Equatable {
    /// One lifeline: a short id for Mermaid and the name shown on it.
    public struct Participant: Sendable, Equatable {
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// How a step is drawn: a call (solid arrow), an answer or a return (dashed), or a note over lifelines.
    public enum Style: Sendable, Equatable {
        case call, answer, note
    }

    /// One step of the walk. A note has `from` and `to` as the first and last lifeline it spans.
    public struct Arrow: Sendable, Equatable {
        public var from: String
        public var to: String
        public var style: Style
        /// The label, one entry a line: what happened first, then its key fields.
        public var lines: [String]

        public init(from: String, to: String, style: Style, lines: [String]) {
            self.from = from
            self.to = to
            self.style = style
            self.lines = lines
        }
    }

    /// Only the lifelines some arrow uses, in the order the walk's parties stand in.
    public var participants: [Participant]
    public var arrows: [Arrow]

    public init(participants: [Participant], arrows: [Arrow]) {
        let used = Set(arrows.flatMap { [$0.from, $0.to] })
        self.participants = participants.filter { used.contains($0.id) }
        self.arrows = arrows
    }

    public init(record: WalkRecord) {
        switch record {
        case .phonePe(let transcript): self = Self.phonePe(transcript)
        case .citcon(let transcript): self = Self.citcon(transcript)
        case .phonePeV2(let transcript): self = Self.phonePeV2(transcript)
        }
    }

    /// The longest a field's value may be in a label: the diagram shows key fields, the payloads hold the rest.
    static let fieldLimit = 64

    /// `value` cut to `fieldLimit` characters with an ellipsis, so one long id or URL cannot stretch the diagram.
    static func short(_ value: String, limit: Int = fieldLimit) -> String {
        value.count > limit ? String(value.prefix(limit - 1)) + "…" : value
    }

    /// A broken rule, whole unless a value quoted in it is huge: a refusal is the point of its note.
    static func rule(_ violation: RuleViolation) -> String { short(violation.description, limit: 4 * fieldLimit) }

    /// `name value` pairs joined with commas, each value shortened; pairs without a value are left out.
    static func fields(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { "\(name) \(short($0))" } }.joined(separator: ", ")
    }
}

/// Building the arrows one at a time; empty lines are dropped and long sentences wrapped, so a
/// result's summary does not stretch the diagram.
struct ArrowList {
    static let lineLimit = 80

    private(set) var arrows: [SequenceDiagram.Arrow] = []

    mutating func call(_ from: String, _ to: String, _ lines: String...) { add(from, to, .call, lines) }
    mutating func answer(_ from: String, _ to: String, _ lines: String...) { add(from, to, .answer, lines) }
    mutating func note(_ over: String, _ lines: String...) { add(over, over, .note, lines) }
    mutating func note(from: String, to: String, _ lines: String...) { add(from, to, .note, lines) }

    private mutating func add(_ from: String, _ to: String, _ style: SequenceDiagram.Style, _ lines: [String]) {
        arrows.append(SequenceDiagram.Arrow(from: from, to: to, style: style, lines: lines.filter { !$0.isEmpty }.flatMap(Self.wrap)))
    }

    /// `line` broken at spaces into lines of at most `lineLimit` characters (a longer word stays whole).
    static func wrap(_ line: String) -> [String] {
        guard line.count > lineLimit else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > lineLimit {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        return lines + [current]
    }
}
