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
        // Comparing lengths first (O(1)) skips most String comparisons, which are not cheap.
        let length = name.utf8.count
        for parameter in parameters where parameter.name.utf8.count == length && parameter.name == name {
            return parameter.value
        }
        return nil
    }

    /// The URL text, written as `IntentURLWriter` says.
    public func text(spaceEncoding: SpaceEncoding) -> String {
        var writer = IntentURLWriter(scheme: scheme, target: target, spaceEncoding: spaceEncoding)
        for parameter in parameters { writer.add(encodingName: parameter.name, parameter.value) }
        return writer.text
    }

    /// Parses any intent URL text: `scheme://target?name=value&…`. `+` reads as a space and
    /// `%XX` escapes as UTF-8 bytes (in the target only `%XX`); order and duplicates are kept,
    /// a parameter with no `=` gets the value "", empty `&&` pieces and a `#fragment` are ignored.
    /// Throws only when the text cannot be read at all (no `scheme://`, a malformed percent
    /// escape, escapes that are not UTF-8), with a reason a user can act on.
    public static func parse(_ text: String) throws(IntentURLError) -> IntentURL {
        try read(text, keepingParameters: true)
    }

    /// The scheme of `text` when `parse` would read it, nil when it would throw: the same pass,
    /// but the query's escapes are only checked, and no parameter becomes a `String`.
    public static func readableScheme(_ text: String) -> String? {
        try? read(text, keepingParameters: false).scheme
    }

    private static func read(_ text: String, keepingParameters: Bool) throws(IntentURLError) -> IntentURL {
        var text = text
        let result = text.withUTF8 { bytes in
            PercentCoding.byteClasses.withUnsafeBufferPointer { classes in
                Result { () throws(IntentURLError) in
                    try IntentURLParser(bytes: bytes, classes: classes, keepsParameters: keepingParameters).parse()
                }
            }
        }
        return try result.get()
    }
}

/// Reads intent URL text from its UTF-8 bytes in one pass over the query. Without
/// `keepsParameters` it only checks the query's escapes and leaves `parameters` empty (and the
/// target, when it has no escape).
private struct IntentURLParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let classes: UnsafeBufferPointer<UInt8>
    let keepsParameters: Bool

    func parse() throws(IntentURLError) -> IntentURL {
        let schemeEnd = try schemeLength()
        let scheme = string(0..<schemeEnd)
        let targetStart = schemeEnd + 3
        var targetEnd = targetStart
        var targetHasEscape = false
        while targetEnd < bytes.count, bytes[targetEnd] != UInt8(ascii: "?"), bytes[targetEnd] != UInt8(ascii: "#") {
            targetHasEscape = targetHasEscape || bytes[targetEnd] == UInt8(ascii: "%")
            targetEnd += 1
        }
        // Without escapes the target always reads: only the scheme is wanted then, so it is not built.
        let target = keepsParameters || targetHasEscape
            ? try decode(targetStart..<targetEnd, decoding: targetHasEscape, plusAsSpace: false, context: "the target") : ""
        let hasQuery = targetEnd < bytes.count && bytes[targetEnd] == UInt8(ascii: "?")
        guard hasQuery else { return IntentURL(scheme: scheme, target: target, parameters: []) }
        guard keepsParameters else {
            try checkEscapes(from: targetEnd + 1)
            return IntentURL(scheme: scheme, target: target, parameters: [])
        }
        return IntentURL(scheme: scheme, target: target, parameters: try parameters(from: targetEnd + 1))
    }

    /// Throws when `parameters(from:)` would, building nothing: the query up to a `#` decodes as
    /// one stream exactly when each of its names and values does, since they are split at ASCII
    /// bytes, which no UTF-8 sequence spans. Only `%` can break it; eight bytes are searched at a time.
    private func checkEscapes(from start: Int) throws(IntentURLError) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func flags(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let matched = word ^ (ones &* UInt64(byte))
            return (matched &- ones) & ~matched & (ones &* 0x80)
        }
        var end = start
        var percent = -1
        while end + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self))
            let hash = flags(word, UInt8(ascii: "#"))
            if percent < 0 {
                // The lowest flag is exact; a false one only sits above a true one.
                let percents = flags(word, UInt8(ascii: "%")) & (hash == 0 ? ~0 : (hash & (0 &- hash)) &- 1)
                if percents != 0 { percent = end + percents.trailingZeroBitCount / 8 }
            }
            if hash != 0 {
                end += hash.trailingZeroBitCount / 8
                break
            }
            end += 8
        }
        if end + 8 > bytes.count {
            while end < bytes.count, bytes[end] != UInt8(ascii: "#") {
                if percent < 0, bytes[end] == UInt8(ascii: "%") { percent = end }
                end += 1
            }
        }
        if percent >= 0 { _ = try decode(percent..<end, decoding: true, plusAsSpace: false, context: "the query") }
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
            throw IntentURLError("\(preview) is not an intent URL: the scheme \"\(string(0..<at))\" must be followed by \"://\", e.g. ppe://pay?pa=…")
        }
        return at
    }

    /// The `name=value` pieces from `start` up to a `#` or the end.
    private func parameters(from start: Int) throws(IntentURLError) -> [IntentParameter] {
        var result: [IntentParameter] = []
        result.reserveCapacity(16)
        var pieceStart = start
        var equals = -1
        var nameHasEscape = false
        var valueHasEscape = false
        var at = start
        let special = PercentCoding.delimiter | PercentCoding.equals | PercentCoding.escape
        while true {
            while at < bytes.count, classes[Int(bytes[at])] & special == 0 { at += 1 }
            let atEnd = at == bytes.count
            let byteClass = atEnd ? PercentCoding.delimiter : classes[Int(bytes[at])]
            if byteClass == PercentCoding.delimiter {
                if at > pieceStart {
                    let nameEnd = equals < 0 ? at : equals
                    let name = try decode(pieceStart..<nameEnd, decoding: nameHasEscape, plusAsSpace: true, context: "a parameter name")
                    let value = equals < 0 ? "" : try decode(
                        equals + 1..<at, decoding: valueHasEscape, plusAsSpace: true, context: "the value of \(name)")
                    result.append(IntentParameter(name: name, value: value))
                }
                if atEnd || bytes[at] == UInt8(ascii: "#") { return result }
                pieceStart = at + 1
                equals = -1
                nameHasEscape = false
                valueHasEscape = false
            } else if byteClass == PercentCoding.equals {
                if equals < 0 { equals = at }
            } else if equals < 0 {
                nameHasEscape = true
            } else {
                valueHasEscape = true
            }
            at += 1
        }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Decodes `%XX` escapes (and `+` as a space when asked) if the range has any; the bytes
    /// outside escapes come from a Swift string, so only escapes can break UTF-8.
    private func decode(_ range: Range<Int>, decoding: Bool, plusAsSpace: Bool, context: @autoclosure () -> String) throws(IntentURLError) -> String {
        if !decoding { return string(range) }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
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
            let shown = string(range.lowerBound + badEscape..<min(range.lowerBound + badEscape + 3, range.upperBound))
            throw IntentURLError("malformed percent escape \"\(shown)\" in \(context()): % must be followed by two hex digits; write a literal % as %25")
        }
        if notUTF8 {
            throw IntentURLError("the percent escapes in \(context()) (\"\(string(range))\") are not UTF-8 text; encode text as UTF-8 bytes, e.g. ₹ as %E2%82%B9")
        }
        return decoded
    }

    /// The start of the text, for messages.
    private var preview: String {
        "\"" + string(0..<min(bytes.count, 60)) + (bytes.count > 60 ? "…\"" : "\"")
    }
}
