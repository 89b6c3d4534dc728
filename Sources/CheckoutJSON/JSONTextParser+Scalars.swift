/// Literals, numbers and strings.
extension JSONTextParser {
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
    /// character) eight at a time, stopping exactly at the first byte that does.
    mutating func skipPlainASCII() {
        while index + 8 <= bytes.count {
            let special = StringBytes.specials(StringBytes.word(bytes, at: index))
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
}
