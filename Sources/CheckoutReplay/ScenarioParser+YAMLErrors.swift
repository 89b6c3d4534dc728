import Yams

/// A YAML error as one problem: the line Yams reports and one line of text (Yams' own spans several).
/// Shared by every YAML file the commands read (scenarios, `serve --merchants`).
public enum YAMLErrorDescription {
    /// `oneDocument` says what to write instead of several documents separated by `---`.
    public static func lineAndRule(
        _ error: any Error, in text: String,
        oneDocument: String = "a scenario file holds one YAML document; put several scenarios in a list under \"scenarios:\" instead of separating them with ---"
    ) -> (line: Int, rule: String) {
        switch error as? YamlError {
        case .composer(_, "but found another document", let mark, _)?:
            return (mark.line, oneDocument)
        case .scanner(let context, let problem, let mark, _)?, .parser(let context, let problem, let mark, _)?,
            .composer(let context, let problem, let mark, _)?:
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return (mark.line, "not valid YAML: \(problem) at column \(mark.column)\(during)")
        case .duplicatedKeysInMapping(let duplicates, let context)?:
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return (context.mark.line, "not valid YAML: the key \(keys) is given twice in one mapping; keep one")
        case .reader(let problem, let offset, _, _)?:
            return (offset.map { line(atCharacterOffset: $0, in: text) } ?? 1, "not readable as YAML: \(problem)")
        default:
            let oneLine = "\(error)".split(separator: "\n").joined(separator: "; ")
            return (1, "not valid YAML: \(oneLine)")
        }
    }

    private static func line(atCharacterOffset offset: Int, in text: String) -> Int {
        text.prefix(offset).reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    }
}
