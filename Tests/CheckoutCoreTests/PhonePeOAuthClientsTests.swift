import CheckoutCore
import Testing

/// v2's OAuth where each merchant has its own client: the token endpoint issues to whichever client
/// the form names, and a call's token is checked by the client its claims name, with that client's
/// own secret.
@Suite struct PhonePeOAuthClientsTests {
    static let shop = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "shop-secret-9f2c", clientVersion: 1, tokenLifetimeSeconds: 600)
    static let cafe = PhonePeOAuthClient(clientId: "CAFECLIENT", clientSecret: "cafe-secret-77aa", clientVersion: 2, tokenLifetimeSeconds: 60)
    static let clients = [shop, cafe]
    static let issuedAt: Int64 = 1_764_250_000

    static func form(_ client: PhonePeOAuthClient, secret: String? = nil) -> String {
        "client_id=\(client.clientId)&client_version=\(client.clientVersion)&client_secret=\(secret ?? client.clientSecret)&grant_type=client_credentials"
    }

    static func header(_ client: PhonePeOAuthClient) throws -> String {
        let answer = PhonePeOAuth.answerTokenRequest(body: form(client), clients: clients, at: issuedAt)
        return "O-Bearer " + (try #require(answer.body["access_token"]?.stringValue, "\(answer.body)"))
    }

    static func description(_ result: Result<PhonePeAccessToken, PhonePeV2Refusal>) -> String? {
        result.failure?.response.body["context"]?["error_description"]?.stringValue
    }

    @Test func eachClientGetsATokenOfItsOwnLifetime() {
        for client in Self.clients {
            let answer = PhonePeOAuth.answerTokenRequest(body: Self.form(client), clients: Self.clients, at: Self.issuedAt)
            #expect(answer.httpStatus == 200, "\(answer.body)")
            #expect(answer.body["expires_in"]?.intValue == client.tokenLifetimeSeconds)
        }
    }

    @Test func anotherClientsSecretOrVersionOrAnUnknownIdIsRefused() {
        for form in [
            Self.form(Self.shop, secret: Self.cafe.clientSecret),
            "client_id=CAFECLIENT&client_version=1&client_secret=cafe-secret-77aa&grant_type=client_credentials",
            "client_id=NOBODY&client_version=1&client_secret=shop-secret-9f2c&grant_type=client_credentials",
        ] {
            let answer = PhonePeOAuth.answerTokenRequest(body: form, clients: Self.clients, at: Self.issuedAt)
            #expect(answer.httpStatus == 401, "\(form)")
            #expect(answer.body["code"] == "INVALID_CLIENT", "\(form)")
        }
        #expect(PhonePeOAuth.answerTokenRequest(body: Self.form(Self.shop), clients: [], at: Self.issuedAt).httpStatus == 401)
    }

    @Test func aTokenIsCheckedByTheClientItWasIssuedTo() throws {
        let shop = try PhonePeOAuth.authorize(header: try Self.header(Self.shop), clients: Self.clients, at: Self.issuedAt + 599).get()
        #expect(shop == PhonePeAccessToken(clientId: "SHOPCLIENT", clientVersion: 1, issuedAt: Self.issuedAt, expiresAt: Self.issuedAt + 600))
        let cafe = try PhonePeOAuth.authorize(header: try Self.header(Self.cafe), clients: Self.clients.reversed(), at: Self.issuedAt).get()
        #expect(cafe.clientId == "CAFECLIENT")
        #expect(cafe.clientVersion == 2)
        // Each by its own lifetime.
        let expired = PhonePeOAuth.authorize(header: try Self.header(Self.cafe), clients: Self.clients, at: Self.issuedAt + 60)
        #expect(Self.description(expired)?.contains("expired") == true)
    }

    /// The claims only pick the client: a token naming the shop but signed with the cafe's secret is
    /// checked with the shop's secret, and refused.
    @Test func aTokenClaimingAnotherClientIsRefusedByThatClientsSecret() throws {
        let claimsShop = PhonePeAccessToken(clientId: "SHOPCLIENT", clientVersion: 1, issuedAt: Self.issuedAt, expiresAt: Self.issuedAt + 600)
        let forged = PhonePeOAuth.authorize(header: "O-Bearer " + claimsShop.signed(secret: Self.cafe.clientSecret), clients: Self.clients, at: Self.issuedAt)
        #expect(forged.failure?.response.httpStatus == 401)
        #expect(Self.description(forged)?.contains("signature") == true)
    }

    @Test func aTokenOfAClientNotServedIsRefusedNamingIt() throws {
        let gone = try Self.header(Self.cafe)
        let refused = PhonePeOAuth.authorize(header: gone, clients: [Self.shop], at: Self.issuedAt)
        #expect(refused.failure?.response.httpStatus == 401)
        #expect(refused.failure?.response.body["code"] == "UNAUTHORIZED")
        #expect(Self.description(refused)?.contains("CAFECLIENT") == true)
        #expect(PhonePeOAuth.authorize(header: gone, clients: [], at: Self.issuedAt).failure != nil)
    }

    @Test(arguments: [nil, "", "Bearer TOKEN", "O-Bearer", "O-Bearer not-a-token", "O-Bearer a.b.c"] as [String?])
    func aHeaderWithoutAReadableTokenIsRefused(header: String?) {
        let refused = PhonePeOAuth.authorize(header: header, clients: Self.clients, at: Self.issuedAt)
        #expect(refused.failure?.response.httpStatus == 401)
        #expect(refused.failure?.response.body["errorCode"] == "OIM000")
    }

    @Test func oneClientAnswersAsTheSingleClientCheckDoes() throws {
        let header = try Self.header(Self.shop)
        for time in [Self.issuedAt, Self.issuedAt + 600] {
            #expect(PhonePeOAuth.authorize(header: header, clients: [Self.shop], at: time) == PhonePeOAuth.authorize(header: header, client: Self.shop, at: time))
        }
        #expect(PhonePeAccessToken.unverifiedClientId(String(header.dropFirst("O-Bearer ".count))) == "SHOPCLIENT")
        #expect(PhonePeAccessToken.unverifiedClientId("x.y") == nil)
    }
}
