/// Converts between paise (what requests carry) and the rupee text of an intent URL's `am`.
public enum Rupees {
    /// 100 → "1.00", 39900 → "399.00", 5 → "0.05", 123456789 → "1234567.89".
    /// Paise are never negative here (callers validate), but negatives don't crash: -100 → "-1.00".
    public static func text(fromPaise paise: Int64) -> String {
        var rest = paise.magnitude
        var wholeDigits = 1
        var whole = rest / 100
        while whole >= 10 { wholeDigits += 1; whole /= 10 }
        let sign = paise < 0 ? 1 : 0
        let length = sign + wholeDigits + 3  // whole rupees, ".", two paise digits
        return String(unsafeUninitializedCapacity: length) { out in
            // Digits from the last paise digit backwards.
            var at = length
            for position in 0..<(wholeDigits + 2) {
                if position == 2 {
                    at -= 1
                    out[at] = UInt8(ascii: ".")
                }
                at -= 1
                out[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            if sign == 1 { out[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// "1.00" → 100, "399" → 39900, "0.5" → 50; nil for anything else (more than two
    /// decimals, signs, spaces, a bare "." at either end, empty, overflow).
    public static func paise(fromText text: String) -> Int64? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var wholeDigits = 0
        var fractionDigits = -1  // -1 until the "."
        for byte in text.utf8 {
            if byte == UInt8(ascii: "."), fractionDigits < 0 {
                fractionDigits = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int64(byte &- UInt8(ascii: "0"))
            if fractionDigits < 0 {
                let (times10, overflow) = whole.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times10.addingReportingOverflow(digit)
                if overflow || overflowSum { return nil }
                whole = sum
                wholeDigits += 1
            } else {
                fractionDigits += 1
                if fractionDigits > 2 { return nil }
                fraction = fraction * 10 + digit
            }
        }
        guard wholeDigits > 0, fractionDigits != 0 else { return nil }
        if fractionDigits == 1 { fraction *= 10 }
        let (wholePaise, overflow) = whole.multipliedReportingOverflow(by: 100)
        if overflow { return nil }
        let (total, overflowTotal) = wholePaise.addingReportingOverflow(fraction)
        return overflowTotal ? nil : total
    }
}
