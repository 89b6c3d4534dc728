/// A row of section names over one scrolling pane showing the chosen section: what the PhonePe
/// inspector and the Citcon walk screen share. Tab / ← → cycle sections, a click on a name chooses
/// it, other movement keys scroll; each section keeps its own scroll and its wrapped lines are cached.
/// A search goes on into the next section with a match when the shown one has no more.
struct SectionedPane<Section: Hashable & Sendable & RawRepresentable>: Equatable, Sendable where Section.RawValue == String {
    let sections: [Section]
    var section: Section
    var scrolls: [Section: ScrollState] = [:]
    /// `/` and `n` `N` over the wrapped lines, the shown section's first; the search stays when the section changes.
    var search = TextSearch()
    private var cache = WrapCache()
    /// While typing: a query no section holds. Typing more to it cannot find anything either, so the
    /// other sections are not searched again at every key (a paste is thousands of them).
    private var foundNowhere: String?

    init(sections: [Section]) {
        self.sections = sections
        section = sections[0]
    }

    /// Moves between sections or scrolls the shown one; false for keys that do neither.
    /// `content` gives a section's lines, before wrapping.
    mutating func handle(_ key: Key, area: Rect, content: (Section) -> [StyledLine]) -> Bool {
        if search.typing || [.character("/"), .character("n"), .character("N"), .escape].contains(key),
            handleSearch(key, area: area, content: content)
        {
            return true
        }
        switch key {
        case .tab, .right, .character("l"):
            move(by: 1)
        case .backTab, .left, .character("h"):
            move(by: -1)
        default:
            // The shown section's wrapped lines stay in the model: a key that only scrolls reuses them.
            let lines = wrappedLines(area: area, content: content)
            var scroll = scrolls[section] ?? ScrollState()
            guard scroll.handle(key, count: lines.count, viewport: viewport(area)) else { return false }
            scrolls[section] = scroll
        }
        return true
    }

    /// A search key: in the shown section, or on into the next (previous, for `N`) section with a
    /// match when this one has none left, the way typing finds the first.
    private mutating func handleSearch(_ key: Key, area: Rect, content: (Section) -> [StyledLine]) -> Bool {
        let lines = wrappedLines(area: area, content: content)
        let forward = key != .character("N")
        let stepping = !search.typing && search.isActive && (key == .character("n") || key == .character("N"))
        if stepping, search.leavesLines(forward: forward), showOtherSection(forward: forward, area: area, content: content) { return true }
        var scroll = scrolls[section] ?? ScrollState()
        guard let step = search.handle(key, lines: lines.map(\.text), top: scroll.offset) else { return false }
        if !search.typing { foundNowhere = nil }
        if search.typing, search.isActive, search.current == nil, !(foundNowhere.map { search.query.hasPrefix($0) } ?? false) {
            if showOtherSection(forward: true, area: area, content: content) { return true }
            foundNowhere = search.query
        }
        scroll.show(step, count: lines.count, viewport: viewport(area))
        scrolls[section] = scroll
        return true
    }

    /// Shows the first section after the shown one (before it, backwards) whose lines hold the query,
    /// at its first (last) match; false when no other section does.
    private mutating func showOtherSection(forward: Bool, area: Rect, content: (Section) -> [StyledLine]) -> Bool {
        let width = area.splitRows(top: 1).1.width - 4
        for distance in 1..<max(1, sections.count) {
            let other = sections[(selectedIndex + (forward ? distance : sections.count - distance)) % sections.count]
            let lines = Self.wrap(content(other), width: width)
            guard let line = search.enter(lines.map(\.text), atFirst: forward) else { continue }
            section = other
            var scroll = scrolls[other] ?? ScrollState()
            scroll.show(.handled(showLine: line), count: lines.count, viewport: viewport(area))
            scrolls[other] = scroll
            return true
        }
        return false
    }

    /// The shown section's lines wrapped for the pane, from the cache when they are there.
    private mutating func wrappedLines(area: Rect, content: (Section) -> [StyledLine]) -> [StyledLine] {
        let (_, body) = area.splitRows(top: 1)
        let slot = WrapCache.Slot(section: section.rawValue, width: body.width - 4)
        if cache.lines(for: slot) == nil { cache.store(Self.wrap(content(section), width: slot.width), for: slot) }
        return cache.lines(for: slot) ?? []
    }

    private func viewport(_ area: Rect) -> Int { PaneContent.viewport(height: area.splitRows(top: 1).1.height) }

    /// A click on a section's name shows it; false anywhere else.
    mutating func click(column: Int, row: Int, area: Rect) -> Bool {
        let (tabs, _) = area.splitRows(top: 1)
        guard tabs.contains(column: column, row: row),
            let index = SectionTabs.index(atColumn: column, names: sections.map(\.rawValue), selected: selectedIndex, in: tabs)
        else { return false }
        section = sections[index]
        return true
    }

    func draw(in area: Rect, frame: inout Frame, glyphs: Glyphs, title: String, content: (Section) -> [StyledLine]) {
        let (tabs, _) = area.splitRows(top: 1)
        SectionTabs.draw(sections.map(\.rawValue), selected: selectedIndex, in: tabs, frame: &frame, glyphs: glyphs)
        let shown = placed(area, title: title, content: content)
        shown.pane(focused: true, scroll: scrolls[section] ?? ScrollState()).draw(in: shown.rect, frame: &frame, glyphs: glyphs)
    }

    private var selectedIndex: Int { sections.firstIndex(of: section) ?? 0 }

    private mutating func move(by step: Int) {
        section = sections[(selectedIndex + step + sections.count) % sections.count]
    }

    /// The shown section's pane, under the names, with the search's matches highlighted.
    private func placed(_ area: Rect, title: String, content: (Section) -> [StyledLine]) -> PlacedPane<Section> {
        let (_, body) = area.splitRows(top: 1)
        let width = body.width - 4
        let lines = cache.lines(for: WrapCache.Slot(section: section.rawValue, width: width)) ?? Self.wrap(content(section), width: width)
        return PlacedPane(id: section, content: search.shown(PaneContent(title: title, lines: lines)), rect: body)
    }

    private static func wrap(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        lines.flatMap { $0.wrappedHanging(width: width) }
    }
}
