import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// Each served merchant has its own v2 OAuth client: the token endpoint issues to any of them, and a
/// token leads back to its merchant (header → token → merchant), never to another's.
@Suite struct ServedClientsTests {
    static let shopClient = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "shop-secret-9f2c", clientVersion: 1, tokenLifetimeSeconds: 900)
    static let cafeClient = PhonePeOAuthClient(clientId: "CAFECLIENT", clientSecret: "cafe-secret-77aa", clientVersion: 2, tokenLifetimeSeconds: 60)

    static var merchants: [ServedMerchant] {
        var cafe = PhonePeMerchant()
        cafe.merchantId = "CAFE"
        cafe.saltKey = "cafe-salt"
        return [
            ServedMerchant(settings: ServerFixtures.merchant, paysAfter: nil, oauthClient: shopClient),
            ServedMerchant(
                settings: cafe, paysAfter: nil, oauthClient: cafeClient,
                webhook: V2WebhookSettings(url: "https://cafe.example/webhook", username: "cafe", password: "cafe-webhook-pass")),
        ]
    }

    static func form(_ client: PhonePeOAuthClient) -> String {
        "client_id=\(client.clientId)&client_version=\(client.clientVersion)&client_secret=\(client.clientSecret)&grant_type=client_credentials"
    }

    @Test func theTokenEndpointIssuesToEveryMerchantsClientAndEachTokenLeadsToItsMerchant() async throws {
        let clock = ManualClock()
        let store = GatewayStore(merchants: Self.merchants, now: { clock.now })
        let app = GatewayServer.application(store: store, port: 0, callbacks: nil)
        let tokens = try await app.test(.live) { client in
            var tokens: [String: String] = [:]
            for oauth in [Self.shopClient, Self.cafeClient] {
                let (status, json) = try await OAuthTokenTests.post(client, "/apis/pg-sandbox/v1/oauth/token", form: Self.form(oauth))
                #expect(status == 200, "\(json)")
                #expect(json["expires_in"]?.intValue == oauth.tokenLifetimeSeconds)
                tokens[oauth.clientId] = try #require(json["access_token"]?.stringValue)
            }
            // One client's id with the other's secret is no client.
            let crossed = "client_id=SHOPCLIENT&client_version=1&client_secret=cafe-secret-77aa&grant_type=client_credentials"
            #expect(try await OAuthTokenTests.post(client, "/apis/pg-sandbox/v1/oauth/token", form: crossed).status == 401)
            return tokens
        }
        let now = clock.now / 1000
        let shop = try store.clients.merchant(authorizing: "O-Bearer " + (try #require(tokens["SHOPCLIENT"])), at: now).get()
        #expect(shop.merchantId == ServerFixtures.merchant.merchantId)
        let cafe = try store.clients.merchant(authorizing: "O-Bearer " + (try #require(tokens["CAFECLIENT"])), at: now).get()
        #expect(cafe.merchantId == "CAFE")
        #expect(cafe.webhook?.username == "cafe")
        // The cafe's tokens last 60 s, the shop's 900 s.
        #expect(store.clients.merchant(authorizing: "O-Bearer " + (try #require(tokens["CAFECLIENT"])), at: now + 60).failure?.response.httpStatus == 401)
        #expect(try store.clients.merchant(authorizing: "O-Bearer " + (try #require(tokens["SHOPCLIENT"])), at: now + 60).get().merchantId == shop.merchantId)
    }

    @Test func aLookupByClientIdFindsTheMerchantAndTheFirstKeepsAnIdGivenTwice() {
        let clients = ServedClients(Self.merchants)
        #expect(clients.clients.map(\.clientId) == ["SHOPCLIENT", "CAFECLIENT"])
        #expect(clients.merchant(clientId: "CAFECLIENT")?.merchantId == "CAFE")
        #expect(clients.merchant(clientId: "NOBODY") == nil)
        var twice = Self.merchants
        twice[1].oauthClient = Self.shopClient
        let first = ServedClients(twice)
        #expect(first.clients.map(\.clientId) == ["SHOPCLIENT"])
        #expect(first.merchant(clientId: "SHOPCLIENT")?.merchantId == ServerFixtures.merchant.merchantId)
    }

    @Test func aCallWithoutAGoodTokenGetsTheRefusal() {
        let clients = ServedClients(Self.merchants)
        let refused = clients.merchant(authorizing: nil, at: 0)
        #expect(refused.failure?.response.httpStatus == 401)
        #expect(refused.failure?.response.body["code"] == "UNAUTHORIZED")
    }
}
