/// Builds a text transcript line by line, remembering what each line is (a heading, an error, the
/// result), so a front end can style the transcript without reading the text back.
struct TextWriter {
    private(set) var lines: [TranscriptLine] = []
    private var kind = TranscriptLine.Kind.plain

    /// One line, or several when `line` holds newlines.
    mutating func line(_ line: String) {
        for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(TranscriptLine(text: String(part), kind: part.isEmpty ? .plain : kind))
        }
    }

    /// Starts a section: a blank line, then `== title ==`. The lines after it are of `kind`.
    mutating func section(_ title: String, kind: TranscriptLine.Kind = .plain) {
        lines.append(TranscriptLine(text: "", kind: .plain))
        lines.append(TranscriptLine(text: "== \(title) ==", kind: kind == .error ? .errorHeading : .heading))
        self.kind = kind
    }

    /// A Notes section, one line a note; nothing when there are none.
    mutating func notes(_ notes: [String]) {
        guard !notes.isEmpty else { return }
        section("Notes")
        for note in notes { line("  - \(note)") }
    }

    /// An indented multi-line block, such as pretty JSON.
    mutating func block(_ content: String) {
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) { line("  " + part) }
    }

    var text: String {
        var text = ""
        for line in lines { text += line.text + "\n" }
        return text
    }
}
