import CheckoutCore
import Yams

/// Editing a one-line flow mapping (`expect: {error: openIntentWithApp, visibleApps: [GPAY]}`) entry
/// by entry, so the expectations beside the failing one stay as they are written.
extension ScenarioUpdate {
    /// One top-level `key: value` of a flow mapping: the key as written and the value's character range.
    private struct Entry {
        var key: String
        var value: Range<Int>
    }

    /// The lines holding a key of a flow-style mapping (`{…}`): such a key's value ends at a `,` or `}`,
    /// not at the end of its line, so it is never rewritten as a block value.
    static func flowKeyLines(_ text: String) -> Set<Int> {
        guard let document = try? AnchorFreeYAML.compose(text) else { return [] }
        let lines = EditorLines.split(text).map(\.content.unicodeScalars)
        // Yams reports every mapping's style as the emitter default, so a flow mapping is told by the
        // `{` its start mark points at.
        func opensWithBrace(_ mark: Mark?) -> Bool {
            guard let mark else { return false }
            let place = document.lines.position(mark)
            guard place.line >= 1, place.line <= lines.count, place.column >= 1 else { return false }
            let line = lines[place.line - 1]
            guard let index = line.index(line.startIndex, offsetBy: place.column - 1, limitedBy: line.endIndex),
                index < line.endIndex
            else { return false }
            return line[index] == "{"
        }
        var keyLines: Set<Int> = []
        func visit(_ node: Node) {
            switch node {
            case .mapping(let mapping):
                let isFlow = opensWithBrace(node.mark)
                for (key, value) in mapping {
                    if isFlow, let line = document.lines.line(of: key) { keyLines.insert(line) }
                    visit(value)
                }
            case .sequence(let sequence): sequence.forEach(visit)
            case .scalar, .alias: break
            }
        }
        visit(document.root)
        return keyLines
    }

    /// `line` with the named entries' values replaced, or nil when the value after `colon` is not a
    /// flow mapping that opens and closes on this line, or lacks one of the keys.
    static func editFlowMapping(_ line: String, after colon: String.Index, updates: [(path: String, value: JSONValue)]) -> String? {
        var characters = Array(line)
        let start = line.distance(from: line.startIndex, to: colon) + 1
        guard let entries = flowEntries(characters, from: start) else { return nil }
        var replacements: [(range: Range<Int>, text: String)] = []
        for update in updates {
            guard let entry = entries.first(where: { $0.key == update.path }) else { return nil }
            replacements.append((entry.value, YAMLFlow.text(update.value)))
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            characters.replaceSubrange(replacement.range, with: Array(replacement.text))
        }
        return String(characters)
    }

    /// The entries of the flow mapping starting after `start` (spaces first), or nil when there is none,
    /// it does not close on this line, or anything but a comment follows it.
    private static func flowEntries(_ characters: [Character], from start: Int) -> [Entry]? {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, characters[index] == "{" else { return nil }
        var entries: [Entry] = []
        var depth = 0
        var entryStart = index + 1
        var keyColon: Int?
        var quote: Character?
        /// Ends the entry before `end`; false for text without a key (not a mapping this can edit).
        func finishEntry(at end: Int) -> Bool {
            defer { (entryStart, keyColon) = (end + 1, nil) }
            if let colon = keyColon {
                entries.append(entry(characters, key: entryStart..<colon, valueEnd: end))
                return true
            }
            return characters[entryStart..<end].allSatisfy { $0 == " " }
        }
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == "\\", open == "\"" { index += 1 } else if character == open { quote = nil }
                index += 1
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                guard depth == 0 else { break }
                guard character == "}", finishEntry(at: index) else { return nil }
                return onlyCommentFollows(characters, after: index) ? entries : nil
            case "," where depth == 1:
                guard finishEntry(at: index) else { return nil }
            case ":" where depth == 1 && keyColon == nil:
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next == " " || next == "," || next == "}" { keyColon = index }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func entry(_ characters: [Character], key: Range<Int>, valueEnd: Int) -> Entry {
        var lower = key.upperBound + 1
        while lower < valueEnd, characters[lower] == " " { lower += 1 }
        var upper = valueEnd
        while upper > lower, characters[upper - 1] == " " { upper -= 1 }
        let written = String(characters[key]).trimmingSpaces
        return Entry(key: Self.key(Substring(written)), value: lower..<upper)
    }

    private static func onlyCommentFollows(_ characters: [Character], after index: Int) -> Bool {
        let rest = characters[(index + 1)...].drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || (rest.first == "#" && rest.startIndex > index + 1)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
