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

    /// The Android API levels checkout-sim knows, with the version each belongs to: Android 5.0 (21) to 16 (36).
    public static let androidVersions: [Int: String] = [
        21: "5.0", 22: "5.1", 23: "6", 24: "7.0", 25: "7.1", 26: "8.0", 27: "8.1", 28: "9", 29: "10", 30: "11", 31: "12",
        32: "12", 33: "13", 34: "14", 35: "15", 36: "16",
    ]

    public static var knownAPILevels: ClosedRange<Int> { androidVersions.keys.min()!...androidVersions.keys.max()! }

    /// Why `level` is not an API level checkout-sim knows, or nil.
    public static func apiLevelProblem(_ level: Int64) -> String? {
        let known = knownAPILevels
        guard level < known.lowerBound || level > known.upperBound else { return nil }
        return "must be an Android API level from \(known.lowerBound) (Android \(androidVersions[known.lowerBound]!)) "
            + "to \(known.upperBound) (Android \(androidVersions[known.upperBound]!)), got \(level)"
    }

    /// Why `version` is not an Android version such as "14", or not the one `apiLevel` belongs to, or nil.
    public static func androidVersionProblem(_ version: String, apiLevel: Int) -> String? {
        if osVersionProblem(version) != nil { return "must look like \"14\" or \"8.1\" (major[.minor]), got \"\(version)\"" }
        guard let expected = androidVersions[apiLevel] else { return nil }
        let major = { (text: String) in text.split(separator: ".").first.map(String.init) ?? text }
        let matches = expected.contains(".") && version.contains(".") ? version.hasPrefix(expected) : major(version) == major(expected)
        return matches ? nil : "is \"\(version)\", but API level \(apiLevel) is Android \(expected): make os.version and os.apiLevel agree"
    }

    /// Why `name` is not a dotted Java-style name such as a package or permission (`com.phonepe.app`), or nil.
    public static func dottedNameProblem(_ name: String, example: String) -> String? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = segments.count >= 2 && segments.allSatisfy { segment in
            guard let first = segment.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { return false }
            return segment.utf8.allSatisfy { byte in
                ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            }
        }
        return valid ? nil : "\"\(name)\" is not a valid name: two or more parts separated by dots, each a letter then letters, digits or _, like \"\(example)\""
    }
}
