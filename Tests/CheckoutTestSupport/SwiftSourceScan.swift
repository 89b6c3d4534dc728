/// A rough reading of Swift source, enough to see which type names a file declares and mentions.
///
/// Comments and the text of string literals are blanked out (string interpolations stay code), then the
/// code is cut into identifiers and single punctuation characters. Not a parser: it is meant for this
/// repository's own sources, where the layering tests (core, TUI, server) check it.
public struct SwiftSourceScan {
    struct Token: Equatable {
        var text: String
        /// How many `{` enclose it.
        var depth: Int
    }

    var tokens: [Token] = []

    public init(_ source: String) {
        var blanker = Blanker(Array(source.utf8))
        blanker.code(inInterpolation: false)
        tokens = Self.tokenize(blanker.out)
    }

    /// Type names declared outside any braces, without `private` or `fileprivate` (which no other file can use).
    public var topLevelTypes: Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where token.depth == 0 && Self.typeKeywords.contains(token.text) {
            guard index + 1 < tokens.count, Self.isIdentifier(tokens[index + 1].text) else { continue }
            var back = index - 1
            var isPrivate = false
            while back >= 0, Self.modifiers.contains(tokens[back].text) {
                if tokens[back].text == "private" || tokens[back].text == "fileprivate" { isPrivate = true }
                back -= 1
            }
            if !isPrivate { names.insert(tokens[index + 1].text) }
        }
        return names
    }

    /// Type names declared anywhere in the file, nested ones too: inside the file they shadow other folders' names.
    public var allDeclaredTypes: Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where Self.typeKeywords.contains(token.text) {
            if index + 1 < tokens.count, Self.isIdentifier(tokens[index + 1].text) { names.insert(tokens[index + 1].text) }
        }
        return names
    }

    /// Identifiers used as names: not a member after `.` (`Outer.Inner`, `.caseName`).
    public var mentionedIdentifiers: Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where Self.isIdentifier(token.text) {
            if index > 0, tokens[index - 1].text == "." { continue }
            names.insert(token.text)
        }
        return names
    }

    static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    static let modifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "package", "open", "final", "indirect", "nonisolated",
    ]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return isIdentifierHead(first)
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func tokenize(_ code: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var depth = 0
        var index = 0
        while index < code.count {
            let byte = code[index]
            if isIdentifierHead(byte) {
                let start = index
                while index < code.count, isIdentifierBody(code[index]) { index += 1 }
                tokens.append(Token(text: String(decoding: code[start..<index], as: UTF8.self), depth: depth))
                continue
            }
            if byte == UInt8(ascii: "`") {
                // `name`: the identifier without its backticks.
                let start = index + 1
                index = start
                while index < code.count, code[index] != UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(text: String(decoding: code[start..<min(index, code.count)], as: UTF8.self), depth: depth))
                index += 1
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                while index < code.count, isIdentifierBody(code[index]) || code[index] == UInt8(ascii: ".") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if byte > 32, byte < 128 { tokens.append(Token(text: String(UnicodeScalar(byte)), depth: depth)) }
            if byte == UInt8(ascii: "{") { depth += 1 }
            index += 1
        }
        return tokens
    }
}

/// Copies code, and blanks comments and string literals' text (keeping `\( … )` interpolations as code).
private struct Blanker {
    let bytes: [UInt8]
    var index = 0
    var out: [UInt8] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        out.reserveCapacity(bytes.count)
    }

    private func at(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Code up to the end, or (in an interpolation) up to its closing parenthesis.
    mutating func code(inInterpolation: Bool) {
        var parens = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                blockComment()
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var hashes = 0
                while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                    index += multiline ? 3 : 1
                    out.append(UInt8(ascii: " "))
                    string(hashes: hashes, multiline: multiline)
                    out.append(UInt8(ascii: " "))
                    continue
                }
            }
            if inInterpolation {
                if byte == UInt8(ascii: "(") { parens += 1 }
                if byte == UInt8(ascii: ")") {
                    if parens == 0 {
                        index += 1
                        out.append(UInt8(ascii: " "))
                        return
                    }
                    parens -= 1
                }
            }
            out.append(byte)
            index += 1
        }
    }

    private mutating func blockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
                index += 1
            }
        }
        out.append(UInt8(ascii: " "))
    }

    /// The text of a string literal, after its opening delimiter, up to and past its closing one.
    private mutating func string(hashes: Int, multiline: Bool) {
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(1 + $0) == UInt8(ascii: "#") }) {
                if at(1 + hashes) == UInt8(ascii: "(") {
                    index += 2 + hashes
                    out.append(UInt8(ascii: " "))
                    code(inInterpolation: true)
                } else {
                    index += 2 + hashes
                }
                continue
            }
            if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ at(quotes + $0) == UInt8(ascii: "#") })
            {
                index += quotes + hashes
                return
            }
            if byte == UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
            index += 1
        }
    }
}
