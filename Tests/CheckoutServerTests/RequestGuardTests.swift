import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Web pages in the developer's browser must not drive a loopback `serve`: the admin API answers
/// only JSON for the server's own names and no foreign `Origin`, and the pay page's buttons only
/// its own page. Over a real socket, with the `Host` a browser would send.
@Suite struct RequestGuardTests {
    static func application(_ guarding: RequestGuard = RequestGuard()) -> some ApplicationProtocol {
        GatewayServer.application(store: ServerFixtures.store(), port: 0, callbacks: nil, guarding: guarding)
    }

    /// One request over a fresh connection to the live server, with `authority` as its Host.
    static func send(
        port: Int?, _ method: HTTPRequest.Method, _ uri: String, authority: String = "127.0.0.1", headers: HTTPFields = [:], body: String? = nil
    ) async throws -> (status: Int, headers: HTTPFields, body: String) {
        let client = TestClient(host: "127.0.0.1", port: try #require(port))
        client.connect()
        defer { Task { try? await client.shutdown() } }
        let response = try await client.execute(.init(uri, method: method, authority: authority, headers: headers, body: body.map { ByteBuffer(string: $0) }))
        return (Int(response.status.code), response.headers, response.body.map { String(buffer: $0) } ?? "")
    }

    static let act = "/_sim/transactions/MERCHANTUAT/MT-GUARD/act"

    @Test(arguments: [
        ("text/plain", nil, "127.0.0.1", 415, "Content-Type"),
        ("application/x-www-form-urlencoded", nil, "127.0.0.1", 415, "Content-Type"),
        ("application/json", "http://evil.example", "127.0.0.1", 403, "Origin"),
        ("application/json", "null", "127.0.0.1", 403, "Origin"),
        ("application/json", nil, "evil.example:8080", 403, "Host"),
        ("application/json", "http://evil.example:8080", "evil.example:8080", 403, "Host"),
    ] as [(String, String?, String, Int, String)])
    func aCrossSiteAdminCallIsRefusedAndChangesNothing(contentType: String, origin: String?, authority: String, status: Int, field: String) async throws {
        try await Self.application().test(.live) { client in
            #expect(try await client.send(GatewayRequest(ServerFixtures.pay(id: "MT-GUARD"))).code == "PAYMENT_INITIATED")
            var headers: HTTPFields = [.contentType: contentType]
            if let origin { headers[.origin] = origin }
            let refused = try await Self.send(port: client.port, .post, Self.act, authority: authority, headers: headers, body: #"{"action":"pay"}"#)
            #expect(refused.status == status, "\(refused.body)")
            #expect(try JSONParser.parse(refused.body)["field"]?.stringValue == field, "\(refused.body)")
            let shown = try await Self.send(port: client.port, .get, "/_sim/transactions/MERCHANTUAT/MT-GUARD")
            #expect(try JSONParser.parse(shown.body)["decision"] == .null, "the refused call decided nothing: \(shown.body)")
        }
    }

    @Test func theServersOwnNamesAndOriginAreAccepted() async throws {
        try await Self.application(RequestGuard(allowedNames: ["gateway.test"])).test(.live) { client in
            let port = try #require(client.port)
            let json: HTTPFields = [.contentType: "application/json; charset=utf-8"]
            for authority in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "GATEWAY.test:\(port)"] {
                #expect(try await Self.send(port: port, .get, "/_sim/transactions", authority: authority).status == 200, "\(authority)")
            }
            var sameSite = json
            sameSite[.origin] = "http://localhost:\(port)"
            #expect(try await Self.send(port: port, .post, "/_sim/faults", authority: "localhost:\(port)", headers: sameSite, body: "{}").status == 200)
        }
    }

    @Test func anAdminTokenIsRequiredWhenSet() async throws {
        try await Self.application(RequestGuard(adminToken: "s3cret")).test(.live) { client in
            let none = try await Self.send(port: client.port, .get, "/_sim/transactions")
            #expect(none.status == 401)
            #expect(none.body.contains("--admin-token"))
            #expect(try await Self.send(port: client.port, .get, "/_sim/transactions", headers: [.authorization: "Bearer wrong"]).status == 401)
            #expect(try await Self.send(port: client.port, .get, "/_sim/transactions", headers: [.authorization: "Bearer s3cret"]).status == 200)
        }
    }

    @Test func thePayPageSendsAStrictPolicyAndItsFormRefusesOtherSites() async throws {
        try await Self.application(RequestGuard(adminToken: "s3cret")).test(.live) { client in
            let page = try await PayPageFlowTests.payPage(id: "MT-PAGE-GUARD", client: client)
            let shown = try await Self.send(port: client.port, .get, page)
            #expect(shown.status == 200)
            let policy = try #require(shown.headers[.contentSecurityPolicy])
            #expect(policy.contains("default-src 'none'") && policy.contains("frame-ancestors 'none'"), "\(policy)")
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .origin: "http://evil.example"]
            let forged = try await Self.send(port: client.port, .post, page, headers: form, body: "action=pay")
            #expect(forged.status == 403)
            // The page's own form: same origin, no token needed, then back to the merchant.
            let port = try #require(client.port)
            let own: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .origin: "http://127.0.0.1:\(port)"]
            let paid = try await Self.send(port: port, .post, page, authority: "127.0.0.1:\(port)", headers: own, body: "action=pay")
            #expect(paid.status == 303)
            #expect(paid.headers[.location] == "https://merchant.example/return?order=1&lang=en")
        }
    }

    @Test func thePayPagesURLIsNotBuiltOnAForeignHost() async throws {
        try await Self.application().test(.live) { client in
            var payload = ServerFixtures.payPayload(id: "MT-HOST").objectValue!
            payload["paymentInstrument"] = ["type": "PAY_PAGE"]
            let signed = SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)
            var headers = ServerFixtures.fields(signed.headers)
            headers[.contentType] = "application/json"
            let answer = try await Self.send(port: client.port, .post, "/pg/v1/pay", authority: "evil.example", headers: headers, body: signed.body)
            let url = try JSONParser.parse(answer.body)["data"]?["instrumentResponse"]?["redirectInfo"]?["url"]?.stringValue ?? ""
            #expect(url.hasPrefix("http://127.0.0.1:\(try #require(client.port))/_sim/pay/"), "\(url)")
        }
    }
}
