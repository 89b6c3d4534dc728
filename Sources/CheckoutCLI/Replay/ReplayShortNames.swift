/// Short names for the reports' lists (JUnit test names, `--html` file names): cut at a word's end,
/// never inside a word, so what is left still reads.
enum ReplayShortNames {
    /// `text` itself when it has at most `limit` characters, else its longest start of at most `limit`
    /// characters that ends before a `boundary` character (trailing boundaries dropped); a first word
    /// longer than `limit` is cut at `limit`. Whether it was cut comes with it.
    static func prefix(_ text: String, limit: Int, boundary: (Character) -> Bool) -> (text: String, cut: Bool) {
        guard text.count > limit else { return (text, false) }
        let characters = Array(text)
        var end = limit
        // Cut where the next character is a boundary: the word before it is whole.
        while end > 0, !boundary(characters[end]) { end -= 1 }
        while end > 0, boundary(characters[end - 1]) { end -= 1 }
        return (String(characters[..<(end > 0 ? end : limit)]), true)
    }

    /// A problem's JUnit test name: its line and the start of its rule, not the whole message (the
    /// failure's message and body hold that).
    static func problem(line: Int, rule: String) -> String {
        let short = prefix(rule, limit: 60) { $0 == " " }
        let text = short.cut ? short.text + " …" : short.text
        return line > 0 ? "line \(line): \(text)" : text
    }
}
