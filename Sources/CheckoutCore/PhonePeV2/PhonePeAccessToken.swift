import Crypto
import Foundation

/// The access token `serve` issues: a JWT (as PhonePe's are) whose claims say which client it was
/// issued to and when it expires, signed with HMAC-SHA256 under a key derived from the client's
/// secret. Any process serving the same client checks it without a shared store, and changing the
/// secret revokes every token issued under the old one.
public struct PhonePeAccessToken: Sendable, Equatable {
    public var clientId: String
    public var clientVersion: Int
    /// Epoch seconds.
    public var issuedAt: Int64
    public var expiresAt: Int64

    public init(clientId: String, clientVersion: Int, issuedAt: Int64, expiresAt: Int64) {
        self.clientId = clientId
        self.clientVersion = clientVersion
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
    }

    /// Why a token string was not taken.
    public enum Defect: Error, Sendable, Equatable {
        /// Not three base64url parts, or claims that do not read.
        case unreadable
        /// Signed with another key: altered, or issued for another secret.
        case badSignature
        /// Issued to another client.
        case otherClient(String)
        case expired(at: Int64)
    }

    private static let header = base64URL(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

    /// The token as sent in `Authorization: O-Bearer <token>`.
    public func signed(secret: String) -> String {
        let claims: JSONValue = [
            "clientId": .string(clientId), "clientVersion": .int(Int64(clientVersion)),
            "issuedAt": .int(issuedAt), "expiresAt": .int(expiresAt),
        ]
        let signedPart = Self.header + "." + Self.base64URL(JSONWriter.compact(claims))
        return signedPart + "." + Self.base64URL(Array(Self.signature(of: signedPart, secret: secret)))
    }

    /// The token `text` carries, if `client` issued it and it has not expired at `time` (epoch seconds).
    public static func read(_ text: String, client: PhonePeOAuthClient, at time: Int64) -> Result<PhonePeAccessToken, Defect> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let signature = bytes(base64URL: parts[2]), let claimBytes = bytes(base64URL: parts[1]) else {
            return .failure(.unreadable)
        }
        let key = key(secret: client.clientSecret)
        guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Array((parts[0] + "." + parts[1]).utf8), using: key) else {
            return .failure(.badSignature)
        }
        guard let claims = try? JSONParser.parse(claimBytes), let clientId = claims["clientId"]?.stringValue,
            let version = claims["clientVersion"]?.intValue, let issuedAt = claims["issuedAt"]?.intValue,
            let expiresAt = claims["expiresAt"]?.intValue
        else { return .failure(.unreadable) }
        guard clientId == client.clientId else { return .failure(.otherClient(clientId)) }
        guard time < expiresAt else { return .failure(.expired(at: expiresAt)) }
        return .success(PhonePeAccessToken(clientId: clientId, clientVersion: Int(version), issuedAt: issuedAt, expiresAt: expiresAt))
    }

    /// The client id the token's claims name, read without checking the signature: only to pick the
    /// client whose secret then checks it (`read`). Nil when the token does not read.
    public static func unverifiedClientId(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let claimBytes = bytes(base64URL: parts[1]), let claims = try? JSONParser.parse(claimBytes) else { return nil }
        return claims["clientId"]?.stringValue
    }

    private static func key(secret: String) -> SymmetricKey {
        // Domain-separated, so the key is of use for nothing but these tokens.
        SymmetricKey(data: SHA256.hash(data: Array("checkout-sim PhonePe v2 access token\u{0}".utf8) + Array(secret.utf8)))
    }

    private static func signature(of signedPart: String, secret: String) -> HMAC<SHA256>.MAC {
        HMAC<SHA256>.authenticationCode(for: Array(signedPart.utf8), using: key(secret: secret))
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    private static func bytes(base64URL text: Substring) -> [UInt8]? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map { Array($0) }
    }
}
