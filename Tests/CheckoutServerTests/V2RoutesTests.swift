import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// PhonePe v2's payment endpoints over a real socket: the token names the merchant, orders are kept
/// in the ledger beside v1's payments, the simulated customer pays on time, the pay page decides,
/// and the webhooks owed are queued with the merchant's Authorization digest.
@Suite struct V2RoutesTests {
    static let client = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "shop-secret-9f2c", clientVersion: 1, tokenLifetimeSeconds: 900)
    static let webhook = V2WebhookSettings(url: "http://127.0.0.1:9/hook", username: "hookuser", password: "hook-pass")
    static let standardPay = #"{"merchantOrderId":"ORDER-1","amount":10000,"paymentFlow":{"type":"PG_CHECKOUT","merchantUrls":{"redirectUrl":"https://shop.example/done"}}}"#

    static func store(clock: ManualClock, ledger: any Ledger = MemoryLedger(), paysAfter: Duration? = .seconds(3)) -> GatewayStore {
        GatewayStore(
            merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: paysAfter, oauthClient: client, webhook: webhook)],
            ledger: ledger, now: { clock.now })
    }

    static func token(_ client: some TestClientProtocol) async throws -> String {
        let form = "client_id=SHOPCLIENT&client_version=1&client_secret=shop-secret-9f2c&grant_type=client_credentials"
        return try await client.execute(
            uri: "/apis/pg-sandbox/v1/oauth/token", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
            body: ByteBuffer(string: form)
        ) { response in "O-Bearer " + (try ServerFixtures.json(response)["access_token"]?.stringValue ?? "") }
    }

    static func call(
        _ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, token: String?, body: String = ""
    ) async throws -> (status: Int, json: JSONValue) {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let token { headers[.authorization] = token }
        return try await client.execute(uri: path, method: method, headers: headers, body: ByteBuffer(string: body)) { response in
            #expect(response.headers[.contentType] == "application/json")
            return (Int(response.status.code), try ServerFixtures.json(response))
        }
    }

    @Test func anOrderIsPendingUntilTheCustomerPaysThenCompletedWithItsWebhookQueued() async throws {
        let clock = ManualClock()
        let ledger = MemoryLedger()
        let store = Self.store(clock: clock, ledger: ledger)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            let paid = try await Self.call(client, .post, "/apis/pg-sandbox/checkout/v2/pay", token: token, body: Self.standardPay)
            #expect(paid.status == 200, "\(paid.json)")
            #expect(paid.json["redirectUrl"]?.stringValue?.hasSuffix("/_sim/v2/pay/\(ServerFixtures.merchant.merchantId)/ORDER-1") == true)
            let status = "/apis/pg-sandbox/checkout/v2/order/ORDER-1/status?details=true"
            #expect(try await Self.call(client, .get, status, token: token).json["state"] == "PENDING")
            clock.advance(.seconds(4))
            #expect(try await Self.call(client, .get, status, token: token).json["state"] == "COMPLETED")
            let owed = await ledger.callbacks(merchantId: ServerFixtures.merchant.merchantId, paymentId: GatewayStore.webhookOwner(PhonePeV2Key(kind: .order, id: "ORDER-1")))
            #expect(owed.count == 1)
            #expect(owed.first?.request.path == Self.webhook.url)
            #expect(owed.first?.request.headers["Authorization"] == PhonePeV2Webhook.authorization(username: "hookuser", password: "hook-pass"))
            #expect(owed.first?.request.body.contains("\"event\":\"checkout.order.completed\"") == true)
            let again = try await Self.call(client, .post, "/apis/pg-sandbox/checkout/v2/pay", token: token, body: Self.standardPay)
            #expect(again.status == 400)
            #expect(again.json["context"]?["field"] == "merchantOrderId")
        }
    }

    @Test func theTickerPaysDueOrdersAndTheBankTakesRefunds() async throws {
        let clock = ManualClock()
        let ledger = MemoryLedger()
        let store = Self.store(clock: clock, ledger: ledger)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            _ = try await Self.call(client, .post, "/checkout/v2/pay", token: token, body: Self.standardPay)
            clock.advance(.seconds(4))
            #expect(try await store.payDue() == 1)
            let refund = #"{"merchantRefundId":"REFUND-1","amount":2500,"originalMerchantOrderId":"ORDER-1"}"#
            let accepted = try await Self.call(client, .post, "/payments/v2/refund", token: token, body: refund)
            #expect(accepted.status == 200, "\(accepted.json)")
            #expect(try await Self.call(client, .get, "/payments/v2/refund/REFUND-1/status", token: token).json["state"] == "PENDING")
            clock.advance(.seconds(4))
            #expect(try await store.payDue() == 1)
            #expect(try await Self.call(client, .get, "/payments/v2/refund/REFUND-1/status", token: token).json["state"] == "COMPLETED")
            let events = await ledger.callbacks(merchantId: ServerFixtures.merchant.merchantId, paymentId: GatewayStore.webhookOwner(PhonePeV2Key(kind: .refund, id: "REFUND-1"))).map(\.request.body)
            #expect(events.count == 2)
            #expect(events.first?.contains("pg.refund.accepted") == true)
            #expect(events.last?.contains("pg.refund.completed") == true)
        }
    }

    @Test func anOrderNobodyPaysFailsAtItsExpiryAndOwesItsFailedWebhook() async throws {
        let clock = ManualClock()
        let ledger = MemoryLedger()
        let store = Self.store(clock: clock, ledger: ledger, paysAfter: nil)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            _ = try await Self.call(client, .post, "/checkout/v2/pay", token: token, body: Self.standardPay)
            clock.advance(.seconds(1_199))
            #expect(try await store.payDue() == 0)
            clock.advance(.seconds(2))
            #expect(try await store.payDue() == 1)
            #expect(try await store.payDue() == 0, "once")
            let owed = await ledger.callbacks(merchantId: ServerFixtures.merchant.merchantId, paymentId: GatewayStore.webhookOwner(PhonePeV2Key(kind: .order, id: "ORDER-1")))
            #expect(owed.count == 1)
            #expect(owed.first?.request.body.contains("\"event\":\"checkout.order.failed\"") == true)
            #expect(owed.first?.request.body.contains("\"errorCode\":\"TIMED_OUT\"") == true)
            let token2 = try await Self.token(client)
            #expect(try await Self.call(client, .get, "/checkout/v2/order/ORDER-1/status", token: token2).json["state"] == "FAILED")
        }
    }

    @Test func theTransactionIdFindsItsOrder() async throws {
        let clock = ManualClock()
        try await GatewayServer.application(store: Self.store(clock: clock), port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            _ = try await Self.call(client, .post, "/checkout/v2/pay", token: token, body: Self.standardPay)
            clock.advance(.seconds(4))
            let order = try await Self.call(client, .get, "/checkout/v2/order/ORDER-1/status", token: token)
            let transactionId = try #require(order.json["paymentDetails"]?.arrayValue?.first?["transactionId"]?.stringValue)
            let byTransaction = try await Self.call(client, .get, "/checkout/v2/transaction/\(transactionId)/status", token: token)
            #expect(byTransaction.status == 200)
            #expect(byTransaction.json["merchantOrderId"] == "ORDER-1")
            #expect(try await Self.call(client, .get, "/checkout/v2/transaction/OM000/status", token: token).status == 404)
        }
    }

    @Test(arguments: [nil, "Bearer abc", "O-Bearer not.a.token"])
    func aCallWithoutAnIssuedTokenAnswers401(token: String?) async throws {
        try await GatewayServer.application(store: Self.store(clock: ManualClock()), port: 0, callbacks: nil).test(.live) { client in
            let answer = try await Self.call(client, .post, "/checkout/v2/pay", token: token, body: Self.standardPay)
            #expect(answer.status == 401)
            #expect(answer.json["errorCode"] == "OIM000")
        }
    }

    @Test func anExpiredTokenAnswers401() async throws {
        let clock = ManualClock()
        try await GatewayServer.application(store: Self.store(clock: clock), port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            clock.advance(.seconds(901))
            let answer = try await Self.call(client, .get, "/checkout/v2/order/ORDER-1/status", token: token)
            #expect(answer.status == 401)
            #expect(answer.json["context"]?["error_description"]?.stringValue?.contains("expired") == true)
        }
    }

    @Test func thePayPageDecidesAndSendsTheBrowserToTheMerchant() async throws {
        let clock = ManualClock()
        let store = Self.store(clock: clock, paysAfter: nil)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await Self.token(client)
            _ = try await Self.call(client, .post, "/checkout/v2/pay", token: token, body: Self.standardPay)
            let page = "/_sim/v2/pay/\(ServerFixtures.merchant.merchantId)/ORDER-1"
            try await client.execute(uri: page, method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<button name=\"action\" value=\"pay\">Pay ₹100.00</button>"))
            }
            try await client.execute(
                uri: page, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "action=decline")
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "https://shop.example/done")
            }
            try await client.execute(
                uri: page, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "action=pay")
            ) { response in #expect(response.status == .conflict) }
            let status = try await Self.call(client, .get, "/checkout/v2/order/ORDER-1/status", token: token)
            #expect(status.json["state"] == "FAILED")
            #expect(status.json["errorCode"] == "AUTHORIZATION_ERROR")
        }
    }

    @Test func anUnknownV2PathStillNamesWhatIsSimulated() async throws {
        try await GatewayServer.application(store: Self.store(clock: ManualClock()), port: 0, callbacks: nil).test(.live) { client in
            let answer = try await Self.call(client, .post, "/apis/pg-sandbox/subscriptions/v2/setup", token: nil)
            #expect(answer.status == 404)
            #expect(answer.json["code"] == "NOT_SIMULATED")
            #expect(answer.json["data"]?["simulated"]?["v2"]?.arrayValue?.contains("POST /checkout/v2/pay") == true)
        }
    }
}

/// The faults a QA session sets apply to v2 calls as to v1's.
@Suite struct V2FaultsTests {
    @Test func aServerErrorBurstAnswersV2CallsWith500AndRecordsNothing() async throws {
        let clock = ManualClock()
        let store = V2RoutesTests.store(clock: clock)
        var burst = FaultSettings()
        burst.serverErrorBurst = 1
        await store.faults.set(burst, merchantId: ServerFixtures.merchant.merchantId)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            let failed = try await V2RoutesTests.call(client, .post, "/checkout/v2/pay", token: token, body: V2RoutesTests.standardPay)
            #expect(failed.status == 500)
            #expect(failed.json["code"] == "INTERNAL_SERVER_ERROR")
            #expect(try await store.order(merchantId: ServerFixtures.merchant.merchantId, id: "ORDER-1") == nil)
            let retried = try await V2RoutesTests.call(client, .post, "/checkout/v2/pay", token: token, body: V2RoutesTests.standardPay)
            #expect(retried.status == 200, "the burst was one call")
        }
    }
}
