extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        var end = endIndex
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}

extension String {
    /// The text padded on the left to `width` characters.
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
