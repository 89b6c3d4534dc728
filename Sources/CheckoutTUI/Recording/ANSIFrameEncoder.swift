/// Turns the frames a terminal is given into the bytes a terminal needs to show them (cursor moves,
/// SGR attributes and colours, UTF-8 text), as curses would send them: the first frame and a frame
/// of a new size whole on a cleared screen, every other one as the cells that changed.
public struct ANSIFrameEncoder: Sendable {
    /// Whether roles are shown in colour, as the live terminal shows them (no colours with NO_COLOR).
    public let colours: Bool
    private var shown: Frame?

    /// Changed cells this few apart are sent in one piece: a cursor move costs more than they do.
    private static let bridgedGap = 4

    public init(colours: Bool) {
        self.colours = colours
    }

    /// What to send after the previous frame for the screen to show `frame`.
    public mutating func encode(_ frame: Frame) -> String {
        var out = ""
        let before: Frame
        if let shown, shown.size == frame.size {
            before = shown
        } else {
            // First frame: hide the cursor, as the TUI does; then clear in the default style.
            if shown == nil { out += "\u{1B}[?25l" }
            out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            before = Frame(size: frame.size)
        }
        shown = frame
        var style: TextStyle? = nil
        for row in 0..<frame.size.rows {
            var column = 0
            while let span = Self.changedSpan(from: column, row: row, before: before, after: frame) {
                out += "\u{1B}[\(row + 1);\(span.start + 1)H"
                for x in span.start...span.end {
                    let cell = frame[column: x, row: row]
                    if cell.isContinuation { continue }
                    if cell.style != style {
                        out += sgr(cell.style)
                        style = cell.style
                    }
                    out.append(cell.character)
                }
                column = span.end + 1
                // A wide character at the end painted its right half too.
                if frame[column: column, row: row].isContinuation { column += 1 }
            }
        }
        if style != nil, style != .plain { out += "\u{1B}[0m" }
        return out
    }

    /// The next cells of `row` from `column` on that differ, gaps of a few cells bridged; it starts on
    /// a whole character, never on the right half of a wide one.
    private static func changedSpan(from column: Int, row: Int, before: Frame, after: Frame) -> (start: Int, end: Int)? {
        let columns = after.size.columns
        var x = column
        while x < columns, before[column: x, row: row] == after[column: x, row: row] { x += 1 }
        guard x < columns else { return nil }
        let start = after[column: x, row: row].isContinuation && x > 0 ? x - 1 : x
        var end = x
        var gap = 0
        while x < columns, gap <= bridgedGap {
            if before[column: x, row: row] != after[column: x, row: row] {
                end = x
                gap = 0
            } else {
                gap += 1
            }
            x += 1
        }
        return (start, end)
    }

    /// The SGR sequence that sets exactly `style`, from a reset.
    private func sgr(_ style: TextStyle) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if colours, let colour = style.role.ansiColour { codes.append("3\(colour)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
