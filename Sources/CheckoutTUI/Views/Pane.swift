/// What a pane shows: a title, the lines that scroll, and lines pinned above and below them. Screens
/// that keep their panes laid out (see `PlacedPanes`) keep this part; where it is scrolled and whether
/// it has focus stay in the screen's model and join it when it is drawn.
struct PaneContent: Equatable, Sendable {
    var title: String
    var lines: [StyledLine]
    /// Lines pinned to the top inside the box (a table's column names), outside the scrolling part.
    var header: [StyledLine] = []
    /// Lines pinned to the bottom inside the box (the chosen row's details), outside the scrolling part.
    var footer: [StyledLine] = []

    /// Rows the box needs to show everything at once.
    var naturalHeight: Int { header.count + lines.count + footer.count + 2 }

    /// Rows of scrolling content a box of `height` rows shows.
    func viewport(height: Int) -> Int { Self.viewport(height: height, pinned: header.count + footer.count) }

    /// Rows of scrolling content a box of `height` rows with `pinned` header and footer lines shows.
    static func viewport(height: Int, pinned: Int = 0) -> Int { max(0, height - 2 - pinned) }

    /// The index in `lines` of the line drawn at `row` when the box fills `rect` scrolled to `scroll`;
    /// nil for a border, the header, the footer or a row past the end.
    func lineIndex(atRow row: Int, in rect: Rect, scroll: ScrollState) -> Int? {
        scroll.index(atLine: row - rect.y - 1 - header.count, count: lines.count, viewport: viewport(height: rect.height))
    }
}

/// A titled box of lines that scrolls; the focused pane is drawn in the accent colour and shows its chosen row.
struct Pane {
    var content: PaneContent
    var focused: Bool
    var scroll: ScrollState

    init(_ content: PaneContent, focused: Bool, scroll: ScrollState) {
        self.content = content
        self.focused = focused
        self.scroll = scroll
    }

    init(
        title: String, lines: [StyledLine], header: [StyledLine] = [], footer: [StyledLine] = [], focused: Bool, scroll: ScrollState
    ) {
        self.init(PaneContent(title: title, lines: lines, header: header, footer: footer), focused: focused, scroll: scroll)
    }

    var lines: [StyledLine] { content.lines }

    /// Rows the box needs to show everything at once.
    var naturalHeight: Int { content.naturalHeight }

    /// Rows of scrolling content a box of `height` rows shows.
    func viewport(height: Int) -> Int { content.viewport(height: height) }

    /// The index in `lines` of the line drawn at `row` when the pane fills `rect`; nil for a border,
    /// the header, the footer or a row past the end.
    func lineIndex(atRow row: Int, in rect: Rect) -> Int? { content.lineIndex(atRow: row, in: rect, scroll: scroll) }

    func draw(in rect: Rect, frame: inout Frame, glyphs: Glyphs) {
        guard rect.width >= 4, rect.height >= 2 else { return }
        let (header, footer) = (content.header, content.footer)
        let border = focused ? TextStyle(.bold, role: .accent) : TextStyle(role: .muted)
        drawBox(rect, style: border, frame: &frame, glyphs: glyphs)
        let titleStyle = focused ? TextStyle.heading : TextStyle.bold
        frame.put(" \(content.title) ", column: rect.x + 2, row: rect.y, style: titleStyle, maxWidth: rect.width - 4)

        let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
        let viewport = viewport(height: rect.height)
        let state = scroll.clamped(count: lines.count, viewport: viewport)
        for (index, line) in header.enumerated() where index < inner.height {
            line.draw(in: &frame, column: inner.x, row: inner.y + index, width: inner.width, clipMarker: glyphs.clipMarker)
        }
        let top = inner.y + min(header.count, inner.height)
        let shown = lines.dropFirst(state.offset).prefix(viewport)
        for (index, line) in shown.enumerated() {
            let row = top + index
            line.draw(in: &frame, column: inner.x, row: row, width: inner.width, clipMarker: glyphs.clipMarker)
            if state.selected == state.offset + index {
                frame.highlight(row: row, column: rect.x + 1, width: rect.width - 2, adding: focused ? .reverse : .underline)
            }
        }
        // Right under the lines, so a short table keeps its details next to it.
        for (index, line) in footer.enumerated() {
            let row = top + shown.count + index
            if row < inner.y + inner.height { line.draw(in: &frame, column: inner.x, row: row, width: inner.width) }
        }
        if lines.count > viewport, viewport > 0 {
            let last = min(lines.count, state.offset + viewport)
            let position = " \(state.offset + 1)-\(last) of \(lines.count) "
            let width = CharacterWidth.of(position)
            frame.put(position, column: rect.x + rect.width - 2 - width, row: rect.y + rect.height - 1, style: border)
        }
    }

    private func drawBox(_ rect: Rect, style: TextStyle, frame: inout Frame, glyphs: Glyphs) {
        let right = rect.x + rect.width - 1
        let bottom = rect.y + rect.height - 1
        let horizontal = String(repeating: glyphs.horizontal, count: rect.width - 2)
        frame.put(String(glyphs.topLeft) + horizontal + String(glyphs.topRight), column: rect.x, row: rect.y, style: style)
        frame.put(String(glyphs.bottomLeft) + horizontal + String(glyphs.bottomRight), column: rect.x, row: bottom, style: style)
        for row in (rect.y + 1)..<bottom {
            frame.put(String(glyphs.vertical), column: rect.x, row: row, style: style)
            frame.put(String(glyphs.vertical), column: right, row: row, style: style)
        }
    }
}
