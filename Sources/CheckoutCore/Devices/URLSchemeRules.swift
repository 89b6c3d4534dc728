/// The two scheme rules that matter: RFC 3986's for any URL scheme, and PhonePe's stricter one
/// for `merchantCallBackScheme`.
public enum URLSchemeRules {
    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    public static func isValidScheme(_ scheme: String) -> Bool {
        check(scheme)
    }

    /// PhonePe: starts with a letter; only letters, digits, `.` and `-`.
    public static func isValidCallbackScheme(_ scheme: String) -> Bool {
        callbackSchemeProblem(scheme) == nil
    }

    /// Why a callback scheme breaks PhonePe's rule, or nil when it is valid.
    public static func callbackSchemeProblem(_ scheme: String) -> String? {
        guard let first = scheme.unicodeScalars.first else { return "it is empty" }
        guard isASCIILetter(first) else { return "it must start with a letter, not '\(first)'" }
        if let bad = scheme.unicodeScalars.first(where: { !isASCIILetter($0) && !isDigit($0) && $0 != "." && $0 != "-" }) {
            return "'\(bad)' is not allowed: only letters, digits, '.' and '-'"
        }
        return nil
    }

    private static func check(_ scheme: String) -> Bool {
        var scalars = scheme.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isASCIILetter(first) else { return false }
        while let next = scalars.next() {
            let allowed = isASCIILetter(next) || isDigit(next) || next == "-" || next == "." || next == "+"
            if !allowed { return false }
        }
        return true
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
