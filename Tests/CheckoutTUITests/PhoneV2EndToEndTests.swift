import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// The TUI as the phone for PhonePe v2, end to end at 80×24: a real `serve`, a merchant's server's
/// v2 orders (a Standard Checkout and a Custom Checkout one, with the OAuth token it fetched first),
/// the phone listing them beside v1's payments, showing each one's URL, and paying one; then the
/// gateway is asked what it recorded.
@Suite("The phone end to end for v2 orders", .serialized)
struct PhoneV2EndToEndTests {
    static func token(_ serve: ServeProcess) async throws -> String {
        let form = "client_id=\(PhonePeOAuthClient.defaultClientId)&client_version=1&client_secret=\(PhonePeOAuthClient.defaultClientSecret)&grant_type=client_credentials"
        let (status, body) = try await serve.send(GatewayRequest(
            method: "POST", path: "/v1/oauth/token", headers: [HTTPHeader("Content-Type", "application/x-www-form-urlencoded")], body: form))
        #expect(status == 200, "\(body)")
        return "O-Bearer " + (body["access_token"]?.stringValue ?? "")
    }

    static func v2(_ method: String, _ path: String, token: String, body: String = "") -> GatewayRequest {
        GatewayRequest(method: method, path: path, headers: [HTTPHeader("Authorization", token), HTTPHeader("Content-Type", "application/json")], body: body)
    }

    @Test(.timeLimit(.minutes(2)))
    func thePhonePaysAV2OrderTheMerchantCreatedAndOrderStatusReadsCompleted() async throws {
        let serve = try await ServeProcess(["--port", "0", "--state", ":memory:", "--pay-after", "never"])
        let token = try await Self.token(serve)
        let standard = #"{"merchantOrderId":"ORDER-PHONE-1","amount":25000,"paymentFlow":{"type":"PG_CHECKOUT","merchantUrls":{"redirectUrl":"https://shop.example/done"}}}"#
        #expect(try await serve.send(Self.v2("POST", "/checkout/v2/pay", token: token, body: standard)).body["state"] == "PENDING")
        let custom = #"{"merchantOrderId":"ORDER-PHONE-2","amount":1500,"deviceContext":{"deviceOS":"IOS","merchantCallbackScheme":"shopapp"},"paymentFlow":{"type":"PG","paymentMode":{"type":"UPI_INTENT","targetApp":"PHONEPE"}}}"#
        #expect(try await serve.send(Self.v2("POST", "/payments/v2/pay", token: token, body: custom)).body["state"] == "PENDING")

        let session = try TmuxSession(name: "phone-v2", columns: 80, rows: 24, arguments: ["tui", "--gateway", serve.url])
        defer { session.kill() }
        let listed = try session.waitFor(text: "Payments on \(serve.url) (0 + 2 v2)")
        #expect(listed.contains("ORDER-PHONE-1  MERCHANTUAT  ₹250.00  v2 Standard"), "\(listed)")
        #expect(listed.contains("ORDER-PHONE-2  MERCHANTUAT  ₹15.00   v2 Custom    PENDING: user to pay"), "\(listed)")

        // Newest first: the Custom Checkout order, whose intent opens PhonePe on this device.
        try session.press(.confirm)
        let intent = try session.waitFor(text: "PhonePe v2 Custom Checkout: ORDER-PHONE-2")
        #expect(intent.contains("ppe://pay?pa=MERCHANTUAT@ybl"), "\(intent)")
        #expect(intent.contains("open(url) opens"), "\(intent)")
        #expect(intent.contains("What does the user do in PhonePe?"), "\(intent)")
        try session.press(.back)
        try session.waitFor(text: "Payments on \(serve.url)")
        try session.press(.selectNext, .confirm)
        let page = try session.waitFor(text: "What does the user do in the pay page?")
        #expect(page.contains("/_sim/v2/pay/MERCHANTUAT/ORDER-PHONE-1"), "\(page)")
        #expect(page.contains("Pay ₹250.00"), "\(page)")
        try session.press(.confirm)
        let paid = try session.waitFor(text: "Order status now answers COMPLETED")
        #expect(paid.contains("pay: the gateway recorded v2 order ORDER-PHONE-1 COMPLETED"), "\(paid)")
        #expect(paid.contains("COMPLETED utr"), "\(paid)")

        // What the gateway recorded, through the admin API and v2's order status.
        let (shownStatus, shown) = try await serve.send(GatewayRequest(method: "GET", path: "/_sim/v2/orders/MERCHANTUAT/ORDER-PHONE-1", headers: []))
        #expect(shownStatus == 200)
        #expect(shown["state"] == "COMPLETED")
        #expect(shown["decision"] == "approved")
        #expect(try await serve.send(Self.v2("GET", "/checkout/v2/order/ORDER-PHONE-1/status", token: token)).body["state"] == "COMPLETED")
        #expect(try await serve.send(GatewayRequest(method: "GET", path: "/_sim/v2/orders/MERCHANTUAT/ORDER-PHONE-2", headers: [])).body["state"] == "PENDING")

        try session.press(.back)
        try session.waitFor(text: "COMPLETED")
        try session.press(.quit)
        let ended = try session.waitFor(text: "EXIT=")
        #expect(ended.contains("EXIT=0"))
        try await serve.stop(SIGTERM)
    }
}
