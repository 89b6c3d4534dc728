/// A row of section names with the chosen one stood out; when they do not all fit, the first ones give
/// way (a ‹ marks it) so the chosen one is always shown.
enum SectionTabs {
    static func draw(_ names: [String], selected: Int, in rect: Rect, frame: inout Frame, glyphs: Glyphs) {
        guard rect.height > 0, !names.isEmpty else { return }
        func width(_ name: String) -> Int { CharacterWidth.of(name) + 3 }
        var first = 0
        let marker = glyphs.usesUnicode ? "‹ " : "< "
        while first < selected, names[first...].map(width).reduce(2, +) > rect.width { first += 1 }
        var column = rect.x + 1
        if first > 0 { column += frame.put(marker, column: column, row: rect.y, style: .muted) }
        for index in first..<names.count {
            let style = index == selected ? TextStyle([.reverse, .bold], role: .accent) : TextStyle(role: .muted)
            let left = rect.x + rect.width - column
            guard left > 0 else { break }
            column += frame.put(" \(names[index]) ", column: column, row: rect.y, style: style, maxWidth: left) + 1
        }
    }
}
