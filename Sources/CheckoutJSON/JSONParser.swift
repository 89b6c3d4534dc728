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
            var parser = JSONTextParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text  // withUTF8 is mutating: a bridged string may first be made contiguous.
        // withUTF8 is `rethrows`, not typed, so the typed error travels out in a Result.
        return try text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                var parser = JSONTextParser(bytes: buffer)
                return try parser.parseDocument()
            }
        }.get()
    }
}

/// One parse over a byte buffer. Open containers live on an explicit stack of frames instead of
/// the call stack, so no input can overflow a thread's stack (test runners and Swift concurrency
/// threads may have only 512 KiB). Line and column are computed only when an error is thrown.
struct JSONTextParser {
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
                    if depth > 0 {
                        if parents.capacity == 0 { parents.reserveCapacity(8) }
                        parents.append(parent)
                    }
                    depth += 1
                    // Most payload containers are small: one allocation up front instead of several regrowths.
                    if isObject {
                        current.members.reserveCapacity(16)
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
        if count < JSONTextParser.linearScanLimit {
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
}
