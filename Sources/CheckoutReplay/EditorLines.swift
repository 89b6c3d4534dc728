import Yams

/// Lines as an editor counts them: broken by LF, CRLF and a lone CR only. libyaml (YAML 1.1) also
/// breaks lines at NEL (U+0085), LS (U+2028) and PS (U+2029), so after one of them, in a comment or a
/// quoted value, its marks name a later line than the one an editor shows. Every line a YAML file's
/// problem or `--update` names goes through here.
public struct EditorLines: Sendable {
    /// For each libyaml line (index 0 is line 1), the editor line it lies on and how many characters of
    /// that editor line come before it; empty when the text holds none of the extra breaks.
    private var starts: [(line: Int, column: Int)] = []
    /// The first NEL, LS or PS after a `#` on its line (in a comment, as far as a quick look can tell)
    /// and the editor line it is on: a YAML error after it is likely its doing.
    public private(set) var firstBreakInComment: (line: Int, scalar: Unicode.Scalar)?

    public init(_ text: String) {
        guard text.unicodeScalars.contains(where: Self.isYAMLOnlyBreak) else { return }
        var starts = [(line: 1, column: 0)]
        var line = 1
        var column = 0
        var afterCR = false
        var previous: Unicode.Scalar = "\n"
        var inComment = false
        for scalar in text.unicodeScalars {
            defer { (afterCR, previous) = (scalar == "\r", scalar) }
            if scalar == "\n" && afterCR { continue }  // CRLF: one break, counted at its CR
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 0
                inComment = false
                starts.append((line, 0))
            } else {
                column += 1
                if scalar == "#", [" ", "\t", "\n", "\r"].contains(previous) || column == 1 { inComment = true }
                if Self.isYAMLOnlyBreak(scalar) {
                    starts.append((line, column))
                    if inComment, firstBreakInComment == nil { firstBreakInComment = (line, scalar) }
                }
            }
        }
        self.starts = starts
    }

    static func isYAMLOnlyBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Says where the first NEL, LS or PS in a comment is, for a YAML error at or after its line:
    /// libyaml reads it as a line break, so the rest of the comment becomes YAML.
    public func breakHint(forErrorOn line: Int) -> String {
        guard let found = firstBreakInComment, found.line <= line else { return "" }
        let (code, name) = Self.names[found.scalar] ?? ("", "")
        return "; line \(found.line) holds U+\(code) \(name) in a comment, which YAML reads as a line break (an editor shows none), "
            + "so the rest of the comment is read as YAML: remove it"
    }

    private static let names: [Unicode.Scalar: (String, String)] = [
        "\u{85}": ("0085", "NEXT LINE"), "\u{2028}": ("2028", "LINE SEPARATOR"), "\u{2029}": ("2029", "PARAGRAPH SEPARATOR"),
    ]

    /// The editor's line for a libyaml line number.
    public func line(_ yamlLine: Int) -> Int {
        guard !starts.isEmpty else { return yamlLine }
        return starts[min(max(yamlLine, 1), starts.count) - 1].line
    }

    /// The editor's line of a node's start, if it has a mark.
    public func line(of node: Node) -> Int? { node.mark.map { line($0.line) } }

    /// The editor's line and column (1-based, in Unicode scalars) for a libyaml mark.
    public func position(_ mark: Mark) -> (line: Int, column: Int) {
        guard !starts.isEmpty else { return (mark.line, mark.column) }
        let start = starts[min(max(mark.line, 1), starts.count) - 1]
        return (start.line, start.column + mark.column)
    }

    /// The text's lines as an editor shows them, each with its own ending ("\n", "\r\n", "\r", or ""
    /// for the last), so that joining them gives the text back byte for byte.
    public static func split(_ text: String) -> [(content: String, ending: String)] {
        var lines: [(content: String, ending: String)] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            let content = String(scalars[lineStart..<index])
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            lines.append((content, String(scalars[index..<next])))
            lineStart = next
            index = next
        }
        lines.append((String(scalars[lineStart...]), ""))
        return lines
    }
}
