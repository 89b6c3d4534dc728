import Yams

/// The type YAML gives a plain scalar without a tag (`100` an int, `yes` a bool, `~` null), decided as
/// Yams' default resolver decides it, rule for rule and in its order (bool, int, float, merge, null,
/// timestamp, value, else str), but by reading the bytes: the default resolver compiles and runs seven
/// regular expressions, which bring ICU's regex engine and its data into every process that reads a
/// scenario or a YAML profile, for a few kilobytes of text.
enum PlainScalarTag {
    static func resolve(_ text: String) -> Tag.Name {
        let bytes = Array(text.utf8)
        // Every rule is ASCII; so is every scalar one could match.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return .str }
        if isBool(bytes) { return .bool }
        if isInt(bytes) { return .int }
        if isFloat(bytes) { return .float }
        if bytes == Array("<<".utf8) { return .merge }
        if isNull(bytes) { return .null }
        if isTimestamp(bytes) { return .timestamp }
        if bytes == [UInt8(ascii: "=")] { return .value }
        return .str
    }

    private static let bools: Set<[UInt8]> = Set(
        ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
            .map { Array($0.utf8) })

    private static func isBool(_ bytes: [UInt8]) -> Bool { bools.contains(bytes) }

    private static func isNull(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || bytes == [UInt8(ascii: "~")] || ["null", "Null", "NULL"].contains { bytes == Array($0.utf8) }
    }

    /// `0b1_0`, `0o17`, `017`, `0`, `1_000`, `0x1F`, `1:30:00`, each with an optional sign.
    private static func isInt(_ bytes: [UInt8]) -> Bool {
        var scan = ByteScanner(bytes)
        scan.sign()
        let start = scan.index
        if scan.take("0") {
            let afterZero = scan.index
            if scan.take("b"), scan.many(binaryOrUnderscore), scan.atEnd { return true }
            scan.index = afterZero
            if scan.take("x"), scan.many(hexOrUnderscore), scan.atEnd { return true }
            scan.index = afterZero
            _ = scan.take("o")
            if scan.many(octalOrUnderscore), scan.atEnd { return true }
            scan.index = afterZero
            return scan.atEnd
        }
        scan.index = start
        guard scan.one(nonZeroDigit) else { return false }
        _ = scan.many(digitOrUnderscore)
        if scan.atEnd { return true }
        return scan.sexagesimalGroups() && scan.atEnd
    }

    /// `1.5`, `1e3`, `09`, `.5`, `1:30.5`, `.inf`, `-.Inf`, `.nan`.
    private static func isFloat(_ bytes: [UInt8]) -> Bool {
        var scan = ByteScanner(bytes)
        // [-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?
        scan.sign()
        let afterSign = scan.index
        if scan.one(digit) {
            _ = scan.many(digitOrUnderscore)
            let afterDigits = scan.index
            if scan.take(".") { _ = scan.many(digitOrUnderscore) }
            if scan.exponent(signRequired: false), scan.atEnd { return true }
            // [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
            scan.index = afterDigits
            if scan.sexagesimalGroups(), scan.take(".") {
                _ = scan.many(digitOrUnderscore)
                if scan.atEnd { return true }
            }
        }
        // [-+]?\.(inf|Inf|INF)
        scan.index = afterSign
        if scan.take("."), ["inf", "Inf", "INF"].contains(where: { Array($0.utf8) == Array(bytes[scan.index...]) }) { return true }
        // \.[0-9_]+([eE][-+][0-9]+)? and \.(nan|NaN|NAN), without a sign
        scan.index = 0
        guard scan.take(".") else { return false }
        if ["nan", "NaN", "NAN"].contains(where: { Array($0.utf8) == Array(bytes[scan.index...]) }) { return true }
        return scan.many(digitOrUnderscore) && scan.exponent(signRequired: true) && scan.atEnd
    }

    /// `2026-11-25`, or `2026-11-25T10:00:00.5Z`, `2026-1-5 1:00:00 +05:30`.
    private static func isTimestamp(_ bytes: [UInt8]) -> Bool {
        var scan = ByteScanner(bytes)
        guard scan.digits(4...4), scan.take("-") else { return false }
        let afterYear = scan.index
        if scan.digits(2...2), scan.take("-"), scan.digits(2...2), scan.atEnd { return true }
        scan.index = afterYear
        guard scan.digits(1...2), scan.take("-"), scan.digits(1...2) else { return false }
        if !scan.take("T"), !scan.take("t") {
            guard scan.many(blank) else { return false }
        }
        guard scan.digits(1...2), scan.take(":"), scan.digits(2...2), scan.take(":"), scan.digits(2...2) else { return false }
        if scan.take(".") { _ = scan.many(digit) }
        if scan.atEnd { return true }
        _ = scan.many(blank)
        if scan.take("Z") { return scan.atEnd }
        guard scan.sign(required: true), scan.digits(1...2) else { return false }
        if scan.take(":") { guard scan.digits(2...2) else { return false } }
        return scan.atEnd
    }

    static func digit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    static func nonZeroDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) }
    static func digitOrUnderscore(_ byte: UInt8) -> Bool { digit(byte) || byte == UInt8(ascii: "_") }
    static func binaryOrUnderscore(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") || byte == UInt8(ascii: "_") }
    static func octalOrUnderscore(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) || byte == UInt8(ascii: "_") }
    static func hexOrUnderscore(_ byte: UInt8) -> Bool {
        digitOrUnderscore(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
    static func blank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}

/// A cursor over a scalar's bytes for `PlainScalarTag`'s rules: each step consumes what it matches.
private struct ByteScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        one { $0 == UInt8(ascii: character) }
    }

    mutating func one(_ matches: (UInt8) -> Bool) -> Bool {
        guard index < bytes.count, matches(bytes[index]) else { return false }
        index += 1
        return true
    }

    /// One or more; false (nothing consumed) when there is none.
    mutating func many(_ matches: (UInt8) -> Bool) -> Bool {
        let start = index
        while one(matches) {}
        return index > start
    }

    /// Between `count.lowerBound` and `count.upperBound` ASCII digits, as many as there are.
    mutating func digits(_ count: ClosedRange<Int>) -> Bool {
        let start = index
        while index - start < count.upperBound, one(PlainScalarTag.digit) {}
        return count.contains(index - start)
    }

    /// `[-+]`, optional unless `required`.
    @discardableResult
    mutating func sign(required: Bool = false) -> Bool {
        take("-") || take("+") || !required
    }

    /// `(:[0-5]?[0-9])+`: true when at least one group was read; the index stays after the last one.
    mutating func sexagesimalGroups() -> Bool {
        var groups = 0
        while true {
            let start = index
            guard take(":") else { break }
            // [0-5]?[0-9]: two digits when the first is 0-5, else one.
            let isSixty: (UInt8) -> Bool = { (UInt8(ascii: "0")...UInt8(ascii: "5")).contains($0) }
            let afterColon = index
            if one(isSixty), one(PlainScalarTag.digit) {
                groups += 1
                continue
            }
            index = afterColon
            if one(PlainScalarTag.digit) {
                groups += 1
                continue
            }
            index = start
            break
        }
        return groups > 0
    }

    /// `[eE][-+]?[0-9]+` (the sign required with `signRequired`); absent is fine, true either way
    /// unless an exponent starts and is broken.
    mutating func exponent(signRequired: Bool) -> Bool {
        let start = index
        guard take("e") || take("E") else { return true }
        if !sign(required: signRequired) || !many(PlainScalarTag.digit) {
            index = start
            return false
        }
        return true
    }
}
