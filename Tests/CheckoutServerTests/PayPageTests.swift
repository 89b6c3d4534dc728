import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// `/pg/v1/pay` with `PAY_PAGE`, as merchant back ends send it for PG's hosted page.
@Suite struct PayPageTests {
    @Test(arguments: GatewayServerTests.setups)
    func payPageAnswersARedirectToTheServersOwnPage(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            var payload = ServerFixtures.payPayload(id: "MT-PAGE_1.a").objectValue!
            payload["paymentInstrument"] = ["type": "PAY_PAGE"]
            payload["redirectUrl"] = "https://merchant.example/return"
            payload["redirectMode"] = "REDIRECT"
            let signed = SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)
            let answer = try await client.send(GatewayRequest(signed))
            #expect(answer.code == "PAYMENT_INITIATED")
            let instrument = answer.body["data"]?["instrumentResponse"]
            #expect(instrument?["type"] == "PAY_PAGE")
            #expect(instrument?["redirectInfo"]?["method"] == "GET")
            let url = instrument?["redirectInfo"]?["url"]?.stringValue ?? ""
            #expect(url.hasPrefix("http://"), "\(url)")
            #expect(url.hasSuffix(GatewayStore.payPagePath + "/MERCHANTUAT/MT-PAGE_1.a"), "\(url)")
        }
    }
}

/// The pay page itself: shown while the payment waits, its buttons act as the payment app would.
@Suite struct PayPageFlowTests {
    static func payPage(id: String, client: some TestClientProtocol) async throws -> String {
        var payload = ServerFixtures.payPayload(id: id).objectValue!
        payload["paymentInstrument"] = ["type": "PAY_PAGE"]
        payload["redirectUrl"] = "https://merchant.example/return?order=1&lang=en"
        let signed = SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)
        let answer = try await client.send(GatewayRequest(signed))
        let url = try #require(answer.body["data"]?["instrumentResponse"]?["redirectInfo"]?["url"]?.stringValue)
        let start = try #require(url.range(of: GatewayStore.payPagePath)?.lowerBound, "\(url)")
        return String(url[start...])
    }

    @Test(arguments: GatewayServerTests.setups)
    func payingOnThePageDecidesThePaymentAndGoesBackToTheMerchant(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let page = try await Self.payPage(id: "MT-PAGE-PAY", client: client)
            try await client.execute(uri: page, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let html = String(buffer: response.body)
                #expect(html.contains("₹100.00"))
                #expect(html.contains("MT-PAGE-PAY"))
                #expect(html.contains(#"<button name="action" value="pay">"#))
            }
            let form = ByteBuffer(string: "action=pay")
            try await client.execute(uri: page, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: form) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "https://merchant.example/return?order=1&lang=en")
            }
            let path = ServerFixtures.statusPath(id: "MT-PAGE-PAY")
            let status = try await client.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
            #expect(status.code == "PAYMENT_SUCCESS")
            try await client.execute(uri: page, method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("Paid."))
                #expect(html.contains(#"href="https://merchant.example/return?order=1&amp;lang=en""#))
                #expect(!html.contains("<button"))
            }
            // Once decided, the buttons no longer apply.
            try await client.execute(uri: page, method: .post, body: ByteBuffer(string: "action=decline")) { response in
                #expect(response.status == .conflict)
            }
        }
    }

    @Test func declineUnknownPaymentsAndUnknownActions() async throws {
        try await ServerFixtures.application().test(.router) { client in
            let page = try await Self.payPage(id: "MT-PAGE-NO", client: client)
            try await client.execute(uri: page, method: .post, body: ByteBuffer(string: "action=steal")) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(uri: page, method: .post, body: ByteBuffer(string: "action=decline")) { response in
                #expect(response.status == .seeOther)
            }
            let path = ServerFixtures.statusPath(id: "MT-PAGE-NO")
            let status = try await client.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
            #expect(status.code == "PAYMENT_DECLINED")
            try await client.execute(uri: GatewayStore.payPagePath + "/MERCHANTUAT/NO-SUCH-ID", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("NO-SUCH-ID"))
            }
        }
    }
}

/// A refund over a socket and through the router, as a merchant back end sends it.
@Suite struct RefundOverHTTPTests {
    @Test(arguments: GatewayServerTests.setups)
    func aPaidPaymentIsRefundedAndTheRefundHasItsOwnStatus(setup: TestingSetup) async throws {
        let store = GatewayStore(
            merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .zero)], ledger: MemoryLedger(), now: { 5_000 })
        try await GatewayServer.application(store: store, port: 0, callbacks: nil).test(setup) { client in
            #expect(try await client.send(GatewayRequest(ServerFixtures.pay(id: "MT-HTTP-REFUND"))).code == "PAYMENT_INITIATED")
            let path = ServerFixtures.statusPath(id: "MT-HTTP-REFUND")
            #expect(try await client.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path))).code == "PAYMENT_SUCCESS")
            let refund = try await client.send(RefundTests.refund(original: "MT-HTTP-REFUND", id: "RF-HTTP-1", amount: 2500))
            #expect(refund.code == "PAYMENT_PENDING")
            #expect(refund.body["data"]?["amount"] == 2500)
            let refundPath = ServerFixtures.statusPath(id: "RF-HTTP-1")
            let refundStatus = try await client.send(GatewayRequest(method: "GET", path: refundPath, headers: ServerFixtures.statusHeaders(path: refundPath)))
            #expect(refundStatus.code == "PAYMENT_SUCCESS")
            #expect(try await client.send(RefundTests.refund(original: "MT-HTTP-REFUND", id: "RF-HTTP-2", amount: 7501)).code == "EXCESS_REFUND_AMOUNT")
        }
    }
}
