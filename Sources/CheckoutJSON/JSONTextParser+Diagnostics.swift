/// Error construction: messages, and line and column computed from the byte offset.
extension JSONTextParser {
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
