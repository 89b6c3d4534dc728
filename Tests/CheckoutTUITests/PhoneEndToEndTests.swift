import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// The TUI as the phone, end to end: a real `serve` process, a signed pay call as the merchant's
/// server sends it, and `tui --gateway` in tmux acting on it; then the gateway is asked what it recorded.
@Suite("The phone end to end: serve, a merchant's pay call, tui --gateway in tmux", .serialized)
struct PhoneEndToEndTests {
    static let merchant = PhonePeMerchant()
    /// Nothing listens there: the callback stays owed, with its failed attempts if serve delivers callbacks.
    static let callbackUrl = "http://127.0.0.1:9/phone-callback"

    static func pay(id: String, amount: Int64) -> GatewayRequest {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": .string(id), "merchantUserId": "MUID123",
            "amount": .int(amount), "callbackUrl": .string(callbackUrl), "mobileNumber": "9999999999",
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"], "deviceContext": ["deviceOS": "IOS"],
        ]
        return GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant))
    }

    static func status(id: String) -> GatewayRequest {
        let path = PhonePeFlow.pgIntent.statusPath(merchantId: merchant.merchantId, id: id)
        return GatewayRequest(method: "GET", path: path, headers: [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)),
            HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ])
    }

    @Test(.timeLimit(.minutes(2)))
    func thePhonePaysAPaymentTheMerchantCreatedAndTheGatewayOwesItsCallback() async throws {
        let serve = try await ServeProcess(["--port", "0", "--state", ":memory:", "--pay-after", "never"])
        let id = "MT-PHONE-E2E"
        #expect(try await serve.send(Self.pay(id: id, amount: 12345)).body["code"] == "PAYMENT_INITIATED")

        let session = try TmuxSession(name: "phone", columns: 110, rows: 32, arguments: ["tui", "--gateway", serve.url])
        defer { session.kill() }
        let listed = try session.waitFor(text: "\(id)  MERCHANTUAT")
        #expect(listed.contains("Payments on \(serve.url) (1)"))
        #expect(listed.contains("₹123.45  PhonePe  waiting for the user"))
        try session.press(.confirm)
        let opened = try session.waitFor(text: "Payment \(id) on \(serve.url)")
        #expect(opened.contains("waiting for the user: Enter acts as the payment app"))
        try session.press(.nextSection, .nextSection)
        let url = try session.waitFor(text: "Intent URL and its parameters")
        #expect(url.contains("ppe://pay?pa=MERCHANTUAT@ybl"))
        try session.press(.confirm)
        let handOff = try session.waitFor(text: "What does the user do in PhonePe?")
        #expect(handOff.contains("PhonePe asks: Pay ₹123.45 to MERCHANT (MERCHANTUAT@ybl)"))
        try session.press(.confirm)
        let decided = try session.waitFor(text: "approved in the payment app")
        #expect(decided.contains("pay: the gateway recorded \(id) approved and owes its callback"))
        #expect(decided.contains("1. POST \(Self.callbackUrl)"))
        #expect(decided.contains("PAYMENT_SUCCESS (the last repeats)"))

        // What the gateway recorded, through the admin API and a signed status call.
        let (shownStatus, shown) = try await serve.send(GatewayRequest(method: "GET", path: "/_sim/transactions/MERCHANTUAT/\(id)", headers: []))
        #expect(shownStatus == 200)
        #expect(shown["decision"] == "approved")
        #expect(shown["callbacks"]?.arrayValue?.compactMap { $0["url"]?.stringValue } == [Self.callbackUrl])
        #expect(shown["callbacks"]?.arrayValue?.first?["delivered"] == false)
        #expect(try await serve.send(Self.status(id: id)).body["code"] == "PAYMENT_SUCCESS")

        try session.press(.quit)
        try session.waitFor(text: "Payments on \(serve.url)")
        try session.press(.quit)
        let ended = try session.waitFor(text: "EXIT=")
        #expect(ended.contains("EXIT=0"))
        #expect(ended.contains("TTY=restored"))
        try await serve.stop(SIGTERM)
    }

    @Test(.timeLimit(.minutes(1)))
    func withServeNotRunningThePhoneSaysWhereAndHowToStartIt() throws {
        // Port 1 (tcpmux) is reserved: nothing listens on it on loopback.
        let gateway = "http://127.0.0.1:1"
        let session = try TmuxSession(
            name: "phone-down", columns: 110, rows: 32, arguments: ["tui", "--gateway", gateway, "--profile", "gpay-only"])
        defer { session.kill() }
        let screen = try session.waitFor(text: "is checkout-sim serve running?")
        #expect(screen.contains("Nothing answers at \(gateway): is checkout-sim serve running?"))
        #expect(screen.contains("checkout-sim serve --port 1"))
        try session.press(.quit)
        let ended = try session.waitFor(text: "EXIT=")
        #expect(ended.contains("EXIT=0"))
    }
}
