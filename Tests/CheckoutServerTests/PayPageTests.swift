import CheckoutCore
import CheckoutServer
import HummingbirdTesting
import Testing

/// `/pg/v1/pay` with `PAY_PAGE`, as merchant back ends send it for PG's hosted page.
@Suite struct PayPageTests {
    @Test(arguments: GatewayServerTests.setups)
    func payPageAnswersARedirectToTheServersOwnPage(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            var payload = ServerFixtures.payPayload(id: "MT PAGE/1").objectValue!
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
            #expect(url.hasSuffix(GatewayStore.payPagePath + "/MERCHANTUAT/MT%20PAGE%2F1"), "\(url)")
        }
    }
}
