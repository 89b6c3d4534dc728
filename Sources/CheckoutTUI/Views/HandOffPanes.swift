/// The two panes of a hand-off, as a local walk's and a served payment's hand-off screens show them.
enum HandOffPane: Hashable, Sendable {
    /// What opened on the device: the app, wallet or page, and what it received.
    case opened
    /// What the user does there.
    case choices
}

extension PlacedPanes where ID == HandOffPane, Basis == NoBasis {
    /// What opened on top, the user's choices below (focused and grown first); without choices (after
    /// a failed hand-off) what opened takes the whole area.
    static func handOff(in area: Rect, opened: PaneContent, choices: PaneContent?) -> Self {
        var panes = [(id: HandOffPane.opened, content: opened)]
        if let choices { panes.append((.choices, choices)) }
        return PlacedPanes(area: area, basis: NoBasis(), panes: PaneLayout.stack(area, panes, focus: .choices))
    }
}

extension PaneContent {
    /// What opened: `lines` wrapped to `width` inside the box.
    static func handOffOpened(title: String, lines: [StyledLine], width: Int) -> PaneContent {
        PaneContent(title: title, lines: lines.flatMap { $0.wrappedHanging(width: width) })
    }

    /// The choices: each one's label, and the chosen one's explanation (and `more`) under them.
    static func handOffChoices(place: String, labels: [String], explanation: String, more: [StyledLine] = [], width: Int) -> PaneContent {
        let footer = [StyledLine.blank] + StyledLine(explanation, .muted).wrapped(width: width, indent: 0) + more
        return PaneContent(title: "What does the user do in \(place)?", lines: labels.map { StyledLine($0, .bold) }, footer: footer)
    }
}
