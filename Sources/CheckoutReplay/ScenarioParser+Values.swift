import Yams

/// A YAML scalar as Yams resolves its tag: `100` is an int, `"100"` a string, `true` a bool, `~` null.
public enum ScalarValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
}

/// Read by the scenario parser and the other YAML readers of the commands.
extension Node {
    /// The scalar's type: its tag when one is written (`!!str 100`, and a quoted scalar is a string),
    /// else what its plain text reads as. Documents are composed without resolving tags
    /// (`AnchorFreeYAML`), so this is where a plain scalar's is decided.
    public var resolvedTagName: Tag.Name {
        guard case .scalar(let scalar) = self else { return Tag.Name(rawValue: tag.rawValue) }
        switch Tag.Name(rawValue: scalar.tag.rawValue) {
        case .implicit: return PlainScalarTag.resolve(scalar.string)
        case .nonSpecific: return .str
        case let written: return written
        }
    }

    /// The scalar's value by its resolved tag; a number too large for an Int stays the text it was.
    public var scalarValue: ScalarValue? {
        guard case .scalar(let scalar) = self else { return nil }
        switch resolvedTagName {
        case .null: return .null
        case .bool: if let bool { return .bool(bool) }
        case .int: if let int = checkedInt { return .int(int) }
        case .float: if let float { return .float(float) }
        default: break
        }
        return .string(scalar.string)
    }

    /// Yams' `int`, but nil instead of a crash for sexagesimal text (`1:30:00`) too large for an Int:
    /// Yams multiplies its groups unchecked, and eleven groups overflow whatever their digits.
    public var checkedInt: Int? {
        guard let text = scalar?.string, text.contains(":") else { return int }
        var groups = Substring(text.replacingOccurrences(of: "_", with: ""))
        let negative = groups.first == "-"
        if groups.first == "-" || groups.first == "+" { groups = groups.dropFirst() }
        // Yams reads a leading 0 as a radix prefix first (`01:30` is no octal): no groups multiplied.
        if groups.first == "0" { return int }
        var value = 0
        for group in groups.split(separator: ":", omittingEmptySubsequences: false) {
            guard let digit = Int(group, radix: 10) else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 60)
            let (sum, overflowedAgain) = shifted.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// A string scalar's text (quoted, or plain text YAML reads as no other type); nil for anything else.
    public var stringValue: String? {
        if case .string(let text)? = scalarValue { return text }
        return nil
    }

    public var isNull: Bool { scalarValue == .null }

    /// A mapping key as a name: any scalar's text (keys are names, so `100:` is the name "100").
    public var plainKey: String? { scalar?.string }

    /// How a problem quotes what it got: a scalar's text, or the kind of node.
    public var describedForProblem: String {
        switch self {
        case .scalar(let scalar):
            return isNull && scalar.string.isEmpty ? "nothing" : "\"\(scalar.string)\""
        case .sequence(let sequence): return sequence.isEmpty ? "an empty list" : "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    /// For a plain number or boolean YAML reads differently from how it is written (`04` is 4, `1.00` is 1.0,
    /// `yes` is true): what it reads as, so a problem can say to quote it. Nil when the text is the value.
    var reinterpretedPlainScalar: (reading: String, written: String)? {
        guard case .scalar(let scalar) = self, scalar.style == .plain || scalar.style == .any else { return nil }
        let canonical: String
        switch scalarValue {
        case .bool(let value)?: canonical = value ? "true" : "false"
        case .int(let value)?: canonical = String(value)
        case .float(let value)?: canonical = String(value)
        default: return nil
        }
        return canonical == scalar.string ? nil : (canonical, scalar.string)
    }
}

/// Checks the `${name}` placeholders of a string against those the replay replaces.
enum PlaceholderCheck {
    /// The placeholders in `text` that are not known, as written (`${ap}`).
    static func unknown(in text: String) -> [String] {
        guard text.holdsPlaceholderOpening else { return [] }
        var unknown: [String] = []
        var rest = text[...]
        while let open = rest.firstRange(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if !ScenarioParser.placeholders.contains(name) { unknown.append("${\(name)}") }
            rest = rest[rest.index(after: close)...]
        }
        return unknown
    }

    static var known: String { ScenarioParser.placeholders.map { "${\($0)}" }.joined(separator: ", ") }
}

extension StringProtocol {
    /// Whether `${` appears, read over the bytes: a replay asks it of every value of thousands of
    /// cases, and neither Foundation's search nor the standard library's generic one is needed for it.
    var holdsPlaceholderOpening: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { return true }
            previous = byte
        }
        return false
    }
}
