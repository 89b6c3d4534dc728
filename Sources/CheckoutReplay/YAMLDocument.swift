import CheckoutCore
import Yams

/// Reads a YAML profile into the same ordered `JSONValue` the JSON loader produces, keeping key order.
public enum YAMLDocument {
    /// What is wrong with a document, each problem starting with its line where it has one.
    public struct Problems: Error, Sendable {
        public var problems: [String]
    }

    public static func parse(_ text: String) throws(Problems) -> JSONValue {
        let document: AnchorFreeYAML.Document?
        do { document = try AnchorFreeYAML.compose(text) } catch {
            // One line with its place, as scenarios and merchants files say it (a duplicate key included).
            let (line, rule) = YAMLErrorDescription.lineAndRule(error, in: text, oneDocument: "a profile holds one YAML document; remove the ---")
            throw Problems(problems: ["line \(line): \(rule)"])
        }
        guard let document else { throw Problems(problems: ["is empty"]) }
        // Refused before converting: a few nested aliases stand for billions of nodes.
        guard document.anchorLines.isEmpty else {
            let rule = AnchorFreeYAML.rule(in: "a profile", instead: "write each value out in full")
            throw Problems(problems: document.anchorLines.map { "line \($0): \(rule)" })
        }
        return try convert(document.root, lines: document.lines)
    }

    private static func convert(_ node: Node, lines: EditorLines) throws(Problems) -> JSONValue {
        switch node {
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, value) in mapping {
                guard let name = key.string else {
                    throw Problems(problems: ["line \(lines.line(of: key) ?? 0): keys must be strings"])
                }
                object.members.append(JSONMember(name, try convert(value, lines: lines)))
            }
            return .object(object)
        case .sequence(let sequence):
            var items: [JSONValue] = []
            for item in sequence { items.append(try convert(item, lines: lines)) }
            return .array(items)
        case .scalar(let scalar):
            switch node.resolvedTagName {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
            case .int: return node.checkedInt.map { .int(Int64($0)) } ?? .string(scalar.string)
            case .float: return node.float.map(JSONValue.double) ?? .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .alias:
            throw Problems(problems: ["line \(lines.line(of: node) ?? 0): \(AnchorFreeYAML.rule(in: "a profile", instead: "write each value out in full"))"])
        }
    }
}
