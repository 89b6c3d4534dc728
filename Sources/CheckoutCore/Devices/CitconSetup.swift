/// Citcon's runtime environments (`CPayENVMode`); each has its own access token.
public enum CitconEnvironment: String, CaseIterable, Sendable {
    case dev = "DEV"
    case qa = "QA"
    case uat = "UAT"
    case prod = "PROD"
}

/// The merchant app's Citcon integration as a profile describes it (the optional `citcon` block).
public struct CitconSetup: Sendable, Equatable {
    public var environment: CitconEnvironment
    /// Access token per environment, as Citcon assigns them.
    public var accessTokens: [CitconEnvironment: String]
    /// The request's `scheme` (Alipay returns through it).
    public var scheme: String?
    /// The request's `universalLink` (WeChat Pay returns through it).
    public var universalLink: String?
    /// Whether the app delegate passes returned URLs to `handleUrl`.
    public var forwardsHandleUrl: Bool
    /// Whether the scene delegate passes returned URLs to `handleScene`.
    public var forwardsHandleScene: Bool
    /// Whether `continueUserActivity` passes universal links to `handleUniversalLink`.
    public var forwardsHandleUniversalLink: Bool

    public init(
        environment: CitconEnvironment = .uat, accessTokens: [CitconEnvironment: String] = [:], scheme: String? = nil,
        universalLink: String? = nil, forwardsHandleUrl: Bool = true, forwardsHandleScene: Bool = true,
        forwardsHandleUniversalLink: Bool = true
    ) {
        self.environment = environment
        self.accessTokens = accessTokens
        self.scheme = scheme
        self.universalLink = universalLink
        self.forwardsHandleUrl = forwardsHandleUrl
        self.forwardsHandleScene = forwardsHandleScene
        self.forwardsHandleUniversalLink = forwardsHandleUniversalLink
    }

    /// The token for the chosen environment, if the profile has one.
    public var accessToken: String? { accessTokens[environment] }
}
