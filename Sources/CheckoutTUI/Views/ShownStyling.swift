import CheckoutCore

/// The core's shown text in the TUI's styles: each tone a colour role and attributes.
extension TextStyle {
    init(tone: Tone) {
        switch tone {
        case .plain: self = .plain
        case .muted: self = .muted
        case .heading: self = .heading
        case .bold: self = .bold
        case .ok: self = .ok
        case .success: self = TextStyle(.bold, role: .ok)
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}

extension StyledLine.Span {
    init(_ span: ShownSpan) { self.init(span.text, TextStyle(tone: span.tone)) }
}

extension StyledLine {
    init(_ line: ShownLine) { self.init(line.spans.map(Span.init)) }

    /// Blocks as lines: JSON pretty-printed and coloured, table rows in aligned columns.
    static func lines(_ blocks: [ShownBlock]) -> [StyledLine] {
        blocks.flatMap { block -> [StyledLine] in
            switch block {
            case .line(let line): return [StyledLine(line)]
            case .json(let value): return JSONStyling.lines(value)
            case .table(let rows): return TableText.lines(rows.map { $0.map(Span.init) })
            }
        }
    }
}
