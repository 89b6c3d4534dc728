/// Where and why a text is not valid JSON. `line` and `column` are 1-based; `column` counts
/// Unicode scalars (the characters a person sees in an editor), not bytes.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// What is wrong and what was expected, e.g. "trailing comma before '}'".
    public var message: String

    public init(line: Int, column: Int, message: String) {
        (self.line, self.column, self.message) = (line, column, message)
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 JSON parser producing ordered `JSONValue`s.
///
/// It rejects everything lenient parsers let through (trailing commas, comments, single quotes,
/// a byte order mark, NO-BREAK SPACE as whitespace, duplicate keys, lone surrogates, invalid UTF-8)
/// because integration partners' parsers disagree on those, and a payload one side accepts and
/// the other rejects is exactly the failure the simulator exists to catch. Integer literals that
/// fit `Int64` become `.int`; every other number becomes `.double`.
public enum JSONParser {
    /// Arrays and objects nested deeper than this are rejected rather than parsed.
    public static let maximumDepth = 512

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = Parser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text  // withUTF8 is mutating: a bridged string may first be made contiguous.
        // withUTF8 is `rethrows`, not typed, so the typed error travels out in a Result.
        return try text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                var parser = Parser(bytes: buffer)
                return try parser.parseDocument()
            }
        }.get()
    }
}

/// One parse over a byte buffer. Open containers live on an explicit stack of frames instead of
/// the call stack, so no input can overflow a thread's stack (test runners and Swift concurrency
/// threads may have only 512 KiB). Line and column are computed only when an error is thrown.
private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// How many containers are open; `current` is the innermost when this is above 0.
    var depth = 0
    /// Kept out of `parents` so the hot appends reach it without going through an array.
    var current = Frame(isObject: false)
    var parents: [Frame] = []
    /// Reused buffer for strings that contain escapes; strings without escapes are sliced directly.
    var scratch: [UInt8] = []
    /// Whether the string just parsed is all ASCII (it lets duplicate-key checks compare lengths).
    var stringIsASCII = true

    /// An array or object still being parsed: what it has collected so far.
    struct Frame {
        let isObject: Bool
        var items: [JSONValue] = []
        /// A key is appended (with a placeholder value) as soon as it is read, so it is moved once.
        var members: [JSONMember] = []
        /// For the first `linearScanLimit` keys: the UTF-8 length (capped at 255) of each ASCII key,
        /// and a bit per non-ASCII key. Inline storage, so the duplicate check allocates nothing.
        var asciiKeyLengths = SIMD16<UInt8>()
        var nonASCIIKeys: UInt16 = 0
        /// Built only for large objects; small ones are checked for duplicates by a linear scan.
        var seenKeys: Set<String>? = nil
    }
    static let linearScanLimit = 16

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The current byte, or 0 at the end of input. 0 is never accepted where `peek` is tested,
    /// so a literal NUL byte and the end both fall through to the error paths, which tell them apart.
    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw fail("byte order mark before the JSON value", at: 0)
        }
        skipWhitespace()
        guard index < bytes.count else { throw fail("empty input: expected a JSON value", at: index) }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw unexpected("unexpected content after the JSON value") }
        return value
    }

    /// RFC 8259 whitespace only: space, tab, LF, CR.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Parses one value, descending into containers by pushing frames and climbing back out as
    /// each finished value is added to its parent.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        nextValue: while true {
            skipWhitespace()
            var value: JSONValue
            switch peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = peek == UInt8(ascii: "{")
                guard depth < JSONParser.maximumDepth else {
                    throw fail("nesting deeper than \(JSONParser.maximumDepth) levels", at: index)
                }
                index += 1
                skipWhitespace()
                if peek == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    value = isObject ? .object(JSONObject()) : .array([])
                } else {
                    // Swapped rather than copied, so the parent's arrays are moved, not retained.
                    var parent = Frame(isObject: isObject)
                    swap(&parent, &current)
                    if depth > 0 { parents.append(parent) }
                    depth += 1
                    // Most payload containers are small: one allocation up front instead of several regrowths.
                    if isObject {
                        current.members.reserveCapacity(8)
                        try parseKey(afterComma: false)
                    } else {
                        current.items.reserveCapacity(4)
                    }
                    continue nextValue
                }
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
            case UInt8(ascii: "'"): throw fail("strings must use double quotes", at: index)
            default: value = try parseLiteral()
            }
            // Add the finished value to its container; a closing bracket finishes that one in turn.
            while depth > 0 {
                let isObject = current.isObject
                if isObject {
                    current.members[current.members.count - 1].value = value
                } else {
                    current.items.append(value)
                }
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if peek == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if peek == close {
                        throw fail("trailing comma before '\(Character(Unicode.Scalar(close)))'", at: comma)
                    }
                    if isObject { try parseKey(afterComma: true) }
                    continue nextValue
                } else if peek == close {
                    index += 1
                    depth -= 1
                    var finished = depth > 0 ? parents.removeLast() : Frame(isObject: false)
                    swap(&finished, &current)
                    value = isObject ? .object(JSONObject(finished.members)) : .array(finished.items)
                } else {
                    throw unexpected(
                        isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
                }
            }
            return value
        }
    }

    /// Parses `"key" :` for the innermost (object) frame.
    mutating func parseKey(afterComma: Bool) throws(JSONSyntaxError) {
        let start = index
        switch peek {
        case UInt8(ascii: "\""): break
        case UInt8(ascii: "'"): throw fail("strings must use double quotes", at: start)
        case let byte where isWordByte(byte): throw fail("object keys must be strings in double quotes", at: start)
        default: throw unexpected(afterComma ? "expected a string key after ','" : "expected a string key or '}'")
        }
        let key = try parseString()
        if isDuplicate(key) { throw fail("duplicate key '\(key)'", at: start) }
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw unexpected("expected ':' after object key") }
        index += 1
        current.members.append(JSONMember(key, .null))
    }

    /// Whether `current` already has `key`, by `String` equality (canonical equivalence) as
    /// `JSONObject`'s subscript uses, so every accepted member can be looked up. A linear scan
    /// beats hashing for the small objects of the hot path; a set takes over before the scan could
    /// turn quadratic. Two ASCII keys of different lengths cannot be equal, which skips most
    /// comparisons; a non-ASCII key can equal an ASCII one (U+212A KELVIN SIGN == "K").
    mutating func isDuplicate(_ key: String) -> Bool {
        let count = current.members.count
        if count < Parser.linearScanLimit {
            let length = UInt8(min(key.utf8.count, 255))
            for position in 0..<count {
                let bothASCII = stringIsASCII && current.nonASCIIKeys & (1 << position) == 0
                if bothASCII, current.asciiKeyLengths[position] != length { continue }
                if current.members[position].key == key { return true }
            }
            if stringIsASCII { current.asciiKeyLengths[count] = length } else { current.nonASCIIKeys |= 1 << count }
            return false
        }
        if current.seenKeys == nil { current.seenKeys = Set(current.members.map(\.key)) }
        return !current.seenKeys!.insert(key).inserted
    }

    // MARK: Scalars

    /// `true`, `false`, `null`, or an error naming the word that is none of them.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        guard index > start else { throw unexpected("expected a JSON value") }
        if matches("true", at: start) { return .bool(true) }
        if matches("false", at: start) { return .bool(false) }
        if matches("null", at: start) { return .null }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if ["true", "false", "null"].contains(word.lowercased()) {
            throw fail("'\(word)' is not a JSON literal (literals are lowercase: \(word.lowercased()))", at: start)
        }
        throw fail("invalid value '\(word.prefix(32))': expected true, false, null, a number, "
            + "a string in double quotes, an array or an object", at: start)
    }

    /// Integers that fit Int64 are accumulated directly; anything else goes to the standard
    /// library's correctly rounded `Double(_:)` once the RFC 8259 grammar has been checked here.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else { throw unexpected("expected a digit after '-'") }
        var magnitude: UInt64 = 0
        var fitsInteger = true
        if peek == UInt8(ascii: "0") {
            index += 1
            if isDigit(peek) { throw fail("leading zeros are not allowed in numbers", at: start) }
        } else {
            while isDigit(peek) {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(peek - UInt8(ascii: "0")))
                magnitude = sum
                fitsInteger = fitsInteger && !overflow1 && !overflow2
                index += 1
            }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw unexpected("expected a digit after the decimal point") }
            while isDigit(peek) { index += 1 }
            fitsInteger = false
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw unexpected("expected a digit in the exponent") }
            while isDigit(peek) { index += 1 }
            fitsInteger = false
        }
        if fitsInteger {
            if !negative, magnitude <= UInt64(Int64.max) { return .int(Int64(magnitude)) }
            if negative, magnitude <= UInt64(Int64.max) + 1 { return .int(Int64(bitPattern: 0 &- magnitude)) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw fail("number \(text.prefix(32)) is too large for a 64-bit double", at: start)
        }
        return .double(number)
    }

    /// Parses a string starting at its opening quote. Runs of plain bytes are skipped in bulk;
    /// without escapes (the common case) the result is made straight from the bytes between the
    /// quotes, otherwise runs and unescaped characters are gathered in `scratch`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        var runStart = index  // first byte not yet copied to `scratch`
        var escaped = false
        stringIsASCII = true
        while true {
            skipPlainASCII()
            guard index < bytes.count else { throw fail("unterminated string: expected a closing '\"'", at: quote) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard escaped else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                if !escaped { scratch.removeAll(keepingCapacity: true) }
                escaped = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try appendEscape(quote: quote)
                runStart = index
            } else if byte < 0x20 {
                throw controlCharacterInString(byte)
            } else if byte < 0x80 {
                index += 1  // only within the last 8 bytes of input, where skipPlainASCII stops
            } else {
                guard let (_, length) = decodeScalar(at: index) else { throw invalidUTF8() }
                index += length
                stringIsASCII = false
            }
        }
    }

    /// Skips string bytes that need no attention (ASCII, not a quote, backslash or control
    /// character) eight at a time, stopping exactly at the first byte that does. Uses the usual
    /// bit tricks for "some byte is zero / below n"; their false positives only occur in bytes
    /// above a true hit, so the lowest flagged byte is exact.
    mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
            let special = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                | ((word &- ones &* 0x20) & ~word) | word) & (ones &* 0x80)
            if special != 0 {
                index += special.trailingZeroBitCount / 8
                return
            }
            index += 8
        }
    }

    /// Appends the character of the escape at `index` (a backslash) to `scratch`.
    mutating func appendEscape(quote: Int) throws(JSONSyntaxError) {
        let backslash = index
        guard index + 1 < bytes.count else { throw fail("unterminated string: expected a closing '\"'", at: quote) }
        let kind = bytes[index + 1]
        index += 2
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(kind)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeAt: backslash)
            if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("lone surrogate \\u\(hex(scalar)) in string "
                    + "(a low surrogate must follow a \\uD800-\\uDBFF high surrogate)", at: backslash)
            }
            if (0xD800...0xDBFF).contains(scalar) {
                // UTF-16 escapes: a high surrogate is only valid as the first half of a pair.
                let loneHigh = "lone surrogate \\u\(hex(scalar)) in string "
                    + "(a high surrogate must be followed by a \\uDC00-\\uDFFF low surrogate)"
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail(loneHigh, at: backslash)
                }
                let lowEscape = index
                index += 2
                let low = try hex4(escapeAt: lowEscape)
                guard (0xDC00...0xDFFF).contains(low) else { throw fail(loneHigh, at: backslash) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            // Never nil: lone surrogates were rejected above and a pair combines to U+10000...U+10FFFF.
            UTF8.encode(Unicode.Scalar(scalar)!) { scratch.append($0) }
            if scalar >= 0x80 { stringIsASCII = false }
        default:
            throw fail("invalid escape '\\\(describe(at: backslash + 1))' in string: "
                + #"expected \" \\ \/ \b \f \n \r \t or \uXXXX"#, at: backslash)
        }
    }

    /// Reads the four hex digits after `\u`.
    mutating func hex4(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch peek {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = peek - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = peek - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = peek - UInt8(ascii: "A") + 10
            default: throw fail("invalid \\u escape: expected 4 hex digits after \\u", at: backslash)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Helpers

    /// Decodes the UTF-8 sequence at `offset`, or nil if it is invalid: a stray continuation
    /// byte, a truncated sequence, an overlong form, a surrogate or a value past U+10FFFF.
    func decodeScalar(at offset: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[offset]
        let length: Int, secondRange: ClosedRange<UInt8>  // the tight range on byte 2 excludes the invalid forms
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        var value = UInt32(lead) & (0x7F >> length)
        for position in offset + 1..<offset + length {
            guard bytes[position] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(bytes[position] & 0x3F)
        }
        return (value, length)
    }

    /// The error for the byte at `index` where `expectation` was not met. Characters that are
    /// never valid there get a message naming them, since that is what the author must fix.
    func unexpected(_ expectation: String) -> JSONSyntaxError {
        guard index < bytes.count else { return fail("unexpected end of input: \(expectation)", at: index) }
        let byte = bytes[index]
        if byte >= 0x80 {
            guard let (scalar, _) = decodeScalar(at: index) else { return invalidUTF8() }
            if scalar == 0xA0 {
                return fail("U+00A0 NO-BREAK SPACE is not JSON whitespace (replace it with a plain space)", at: index)
            }
            return fail("unexpected character U+\(hex(scalar))", at: index)
        }
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count, [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(bytes[index + 1]) {
            return fail("comments are not allowed in JSON", at: index)
        }
        if byte < 0x20 || byte == 0x7F {
            return fail("unexpected control character U+\(hex(UInt32(byte))) "
                + "(JSON whitespace is only space, tab, line feed and carriage return)", at: index)
        }
        return fail(expectation, at: index)
    }

    func controlCharacterInString(_ byte: UInt8) -> JSONSyntaxError {
        let escapes: [UInt8: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        let escape = escapes[byte] ?? "\\u\(hex(UInt32(byte)))"
        return fail("control character U+\(hex(UInt32(byte))) in string must be escaped as \(escape)", at: index)
    }

    func invalidUTF8() -> JSONSyntaxError {
        fail("invalid UTF-8: byte 0x\(hex(UInt32(bytes[index]), digits: 2)) does not start a valid character", at: index)
    }

    /// Converts a byte offset to a line and column by rescanning from the start; errors are
    /// rare, so the hot path never tracks lines. CR LF, LF and a lone CR each end a line.
    func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1, column = 1
        for position in 0..<offset {
            let byte = bytes[position]
            if byte == 0x0A || (byte == 0x0D && (position + 1 == bytes.count || bytes[position + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D, byte & 0xC0 != 0x80 {
                column += 1  // continuation bytes belong to the character already counted
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// Whether the word just scanned (from `start` to `index`) is exactly `literal`.
    func matches(_ literal: StaticString, at start: Int) -> Bool {
        index - start == literal.utf8CodeUnitCount
            && (0..<literal.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == literal.utf8Start[$0] }
    }

    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Bytes of a bare word such as `true`, `NaN` or an unquoted key.
    func isWordByte(_ byte: UInt8) -> Bool {
        // `| 0x20` folds A-Z onto a-z and maps no other byte into that range.
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The character at `offset` as a message should show it: itself if printable ASCII, else U+XXXX.
    func describe(at offset: Int) -> String {
        guard let (scalar, _) = decodeScalar(at: offset) else { return "byte 0x" + hex(UInt32(bytes[offset]), digits: 2) }
        return (0x21...0x7E).contains(scalar) ? String(Character(Unicode.Scalar(UInt8(scalar)))) : "U+\(hex(scalar))"
    }
}
