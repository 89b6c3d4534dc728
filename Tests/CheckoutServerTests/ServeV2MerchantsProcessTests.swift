import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` as a process with a v2 client and webhook per merchant: the start line names
/// them (secrets masked), and the token endpoint issues to each merchant's client, the log naming
/// the merchant.
@Suite struct ServeV2MerchantsProcessTests {
    static let file = """
        merchants:
          - merchantId: SHOP1
            saltKey: shop1-secret-salt-1111
          - merchantId: SHOP2
            saltKey: shop2-secret-salt-2222
            clientId: SHOP2CLIENT
            clientSecret: shop2-client-secret-2222
            webhookUrl: http://127.0.0.1:9/webhook
            webhookPassword: shop2-webhook-password-2222
        """

    static func token(_ url: String, clientId: String, secret: String) async throws -> Int {
        var request = URLRequest(url: try #require(URL(string: url + "/apis/pg-sandbox/v1/oauth/token")))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("client_id=\(clientId)&client_version=1&client_secret=\(secret)&grant_type=client_credentials".utf8)
        return try await ServeProcess.fetch(request).0
    }

    @Test(.timeLimit(.minutes(1)))
    func theStartLineNamesEachClientAndEachGetsTokens() async throws {
        let folder = try TemporaryFolder("serve-v2")
        defer { folder.remove() }
        let path = folder.path("merchants.yaml")
        try Self.file.write(toFile: path, atomically: true, encoding: .utf8)
        let server = try ServeResumedLedgerTests.Server(["--state", ":memory:", "--merchants", path, "--log", "json"])
        let line = try await server.lines.line(0)
        let serving = try JSONParser.parse(line)
        let merchants = try #require(serving["merchants"]?.arrayValue)
        #expect(merchants.map { $0["oauthClient"]?["clientId"]?.stringValue } == ["CHECKOUTSIMCLIENT", "SHOP2CLIENT"])
        #expect(merchants[1]["webhook"]?["password"] == "••••2222")
        #expect(!line.contains("shop2-client-secret") && !line.contains("shop2-webhook-password"))
        let url = try #require(serving["url"]?.stringValue)

        #expect(try await Self.token(url, clientId: PhonePeOAuthClient.defaultClientId, secret: PhonePeOAuthClient.defaultClientSecret) == 200)
        #expect(try await Self.token(url, clientId: "SHOP2CLIENT", secret: "shop2-client-secret-2222") == 200)
        #expect(try await Self.token(url, clientId: "SHOP2CLIENT", secret: PhonePeOAuthClient.defaultClientSecret) == 401)
        // The log names the merchant whose client got a token, never the token.
        let logged = [try await server.lines.line(1), try await server.lines.line(2), try await server.lines.line(3)]
        let requests = try logged.map { try JSONParser.parse($0) }
        #expect(requests.map { $0["merchantId"]?.stringValue } == ["SHOP1", "SHOP2", nil])
        #expect(requests.map { $0["httpStatus"]?.intValue } == [200, 200, 401])
        #expect(requests[2]["code"] == "INVALID_CLIENT")
        #expect(!logged.joined().contains("eyJ"), "no token in the log")
        #expect(try await server.stop())
    }

    @Test(.timeLimit(.minutes(1)))
    func theBannerNamesTheWebhookOfTheFlags() async throws {
        let server = try ServeResumedLedgerTests.Server([
            "--state", ":memory:", "--webhook-url", "https://shop.example/phonepe/webhook", "--webhook-password", "a-webhook-password-wxyz",
        ])
        #expect(try await server.lines.line(2).hasPrefix("PhonePe v2 OAuth: POST "))
        #expect(try await server.lines.line(3) == "PhonePe v2 webhooks to https://shop.example/phonepe/webhook as checkout-sim-webhook (password ••••wxyz)")
        #expect(try await server.stop())
    }
}
