extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        var end = endIndex
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
