/// The merchant app's `AndroidManifest.xml` as far as package visibility cares.
public struct AndroidManifest: Sendable, Equatable {
    /// The merchant app's package, e.g. `com.example.shop`.
    public var package: String
    /// `targetSdkVersion`: from 30 the app sees only what its `<queries>` names.
    public var targetSdk: Int
    /// `<queries>`: the packages named one by one, and the intents whose handlers it may see.
    public var queries: AndroidQueries
    /// `<uses-permission>` names, e.g. `android.permission.QUERY_ALL_PACKAGES`.
    public var permissions: [String]

    public static let queryAllPackages = "android.permission.QUERY_ALL_PACKAGES"

    public init(package: String, targetSdk: Int, queries: AndroidQueries = AndroidQueries(), permissions: [String] = []) {
        self.package = package
        self.targetSdk = targetSdk
        self.queries = queries
        self.permissions = permissions
    }

    public var holdsQueryAllPackages: Bool { permissions.contains(Self.queryAllPackages) }
}

/// The manifest's `<queries>` block.
public struct AndroidQueries: Sendable, Equatable {
    /// `<package android:name="…"/>` entries.
    public var packages: [String]
    /// `<intent>` entries, each an action VIEW with a `<data>` scheme and, optionally, a host.
    public var intents: [AndroidURIPattern]

    public init(packages: [String] = [], intents: [AndroidURIPattern] = []) {
        self.packages = packages
        self.intents = intents
    }
}

/// A URI an intent filter accepts or a `<queries>` `<intent>` names: a scheme and, optionally, a host
/// (`upi://pay`; `upi` alone matches every `upi` URI).
public struct AndroidURIPattern: Sendable, Hashable, CustomStringConvertible {
    /// Lower case, as Android compares schemes.
    public var scheme: String
    public var host: String?

    public init(scheme: String, host: String? = nil) {
        self.scheme = scheme.lowercased()
        self.host = host
    }

    /// `upi://pay`, `upi://` or `upi`; nil when `text` is none of these (see `problem(in:)`).
    public init?(_ text: String) {
        guard Self.problem(in: text) == nil else { return nil }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let rest = parts.count > 1 ? parts[1].dropFirst(2) : ""
        self.init(scheme: String(parts[0]), host: rest.isEmpty ? nil : String(rest))
    }

    /// The pattern as a profile writes it: `upi://pay`, or `upi` when it names no host.
    public var description: String { host.map { "\(scheme)://\($0)" } ?? scheme }

    /// Why `text` is not `scheme`, `scheme://` or `scheme://host`, or nil.
    public static func problem(in text: String) -> String? {
        let example = "write a scheme and an optional host, e.g. \"upi://pay\" or \"upi\""
        if text.isEmpty { return "must not be empty (\(example))" }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let scheme = parts[0]
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isSchemeByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "+.-".utf8.contains(byte)
        }
        guard let first = scheme.utf8.first, isLetter(first), scheme.utf8.allSatisfy(isSchemeByte) else {
            return "\"\(text)\" does not start with a URI scheme (a letter, then letters, digits, +, . or -): \(example)"
        }
        guard parts.count > 1 else { return nil }
        guard parts[1].hasPrefix("//") else { return "\"\(text)\" must be \"\(scheme)://host\" or \"\(scheme)\" alone: \(example)" }
        let host = parts[1].dropFirst(2)
        guard host.utf8.allSatisfy({ $0 > 32 && $0 < 127 && !"/?#:@".utf8.contains($0) }) else { return "\"\(text)\" has more than a host after \"\(scheme)://\" (no path, query, port or spaces): \(example)" }
        return nil
    }
}
