/// Where a scrollable pane is: the first row shown, and the chosen row when rows can be chosen.
public struct ScrollState: Hashable, Sendable {
    public var offset: Int
    /// The chosen row, for lists; nil for text that only scrolls.
    public var selected: Int?

    public init(offset: Int = 0, selected: Int? = nil) {
        self.offset = offset
        self.selected = selected
    }

    public static func list(selected: Int = 0) -> ScrollState { ScrollState(selected: selected) }

    /// Applies a movement key (arrows, j/k, PgUp/PgDn, Home/End, g/G); false for any other key.
    public mutating func handle(_ key: Key, count: Int, viewport: Int) -> Bool {
        let page = max(1, viewport - 1)
        let delta: Int
        switch key {
        case .up, .character("k"): delta = -1
        case .down, .character("j"): delta = 1
        case .pageUp: delta = -page
        case .pageDown: delta = page
        case .home, .character("g"): delta = -count
        case .end, .character("G"): delta = count
        default: return false
        }
        if let selected {
            self.selected = min(max(0, selected + delta), max(0, count - 1))
        } else {
            offset += delta
        }
        self = clamped(count: count, viewport: viewport)
        return true
    }

    /// The index of the row drawn `line` rows below the first one shown, when `viewport` of `count`
    /// rows are shown; nil above or below them.
    public func index(atLine line: Int, count: Int, viewport: Int) -> Int? {
        guard line >= 0, line < viewport else { return nil }
        let index = clamped(count: count, viewport: viewport).offset + line
        return index < count ? index : nil
    }

    /// The offset kept within the content, and moved just enough to show the chosen row.
    public func clamped(count: Int, viewport: Int) -> ScrollState {
        var result = self
        if let selected {
            result.selected = min(max(0, selected), max(0, count - 1))
            if let chosen = result.selected {
                if chosen < result.offset { result.offset = chosen }
                if viewport > 0, chosen >= result.offset + viewport { result.offset = chosen - viewport + 1 }
            }
        }
        result.offset = min(max(0, result.offset), max(0, count - viewport))
        return result
    }
}
