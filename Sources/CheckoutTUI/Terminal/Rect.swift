/// A rectangle of cells in a frame.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Splits off the left `width` columns (clamped), returning (left, rest).
    func splitColumns(left leftWidth: Int) -> (Rect, Rect) {
        let leftWidth = min(max(0, leftWidth), width)
        return (
            Rect(x: x, y: y, width: leftWidth, height: height),
            Rect(x: x + leftWidth, y: y, width: width - leftWidth, height: height)
        )
    }

    /// Splits off the top `height` rows (clamped), returning (top, rest).
    func splitRows(top topHeight: Int) -> (Rect, Rect) {
        let topHeight = min(max(0, topHeight), height)
        return (
            Rect(x: x, y: y, width: width, height: topHeight),
            Rect(x: x, y: y + topHeight, width: width, height: height - topHeight)
        )
    }

    /// A rectangle of at most `width`×`height` centred in this one.
    func centred(width: Int, height: Int) -> Rect {
        let width = min(width, self.width)
        let height = min(height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }
}
