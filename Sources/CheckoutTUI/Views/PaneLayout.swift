/// Shares a column's rows among panes: each gets what it needs when everything fits; otherwise the
/// others shrink to a fair share and the focused pane takes the rest, so Tab brings a pane into view.
/// A pane the screen names `whole` (one the others depend on, such as the device's installed apps)
/// keeps its natural height while that is at most a third of the rows, the others sharing the rest.
enum PaneLayout {
    static let minimumHeight = 3

    static func stack(_ area: Rect, natural: [Int], focus: Int?, whole: Int? = nil) -> [Rect] {
        guard !natural.isEmpty else { return [] }
        var heights = natural.map { max(minimumHeight, $0) }
        let available = area.height
        let total = heights.reduce(0, +)
        if total <= available {
            // Everything fits: the last pane reaches the bottom edge.
            heights[heights.count - 1] += available - total
        } else {
            let grower = focus.map { min(max(0, $0), natural.count - 1) } ?? natural.count - 1
            let kept = whole.flatMap { $0 != grower && heights.indices.contains($0) && heights[$0] * 3 <= available ? $0 : nil }
            let shared = available - (kept.map { heights[$0] } ?? 0)
            let share = max(minimumHeight, shared / (natural.count + (kept == nil ? 1 : 0)))
            for index in heights.indices where index != grower && index != kept { heights[index] = min(heights[index], share) }
            let others = heights.indices.filter { $0 != grower }.reduce(0) { $0 + heights[$1] }
            var rest = available - others
            if rest > heights[grower] {
                // The focused pane needs less than it could have: give the rest back to the others.
                var spare = rest - heights[grower]
                rest = heights[grower]
                for index in heights.indices where index != grower && spare > 0 {
                    let want = max(minimumHeight, natural[index]) - heights[index]
                    let given = min(want, spare)
                    heights[index] += given
                    spare -= given
                }
                rest += spare
            }
            heights[grower] = max(0, rest)
        }
        var rects: [Rect] = []
        var y = area.y
        for height in heights {
            let clipped = max(0, min(height, area.y + area.height - y))
            rects.append(Rect(x: area.x, y: y, width: area.width, height: clipped))
            y += clipped
        }
        return rects
    }
}

extension PaneLayout {
    /// `panes` stacked in `area` as `stack(_:natural:focus:)` shares the rows, the pane `focus` taking the rest.
    static func stack<ID>(_ area: Rect, _ panes: [(id: ID, content: PaneContent)], focus: ID?, whole: ID? = nil) -> [PlacedPane<ID>] {
        let index = { (id: ID) in panes.firstIndex { $0.id == id } }
        let rects = stack(area, natural: panes.map(\.content.naturalHeight), focus: focus.flatMap(index), whole: whole.flatMap(index))
        return zip(panes, rects).map { PlacedPane(id: $0.id, content: $0.content, rect: $1) }
    }
}
