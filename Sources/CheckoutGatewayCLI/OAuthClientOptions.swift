import ArgumentParser
import CheckoutCore

/// `serve`'s PhonePe v2 OAuth flags: the merchant's client `POST /v1/oauth/token` issues tokens to. With
/// `--merchants` they are the defaults of the file's merchants (the id only the first's, since each
/// merchant has a client of its own); the tokens' lifetime is server-wide.
struct OAuthClientOptions: ParsableArguments {
    static let maxTokenLifetimeSeconds: Int64 = 30 * 86_400

    @Option(name: .customLong("client-id"), help: ArgumentHelp(
            "The v2 OAuth client_id the token endpoint takes; with --merchants, the first merchant's unless it gives clientId (later ones default to their merchantId).",
            valueName: "id"))
    var clientId = PhonePeOAuthClient.defaultClientId

    @Option(
        name: .customLong("client-secret"),
        help: ArgumentHelp(
            "The v2 OAuth client_secret; it signs the tokens issued, and is never printed in full. With --merchants, for merchants that give no clientSecret.",
            valueName: "secret"))
    var clientSecret = PhonePeOAuthClient.defaultClientSecret

    @Option(name: .customLong("client-version"), help: ArgumentHelp("The v2 OAuth client_version (PhonePe's UAT takes 1); with --merchants, for merchants that give no clientVersion.", valueName: "n"))
    var clientVersion = PhonePeOAuthClient.defaultClientVersion

    @Option(
        name: .customLong("token-ttl"),
        help: ArgumentHelp(
            "Seconds an access token lasts (expires_at - issued_at); PhonePe's SDKs fetch a new one at half of it (1 to \(maxTokenLifetimeSeconds)).",
            valueName: "seconds"))
    var tokenLifetimeSeconds = PhonePeOAuthClient.defaultTokenLifetimeSeconds

    func validate() throws {
        for (flag, value) in [("--client-id", clientId), ("--client-secret", clientSecret)] where value.isEmpty || value.contains(where: \.isWhitespace) {
            throw ValidationError("\(flag) must not be empty nor hold spaces")
        }
        guard clientVersion >= 1 else { throw ValidationError("--client-version must be 1 or more, got \(clientVersion)") }
        guard (1...Self.maxTokenLifetimeSeconds).contains(tokenLifetimeSeconds) else {
            throw ValidationError("--token-ttl must be between 1 and \(Self.maxTokenLifetimeSeconds) seconds, got \(tokenLifetimeSeconds)")
        }
    }

    var client: PhonePeOAuthClient {
        PhonePeOAuthClient(clientId: clientId, clientSecret: clientSecret, clientVersion: clientVersion, tokenLifetimeSeconds: tokenLifetimeSeconds)
    }
}
