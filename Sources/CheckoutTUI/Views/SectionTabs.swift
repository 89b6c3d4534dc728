/// A row of section names with the chosen one stood out; when they do not all fit, the first ones give
/// way (a ‹ marks it) so the chosen one is always shown.
enum SectionTabs {
    /// Where each shown name is drawn: its index and its columns.
    private struct Placed {
        var index: Int
        var column: Int
        var width: Int
    }

    static func draw(_ names: [String], selected: Int, in rect: Rect, frame: inout Frame, glyphs: Glyphs) {
        guard rect.height > 0 else { return }
        let placed = layout(names, selected: selected, in: rect)
        if let first = placed.first, first.index > 0 {
            frame.put(glyphs.usesUnicode ? "‹" : "<", column: rect.x, row: rect.y, style: .muted)
        }
        for tab in placed {
            let style = tab.index == selected ? TextStyle([.reverse, .bold], role: .accent) : TextStyle(role: .muted)
            frame.put(" \(names[tab.index]) ", column: tab.column, row: rect.y, style: style, maxWidth: tab.width)
        }
    }

    /// The index of the name drawn at `column`, if any.
    static func index(atColumn column: Int, names: [String], selected: Int, in rect: Rect) -> Int? {
        layout(names, selected: selected, in: rect).first { column >= $0.column && column < $0.column + $0.width }?.index
    }

    private static func layout(_ names: [String], selected: Int, in rect: Rect) -> [Placed] {
        func width(_ name: String) -> Int { CharacterWidth.of(name) + 2 }
        var first = 0
        while first < selected, names[first...].map({ width($0) + 1 }).reduce(1, +) > rect.width { first += 1 }
        var placed: [Placed] = []
        var column = rect.x + 1
        for index in first..<names.count {
            let shown = min(width(names[index]), rect.x + rect.width - column)
            guard shown > 0 else { break }
            placed.append(Placed(index: index, column: column, width: shown))
            column += shown + 1
        }
        return placed
    }
}
