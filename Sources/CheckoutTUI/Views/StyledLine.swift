/// A line of text made of differently styled spans, drawn left to right.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Text in one style.
    public struct Span: Hashable, Sendable {
        public var text: String
        public var style: TextStyle

        public init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    public var spans: [Span]

    public init(_ spans: [Span]) { self.spans = spans }

    public init(_ text: String, _ style: TextStyle = .plain) { spans = [Span(text, style)] }

    public init(stringLiteral text: String) { self.init(text) }

    public static let blank = StyledLine("")

    public var text: String { spans.map(\.text).joined() }

    public var width: Int { CharacterWidth.of(text) }

    /// Draws the line at (column, row), clipped to `width` columns; a clipped line ends in `clipMarker`
    /// so a cut value is never mistaken for a whole one.
    func draw(in frame: inout Frame, column: Int, row: Int, width: Int, clipMarker: Character? = nil) {
        var used = 0
        for span in spans where used < width {
            used += frame.put(span.text, column: column + used, row: row, style: span.style, maxWidth: width - used)
        }
        if let clipMarker, width > 1, self.width > width {
            let last = frame[column: column + width - 1, row: row]
            frame.put(String(clipMarker), column: column + width - 1, row: row, style: last.style, maxWidth: 1)
        }
    }

    /// Words wrapped to `width` columns; continuation lines start with `indent` spaces. Spans keep their
    /// style; a word longer than a whole line (a URL, base64) is cut at the edge.
    func wrapped(width: Int, indent: Int = 2) -> [StyledLine] {
        guard width > indent + 4, self.width > width else { return [self] }
        var lines: [StyledLine] = []
        var current: [Span] = []
        var used = 0
        var atLineStart = true
        // A word split over spans (no space between) is cut at the edge rather than moved whole.
        var afterSpace = true
        func breakLine() {
            lines.append(StyledLine(current))
            current = [Span(String(repeating: " ", count: indent))]
            used = indent
            atLineStart = true
        }
        func append(_ text: Substring, _ style: TextStyle) {
            current.append(Span(String(text), style))
            used += CharacterWidth.of(text)
            atLineStart = false
        }
        for span in spans {
            for piece in Self.pieces(span.text) {
                let pieceWidth = CharacterWidth.of(piece)
                let startsWord = afterSpace
                afterSpace = piece.last == " "
                if used + pieceWidth <= width {
                    append(piece, span.style)
                    continue
                }
                // Spaces at a break are dropped; a word that fits on a fresh line moves there.
                if piece.first == " " {
                    breakLine()
                    continue
                }
                if !atLineStart, startsWord, pieceWidth <= width - indent {
                    breakLine()
                    append(piece, span.style)
                    continue
                }
                var rest = piece
                while !rest.isEmpty {
                    var fitting = 0
                    var headWidth = 0
                    for character in rest {
                        let characterWidth = CharacterWidth.of(character)
                        if used + headWidth + characterWidth > width { break }
                        headWidth += characterWidth
                        fitting += 1
                    }
                    var head = rest.prefix(fitting)
                    if head.isEmpty {
                        if !atLineStart {
                            breakLine()
                            continue
                        }
                        head = rest.prefix(1)
                    }
                    append(head, span.style)
                    rest = rest.dropFirst(head.count)
                    if !rest.isEmpty { breakLine() }
                }
            }
        }
        if !atLineStart || lines.isEmpty { lines.append(StyledLine(current)) }
        return lines
    }

    /// Wrapped with continuation lines placed by `hangingIndent`, so tables and indented JSON stay readable.
    func wrappedHanging(width: Int) -> [StyledLine] { wrapped(width: width, indent: Self.hangingIndent(text, width: width)) }

    /// Where a wrapped line goes on: under the last column of a table row (cells two spaces apart),
    /// else two columns in from the line's own indent.
    public static func hangingIndent(_ line: String, width: Int) -> Int {
        // A line that starts with a token wider than the pane (base64, a URL) goes on from the first
        // column, so the token reads and copies as one.
        if (line.firstIndex(of: " ").map { line.distance(from: line.startIndex, to: $0) } ?? line.count) > width { return 0 }
        let leading = line.prefix(while: { $0 == " " }).count
        var column = 0
        var lastColumnStart = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2, column - spaces > leading { lastColumnStart = column }
                spaces = 0
            }
            column += CharacterWidth.of(character)
        }
        if lastColumnStart > 0, lastColumnStart <= width - 24 { return lastColumnStart }
        return min(leading + 2, max(0, width / 2))
    }

    /// Runs of spaces and runs of other characters, in order.
    private static func pieces(_ text: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if next < text.endIndex, (text[index] == " ") != (text[next] == " ") {
                pieces.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { pieces.append(text[start...]) }
        return pieces
    }
}
