/// Byte-level helpers for intent URLs: a class table so hot loops do one load per byte
/// (range tests branch unpredictably on text like UUIDs), hex digits and UTF-8 checks.
public enum PercentCoding {
    /// Written as it is: unreserved (A–Z a–z 0–9 - . _ ~) plus `@`, `:` and `/`.
    static let kept: UInt8 = 1
    /// Ends a query piece or the query: `&`, `#`.
    static let delimiter: UInt8 = 2
    /// Splits a piece into name and value: `=`.
    static let equals: UInt8 = 4
    /// Needs decoding in a query: `%`, `+`.
    static let escape: UInt8 = 8

    /// The classes of all 256 byte values.
    static let byteClasses: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        switch UInt8(value) {
        case let byte where isKept(byte): kept
        case UInt8(ascii: "&"), UInt8(ascii: "#"): delimiter
        case UInt8(ascii: "="): equals
        case UInt8(ascii: "%"), UInt8(ascii: "+"): escape
        default: 0
        }
    }

    /// Whether `byte` is written as it is (`kept`): one bit of two constant words, so the writer's
    /// loop touches no table. Bytes 0–63: `-` `.` `/` `0`–`9` `:`; bytes 64–127: `@` `A`–`Z` `_` `a`–`z` `~`.
    @inline(__always)
    static func isKept(_ byte: UInt8) -> Bool {
        let word: UInt64 = byte < 64 ? 0x07FF_E000_0000_0000 : byte < 128 ? 0x47FF_FFFE_87FF_FFFF : 0
        return word >> (byte & 63) & 1 != 0
    }

    /// `text` as one URL path segment: unreserved bytes kept, everything else (`/` too) escaped.
    public static func pathSegment(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if PercentCoding.byteClasses[Int(byte)] == PercentCoding.kept, byte != UInt8(ascii: "/"), byte != UInt8(ascii: ":"), byte != UInt8(ascii: "@") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), PercentCoding.hexDigit(byte >> 4), PercentCoding.hexDigit(byte & 0xF)]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// RFC 3986: after the first letter, letters, digits, `+`, `-` or `.`.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        default: nil
        }
    }

    /// Uppercase, as the documents write escapes.
    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &+ nibble &- 10
    }

    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
