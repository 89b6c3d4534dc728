import CheckoutCore
import Yams

/// One key of a scenario mapping as written.
struct ScenarioField {
    var key: String
    var keyLine: Int
    var value: Node
    /// Where the value starts, or the key's line when the value has no mark.
    var valueLine: Int
    /// Whether it came from the shared defaults of a file of several scenarios.
    var isDefault: Bool
}

/// One scenario's keys once the file's shared defaults and its own mapping are laid over each other,
/// with the problems found in those mappings (unknown keys, keys that exclude each other).
struct ScenarioSource {
    /// The line where the scenario's mapping starts.
    var start: Int
    /// 1-based position among the scenarios of a file of several; nil for a file of one.
    var position: Int?
    var fields: [String: ScenarioField] = [:]
    /// `merchant` and `expect` are merged key by key, so each mapping given is kept, defaults first.
    var merchantLayers: [ScenarioField] = []
    var expectLayers: [ScenarioField] = []
    var problems: [ScenarioProblem] = []
    /// Keys some unknown key was probably meant to be: their absence is already reported as that typo.
    var misspelt: Set<String> = []
    /// The editor's lines for the file's nodes' marks.
    var lines: EditorLines

    /// Keys that say the same thing in two ways: an entry giving one replaces a default given the other way.
    static let alternatives = ["profile": "profiles", "profiles": "profile", "amount": "amounts", "amounts": "amount",
        "method": "methods", "methods": "method",
    ]

    init(start: Int, position: Int?, layers: [MappingLayer], lines: EditorLines) {
        self.start = start
        self.position = position
        self.lines = lines
        for layer in layers {
            problems += layer.problems
            misspelt.formUnion(layer.misspelt)
            for field in layer.fields {
                switch field.key {
                case "merchant": merchantLayers.append(field)
                case "expect": expectLayers.append(field)
                default:
                    if let other = Self.alternatives[field.key] { fields[other] = nil }
                    fields[field.key] = field
                }
            }
        }
    }

    func line(of key: String) -> Int? { fields[key]?.keyLine }
}

/// The known keys of one mapping, and what was wrong with the others.
struct MappingLayer {
    var fields: [ScenarioField] = []
    var problems: [ScenarioProblem] = []
    /// Keys an unknown key was probably meant to be ("flo" → "flow").
    var misspelt: Set<String> = []
}

/// Finds the scenarios of a file: the root mapping alone, or each entry of `scenarios:` over the root's defaults.
struct FileLayout {
    let file: String
    let lines: EditorLines
    /// Problems that belong to no scenario (the file's shape).
    var problems: [ScenarioProblem] = []

    init(file: String, lines: EditorLines) {
        self.file = file
        self.lines = lines
    }

    mutating func scenarioSources(_ root: Node) -> [ScenarioSource] {
        let rootLine = lines.line(of: root) ?? 1
        guard case .mapping(let mapping) = root else {
            problems.append(ScenarioProblem(file: file, line: rootLine,
                "a scenario file holds a mapping of keys (flow: …, profile: …), or several scenarios under \"scenarios:\"; got \(root.describedForProblem)"))
            return []
        }
        var rootLayer = layer(mapping, allowed: ScenarioParser.allowedKeys[""]!, within: nil)
        guard let listIndex = rootLayer.fields.firstIndex(where: { $0.key == "scenarios" }) else {
            return [ScenarioSource(start: rootLine, position: nil, layers: [rootLayer], lines: lines)]
        }
        let list = rootLayer.fields.remove(at: listIndex)
        // Reported here too, so a default's problem is not lost when no entry can carry it.
        problems += rootLayer.problems
        for index in rootLayer.fields.indices { rootLayer.fields[index].isDefault = true }
        guard case .sequence(let entries) = list.value, !entries.isEmpty else {
            problems.append(ScenarioProblem(file: file, line: list.valueLine,
                "\"scenarios\" must be a non-empty list of scenario mappings (- name: …, flow: …), got \(list.value.describedForProblem)"))
            return []
        }
        var sources: [ScenarioSource] = []
        for (index, entry) in entries.enumerated() {
            let line = lines.line(of: entry) ?? list.valueLine
            guard case .mapping(let entryMapping) = entry else {
                problems.append(ScenarioProblem(file: file, line: line,
                    "each entry of \"scenarios\" must be a mapping of keys (flow: …, profile: …), got \(entry.describedForProblem)"))
                continue
            }
            let entryLayer = layer(entryMapping, allowed: ScenarioParser.allowedKeys["scenarios[]"]!,
                                   within: "an entry of \"scenarios\"")
            sources.append(ScenarioSource(start: line, position: index + 1, layers: [rootLayer, entryLayer], lines: lines))
        }
        return sources
    }

    /// The mapping's keys, keeping only those allowed and the first of two that exclude each other.
    private func layer(_ mapping: Node.Mapping, allowed: [String], within place: String?) -> MappingLayer {
        var layer = MappingLayer()
        for (keyNode, value) in mapping {
            let line = lines.line(of: keyNode) ?? 1
            guard let key = keyNode.plainKey else {
                layer.problems.append(ScenarioProblem(file: file, line: line,
                    "keys must be names (flow, profile, …), got \(keyNode.describedForProblem)"))
                continue
            }
            guard allowed.contains(key) else {
                layer.problems.append(ScenarioProblem(file: file, line: line, KeyAdvice.unknownKey(key, in: place, allowed: allowed)))
                if let meant = Suggestion.closest(to: key, among: allowed) { layer.misspelt.insert(meant) }
                continue
            }
            if let other = ScenarioSource.alternatives[key], layer.fields.contains(where: { $0.key == other }) {
                layer.problems.append(ScenarioProblem(file: file, line: line, KeyAdvice.exclusive(other, key)))
                continue
            }
            layer.fields.append(ScenarioField(key: key, keyLine: line, value: value, valueLine: lines.line(of: value) ?? line, isDefault: false))
        }
        return layer
    }
}

/// How problems word unknown and clashing keys.
public enum KeyAdvice {
    public static func unknownKey(_ key: String, in place: String?, allowed: [String]) -> String {
        let whereText = place.map { " in \($0)" } ?? ""
        let hint = Suggestion.closest(to: key, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "unknown key \"\(key)\"\(whereText)\(hint); expected one of: \(allowed.joined(separator: ", "))"
    }

    static func exclusive(_ first: String, _ second: String) -> String {
        let singular = first.hasSuffix("s") ? second : first
        let plural = first.hasSuffix("s") ? first : second
        return "\"\(first)\" and \"\(second)\" are both given; write one: \"\(singular)\" for one value, \"\(plural)\" for a list"
    }
}
