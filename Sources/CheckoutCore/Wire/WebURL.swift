/// An `http` or `https` URL that the program will connect to (a callback, a gateway) or send a
/// browser to (a redirect): read strictly where it enters, so that nothing later trips on it. A
/// port must be 1 to 65535 (the network library traps on more), the host must be there, and no
/// white space or control character may hide in it: a browser drops tabs and newlines, so
/// `java\tscript:` would run as a script.
public struct WebURL: Sendable, Equatable {
    /// The URL as given, accepted whole.
    public let text: String
    /// `http` or `https`, lowercased.
    public let scheme: String
    /// The host as written: a name, an IPv4 address or a bracketed IPv6 address.
    public let host: String
    /// Nil when the URL gives none (80 or 443 then).
    public let port: Int?
    /// Everything after the authority: path, query and fragment, possibly empty.
    public let rest: Substring

    /// Longer URLs are refused: far above any real callback or redirect, and a cap on what is kept.
    public static let maxLength = 2048
    public static let rule = "an http:// or https:// URL with a host, a port (if any) from 1 to 65535, no spaces or control characters, at most \(maxLength) characters"

    /// The URL, or what is wrong with it in a few words (the caller names the field).
    public static func parse(_ text: String) -> Result<WebURL, WebURLProblem> {
        guard text.utf8.count <= maxLength else { return .failure(WebURLProblem("is \(text.utf8.count) bytes long, over \(maxLength)")) }
        if let bad = text.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) }) {
            let shown = bad == " " ? "a space" : bad.spelledOut
            return .failure(WebURLProblem("holds \(shown), which a URL may not"))
        }
        let missingScheme = WebURLProblem("must start with http:// or https://")
        guard let colon = text.firstIndex(of: ":") else { return .failure(missingScheme) }
        // `localhost:8080` is a host and port without a scheme, not the scheme "localhost".
        if text[text.index(after: colon)...].first?.isNumber ?? true { return .failure(missingScheme) }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else {
            return .failure(WebURLProblem("has the scheme \"\(text[..<colon])\"; only http and https are accepted"))
        }
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { return .failure(WebURLProblem("must have // after \(scheme):")) }
        let authorityStart = afterScheme.index(afterScheme.startIndex, offsetBy: 2)
        let authorityEnd = afterScheme[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        var authority = afterScheme[authorityStart..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return .failure(WebURLProblem("opens an IPv6 address with [ but never closes it")) }
            host = authority[...close]
            let inside = host.dropFirst().dropLast()
            guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return .failure(WebURLProblem("has \(host), which is not an IPv6 address"))
            }
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return .failure(WebURLProblem("has text after the IPv6 address \(host)")) }
                portText = after.dropFirst()
            }
        } else if let portColon = authority.lastIndex(of: ":") {
            host = authority[..<portColon]
            portText = authority[authority.index(after: portColon)...]
        } else {
            host = authority
        }
        guard !host.isEmpty else { return .failure(WebURLProblem("names no host")) }
        guard host.hasPrefix("[") || host.unicodeScalars.allSatisfy(Self.isHostScalar) else {
            return .failure(WebURLProblem("has the host \"\(host)\", which holds characters a host name may not (letters, digits, - . _ ~ and %-escapes)"))
        }
        var port: Int?
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit), let number = Int(portText), (1...65535).contains(number) else {
                return .failure(WebURLProblem("has the port \"\(portText)\"; a port is a number from 1 to 65535"))
            }
            port = number
        }
        return .success(WebURL(text: text, scheme: scheme, host: String(host), port: port, rest: afterScheme[authorityEnd...]))
    }

    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "%": return true
        default: return scalar.value >= 0x80
        }
    }
}

/// What is wrong with a URL, in a few words: "has the port \"99999\"; …".
public struct WebURLProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
