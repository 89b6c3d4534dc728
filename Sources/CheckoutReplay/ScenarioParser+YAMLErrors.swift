import Yams

/// A YAML error as one problem: the line an editor shows (libyaml's marks mapped by `EditorLines`) and
/// one line of text (Yams' own spans several). Shared by every YAML file the commands read (scenarios,
/// profiles, `serve --merchants`).
public enum YAMLErrorDescription {
    /// `oneDocument` says what to write instead of several documents separated by `---`.
    public static func lineAndRule(
        _ error: any Error, in text: String,
        oneDocument: String = "a scenario file holds one YAML document; put several scenarios in a list under \"scenarios:\" instead of separating them with ---"
    ) -> (line: Int, rule: String) {
        let lines = EditorLines(text)
        switch error as? YamlError {
        case .composer(_, "but found another document", let mark, _)?:
            return (lines.line(mark.line), oneDocument)
        case .scanner(let context, let problem, let mark, _)?, .parser(let context, let problem, let mark, _)?,
            .composer(let context, let problem, let mark, _)?:
            let during = context.map {
                let place = lines.position($0.mark)
                return " (\($0.text) at line \(place.line), column \(place.column))"
            } ?? ""
            let place = lines.position(mark)
            return (place.line, "not valid YAML: \(problem) at column \(place.column)\(during)\(lines.breakHint(forErrorOn: place.line))")
        case .duplicatedKeysInMapping(let duplicates, let context)?:
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return (lines.line(context.mark.line), "not valid YAML: the key \(keys) is given twice in one mapping; keep one")
        case .reader(let problem, let offset, _, _)?:
            return (offset.map { line(atCharacterOffset: $0, in: text) } ?? 1, "not readable as YAML: \(problem)")
        default:
            let oneLine = "\(error)".split(separator: "\n").joined(separator: "; ")
            return (1, "not valid YAML: \(oneLine)")
        }
    }

    /// Counts LF, CRLF and CR only, as editors do (`Character.isNewline` also takes NEL, LS and PS).
    private static func line(atCharacterOffset offset: Int, in text: String) -> Int {
        text.prefix(offset).reduce(1) { $1 == "\n" || $1 == "\r\n" || $1 == "\r" ? $0 + 1 : $0 }
    }
}
