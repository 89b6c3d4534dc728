import CheckoutCore

/// Where a merchant's PhonePe v2 webhooks go, and the username and password they are authorised
/// with: each carries `Authorization: <lowercase hex SHA-256 of "username:password">`, the digest
/// PhonePe's SDKs compare (`validate_callback`), as set on PhonePe's dashboard.
public struct V2WebhookSettings: Sendable, Equatable {
    /// The merchant's webhook URL, checked as a `WebURL` where it is given.
    public var url: String
    public var username: String
    /// Never printed in full.
    public var password: String

    /// The same as `run`'s walks use, so a transcript's webhook and serve's carry one digest.
    public static let defaultUsername = PhonePeV2Merchant.defaultWebhookUsername
    public static let defaultPassword = PhonePeV2Merchant.defaultWebhookPassword

    public init(url: String, username: String = defaultUsername, password: String = defaultPassword) {
        self.url = url
        self.username = username
        self.password = password
    }
}
