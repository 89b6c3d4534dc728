/// A hand-off screen: what opened on top and a menu of what the user does there below, a local
/// walk's (`HandOffScreen`) and a served payment's (`PhoneHandOffScreen`). The panes are laid out in
/// one place (`panes(in:)`), for drawing and for clicks alike. Keys move in the menu; the screen's own
/// `handle` does the chosen one on Enter, and a click on the chosen one does it too.
protocol HandOffMenuScreen: ScreenModel {
    var menu: ScrollState { get set }
    /// Whether a click may choose now.
    var choosing: Bool { get }
    /// How the choices pane is scrolled and which row it marks.
    var choicesScroll: ScrollState { get }
    /// What opened and, unless there is nothing to choose, the choices.
    func panes(in area: Rect) -> PlacedPanes<HandOffPane, NoBasis>
}

extension HandOffMenuScreen {
    /// A key that moves in a menu of `count` choices.
    mutating func moveInMenu(_ key: Key, count: Int) -> ScreenAction {
        menu.handle(key, count: count, viewport: count) ? .handled : .unhandled
    }

    /// A click chooses what the user does; a click on the chosen one does it.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        guard choosing, let choices = panes(in: area)[.choices], choices.rect.contains(column: column, row: row),
            let index = choices.lineIndex(atRow: row, scroll: menu)
        else { return .unhandled }
        if index == menu.selected { return handle(.enter, area: area, context: context) }
        menu.selected = index
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        let scroll = choicesScroll
        panes(in: area).draw(frame: &frame, glyphs: context.glyphs, focus: .choices) { $0 == .choices ? scroll : ScrollState() }
    }
}
