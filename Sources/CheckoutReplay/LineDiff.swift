/// A short diff of two texts: the lines between their common start and common end, expected ones
/// marked "-", actual ones "+", with the line number where they part. Enough to see what changed in a
/// transcript; long runs are cut.
enum LineDiff {
    static let maximumLines = 12

    static func lines(expected: String, actual: String) -> [String] {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var result = ["from line \(start + 1):"]
        result += cut(old[start..<oldEnd].map { "- " + $0 })
        result += cut(new[start..<newEnd].map { "+ " + $0 })
        return result
    }

    private static func cut(_ lines: [String]) -> [String] {
        guard lines.count > maximumLines else { return lines }
        return Array(lines.prefix(maximumLines)) + ["  … \(lines.count - maximumLines) more"]
    }
}
