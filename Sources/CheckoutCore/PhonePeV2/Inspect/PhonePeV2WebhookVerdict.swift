import Foundation

/// `verify` for a v2 webhook: whether its `Authorization` is the digest the merchant's username and
/// password give, and when not, which usual mistake it looks like.
public struct PhonePeV2WebhookVerdict: Sendable, Equatable {
    public var expected: String
    public var received: String
    public var valid: Bool { received == expected }
    /// What the received value looks like, when it is not the expected one.
    public var explanations: [String]

    public init(received: String, username: String, password: String) {
        let expected = PhonePeV2Webhook.authorization(username: username, password: password)
        self.expected = expected
        self.received = received
        explanations = received == expected ? [] : Self.explain(received, expected: expected, username: username, password: password)
    }

    private static func explain(_ received: String, expected: String, username: String, password: String) -> [String] {
        let trimmed = received.trimmingCharacters(in: .whitespaces)
        if trimmed == expected { return ["the digest is right but spaces surround it: the SDKs compare the header exactly"] }
        if trimmed.lowercased() == expected { return ["the digest is right but in upper-case hex: PhonePe's is lower-case, and the SDKs compare text"] }
        let basic = Data("\(username):\(password)".utf8).base64EncodedString()
        if trimmed == "Basic " + basic || trimmed == basic {
            return ["this is HTTP Basic (base64 of username:password): PhonePe's v2 webhooks carry the lower-case hex SHA-256 of username:password, no scheme"]
        }
        let parts = trimmed.split(separator: " ", maxSplits: 1)
        if parts.count == 2, String(parts[1]) == expected { return ["the digest is right but carries a scheme (\(parts[0])): PhonePe sends the bare digest"] }
        if trimmed == PhonePeV2Webhook.authorization(username: password, password: username) {
            return ["this is the digest of password:username: the username comes first"]
        }
        if trimmed == PhonePeV2Webhook.digest(username + password) { return ["this is the digest of username and password without the ':' between them"] }
        let isDigest = trimmed.utf8.count == 64 && trimmed.allSatisfy(\.isHexDigit)
        return [isDigest
            ? "a SHA-256 digest of something else: another username or password than the dashboard's, or a different joining"
            : "not a SHA-256 digest (64 hex digits): PhonePe's v2 webhooks carry the lower-case hex SHA-256 of username:password"]
    }
}
