/// How a space inside a query value is written: `+` (form style, as /v4/debit intents do) or `%20` (as /pg/v1/pay intents do).
public enum SpaceEncoding: Sendable {
    case plus, percent20
}

/// One query parameter of an intent URL, decoded.
public struct IntentParameter: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public init(_ name: String, _ value: String) {
        self.init(name: name, value: value)
    }
}

/// Why a text could not be read as an intent URL, phrased so a user knows what to fix.
public struct IntentURLError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A UPI intent URL such as `ppe://pay?pa=…` or `gpay://upi/pay?…`: scheme, the part
/// before `?` after `://` (e.g. "pay", "upi/pay", "mandate"), and its ordered parameters.
public struct IntentURL: Sendable, Equatable {
    public var scheme: String
    /// "pay", "upi/pay", "mandate", "upi/mandate"…
    public var target: String
    public var parameters: [IntentParameter]

    public init(scheme: String, target: String, parameters: [IntentParameter]) {
        self.scheme = scheme
        self.target = target
        self.parameters = parameters
    }

    /// The first value of the parameter with that name.
    public subscript(name: String) -> String? {
        for parameter in parameters where parameter.name == name { return parameter.value }
        return nil
    }

    /// The URL text. Names, values and the target are percent-encoded except unreserved
    /// characters (A–Z a–z 0–9 - . _ ~) and `@`, `:`, `/` (kept so `pa=MID@ybl` and
    /// `url=https://phonepe.com` read as in the documents); a space in a name or value per
    /// `spaceEncoding` (always `%20` in the target); `+`, `&`, `=`, `#`, `?`, `%` and non-ASCII
    /// (UTF-8 bytes) always percent-encoded, uppercase hex. The scheme is written as given.
    /// With no parameters there is no `?`.
    public func text(spaceEncoding: SpaceEncoding) -> String {
        let plus = spaceEncoding == .plus
        var count = scheme.utf8.count + 3 + PercentCoding.encodedCount(target, spaceAsPlus: false)
        for parameter in parameters {
            // "?" or "&", then "name=value"
            count += 2 + PercentCoding.encodedCount(parameter.name, spaceAsPlus: plus)
                + PercentCoding.encodedCount(parameter.value, spaceAsPlus: plus)
        }
        return String(unsafeUninitializedCapacity: count) { out in
            var at = PercentCoding.copy(scheme, into: out, at: 0)
            out[at] = UInt8(ascii: ":"); out[at + 1] = UInt8(ascii: "/"); out[at + 2] = UInt8(ascii: "/")
            at = PercentCoding.encode(target, spaceAsPlus: false, into: out, at: at + 3)
            for (index, parameter) in parameters.enumerated() {
                out[at] = index == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&")
                at = PercentCoding.encode(parameter.name, spaceAsPlus: plus, into: out, at: at + 1)
                out[at] = UInt8(ascii: "=")
                at = PercentCoding.encode(parameter.value, spaceAsPlus: plus, into: out, at: at + 1)
            }
            return at
        }
    }

    /// Parses any intent URL text: `scheme://target?name=value&…`. `+` reads as a space and
    /// `%XX` escapes as UTF-8 bytes (in the target only `%XX`); order and duplicates are kept,
    /// a parameter with no `=` gets the value "", empty `&&` pieces and a `#fragment` are ignored.
    /// Throws only when the text cannot be read at all (no `scheme://`, a malformed percent
    /// escape, escapes that are not UTF-8), with a reason a user can act on.
    public static func parse(_ text: String) throws(IntentURLError) -> IntentURL {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(IntentURLError) in try IntentURLParser(bytes).parse() }
        }
        return try result.get()
    }
}

/// Reads intent URL text from its UTF-8 bytes.
private struct IntentURLParser {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func parse() throws(IntentURLError) -> IntentURL {
        let schemeEnd = try schemeLength()
        let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<schemeEnd]), as: UTF8.self)
        let targetStart = schemeEnd + 3
        var end = bytes.count
        var queryStart = end
        var at = targetStart
        while at < end {
            if bytes[at] == UInt8(ascii: "#") { end = at; break }
            if bytes[at] == UInt8(ascii: "?"), queryStart == bytes.count { queryStart = at }
            at += 1
        }
        queryStart = min(queryStart, end)
        let target = try decode(targetStart..<queryStart, plusAsSpace: false, context: "the target")
        return IntentURL(scheme: scheme, target: target,
                         parameters: try parameters(in: min(queryStart + 1, end)..<end))
    }

    /// Length of the scheme, which must start with a letter, hold letters, digits, `+`, `-`
    /// or `.` (RFC 3986) and be followed by `://`.
    private func schemeLength() throws(IntentURLError) -> Int {
        guard let first = bytes.first else {
            throw IntentURLError("the intent URL is empty; expected e.g. ppe://pay?pa=MERCHANT@ybl&pn=MERCHANT")
        }
        guard PercentCoding.isLetter(first) else {
            throw IntentURLError("\(preview) is not an intent URL: it must start with a scheme (a letter, then letters, digits, +, - or .) and \"://\", e.g. ppe://pay?pa=…")
        }
        var at = 1
        while at < bytes.count, PercentCoding.isSchemeByte(bytes[at]) { at += 1 }
        guard at + 2 < bytes.count, bytes[at] == UInt8(ascii: ":"),
              bytes[at + 1] == UInt8(ascii: "/"), bytes[at + 2] == UInt8(ascii: "/") else {
            let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<at]), as: UTF8.self)
            throw IntentURLError("\(preview) is not an intent URL: the scheme \"\(scheme)\" must be followed by \"://\", e.g. ppe://pay?pa=…")
        }
        return at
    }

    private func parameters(in range: Range<Int>) throws(IntentURLError) -> [IntentParameter] {
        var result: [IntentParameter] = []
        if range.isEmpty { return result }
        var pieces = 1
        for at in range where bytes[at] == UInt8(ascii: "&") { pieces += 1 }
        result.reserveCapacity(pieces)
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            var equals = -1
            while end < range.upperBound, bytes[end] != UInt8(ascii: "&") {
                if equals < 0, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if end > start {
                let nameEnd = equals < 0 ? end : equals
                let name = try decode(start..<nameEnd, plusAsSpace: true, context: "a parameter name")
                let value = equals < 0
                    ? "" : try decode(equals + 1..<end, plusAsSpace: true, context: "the value of \(name)")
                result.append(IntentParameter(name: name, value: value))
            }
            start = end + 1
        }
        return result
    }

    /// Decodes `%XX` escapes (and `+` as a space when asked); the bytes outside escapes come
    /// from a Swift string, so only escapes can break UTF-8.
    private func decode(_ range: Range<Int>, plusAsSpace: Bool, context: @autoclosure () -> String) throws(IntentURLError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        var plain = true
        for byte in slice where byte == UInt8(ascii: "%") || (plusAsSpace && byte == UInt8(ascii: "+")) {
            plain = false
            break
        }
        if plain { return String(decoding: slice, as: UTF8.self) }

        var badEscape = -1
        var notUTF8 = false
        let decoded = String(unsafeUninitializedCapacity: slice.count) { out in
            var from = 0
            var to = 0
            var escapedHighByte = false
            while from < slice.count {
                let byte = slice[from]
                if byte == UInt8(ascii: "%") {
                    guard from + 2 < slice.count,
                          let high = PercentCoding.hexValue(slice[from + 1]),
                          let low = PercentCoding.hexValue(slice[from + 2]) else {
                        badEscape = from
                        return 0
                    }
                    out[to] = high << 4 | low
                    escapedHighByte = escapedHighByte || high >= 8
                    from += 3
                } else {
                    out[to] = plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                    from += 1
                }
                to += 1
            }
            if escapedHighByte, !PercentCoding.isValidUTF8(UnsafeBufferPointer(rebasing: out[0..<to])) {
                notUTF8 = true
                return 0
            }
            return to
        }
        if badEscape >= 0 {
            let shown = String(decoding: UnsafeBufferPointer(rebasing: slice[badEscape..<min(badEscape + 3, slice.count)]), as: UTF8.self)
            throw IntentURLError("malformed percent escape \"\(shown)\" in \(context()): % must be followed by two hex digits; write a literal % as %25")
        }
        if notUTF8 {
            let raw = String(decoding: slice, as: UTF8.self)
            throw IntentURLError("the percent escapes in \(context()) (\"\(raw)\") are not UTF-8 text; encode text as UTF-8 bytes, e.g. ₹ as %E2%82%B9")
        }
        return decoded
    }

    /// The start of the text, for messages.
    private var preview: String {
        let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, 60)]), as: UTF8.self)
        return "\"" + shown + (bytes.count > 60 ? "…\"" : "\"")
    }
}

/// Byte-level percent-encoding helpers shared by building and parsing.
enum PercentCoding {
    /// Bytes written as they are: unreserved characters plus `@`, `:` and `/`, as a 128-bit
    /// set (low word: bytes 0–63, high word: 64–127). `-` `.` `/` `0`–`9` `:` are 45…58;
    /// `@` `A`–`Z` are 64…90, `_` 95, `a`–`z` 97…122, `~` 126.
    static let keptLow: UInt64 = 0x3FFF << 45
    static let keptHigh: UInt64 = 0x7FF_FFFF | 1 << 31 | 0x3FF_FFFF << 33 | 1 << 62
    /// The kept set plus the space, for form-style encoding where a space is one `+`.
    static let keptLowWithSpace: UInt64 = keptLow | 1 << 32

    /// Whether `byte` is in the 128-bit set `(low, high)`; bytes from 128 up never are.
    @inline(__always)
    static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let word = byte < 64 ? low : high
        return byte < 128 && (word >> UInt64(byte & 63)) & 1 == 1
    }

    @inline(__always)
    static func isKept(_ byte: UInt8) -> Bool { isIn(byte, low: keptLow, high: keptHigh) }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        default: nil
        }
    }

    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &+ nibble &- 10
    }

    /// Calls `body` with the string's UTF-8 bytes, without copying native strings.
    @inline(__always)
    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    static func encodedCount(_ text: String, spaceAsPlus: Bool) -> Int {
        let low = spaceAsPlus ? keptLowWithSpace : keptLow
        return withBytes(text) { bytes in
            var escaped = 0
            for byte in bytes where !isIn(byte, low: low, high: keptHigh) { escaped &+= 1 }
            return bytes.count + 2 * escaped
        }
    }

    /// Writes `text` encoded into `out` from `start`; returns the index after it.
    static func encode(_ text: String, spaceAsPlus: Bool, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        withBytes(text) { bytes in
            var at = start
            for byte in bytes {
                if isKept(byte) {
                    out[at] = byte
                    at &+= 1
                } else if spaceAsPlus && byte == UInt8(ascii: " ") {
                    out[at] = UInt8(ascii: "+")
                    at &+= 1
                } else {
                    out[at] = UInt8(ascii: "%")
                    out[at &+ 1] = hexDigit(byte >> 4)
                    out[at &+ 2] = hexDigit(byte & 0x0F)
                    at &+= 3
                }
            }
            return at
        }
    }

    /// Writes `text` as it is.
    static func copy(_ text: String, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        withBytes(text) { bytes in
            for (offset, byte) in bytes.enumerated() { out[start + offset] = byte }
            return start + bytes.count
        }
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
