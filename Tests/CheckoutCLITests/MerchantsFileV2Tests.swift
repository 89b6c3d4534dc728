import CheckoutCLI
import CheckoutCore
import CheckoutGatewayCLI
import CheckoutServer
import Testing

/// A merchants file's PhonePe v2 keys: each merchant's OAuth client (one id per merchant, the first
/// taking --client-id when it gives none) and webhook, every problem with its line, and the banner
/// and start line naming them with secrets masked.
@Suite("merchants file: v2")
struct MerchantsFileV2Tests {
    /// What `serve --client-secret flag-secret-0000 --client-version 2 --token-ttl 60` hands the file.
    static let defaults = ServedMerchant(
        settings: PhonePeMerchant(),
        oauthClient: PhonePeOAuthClient(clientId: "FLAGCLIENT", clientSecret: "flag-secret-0000", clientVersion: 2, tokenLifetimeSeconds: 60))

    static func parse(_ text: String, defaults: ServedMerchant = defaults) throws(MerchantsFileError) -> [ServedMerchant] {
        try MerchantsFile.parse(text, file: "m.yaml", defaults: defaults)
    }

    static func problems(_ text: String, defaults: ServedMerchant = defaults) -> [String] {
        do {
            _ = try parse(text, defaults: defaults)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func theFirstMerchantWithoutAClientIdTakesTheFlagsAndLaterOnesTheirMerchantId() throws {
        let merchants = try Self.parse("""
            merchants:
              - merchantId: M1
                saltKey: k1
              - merchantId: M2
                saltKey: k2
              - merchantId: M3
                saltKey: k3
                clientId: SHOP3
                clientSecret: shop3-secret-3333
                clientVersion: 5
            """)
        #expect(merchants.map(\.oauthClient.clientId) == ["FLAGCLIENT", "M2", "SHOP3"])
        #expect(merchants.map(\.oauthClient.clientSecret) == ["flag-secret-0000", "flag-secret-0000", "shop3-secret-3333"])
        #expect(merchants.map(\.oauthClient.clientVersion) == [2, 2, 5])
        #expect(merchants.map(\.oauthClient.tokenLifetimeSeconds) == [60, 60, 60], "--token-ttl is server-wide")
        #expect(merchants.allSatisfy { $0.webhook == nil })
    }

    /// With the defaults, a file written before per-merchant clients keeps its client for its first merchant.
    @Test func aFileWithoutV2KeysKeepsTheDefaultClientForItsFirstMerchant() throws {
        let merchants = try MerchantsFile.parse("merchants:\n  - merchantId: M1\n    saltKey: k1\n  - merchantId: M2\n    saltKey: k2\n", file: "m.yaml")
        #expect(merchants.map(\.oauthClient) == [PhonePeOAuthClient(), PhonePeOAuthClient(clientId: "M2")])
    }

    @Test func webhooksComeFromTheFileElseTheFlags() throws {
        let text = """
            merchants:
              - merchantId: M1
                saltKey: k1
                webhookUrl: https://shop.example/phonepe/webhook
                webhookUsername: shop
                webhookPassword: shop-webhook-pass
              - merchantId: M2
                saltKey: k2
                webhookUrl: http://127.0.0.1:9000/hook
              - merchantId: M3
                saltKey: k3
            """
        let alone = try Self.parse(text)
        #expect(alone.map(\.webhook) == [
            V2WebhookSettings(url: "https://shop.example/phonepe/webhook", username: "shop", password: "shop-webhook-pass"),
            V2WebhookSettings(url: "http://127.0.0.1:9000/hook", username: V2WebhookSettings.defaultUsername, password: V2WebhookSettings.defaultPassword),
            nil,
        ])
        var withFlags = Self.defaults
        withFlags.webhook = V2WebhookSettings(url: "https://flags.example/hook", username: "flaguser", password: "flag-pass-9999")
        #expect(try Self.parse(text, defaults: withFlags).map(\.webhook) == [
            V2WebhookSettings(url: "https://shop.example/phonepe/webhook", username: "shop", password: "shop-webhook-pass"),
            V2WebhookSettings(url: "http://127.0.0.1:9000/hook", username: "flaguser", password: "flag-pass-9999"),
            V2WebhookSettings(url: "https://flags.example/hook", username: "flaguser", password: "flag-pass-9999"),
        ])
    }

    static let broken: [(String, [String])] = [
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    clientId: SHOP\n  - merchantId: M2\n    saltKey: k2\n    clientId: SHOP\n",
         ["m.yaml:5: \"clientId\" \"SHOP\" is already the client of the merchant at line 2; give each merchant its own clientId"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    clientId: M2\n  - merchantId: M2\n    saltKey: k2\n",
         ["m.yaml:5: the client id \"M2\" (its merchantId, as it gives no clientId) is already the client of the merchant at line 2; give this merchant a clientId of its own"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n  - merchantId: M2\n    saltKey: k2\n    clientId: FLAGCLIENT\n",
         ["m.yaml:4: \"clientId\" \"FLAGCLIENT\" is already the client of the merchant at line 2 (--client-id's, as it gives no clientId); give each merchant its own clientId"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    clientId: two words\n    clientSecret: \"\"\n    clientVersion: 0\n",
         ["m.yaml:4: \"clientId\" must not hold spaces", "m.yaml:5: \"clientSecret\" must not be empty",
          "m.yaml:6: \"clientVersion\" must be a whole number from 1 up (PhonePe's UAT takes 1), got \"0\""]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    clientId: 12345\n",
         ["m.yaml:4: \"clientId\" must be a string, got \"12345\"; quote it: \"12345\""]),
        // A secret's value is not repeated.
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    clientSecret: 918273645\n    webhookUrl: https://shop.example/hook\n    webhookPassword: [918273645]\n",
         ["m.yaml:4: \"clientSecret\" must be a string; quote it", "m.yaml:6: \"webhookPassword\" must be a string"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    webhookUrl: ftp://shop.example/hook\n    webhookUsername: a:b\n",
         ["m.yaml:4: \"webhookUrl\" \"ftp://shop.example/hook\" has the scheme \"ftp\"; only http and https are accepted: v2 webhooks are POSTed to it, so it must be \(WebURL.rule)",
          "m.yaml:5: \"webhookUsername\" must not contain ':': the Authorization is the SHA-256 of username:password"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    webhookUsername: shop\n    webhookPassword: pass\n",
         ["m.yaml:4: \"webhookUsername\" needs \"webhookUrl\" (or serve's --webhook-url): no webhooks are sent without one",
          "m.yaml:5: \"webhookPassword\" needs \"webhookUrl\" (or serve's --webhook-url): no webhooks are sent without one"]),
    ]

    @Test(arguments: broken)
    func everyProblemIsReportedWithItsLine(text: String, problems: [String]) {
        #expect(Self.problems(text) == problems)
    }

    @Test func theBannerNamesEachMerchantsClientAndWebhookWithSecretsMasked() throws {
        let merchants = try Self.parse("""
            merchants:
              - merchantId: M1
                saltKey: k1
                webhookUrl: https://shop.example/hook
                webhookPassword: a-long-webhook-password-wxyz
              - merchantId: M2
                saltKey: k2
                clientSecret: another-client-secret-9876
            """)
        let lines = ServeBanner.lines(host: "127.0.0.1", port: 8080, merchants: merchants, ledger: "in memory", namingV2: true)
        #expect(Array(lines.suffix(3)) == [
            "PhonePe v2 OAuth: POST http://127.0.0.1:8080/apis/pg-sandbox/v1/oauth/token for each merchant's client:",
            "  M1: client FLAGCLIENT (secret ••••0000, version 2; tokens last 60 s); webhooks to https://shop.example/hook as checkout-sim-webhook (password ••••wxyz)",
            "  M2: client M2 (secret ••••9876, version 2; tokens last 60 s); no webhooks",
        ])
        let one = ServeBanner.lines(host: "127.0.0.1", port: 8080, merchants: [merchants[0]], ledger: "in memory", namingV2: true)
        #expect(Array(one.suffix(2)) == [
            "PhonePe v2 OAuth: POST http://127.0.0.1:8080/apis/pg-sandbox/v1/oauth/token for client FLAGCLIENT (secret ••••0000, version 2; tokens last 60 s)",
            "PhonePe v2 webhooks to https://shop.example/hook as checkout-sim-webhook (password ••••wxyz)",
        ])
        for line in lines + one {
            #expect(!line.contains("flag-secret") && !line.contains("another-client-secret") && !line.contains("a-long-webhook-password"), "\(line)")
        }
        // Without namingV2 (the v1 banner as it was), no v2 line.
        #expect(ServeBanner.lines(host: "127.0.0.1", port: 8080, merchants: merchants, ledger: "in memory").count == 4)
    }

    @Test func theJSONStartLineNamesEachClientAndWebhookWithSecretsMasked() throws {
        let merchants = try Self.parse("""
            merchants:
              - merchantId: M1
                saltKey: k1
                webhookUrl: https://shop.example/hook
                webhookUsername: shop
                webhookPassword: a-long-webhook-password-wxyz
              - merchantId: M2
                saltKey: k2
            """)
        let log = LiveLog(format: .json, now: { 0 }, sink: { _ in })
        let line = try #require(log.servingLines(banner: [], url: "http://127.0.0.1:8080", merchants: merchants, ledger: "in memory").first)
        let served = try #require(try JSONParser.parse(line)["merchants"]?.arrayValue)
        #expect(served.map { $0["oauthClient"]?["clientId"]?.stringValue } == ["FLAGCLIENT", "M2"])
        #expect(served[0]["oauthClient"] == ["clientId": "FLAGCLIENT", "clientSecret": "••••0000", "clientVersion": 2, "tokenLifetimeSeconds": 60])
        #expect(served[0]["webhook"] == ["url": "https://shop.example/hook", "username": "shop", "password": "••••wxyz"])
        #expect(served[1]["webhook"] == .null)
        #expect(!line.contains("flag-secret-0000") && !line.contains("a-long-webhook-password"))
    }
}
