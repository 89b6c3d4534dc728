/// A JSON document as block-style YAML for files people read and edit: objects as `key: value`
/// lines, lists of scalars on one line (`["a", "b"]`), lists of objects as `- ` items. Every string is
/// double-quoted with JSON's escapes, which YAML shares, so "17.4" or "no" stay strings.
public enum YAMLBlockText {
    public static func text(_ value: JSONValue) -> String {
        var lines: [String] = []
        switch value {
        case .object(let object) where !object.members.isEmpty: write(object, indent: "", into: &lines)
        default: lines.append(scalarOrFlow(value))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ object: JSONObject, indent: String, firstPrefix: String? = nil, into lines: inout [String]) {
        for (index, member) in object.members.enumerated() {
            let lead = index == 0 ? (firstPrefix ?? indent) : indent
            let key = lead + quotedKey(member.key) + ":"
            switch member.value {
            case .object(let nested) where !nested.members.isEmpty:
                lines.append(key)
                write(nested, indent: indent + "  ", into: &lines)
            case .array(let items) where items.contains(where: \.isObject):
                lines.append(key)
                for item in items {
                    if case .object(let nested) = item, !nested.members.isEmpty {
                        write(nested, indent: indent + "    ", firstPrefix: indent + "  - ", into: &lines)
                    } else {
                        lines.append(indent + "  - " + scalarOrFlow(item))
                    }
                }
            default:
                lines.append(key + " " + scalarOrFlow(member.value))
            }
        }
    }

    /// A scalar, or an empty or scalar-only container, on one line in flow style.
    private static func scalarOrFlow(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .array(let items): return "[" + items.map(scalarOrFlow).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.members.map { quoted($0.key) + ": " + scalarOrFlow($0.value) }.joined(separator: ", ") + "}"
        default: return JSONWriter.compactString(value)
        }
    }

    private static func quotedKey(_ key: String) -> String {
        let plain = key.first?.isLetter == true && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return plain ? key : quoted(key)
    }

    /// JSON's quoting, plus the characters YAML 1.1 reads as line breaks or a byte-order mark, escaped.
    private static func quoted(_ text: String) -> String {
        var result = JSONWriter.compactString(.string(text))
        for (raw, escaped) in [("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029"), ("\u{FEFF}", "\\ufeff")] where result.contains(raw) {
            result = result.replacing(raw, with: escaped)
        }
        return result
    }
}

extension JSONValue {
    fileprivate var isObject: Bool { if case .object = self { true } else { false } }
}
