/// One defect of an intent URL: the parameter (nil for the URL as a whole) and why, phrased so a user knows what to fix.
public struct IntentURLDefect: Sendable, Equatable, CustomStringConvertible {
    public var parameter: String?
    public var reason: String

    public init(parameter: String?, reason: String) {
        self.parameter = parameter
        self.reason = reason
    }

    /// The reason, which names the parameter itself.
    public var description: String { reason }
}

/// Checks an intent URL against the NPCI linking specification and PhonePe's additions.
/// Every broken rule gives one defect; unknown parameters are not defects (UPI apps ignore them).
public enum IntentURLValidator {
    /// The `scheme://target` shapes UPI apps open.
    public static let knownShapes = [
        "upi://pay", "upi://mandate", "ppe://pay", "ppe://mandate", "gpay://upi/pay",
        "paytmmp://upi/pay", "tez://upi/pay", "phonepe://pay", "credpay://upi/pay",
        "bhim://pay", "amazonpay://upi/pay",
    ]

    /// Every broken rule, in a fixed order: the shape, duplicates, then pa, pn, am, mam, cu,
    /// mode, purpose, mc, tr, mcbs and the mandate rules. Empty when the URL is fine.
    public static func defects(in url: IntentURL) -> [IntentURLDefect] {
        var defects: [IntentURLDefect] = []
        func add(_ parameter: String?, _ reason: String) {
            defects.append(IntentURLDefect(parameter: parameter, reason: reason))
        }
        let scheme = url.scheme.lowercased()
        if !knownShapes.contains(scheme + "://" + url.target) {
            add(nil, "\"\(url.scheme)://\(url.target)\" is not a known UPI intent; use one of \(knownShapes.joined(separator: ", "))")
        }
        for (name, count) in duplicates(in: url.parameters) {
            add(name, "\(name) appears \(count) times; send each parameter once")
        }

        if let pa = url["pa"] {
            if !isUPIAddress(pa) {
                add("pa", "pa must be a UPI address handle@psp, e.g. MERCHANT@ybl (handle: letters, digits, \".\", \"-\", \"_\"; psp: letters and digits); got \(quoted(pa))")
            }
        } else {
            add("pa", "pa is mandatory: add the payee's UPI address, e.g. pa=MERCHANT@ybl")
        }
        if let pn = url["pn"] {
            if pn.isEmpty { add("pn", "pn must not be empty: give the payee's name") }
        } else {
            add("pn", "pn is mandatory: add the payee's name, e.g. pn=MERCHANT")
        }

        let amount = url["am"].flatMap(Rupees.paise(fromText:))
        if let am = url["am"] {
            if amount == nil {
                add("am", "am must be rupees with two decimals, e.g. 1.00; got \(quoted(am))")
            } else if amount == 0 {
                add("am", "am must be more than 0; got \(quoted(am))")
            }
        }
        if let mam = url["mam"] {
            if let minimum = Rupees.paise(fromText: mam) {
                if let amount, let am = url["am"], minimum > amount {
                    add("mam", "mam must not exceed am; got mam \(mam) and am \(am)")
                }
            } else {
                add("mam", "mam must be rupees with two decimals, e.g. 1.00; got \(quoted(mam))")
            }
        }
        if let cu = url["cu"], cu != "INR" {
            add("cu", "cu must be INR, the only currency UPI accepts; got \(quoted(cu))")
        }
        if let mode = url["mode"], !isDigits(mode, count: 2) {
            add("mode", "mode must be two digits, e.g. 04 (known: 00 default, 01 QR, 04 intent, 05 secure intent, 11 mandate); got \(quoted(mode))")
        }
        if let purpose = url["purpose"], !isDigits(purpose, count: 2) {
            add("purpose", "purpose must be two digits, e.g. 00 (default) or 14 (standing instruction); got \(quoted(purpose))")
        }
        if let mc = url["mc"] {
            if !isDigits(mc, count: 4) {
                add("mc", "mc must be a four-digit merchant category code, e.g. 5311; got \(quoted(mc))")
            }
            if mc != "0000", url["tr"]?.isEmpty ?? true {
                add("tr", "tr is mandatory for merchant payments (mc \(mc)); add the merchant's transaction reference")
            }
        }
        if let mcbs = url["mcbs"] {
            if scheme != "ppe" {
                add("mcbs", "mcbs (PhonePe's merchant callback scheme) belongs only on ppe:// URLs; remove it from this \(url.scheme):// URL")
            }
            if !isCallbackScheme(mcbs) {
                add("mcbs", "mcbs must start with a letter and hold only letters, digits, \".\" and \"-\"; got \(quoted(mcbs))")
            }
        }

        if url.target == "mandate" || url.target.hasSuffix("/mandate") {
            if let rule = url["amrule"], rule != "MAX", rule != "EXACT" {
                add("amrule", "amrule must be MAX or EXACT; got \(quoted(rule))")
            }
            for name in ["validitystart", "validityend"] {
                if let date = url[name], !isDate(date) {
                    add(name, "\(name) must be a real date written DDMMYYYY, e.g. 01012025; got \(quoted(date))")
                }
            }
        }
        return defects
    }

    /// Names that appear more than once, in order of first appearance, with their counts.
    private static func duplicates(in parameters: [IntentParameter]) -> [(String, Int)] {
        // Comparing lengths first skips most String comparisons.
        let lengths = parameters.map { $0.name.utf8.count }
        func isSame(_ first: Int, _ second: Int) -> Bool {
            lengths[first] == lengths[second] && parameters[first].name == parameters[second].name
        }
        var counted = [Bool](repeating: false, count: parameters.count)
        var result: [(String, Int)] = []
        for index in parameters.indices where !counted[index] {
            var count = 1
            for later in index + 1..<parameters.count where !counted[later] && isSame(later, index) {
                counted[later] = true
                count += 1
            }
            if count > 1 { result.append((parameters[index].name, count)) }
        }
        return result
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private static func isDigits(_ text: String, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy(PercentCoding.isDigit)
    }

    /// `handle@psp`: handle of letters, digits, `.`, `-`, `_`; psp of letters and digits.
    private static func isUPIAddress(_ text: String) -> Bool {
        var handleLength = 0
        var pspLength = -1  // -1 until the "@"
        for byte in text.utf8 {
            if pspLength < 0 {
                if byte == UInt8(ascii: "@") {
                    pspLength = 0
                } else if isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    handleLength += 1
                } else {
                    return false
                }
            } else if isAlphanumeric(byte) {
                pspLength += 1
            } else {
                return false
            }
        }
        return handleLength > 0 && pspLength > 0
    }

    /// PhonePe's callback scheme rule: a letter, then letters, digits, `.` or `-` (no `+`).
    private static func isCallbackScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, PercentCoding.isLetter(first) else { return false }
        return text.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        PercentCoding.isLetter(byte) || PercentCoding.isDigit(byte)
    }

    /// DDMMYYYY naming a day that exists (Gregorian leap years; year 0000 is not a year).
    private static func isDate(_ text: String) -> Bool {
        guard isDigits(text, count: 8) else { return false }
        let digits = text.utf8.map { Int($0 &- UInt8(ascii: "0")) }
        let day = digits[0] * 10 + digits[1]
        let month = digits[2] * 10 + digits[3]
        let year = digits[4] * 1000 + digits[5] * 100 + digits[6] * 10 + digits[7]
        guard year >= 1, (1...12).contains(month) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}
