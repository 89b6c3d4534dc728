/// A hand-off's two panes, as a local walk's and a served payment's hand-off screens both show them:
/// what opened on top, the user's choices below (focused and grown first).
struct HandOffPanes {
    var opened: Pane
    /// Nil after a failed hand-off: what opened then takes the whole area.
    var choices: Pane?

    /// `lines` of what opened, wrapped to the area's `width` inside the box.
    init(title: String, openedLines: [StyledLine], width: Int, choices: Pane?) {
        opened = Pane(title: title, lines: openedLines.flatMap { $0.wrappedHanging(width: width) }, focused: false, scroll: ScrollState())
        self.choices = choices
    }

    /// The choices pane: each choice's label, and the chosen one's explanation (and `more`) under them.
    static func choices(
        place: String, labels: [String], explanation: String, more: [StyledLine] = [], width: Int, menu: ScrollState
    ) -> Pane {
        let footer = [StyledLine.blank] + StyledLine(explanation, .muted).wrapped(width: width, indent: 0) + more
        return Pane(title: "What does the user do in \(place)?", lines: labels.map { StyledLine($0, .bold) }, footer: footer, focused: true, scroll: menu)
    }

    func placed(in area: Rect) -> [(pane: Pane, rect: Rect)] {
        guard let choices else { return [(opened, area)] }
        let rects = PaneLayout.stack(area, natural: [opened.naturalHeight, choices.naturalHeight], focus: 1)
        return [(opened, rects[0]), (choices, rects[1])]
    }

    func draw(in area: Rect, frame: inout Frame, glyphs: Glyphs) {
        for placed in placed(in: area) { placed.pane.draw(in: placed.rect, frame: &frame, glyphs: glyphs) }
    }

    /// The index of the choice drawn at a cell; nil off the choices' lines.
    func choice(atColumn column: Int, row: Int, in area: Rect) -> Int? {
        let placed = placed(in: area)
        guard placed.count == 2, let choices = placed.last, choices.rect.contains(column: column, row: row) else { return nil }
        return choices.pane.lineIndex(atRow: row, in: choices.rect)
    }
}
