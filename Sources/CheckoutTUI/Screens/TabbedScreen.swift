/// A screen that is a row of section names over one scrolling pane (`SectionedPane`): the PhonePe
/// inspector, the Citcon walk screen and a served payment's screen. It keeps its own keys (Enter, `t`,
/// `d`) and hands every other key to the tabs; a click chooses a section; the view is the tabs.
protocol TabbedScreen: ScreenModel {
    associatedtype Section: Hashable & Sendable & RawRepresentable where Section.RawValue == String
    var tabs: SectionedPane<Section> { get set }
    /// The pane's title over the shown section.
    func title(glyphs: Glyphs) -> String
    /// A section's lines, before wrapping.
    func content(_ section: Section) -> [StyledLine]
}

extension TabbedScreen {
    /// A key the screen does not keep: it moves between sections, scrolls or searches the shown one.
    mutating func handleTabs(_ key: Key, area: Rect) -> ScreenAction {
        // The pane reads this screen's content while it changes: give it a copy to change.
        var tabs = self.tabs
        let handled = tabs.handle(key, area: area, content: content)
        self.tabs = tabs
        return handled ? .handled : .unhandled
    }

    /// A click on a section's name shows it.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        tabs.click(column: column, row: row, area: area) ? .handled : .unhandled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        tabs.draw(in: area, frame: &frame, glyphs: context.glyphs, title: title(glyphs: context.glyphs), content: content)
    }
}
