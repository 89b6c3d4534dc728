/// A screen that is a list with the chosen row's details below it (`ListWithDetails`): the profile
/// picker, a scenario's cases, the phone's payments. Its panes are laid out in one place
/// (`panes(in:context:)`), for drawing and for clicks alike.
protocol ListWithDetailsScreen: ScreenModel {
    var list: ScrollState { get set }
    func panes(in area: Rect, context: ScreenContext) -> PlacedPanes<ListPane, NoBasis>
    /// Called when a click chose another row.
    mutating func choseRow()
}

extension ListWithDetailsScreen {
    mutating func choseRow() {}

    /// A click chooses a row; a click on the chosen one opens it, as Enter does.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        guard let shown = panes(in: area, context: context)[.list], shown.rect.contains(column: column, row: row),
            let index = shown.lineIndex(atRow: row, scroll: list)
        else { return .unhandled }
        if index == list.selected { return handle(.enter, area: area, context: context) }
        list.selected = index
        choseRow()
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        let list = list
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: .list) { $0 == .list ? list : ScrollState() }
    }
}
