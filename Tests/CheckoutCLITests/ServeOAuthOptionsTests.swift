import CheckoutCore
import CheckoutGatewayCLI
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve`'s v2 OAuth flags: the client in the banner with its secret masked, and bad values refused.
@Suite struct ServeOAuthOptionsTests {
    @Test func theBannerNamesTheClientWithItsSecretMasked() {
        let client = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "a-long-client-secret-wxyz", clientVersion: 2, tokenLifetimeSeconds: 60)
        let lines = ServeBanner.lines(
            host: "127.0.0.1", port: 8080, merchants: [ServedMerchant(settings: PhonePeMerchant(), oauthClient: client)], ledger: "in memory",
            namingV2: true)
        #expect(lines.last == "PhonePe v2 OAuth: POST http://127.0.0.1:8080/apis/pg-sandbox/v1/oauth/token for client SHOPCLIENT (secret ••••wxyz, version 2; tokens last 60 s)")
        #expect(!lines.joined().contains("a-long-client-secret"))
    }

    @Test func theDefaultsAreTheDocumentedOnes() throws {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/serve.md"), encoding: .utf8)
        let client = PhonePeOAuthClient()
        #expect(text.contains("| `--client-id` | `\(client.clientId)` |"))
        #expect(text.contains("| `--client-secret` | `\(client.clientSecret)` |"))
        #expect(text.contains("| `--client-version` | `\(client.clientVersion)` |"))
        #expect(text.contains("| `--token-ttl` | `\(client.tokenLifetimeSeconds)` |"))
    }

    @Test(arguments: [
        (["--token-ttl", "0"], "--token-ttl"), (["--client-version", "0"], "--client-version"),
        (["--client-secret", ""], "--client-secret"), (["--client-id", "two words"], "--client-id"),
    ])
    func aBadValueIsRefusedNamingTheFlag(arguments: [String], flag: String) async throws {
        let refusal = try await ServeProcess.refusal(["--state", ":memory:"] + arguments)
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains(flag), "\(refusal.stderr)")
    }
}
