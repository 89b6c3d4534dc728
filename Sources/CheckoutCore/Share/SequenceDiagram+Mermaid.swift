/// The diagram as Mermaid's `sequenceDiagram` text, for a Markdown file, an issue or a wiki.
extension SequenceDiagram {
    public var mermaid: String {
        var lines = ["sequenceDiagram"]
        for participant in participants {
            lines.append("    participant \(participant.id) as \(Self.mermaidText(participant.name))")
        }
        for arrow in arrows {
            let text = arrow.lines.map(Self.mermaidText).joined(separator: "<br/>")
            switch arrow.style {
            case .call: lines.append("    \(arrow.from)->>\(arrow.to): \(text)")
            case .answer: lines.append("    \(arrow.from)-->>\(arrow.to): \(text)")
            case .note:
                let over = arrow.from == arrow.to ? arrow.from : "\(arrow.from),\(arrow.to)"
                lines.append("    Note over \(over): \(text)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text Mermaid shows as written: `;` would end the statement, `#` start an entity, `<` and `>`
    /// make markup or an arrow (`-->`), `%` a comment and `&` an HTML entity, so each becomes Mermaid's
    /// `#code;`. Line breaks and other control characters are spelled out (`\u{A}`): profile names and
    /// ids come from files the user did not write.
    static func mermaidText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#", ";", "<", ">", "%", "&", "\"": out += "#\(scalar.value);"
            default:
                if scalar.isTerminalControl || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += scalar.spelledOut
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
