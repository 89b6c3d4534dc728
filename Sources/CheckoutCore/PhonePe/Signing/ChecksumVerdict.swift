/// The answer to "is this X-VERIFY right?": which part differs, and the likely mistake behind it.
public struct ChecksumVerdict: Sendable, Equatable {
    /// What was signed: a pay call, a status check or a callback.
    public enum Kind: String, Sendable, CaseIterable {
        case request, status, callback

        /// The documented formula, for messages.
        public var formula: String {
            switch self {
            case .request: return "sha256(base64 + path + saltKey) + \"###\" + saltIndex"
            case .status: return "sha256(path + saltKey) + \"###\" + saltIndex"
            case .callback: return "sha256(base64Response + saltKey) + \"###\" + saltIndex"
            }
        }
    }

    public var kind: Kind
    public var expected: String
    public var received: String
    public var hashMatches: Bool
    public var indexMatches: Bool
    /// Known mistakes that reproduce the received hash, or a hint when none does.
    public var explanations: [String]

    public var valid: Bool { hashMatches && indexMatches }

    public init(kind: Kind, received: String, base64: String, path: String, saltKey: String, saltIndex: Int) {
        self.kind = kind
        self.received = received
        let signed = Self.signedText(kind: kind, base64: base64, path: path, saltKey: saltKey)
        let expectedHash = Checksum.sha256Hex(signed)
        expected = expectedHash + "###" + String(saltIndex)
        let parts = received.components(separatedBy: "###")
        let receivedHash = parts.first ?? ""
        let receivedIndex = parts.count == 2 ? parts[1] : nil
        hashMatches = receivedHash == expectedHash
        indexMatches = receivedIndex == String(saltIndex)
        var explanations: [String] = []
        if parts.count != 2 {
            explanations.append("the value must be <64 hex digits>###<salt index>; \"###\" appears \(parts.count - 1) times")
        } else if !indexMatches {
            explanations.append("the salt index is \"\(receivedIndex ?? "")\", expected \"\(saltIndex)\": sign with the index of the salt key used")
        }
        if !hashMatches {
            let isHex = receivedHash.allSatisfy(\.isHexDigit)
            if receivedHash.utf8.count != 64 || !isHex {
                explanations.append(
                    "the digest must be 64 hexadecimal digits (a SHA-256 in hex), got \(receivedHash.utf8.count) characters"
                        + (isHex ? "" : " that are not all hex digits: was it base64-encoded, or a different hash?"))
            } else if receivedHash.lowercased() == expectedHash {
                explanations.append("the digest is upper-case hex; PhonePe's is lower-case")
            } else if let mistake = Self.knownMistakes(kind: kind, base64: base64, path: path, saltKey: saltKey)
                .first(where: { Checksum.sha256Hex($0.text) == receivedHash.lowercased() })
            {
                explanations.append("the digest matches \(mistake.name); the documented formula is \(kind.formula)")
            } else {
                explanations.append("the digest matches none of the usual mistakes: check the salt key and that the exact base64 sent was hashed (\(kind.formula))")
            }
        }
        self.explanations = explanations
    }

    static func signedText(kind: Kind, base64: String, path: String, saltKey: String) -> String {
        switch kind {
        case .request: return base64 + path + saltKey
        case .status: return path + saltKey
        case .callback: return base64 + saltKey
        }
    }

    /// The other signed paths of PhonePe's documents, for a hash made over the wrong endpoint.
    static let documentedPaths = ["/pg/v1/pay", "/v4/debit", "/v3/debit", "/v3/recurring/auth/init", "/pg/v1/refund"]

    /// The path prefixes of PhonePe's UAT and production hosts (`https://api-preprod.phonepe.com/apis/pg-sandbox`):
    /// part of the URL, never of what `X-VERIFY` signs.
    public static let hostPrefixes = ["/apis/pg-sandbox", "/apis/hermes"]

    /// Texts that integrators are known to hash by mistake.
    private static func knownMistakes(kind: Kind, base64: String, path: String, saltKey: String) -> [(name: String, text: String)] {
        let json = Base64.decode(base64).map { String(decoding: $0, as: UTF8.self) }
        var mistakes: [(String, String)] = []
        if kind != .callback {
            for prefix in hostPrefixes {
                let signed = kind == .request ? base64 + prefix + path + saltKey : prefix + path + saltKey
                mistakes.append(("a hash over the path with the host's prefix, \(prefix + path) (sign the path alone, \(path))", signed))
            }
        }
        if kind == .request {
            for other in documentedPaths where other != path {
                mistakes.append(("a hash over another endpoint's path, \(other) (this call goes to \(path))", base64 + other + saltKey))
            }
        }
        if let json, kind != .status {
            mistakes.append(("a hash over the JSON instead of its base64", kind == .request ? json + path + saltKey : json + saltKey))
        }
        switch kind {
        case .request:
            mistakes += [
                ("a hash without the endpoint path", base64 + saltKey),
                ("a hash with a space between the parts", base64 + " " + path + " " + saltKey),
                ("a hash with a trailing space or newline", base64 + path + saltKey + " "),
                ("a hash with a trailing newline", base64 + path + saltKey + "\n"),
                ("a hash over the path without its leading '/'", base64 + String(path.drop(while: { $0 == "/" })) + saltKey),
                ("the salt key before the path", base64 + saltKey + path),
            ]
        case .status:
            mistakes += [("a hash with a trailing space", path + saltKey + " "), ("the salt key before the path", saltKey + path)]
        case .callback:
            mistakes += [("a hash that includes a path", base64 + path + saltKey), ("a hash with a trailing newline", base64 + saltKey + "\n")]
        }
        return mistakes
    }
}
