import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// PhonePe v2's `POST /v1/oauth/token` over a real socket, under each host prefix PhonePe's SDKs
/// use, and the token it issues checked later, by another server on the same client, at the
/// injected clock's time.
@Suite struct OAuthTokenTests {
    static let client = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "shop-secret-9f2c", clientVersion: 1, tokenLifetimeSeconds: 900)
    static let form = "client_id=SHOPCLIENT&client_version=1&client_secret=shop-secret-9f2c&grant_type=client_credentials"

    static func application(clock: ManualClock) -> some ApplicationProtocol {
        let store = GatewayStore(
            merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: nil, oauthClient: client)], now: { clock.now })
        return GatewayServer.application(store: store, port: 0, callbacks: nil)
    }

    static func post(_ client: some TestClientProtocol, _ path: String, form: String) async throws -> (status: Int, json: JSONValue) {
        try await client.execute(
            uri: path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: form)
        ) { response in
            #expect(response.headers[.contentType] == "application/json")
            return (Int(response.status.code), try ServerFixtures.json(response))
        }
    }

    @Test(arguments: ["/apis/pg-sandbox", "/apis/identity-manager", ""])
    func aTokenForTheRightClientLastsTheTTL(prefix: String) async throws {
        let clock = ManualClock()
        try await Self.application(clock: clock).test(.live) { client in
            let (status, json) = try await Self.post(client, prefix + "/v1/oauth/token", form: Self.form)
            #expect(status == 200, "\(json)")
            #expect(json["token_type"] == "O-Bearer")
            let issuedAt = try #require(json["issued_at"]?.intValue)
            #expect(issuedAt == clock.now / 1000, "epoch seconds, from the injected clock")
            #expect(try #require(json["expires_at"]?.intValue) - issuedAt == 900)
            #expect(json["expires_in"]?.intValue == 900)
            #expect(json["access_token"]?.stringValue?.isEmpty == false)
            #expect(json["encrypted_access_token"]?.stringValue?.isEmpty == false)
        }
    }

    @Test func aWrongSecretAnswersTheAuthErrorShape() async throws {
        try await Self.application(clock: ManualClock()).test(.live) { client in
            let (status, json) = try await Self.post(client, "/apis/pg-sandbox/v1/oauth/token", form: Self.form.replacingOccurrences(of: "9f2c", with: "0000"))
            #expect(status == 401)
            #expect(json["code"] == "INVALID_CLIENT")
            #expect(json["errorCode"] == "OIM000")
            #expect(json["message"]?.stringValue != nil)
            #expect(json["context"]?["error_description"]?.stringValue != nil)
        }
    }

    @Test func aMissingFieldAnswers400NamingIt() async throws {
        try await Self.application(clock: ManualClock()).test(.live) { client in
            let (status, json) = try await Self.post(client, "/apis/pg-sandbox/v1/oauth/token", form: "client_id=SHOPCLIENT&client_version=1&grant_type=client_credentials")
            #expect(status == 400)
            #expect(json["context"]?["field"] == "client_secret")
            #expect(json["message"]?.stringValue?.contains("client_secret") == true)
        }
    }

    @Test func aGetOnTheTokenPathIs405() async throws {
        try await Self.application(clock: ManualClock()).test(.live) { client in
            let answer = try await RequestGuardTests.send(port: client.port, .get, "/apis/pg-sandbox/v1/oauth/token")
            #expect(answer.status == 405)
            #expect(answer.headers[.allow] == "POST")
        }
    }

    /// No memory is shared: a second server on the same client takes the first one's token, until
    /// the clock passes its expiry; a server on another secret never does.
    @Test func anotherServerOnTheSameClientChecksTheTokenAtItsOwnTime() async throws {
        let clock = ManualClock()
        let token = try await Self.application(clock: clock).test(.live) { client in
            try #require(try await Self.post(client, "/apis/pg-sandbox/v1/oauth/token", form: Self.form).json["access_token"]?.stringValue)
        }
        let header = "O-Bearer " + token
        #expect(throws: Never.self) { try PhonePeOAuth.authorize(header: header, client: Self.client, at: clock.now / 1000 + 899).get() }
        clock.advance(.seconds(900))
        #expect(PhonePeOAuth.authorize(header: header, client: Self.client, at: clock.now / 1000).failure?.response.httpStatus == 401)
        var rotated = Self.client
        rotated.clientSecret = "another-secret"
        #expect(PhonePeOAuth.authorize(header: header, client: rotated, at: clock.now / 1000 - 900).failure?.response.httpStatus == 401)
    }

    @Test(arguments: [
        ("POST", "/apis/pg-sandbox/subscriptions/v2/setup"), ("GET", "/apis/pg/checkout/v2/order/MO-1/refunds"),
        ("POST", "/payments/v2/validate/upi"), ("GET", "/apis/hermes/pg/v1/nothing"), ("POST", "/apis/pg-sandbox/nowhere"),
        ("POST", "/apis/identity-manager/v1/oauth/revoke"),
    ])
    func anUnsimulatedPathAnswersJSONNamingWhatIsSimulated(method: String, path: String) async throws {
        try await Self.application(clock: ManualClock()).test(.live) { client in
            let answer = try await RequestGuardTests.send(port: client.port, HTTPRequest.Method(method)!, path, body: method == "POST" ? "{}" : nil)
            #expect(answer.status == 404, "\(method) \(path)")
            #expect(answer.headers[.contentType] == "application/json")
            let json = try JSONParser.parse(answer.body)
            #expect(json["success"] == false)
            #expect(json["code"] == "NOT_SIMULATED")
            let message = try #require(json["message"]?.stringValue)
            #expect(message.contains("\(method) \(path)"), "\(message)")
            #expect(message.contains("POST /pg/v1/pay") && message.contains("POST /v1/oauth/token"), "\(message)")
            let v2 = try #require(json["data"]?["simulated"]?["v2"]?.arrayValue).compactMap(\.stringValue)
            #expect(v2.first == "POST /v1/oauth/token")
            #expect(v2.contains("POST /checkout/v2/pay") && v2.contains("GET /payments/v2/refund/{merchantRefundId}/status"), "\(v2)")
        }
    }

    @Test func anUnknownPathOutsideTheGatewaysStaysAnEmpty404() async throws {
        try await Self.application(clock: ManualClock()).test(.live) { client in
            let answer = try await RequestGuardTests.send(port: client.port, .get, "/nowhere")
            #expect(answer.status == 404)
            #expect(answer.body.isEmpty)
        }
    }
}

extension Result {
    var failure: Failure? { if case .failure(let failure) = self { failure } else { nil } }
}
