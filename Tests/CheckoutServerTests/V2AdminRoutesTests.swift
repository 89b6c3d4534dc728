import CheckoutCore
import CheckoutServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The admin API for PhonePe v2's orders and refunds, over a real socket: listed, shown with what
/// their status answers now and their webhooks, decided as the customer, their outcome set before
/// or after the pay call, their webhook owed again; refused as v1's admin calls are.
@Suite struct V2AdminRoutesTests {
    static let merchantId = ServerFixtures.merchant.merchantId
    static let orders = "/_sim/v2/orders"

    static func pay(_ client: some TestClientProtocol, token: String, id: String, amount: Int64 = 10000, custom: Bool = false) async throws {
        let body = custom
            ? #"{"merchantOrderId":"\#(id)","amount":\#(amount),"deviceContext":{"deviceOS":"IOS","merchantCallbackScheme":"shopapp"},"paymentFlow":{"type":"PG","paymentMode":{"type":"UPI_INTENT","targetApp":"PHONEPE"}}}"#
            : #"{"merchantOrderId":"\#(id)","amount":\#(amount),"paymentFlow":{"type":"PG_CHECKOUT","merchantUrls":{"redirectUrl":"https://shop.example/done"}}}"#
        let answer = try await V2RoutesTests.call(client, .post, custom ? "/payments/v2/pay" : "/checkout/v2/pay", token: token, body: body)
        #expect(answer.status == 200, "\(answer.json)")
    }

    static func order(_ id: String) -> String { "\(orders)/\(merchantId)/\(id)" }

    /// Every check below, on one store over `ledger`.
    static func lifecycle(on ledger: any Ledger) async throws {
        let clock = ManualClock()
        let store = V2RoutesTests.store(clock: clock, ledger: ledger, paysAfter: nil)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            try await pay(client, token: token, id: "ORDER-1")
            clock.advance(.seconds(1))
            try await pay(client, token: token, id: "ORDER-2", custom: true)

            let listed = try await client.admin(.get, orders)
            #expect(listed.status == 200, "\(listed.json)")
            #expect(listed.json["total"] == 2)
            #expect(listed.json["order"] == "oldest first")
            #expect(listed.json["orders"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["ORDER-1", "ORDER-2"])
            #expect(listed.json["orders"]?[0]?["state"] == "PENDING")
            #expect(listed.json["orders"]?[1]?["checkout"] == "custom")
            #expect(listed.json["orders"]?[0]?["webhooks"] == nil, "a listing reads no webhooks")
            let newest = try await client.admin(.get, "\(orders)?order=newest&limit=1&merchantId=\(merchantId)")
            #expect(newest.json["orders"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["ORDER-2"])
            #expect(newest.json["total"] == 2)

            // The customer pays ORDER-1 and declines ORDER-2, as the pay page's buttons do.
            let paid = try await client.admin(.post, order("ORDER-1") + "/act", #"{"action":"pay"}"#)
            #expect(paid.status == 200, "\(paid.json)")
            #expect(paid.json["state"] == "COMPLETED")
            #expect(paid.json["decision"] == "approved")
            #expect(paid.json["status"]?["body"]?["paymentDetails"]?[0]?["rail"]?["type"] == "UPI")
            #expect(paid.json["webhooks"]?.arrayValue?.count == 1)
            #expect(paid.json["webhooks"]?[0]?["body"]?.stringValue?.contains("checkout.order.completed") == true)
            let declined = try await client.admin(.post, order("ORDER-2") + "/act", #"{"action":"decline"}"#)
            #expect(declined.json["state"] == "FAILED")
            #expect(declined.json["status"]?["body"]?["errorCode"] == "AUTHORIZATION_ERROR")
            #expect(declined.json["webhooks"]?[0]?["body"]?.stringValue?.contains("pg.order.failed") == true)
            #expect(try await V2RoutesTests.call(client, .get, "/checkout/v2/order/ORDER-1/status", token: token).json["state"] == "COMPLETED")

            // Acting twice, or on an order decided, is a conflict; nothing more is owed.
            for action in ["pay", "decline", "leave-pending"] {
                let again = try await client.admin(.post, order("ORDER-1") + "/act", #"{"action":"\#(action)"}"#)
                #expect(again.status == 409)
                #expect(again.json["error"]?.stringValue?.contains("already paid") == true, "\(again.json)")
            }
            #expect(try await client.admin(.get, order("ORDER-1")).json["webhooks"]?.arrayValue?.count == 1)

            #expect(try await client.admin(.get, "\(orders)?state=COMPLETED").json["orders"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["ORDER-1"])
            #expect(try await client.admin(.get, "\(orders)?state=PENDING").json["total"] == 0)

            // The webhook owed once more, due now.
            let resent = try await client.admin(.post, order("ORDER-1") + "/webhooks/resend")
            #expect(resent.status == 200, "\(resent.json)")
            #expect(resent.json["webhooks"]?.arrayValue?.count == 2)
            #expect(resent.json["webhooks"]?[1]?["body"] == resent.json["webhooks"]?[0]?["body"])

            // Refunds: listed and shown beside the orders, their webhooks owed again.
            let refund = #"{"merchantRefundId":"REFUND-1","amount":2500,"originalMerchantOrderId":"ORDER-1"}"#
            #expect(try await V2RoutesTests.call(client, .post, "/payments/v2/refund", token: token, body: refund).status == 200)
            let refunds = try await client.admin(.get, "/_sim/v2/refunds")
            #expect(refunds.json["total"] == 1)
            #expect(refunds.json["refunds"]?[0]?["refundOf"] == "ORDER-1")
            #expect(refunds.json["refunds"]?[0]?["state"] == "PENDING")
            #expect(try await client.admin(.get, "/_sim/v2/refunds?state=CONFIRMED").json["total"] == 0)
            let pendingRefund = try await client.admin(.post, "/_sim/v2/refunds/\(merchantId)/REFUND-1/webhooks/resend")
            #expect(pendingRefund.status == 409, "the bank has not taken it: \(pendingRefund.json)")
            clock.advance(.seconds(4))
            let taken = try await client.admin(.get, "/_sim/v2/refunds/\(merchantId)/REFUND-1")
            #expect(taken.json["state"] == "COMPLETED")
            #expect(taken.json["webhooks"]?.arrayValue?.count == 1, "taken as read, not yet written")
            let refundResent = try await client.admin(.post, "/_sim/v2/refunds/\(merchantId)/REFUND-1/webhooks/resend", "{}")
            #expect(refundResent.status == 200, "\(refundResent.json)")
            #expect(refundResent.json["webhooks"]?.arrayValue?.last?["body"]?.stringValue?.contains("pg.refund.completed") == true)
            #expect(try await client.admin(.get, orders).json["total"] == 2, "refunds are not orders")
        }
    }

    @Test func ordersAreListedShownDecidedAndTheirWebhooksResentInMemory() async throws {
        try await Self.lifecycle(on: MemoryLedger())
    }

    @Test func ordersAreListedShownDecidedAndTheirWebhooksResentInSQLite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The application runs the ledger's services itself.
        let ledger = try await SQLiteLedger.open(path: folder.path("ledger.sqlite"))
        do { try await Self.lifecycle(on: ledger) } catch {
            try await ledger.close()
            throw error
        }
        try await ledger.close()
    }

    @Test(.enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func ordersAreListedShownDecidedAndTheirWebhooksResentInPostgreSQL() async throws {
        let url = try #require(TestPostgres.url)
        let schema = "v2_admin_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        // The application runs the ledger's services (its connection pool) itself.
        let ledger = try await PostgresLedger.open(url: url, schema: schema)
        do { try await Self.lifecycle(on: ledger) } catch {
            try await TestPostgres.drop(schema, url: url)
            throw error
        }
        try await TestPostgres.drop(schema, url: url)
    }

    @Test func anOutcomeIsPreArmedForANewIdOrSetOnAWaitingOrder() async throws {
        let clock = ManualClock()
        let store = V2RoutesTests.store(clock: clock, paysAfter: nil)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            let armed = try await client.admin(.post, Self.order("ORDER-ARMED") + "/outcome", #"{"outcome":"pending:1,failure"}"#)
            #expect(armed.status == 200, "\(armed.json)")
            #expect(armed.json["preArmed"] == true)
            try await Self.pay(client, token: token, id: "ORDER-ARMED")
            #expect(try await client.admin(.get, Self.order("ORDER-ARMED")).json["outcome"] == "pending:1,failed")

            try await Self.pay(client, token: token, id: "ORDER-CHANGED")
            let changed = try await client.admin(.post, Self.order("ORDER-CHANGED") + "/outcome", #"{"outcome":"server-error:1,declined"}"#)
            #expect(changed.status == 200, "\(changed.json)")
            #expect(changed.json["outcome"] == "server-error:1,declined")
            let acted = try await client.admin(.post, Self.order("ORDER-CHANGED") + "/act", #"{"action":"pay"}"#)
            #expect(acted.json["status"]?["httpStatus"] == 500, "the outcome's 500 comes first: \(acted.json)")
            #expect(acted.json["state"] == "PENDING")
            let status = "/checkout/v2/order/ORDER-CHANGED/status"
            #expect(try await V2RoutesTests.call(client, .get, status, token: token).status == 500)
            clock.advance(.seconds(3))
            #expect(try await V2RoutesTests.call(client, .get, status, token: token).json["errorCode"] == "AUTHORIZATION_ERROR")

            // Decided, or a pay-call error for an order already made: refused, as for v1.
            for text in ["success", "error:BAD_REQUEST"] {
                let id = text == "success" ? "ORDER-CHANGED" : "ORDER-ARMED"
                let refused = try await client.admin(.post, Self.order(id) + "/outcome", #"{"outcome":"\#(text)"}"#)
                #expect(refused.status == 409, "\(text): \(refused.json)")
            }
            let bad = try await client.admin(.post, Self.order("ORDER-ARMED") + "/outcome", #"{"outcome":"sometimes"}"#)
            #expect(bad.status == 400)
            #expect(bad.json["field"] == "outcome")
        }
    }

    @Test func leavingAnOrderPendingStopsTheSimulatedCustomer() async throws {
        let clock = ManualClock()
        let store = V2RoutesTests.store(clock: clock)
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            try await Self.pay(client, token: token, id: "ORDER-WAIT")
            #expect(try await client.admin(.get, Self.order("ORDER-WAIT")).json["paysAt"]?.intValue != nil)
            let left = try await client.admin(.post, Self.order("ORDER-WAIT") + "/act", #"{"action":"leave-pending"}"#)
            #expect(left.status == 200, "\(left.json)")
            #expect(left.json["paysAt"] == .null)
            clock.advance(.seconds(10))
            #expect(try await store.payDue() == 0)
            #expect(try await client.admin(.get, Self.order("ORDER-WAIT")).json["state"] == "PENDING")
            let undecided = try await client.admin(.post, Self.order("ORDER-WAIT") + "/webhooks/resend")
            #expect(undecided.status == 409)

            // An order whose time has come is paid by the simulated customer before the admin acts.
            try await Self.pay(client, token: token, id: "ORDER-LATE")
            clock.advance(.seconds(3))
            let late = try await client.admin(.post, Self.order("ORDER-LATE") + "/act", #"{"action":"decline"}"#)
            #expect(late.status == 409)
            #expect(late.json["error"]?.stringValue?.contains("already paid") == true)
        }
    }

    @Test func badIdsUnknownRecordsAndBadBodiesAreRefusedByName() async throws {
        try await GatewayServer.application(store: V2RoutesTests.store(clock: ManualClock()), port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            try await Self.pay(client, token: token, id: "ORDER-1")
            let cases: [(HTTPRequest.Method, String, String?, Int, String?)] = [
                (.get, "\(Self.orders)/NOSUCH/ORDER-1", nil, 404, nil),
                (.get, Self.order("ORDER-404"), nil, 404, nil),
                (.get, "/_sim/v2/refunds/\(Self.merchantId)/ORDER-1", nil, 404, nil),
                (.get, Self.order(".."), nil, 400, "id"),
                (.get, Self.order("A%2FB"), nil, 400, "id"),
                (.get, "\(Self.orders)/%ZZ/ORDER-1", nil, 400, "merchantId"),
                (.post, Self.order("ORDER-404") + "/act", #"{"action":"pay"}"#, 404, nil),
                (.post, Self.order("ORDER-1") + "/act", #"{"action":"pay-then-kill"}"#, 400, "action"),
                (.post, Self.order("ORDER-1") + "/act", #"{"action":"pay","extra":1}"#, 400, "extra"),
                (.post, Self.order("ORDER-1") + "/act", "[]", 400, "body"),
                (.post, Self.order("ORDER-1") + "/webhooks/resend", #"{"now":true}"#, 400, "now"),
                (.get, "\(Self.orders)?state=CONFIRMED", nil, 400, "state"),
                (.get, "/_sim/v2/refunds?state=DONE", nil, 400, "state"),
                (.get, "\(Self.orders)?limit=0", nil, 400, "limit"),
                (.get, "\(Self.orders)?order=random", nil, 400, "order"),
                (.get, "\(Self.orders)?page=2", nil, 400, "page"),
                (.get, "\(Self.orders)?merchantId=NOSUCH", nil, 404, nil),
            ]
            for (method, path, body, status, field) in cases {
                let answer = try await client.admin(method, path, body)
                #expect(answer.status == status, "\(method) \(path): \(answer.json)")
                if let field { #expect(answer.json["field"]?.stringValue == field, "\(method) \(path): \(answer.json)") }
            }
        }
    }

    @Test func aServerWithAnAdminTokenAsksForItOnEveryV2Route() async throws {
        let store = V2RoutesTests.store(clock: ManualClock(), paysAfter: nil)
        let guarding = RequestGuard(adminToken: "s3cret")
        try await GatewayServer.application(store: store, port: 0, callbacks: nil, guarding: guarding).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            try await Self.pay(client, token: token, id: "ORDER-1")
            for (method, path) in [(HTTPRequest.Method.get, Self.orders), (.get, Self.order("ORDER-1")), (.post, Self.order("ORDER-1") + "/act"), (.get, "/_sim/v2/refunds")] {
                #expect(try await client.admin(method, path, method == .post ? #"{"action":"pay"}"# : nil).status == 401, "\(path)")
            }
            let headers: HTTPFields = [.authorization: "Bearer s3cret", .contentType: "application/json"]
            try await client.execute(uri: Self.order("ORDER-1") + "/act", method: .post, headers: headers, body: ByteBuffer(string: #"{"action":"pay"}"#)) { response in
                #expect(response.status == .ok)
            }
            // A form post, which any page can send, is never read.
            try await client.execute(
                uri: Self.order("ORDER-1") + "/act", method: .post, headers: [.authorization: "Bearer s3cret", .contentType: "text/plain"],
                body: ByteBuffer(string: #"{"action":"pay"}"#)
            ) { response in #expect(response.status == .unsupportedMediaType) }
        }
    }

    @Test func aMerchantWithoutAWebhookURLOwesNone() async throws {
        let clock = ManualClock()
        let merchant = ServedMerchant(settings: ServerFixtures.merchant, paysAfter: nil, oauthClient: V2RoutesTests.client)
        let store = GatewayStore(merchants: [merchant], now: { clock.now })
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(.live) { client in
            let token = try await V2RoutesTests.token(client)
            try await Self.pay(client, token: token, id: "ORDER-1")
            let paid = try await client.admin(.post, Self.order("ORDER-1") + "/act", #"{"action":"pay"}"#)
            #expect(paid.json["webhooks"] == [])
            let resend = try await client.admin(.post, Self.order("ORDER-1") + "/webhooks/resend")
            #expect(resend.status == 409)
            #expect(resend.json["error"]?.stringValue?.contains("--webhook-url") == true)
        }
    }
}

extension JSONValue {
    /// An array's element, nil past its end or for anything else.
    fileprivate subscript(index: Int) -> JSONValue? {
        guard let array = arrayValue, array.indices.contains(index) else { return nil }
        return array[index]
    }
}
