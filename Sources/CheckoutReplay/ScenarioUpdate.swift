import CheckoutCore

/// `replay --update`: rewrites a scenario file's failing expectations to what the walks showed, on
/// the lines where they are written, so the change reads as a small diff to review. Everything else in
/// the file (comments included) stays as it was.
public enum ScenarioUpdate {
    public static func rewrite(
        _ text: String, file: String, results: [(scenario: Scenario, results: [CaseResult])]
    ) -> (text: String, problems: [ScenarioProblem]) {
        var newValues: [Int: [(path: String, value: JSONValue)]] = [:]
        var problems: [ScenarioProblem] = []
        for (scenario, caseResults) in results {
            for expectation in scenario.expectations {
                let failed = caseResults.contains { $0.failures.contains { $0.subject == expectation.path && $0.line == expectation.line } }
                guard failed else { continue }
                let seen = caseResults.compactMap { $0.actual.map { seenValue(for: expectation, in: $0) } }
                guard let first = seen.first, seen.allSatisfy({ $0 == first }), let value = first else {
                    problems.append(ScenarioProblem(
                        file: file, line: expectation.line,
                        "\(expectation.path): the cases saw different values (or none), so one expectation cannot hold them all; use ${app}, ${profile} or ${amount}, or split the scenario"))
                    continue
                }
                // One line may hold several expectations (a one-line mapping): each is its own update.
                if let earlier = newValues[expectation.line]?.first(where: { $0.path == expectation.path }) {
                    if earlier.value != value {
                        problems.append(ScenarioProblem(file: file, line: expectation.line, "\(expectation.path): scenarios sharing this expectation saw different values"))
                        newValues[expectation.line]?.removeAll { $0.path == expectation.path }
                    }
                    continue
                }
                newValues[expectation.line, default: []].append((expectation.path, value))
            }
        }
        guard !newValues.isEmpty else { return (text, problems) }
        if text.drop(while: \.isWhitespace).first == "{" {
            problems.append(ScenarioProblem(file: file, line: 1, "--update rewrites YAML scenarios only: edit this JSON file by hand"))
            return (text, problems)
        }
        // Lines as an editor (and the parser's line numbers) counts them; each keeps its own ending, so a
        // file mixing LF, CRLF and CR comes back with each line as it was.
        let split = EditorLines.split(text)
        var lines = split.map(\.content)
        var endings = split.map(\.ending)
        let flowKeys = Self.flowKeyLines(text)
        // Bottom up, so a block that shrinks does not move the lines still to rewrite.
        for (line, updates) in newValues.sorted(by: { $0.key > $1.key }) where line >= 1 && line <= lines.count && !updates.isEmpty {
            let keyLine = lines[line - 1]
            guard let colon = Self.keyEnd(in: keyLine) else {
                problems += updates.map { ScenarioProblem(file: file, line: line, "\($0.path): this line is not \"key: value\", so --update left it") }
                continue
            }
            // A line whose key is the expectation's own gets a new value; otherwise the expectation sits
            // in a one-line mapping (`expect: {error: …, visibleApps: […]}`), edited entry by entry.
            if updates.count == 1, let update = updates.first, Self.key(keyLine[..<colon]) == update.path,
                !flowKeys.contains(line)
            {
                switch Self.replaceValue(of: &lines, endings: &endings, at: line, colon: colon, with: update.value) {
                case .success: break
                case .failure(let why): problems.append(ScenarioProblem(file: file, line: line, "\(update.path): \(why.reason)"))
                }
            } else if let edited = Self.editFlowMapping(keyLine, after: colon, updates: updates) {
                lines[line - 1] = edited
            } else {
                problems += updates.map {
                    ScenarioProblem(
                        file: file, line: line,
                        "\($0.path): written inside a mapping that --update cannot edit key by key (it does not open and close on this line), so it left it; write each expectation on its own line, or edit it by hand")
                }
            }
        }
        return (zip(lines, endings).map { $0 + $1 }.joined(), problems)
    }

    struct Refusal: Error {
        var reason: String
    }

    /// Replaces the value on `line` and the block lines below it that belong to it with one flow value,
    /// keeping the key line's trailing comment. A comment inside the block would be lost, so such a value
    /// is refused.
    private static func replaceValue(
        of lines: inout [String], endings: inout [String], at line: Int, colon: String.Index, with value: JSONValue
    ) -> Result<Void, Refusal> {
        let keyLine = lines[line - 1]
        let indent = keyLine.prefix { $0 == " " }.count
        // A block value goes on over the lines indented deeper than its key, blank lines within included.
        var end = line
        var next = line
        while next < lines.count {
            if lines[next].allSatisfy({ $0 == " " || $0 == "\t" }) {
                next += 1
                continue
            }
            guard Self.continuesBlock(lines[next], deeperThan: indent) else { break }
            next += 1
            end = next
        }
        if let commented = (line..<end).first(where: { Self.holdsComment(lines[$0]) }) {
            return .failure(Refusal(reason: "its value runs on to line \(commented + 1), which holds a comment a one-line value would lose, so --update left it; edit it by hand"))
        }
        let comment = Self.trailingComment(in: keyLine, after: colon).map { "  " + $0 } ?? ""
        lines.replaceSubrange((line - 1)..<end, with: [String(keyLine[..<colon]) + ": " + YAMLFlow.text(value) + comment])
        // The one line left ends as the last line it replaces did.
        endings.replaceSubrange((line - 1)..<end, with: [endings[end - 1]])
        return .success(())
    }

    /// A whole-line comment, or a value followed by one.
    static func holdsComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("#") { return true }
        return firstOutsideQuotes(in: line, from: line.startIndex) { index in
            index > line.startIndex && line[index] == "#" && [" ", "\t"].contains(line[line.index(before: index)])
        } != nil
    }

    /// A key as written, without the indentation, a sequence dash or quotes.
    static func key(_ written: Substring) -> String {
        var key = written.drop { $0 == " " }
        if key.hasPrefix("- ") { key = key.dropFirst(2).drop { $0 == " " } }
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first { key = key.dropFirst().dropLast() }
        return String(key)
    }

    /// What the walk showed at the expectation's path, in the form the expectation is written in.
    static func seenValue(for expectation: Expectation, in transcript: JSONValue) -> JSONValue? {
        let path = ExpectationPath.resolve(expectation.path, expected: expectation.value)
        let seen = path.lookup(in: transcript)
        if path.isErrorField { return seen?.arrayValue?.first }
        return seen ?? .null
    }

    /// The index of the colon that ends the line's key (outside quotes), if the line is a mapping entry.
    static func keyEnd(in line: String) -> String.Index? {
        let found = firstOutsideQuotes(in: line, from: line.startIndex) { index in
            guard line[index] != "#" else { return true }
            let next = line.index(after: index)
            return line[index] == ":" && (next == line.endIndex || line[next] == " ")
        }
        return found.flatMap { line[$0] == ":" ? $0 : nil }
    }

    /// A `# comment` after the value (outside quotes), kept when the value is rewritten.
    static func trailingComment(in line: String, after colon: String.Index) -> String? {
        let found = firstOutsideQuotes(in: line, from: line.index(after: colon)) { index in
            line[index] == "#" && [" ", "\t"].contains(line[line.index(before: index)])
        }
        return found.map { String(line[$0...]) }
    }

    /// The first index from `start` outside quoted text where `matches` holds.
    private static func firstOutsideQuotes(in line: String, from start: String.Index, _ matches: (String.Index) -> Bool) -> String.Index? {
        var quote: Character?
        var index = start
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if matches(index) {
                return index
            }
            index = line.index(after: index)
        }
        return nil
    }

    static func continuesBlock(_ line: String, deeperThan indent: Int) -> Bool {
        let trimmed = line.drop { $0 == " " }
        if trimmed.isEmpty { return false }
        let depth = line.count - trimmed.count
        // A block sequence may sit at the key's own indentation ("key:\n- a").
        return depth > indent || (depth == indent && trimmed.hasPrefix("- "))
    }
}

/// JSON values as one line of YAML flow style: plain scalars where YAML reads them back the same,
/// double-quoted (JSON escaping, which YAML shares) otherwise.
enum YAMLFlow {
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): return isPlainSafe(string) ? string : JSONWriter.compactString(value)
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.members.map { "\(text(.string($0.key))): \(text($0.value))" }.joined(separator: ", ") + "}"
        default: return JSONWriter.compactString(value)
        }
    }

    /// Letters, digits and a few marks, not starting with one YAML treats specially, and not a word
    /// YAML would read as a bool, null or number.
    static func isPlainSafe(_ string: String) -> Bool {
        guard let first = string.first, first.isLetter || first == "_" || first == "/" else { return false }
        let allowed = string.allSatisfy { $0.isLetter || $0.isNumber || "_-./@+=?&%".contains($0) }
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(string.lowercased())
        return allowed && !reserved && string.allSatisfy(\.isASCII)
    }
}
