/// Whole amounts with their digits grouped as readers of the currency expect: lakh and crore for the
/// rupee (1,00,000 and 1,00,00,000: three digits, then pairs), thousands for the others (100,000).
/// For what people read only: requests, intent URLs and `--format json` keep plain digits.
public enum DigitGrouping: Sendable {
    case indian, thousands

    /// The grouping of `currency` (an ISO 4217 code): Indian for INR, thousands otherwise.
    public static func of(currency: String) -> DigitGrouping { currency.uppercased() == "INR" ? .indian : .thousands }

    /// `value` with separators: 1234567 → "12,34,567" (Indian) or "1,234,567"; -1234 → "-1,234".
    public func text(_ value: Int64) -> String {
        let digits = Array(String(value.magnitude))
        var groups: [ArraySlice<Character>] = []
        var end = digits.count
        var size = 3
        while end > 0 {
            let start = max(0, end - size)
            groups.insert(digits[start..<end], at: 0)
            end = start
            if self == .indian { size = 2 }
        }
        return (value < 0 ? "-" : "") + groups.map { String($0) }.joined(separator: ",")
    }
}

extension Rupees {
    /// 100000000 → "10,00,000.00": rupees in Indian grouping with paise, as screens and text show them
    /// (the intent URL's `am` takes `text(fromPaise:)`, ungrouped).
    public static func shown(fromPaise paise: Int64) -> String {
        let plain = text(fromPaise: paise)
        guard let point = plain.firstIndex(of: ".") else { return plain }
        let whole = (paise / 100).magnitude
        let sign = paise < 0 ? "-" : ""
        return sign + DigitGrouping.indian.text(Int64(whole)) + plain[point...]
    }
}
