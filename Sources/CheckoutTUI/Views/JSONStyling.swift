import CheckoutCore

/// Pretty JSON as `JSONWriter.pretty` prints it, coloured by token: keys in the accent colour, strings
/// green, numbers, booleans and null yellow, punctuation dim.
enum JSONStyling {
    static func lines(_ value: JSONValue) -> [StyledLine] {
        JSONWriter.pretty(value).split(separator: "\n", omittingEmptySubsequences: false).map { styled(Substring($0)) }
    }

    static let key = TextStyle(.bold, role: .accent)
    static let string = TextStyle(role: .ok)
    static let scalar = TextStyle(role: .warning)
    static let punctuation = TextStyle(role: .muted)

    /// One line of pretty JSON, split into styled tokens.
    static func styled(_ line: Substring) -> StyledLine {
        var spans: [StyledLine.Span] = []
        var index = line.startIndex
        func take(while keep: (Character) -> Bool) -> Substring {
            let start = index
            while index < line.endIndex, keep(line[index]) { index = line.index(after: index) }
            return line[start..<index]
        }
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                let start = index
                index = line.index(after: index)
                while index < line.endIndex, line[index] != "\"" {
                    // An escape skips the character after the backslash, a quote included.
                    if line[index] == "\\" { index = line.index(after: index) }
                    if index < line.endIndex { index = line.index(after: index) }
                }
                if index < line.endIndex { index = line.index(after: index) }
                let isKey = line[index...].first { $0 != " " } == ":"
                spans.append(StyledLine.Span(String(line[start..<index]), isKey ? key : string))
            } else if "{}[],:".contains(character) {
                spans.append(StyledLine.Span(String(character), punctuation))
                index = line.index(after: index)
            } else if character == " " {
                spans.append(StyledLine.Span(String(take { $0 == " " })))
            } else {
                spans.append(StyledLine.Span(String(take { !"{}[],: ".contains($0) }), scalar))
            }
        }
        return StyledLine(spans)
    }
}
