/// A row of section names over one scrolling pane showing the chosen section: what the PhonePe
/// inspector and the Citcon walk screen share. Tab / ← → cycle sections, a click on a name chooses
/// it, other movement keys scroll; each section keeps its own scroll and its wrapped lines are cached.
struct SectionedPane<Section: Hashable & Sendable & RawRepresentable>: Equatable, Sendable where Section.RawValue == String {
    let sections: [Section]
    var section: Section
    var scrolls: [Section: ScrollState] = [:]
    private var cache = WrapCache()

    init(sections: [Section]) {
        self.sections = sections
        section = sections[0]
    }

    /// Moves between sections or scrolls the shown one; false for keys that do neither.
    /// `content` gives the chosen section's lines, before wrapping.
    mutating func handle(_ key: Key, area: Rect, content: () -> [StyledLine]) -> Bool {
        switch key {
        case .tab, .right, .character("l"):
            move(by: 1)
        case .backTab, .left, .character("h"):
            move(by: -1)
        default:
            // The shown section's wrapped lines stay in the model: a key that only scrolls reuses them.
            let (_, body) = area.splitRows(top: 1)
            let width = body.width - 4
            let slot = WrapCache.Slot(section: section.rawValue, width: width)
            if cache.lines(for: slot) == nil { cache.store(Self.wrap(content(), width: width), for: slot) }
            let lines = cache.lines(for: slot) ?? []
            var scroll = scrolls[section] ?? ScrollState()
            let viewport = PaneContent(title: "", lines: lines).viewport(height: body.height)
            guard scroll.handle(key, count: lines.count, viewport: viewport) else { return false }
            scrolls[section] = scroll
        }
        return true
    }

    /// A click on a section's name shows it; false anywhere else.
    mutating func click(column: Int, row: Int, area: Rect) -> Bool {
        let (tabs, _) = area.splitRows(top: 1)
        guard tabs.contains(column: column, row: row),
            let index = SectionTabs.index(atColumn: column, names: sections.map(\.rawValue), selected: selectedIndex, in: tabs)
        else { return false }
        section = sections[index]
        return true
    }

    func draw(in area: Rect, frame: inout Frame, glyphs: Glyphs, title: String, content: () -> [StyledLine]) {
        let (tabs, _) = area.splitRows(top: 1)
        SectionTabs.draw(sections.map(\.rawValue), selected: selectedIndex, in: tabs, frame: &frame, glyphs: glyphs)
        let (pane, rect) = layout(area, title: title, content: content)
        pane.draw(in: rect, frame: &frame, glyphs: glyphs)
    }

    private var selectedIndex: Int { sections.firstIndex(of: section) ?? 0 }

    private mutating func move(by step: Int) {
        section = sections[(selectedIndex + step + sections.count) % sections.count]
    }

    private func layout(_ area: Rect, title: String, content: () -> [StyledLine]) -> (Pane, Rect) {
        let (_, body) = area.splitRows(top: 1)
        let width = body.width - 4
        let lines = cache.lines(for: WrapCache.Slot(section: section.rawValue, width: width)) ?? Self.wrap(content(), width: width)
        return (Pane(title: title, lines: lines, focused: true, scroll: scrolls[section] ?? ScrollState()), body)
    }

    private static func wrap(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        lines.flatMap { $0.wrappedHanging(width: width) }
    }
}
