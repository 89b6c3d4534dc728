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
        if let plain = plain(text) { return .success(plain) }
        return read(text)
    }

    /// What is wrong with the URL, or nil when it is a `WebURL`: for a check alone, which then builds
    /// nothing in the common case.
    public static func problem(in text: String) -> WebURLProblem? {
        if plainParts(of: text) != nil { return nil }
        if case .failure(let problem) = read(text) { return problem }
        return nil
    }

    /// The common case, read over bytes on every pay: printable ASCII, an http or https scheme, a host
    /// name or IPv4 address (no user part), an optional port. Nil hands anything else to `read`,
    /// which accepts exactly what this does and words every problem.
    static func plain(_ text: String) -> WebURL? {
        guard let parts = plainParts(of: text) else { return nil }
        let bytes = text.utf8
        let hostStart = bytes.index(bytes.startIndex, offsetBy: parts.scheme.utf8.count + 3)
        let hostEnd = bytes.index(bytes.startIndex, offsetBy: parts.hostEnd)
        let restStart = bytes.index(bytes.startIndex, offsetBy: parts.authorityEnd)
        return WebURL(text: text, scheme: parts.scheme, host: String(text[hostStart..<hostEnd]), port: parts.port, rest: text[restStart...])
    }

    /// The scheme, where the host and the authority end (byte offsets) and the port of a plain URL.
    private static func plainParts(of text: String) -> (scheme: String, hostEnd: Int, authorityEnd: Int, port: Int?)? {
        text.utf8.withContiguousStorageIfAvailable(plainParts) ?? nil
    }

    private static func plainParts(_ bytes: UnsafeBufferPointer<UInt8>) -> (scheme: String, hostEnd: Int, authorityEnd: Int, port: Int?)? {
        guard bytes.count <= maxLength, bytes.count > 8 else { return nil }
        let scheme: String
        if bytes[4] == UInt8(ascii: ":"), startsWith(bytes, "http") {
            scheme = "http"
        } else if bytes[5] == UInt8(ascii: ":"), startsWith(bytes, "https") {
            scheme = "https"
        } else {
            return nil
        }
        let hostStart = scheme.utf8.count + 3
        guard bytes[hostStart - 2] == UInt8(ascii: "/"), bytes[hostStart - 1] == UInt8(ascii: "/") else { return nil }
        var index = hostStart
        var portColon: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ":") {
                guard portColon == nil else { return nil }
                portColon = index
            } else if portColon != nil ? !(0x30...0x39).contains(byte) : !isHostByte(byte) {
                return nil
            }
            index += 1
        }
        let authorityEnd = index
        while index < bytes.count {
            guard (0x21...0x7E).contains(bytes[index]) else { return nil }
            index += 1
        }
        let hostEnd = portColon ?? authorityEnd
        guard hostEnd > hostStart else { return nil }
        guard let portColon else { return (scheme, hostEnd, authorityEnd, nil) }
        let digits = authorityEnd - portColon - 1
        guard (1...5).contains(digits) else { return nil }
        var port = 0
        for offset in portColon + 1..<authorityEnd { port = port * 10 + Int(bytes[offset] - 0x30) }
        guard (1...65535).contains(port) else { return nil }
        return (scheme, hostEnd, authorityEnd, port)
    }

    /// Whether `bytes` starts with the lowercase `word`, in either case.
    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        for offset in 0..<word.utf8CodeUnitCount where bytes[offset] | 0x20 != word.utf8Start[offset] { return false }
        return true
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }

    /// Any URL, character by character, with what is wrong with it.
    static func read(_ text: String) -> Result<WebURL, WebURLProblem> {
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
