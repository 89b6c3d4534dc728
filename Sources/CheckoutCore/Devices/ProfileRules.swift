/// The rules a profile's values must keep, shared by the loader and the device editor so a value the
/// editor accepts always loads again. Misconfigurations the simulator exists to show (a scheme with
/// odd characters, a callback scheme PhonePe refuses) are allowed: only values that cannot be what
/// their field says are refused.
public enum ProfileRules {
    /// Why `scheme` cannot be a URL scheme at all (empty, or written with `:`), or nil.
    public static func schemeProblem(_ scheme: String) -> String? {
        if scheme.isEmpty { return "must not be empty" }
        guard scheme.contains(":") else { return nil }
        let bare = scheme.split(separator: ":").first.map(String.init) ?? scheme
        return "\"\(scheme)\" must be the scheme alone, without \":\" or \"://\" (write \"\(bare)\")"
    }

    /// Why `version` is not an iOS version such as "17.4" (major[.minor[.patch]]), or nil.
    public static func osVersionProblem(_ version: String) -> String? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
        return (1...3).contains(parts.count) && digitsOnly ? nil : "must look like \"17.4\" (major[.minor[.patch]]), got \"\(version)\""
    }
}
