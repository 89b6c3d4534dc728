import CheckoutCore

/// Checks one expectation against a walk's JSON transcript.
enum ExpectationCheck {
    /// The failure, or nil when the expectation holds. `substitutions` fill `${name}` in expected strings.
    static func failure(_ expectation: Expectation, in transcript: JSONValue, substitutions: [String: String]) -> CaseFailure? {
        let expected = substitute(expectation.value, substitutions)
        let target = ExpectationPath.resolve(expectation.path, expected: expected)
        let actual = target.lookup(in: transcript)
        if target.isErrorField {
            // `error: FIELD` holds when some broken rule names that field.
            let fields = actual?.arrayValue ?? []
            if fields.contains(expected) { return nil }
            return CaseFailure(
                subject: expectation.path, line: expectation.line,
                diff: ["- an error on \(describe(expected))", "+ errors on: \(fields.isEmpty ? "none (the request was sent)" : fields.map(describe).joined(separator: ", "))"])
        }
        if matches(expected, actual) { return nil }
        if case .object = expected, case .object = actual {
            return CaseFailure(subject: expectation.path, line: expectation.line, diff: keyDiff(expected, actual, path: ""))
        }
        return CaseFailure(
            subject: expectation.path, line: expectation.line,
            diff: ["- expected \(describe(expected))", "+ actual   \(actual.map(describe) ?? "(absent)")"])
    }

    /// For objects, only the keys that differ, each with its path: one key of thirteen is a line or
    /// two, not the whole object twice.
    static func keyDiff(_ expected: JSONValue, _ actual: JSONValue?, path: String) -> [String] {
        guard case .object(let wanted) = expected, case .object(let got)? = actual else {
            let at = path.isEmpty ? "" : path + ": "
            return ["- \(at)expected \(describe(expected))", "+ \(at)actual   \(actual.map(describe) ?? "(absent)")"]
        }
        return wanted.members.flatMap { member in
            matches(member.value, got[member.key]) ? [] : keyDiff(member.value, got[member.key], path: path.isEmpty ? member.key : path + "." + member.key)
        }
    }

    /// Objects match as subsets (the keys written must match, others may exist); arrays element by
    /// element; numbers by value; null also matches an absent value.
    static func matches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
        guard let actual else { return expected == .null }
        switch (expected, actual) {
        case (.object(let wanted), .object(let got)):
            return wanted.members.allSatisfy { matches($0.value, got[$0.key]) }
        case (.array(let wanted), .array(let got)):
            return wanted.count == got.count && zip(wanted, got).allSatisfy { matches($0, $1) }
        default:
            return expected == actual
        }
    }

    static func substitute(_ value: JSONValue, _ substitutions: [String: String]) -> JSONValue {
        switch value {
        case .string(let text): return .string(substitute(text, substitutions))
        case .array(let items): return .array(items.map { substitute($0, substitutions) })
        case .object(let object): return .object(JSONObject(object.members.map { JSONMember($0.key, substitute($0.value, substitutions)) }))
        default: return value
        }
    }

    static func substitute(_ text: String, _ substitutions: [String: String]) -> String {
        guard text.holdsPlaceholderOpening else { return text }
        var result = text
        for (name, value) in substitutions { result = result.replacingOccurrences(of: "${\(name)}", with: value) }
        return result
    }

    static func describe(_ value: JSONValue) -> String { JSONWriter.compactString(value) }
}

extension Expectation {
    /// The transcript's top-level key the expectation reads, aliases resolved (`statusCodes` reads
    /// `statusChecks`, `error` reads `errors`): where a front end learns which step decides it.
    public var transcriptKey: String {
        ExpectationPath.resolve(path, expected: value).segments.first ?? path
    }
}

extension Scenario {
    /// The transcript's top-level keys the expectations read.
    var transcriptKeys: Set<String> {
        Set(expectations.compactMap { ExpectationPath.resolve($0.path, expected: $0.value).segments.first })
    }
}

/// Where an expectation looks in the transcript, aliases resolved.
struct ExpectationPath {
    var segments: [String]
    /// `error: FIELD`: the expected value is one of the errors' fields.
    var isErrorField = false

    static func resolve(_ path: String, expected: JSONValue) -> ExpectationPath {
        let isString = expected.stringValue != nil
        switch path {
        case "statusCodes": return ExpectationPath(segments: ["statusChecks", "*", "code"])
        case "error": return ExpectationPath(segments: ["errors", "*", "field"], isErrorField: true)
        case "return" where isString: return ExpectationPath(segments: ["return", "mode"])
        case "result" where isString: return ExpectationPath(segments: ["result", "code"])
        default: return ExpectationPath(segments: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// The value at the path; `*` gives the array of each element's value (absent ones as null).
    func lookup(in root: JSONValue) -> JSONValue? { root.value(at: segments) }
}
