/// The OAuth client a merchant back end authenticates as in PhonePe's v2 integration: what it sends
/// to `POST /v1/oauth/token`, and how long the tokens it gets last.
public struct PhonePeOAuthClient: Sendable, Equatable {
    public var clientId: String
    public var clientSecret: String
    /// PhonePe's UAT takes 1; production gives its own in the credentials e-mail.
    public var clientVersion: Int
    /// `expires_at - issued_at`. PhonePe documents no fixed lifetime: its SDKs read it from each
    /// answer and fetch a new token at half of it, so a short one lets a merchant test that refresh.
    public var tokenLifetimeSeconds: Int64

    public static let defaultClientId = "CHECKOUTSIMCLIENT"
    public static let defaultClientSecret = "checkout-sim-client-secret"
    public static let defaultClientVersion = 1
    public static let defaultTokenLifetimeSeconds: Int64 = 3600

    public init(
        clientId: String = defaultClientId, clientSecret: String = defaultClientSecret,
        clientVersion: Int = defaultClientVersion, tokenLifetimeSeconds: Int64 = defaultTokenLifetimeSeconds
    ) {
        self.clientId = clientId
        self.clientSecret = clientSecret
        self.clientVersion = clientVersion
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
    }
}
