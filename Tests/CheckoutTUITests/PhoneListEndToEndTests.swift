import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// What the phone's list and payment say of a real `serve`'s payments: a `PAY_PAGE` payment is
/// labelled as one, a payment the user declined does not show the success it was created with, and
/// once the server stops answering the list says it is stale. `--gateway` is given the base URL a
/// merchant's back end is configured with.
@Suite("The phone's list against a real serve", .serialized)
struct PhoneListEndToEndTests {
    static func payPage(id: String) -> GatewayRequest {
        let payload: JSONValue = [
            "merchantId": .string(PhoneEndToEndTests.merchant.merchantId), "merchantTransactionId": .string(id),
            "merchantUserId": "MUID123", "amount": 5000, "redirectUrl": "https://merchant.example/return",
            "redirectMode": "REDIRECT", "paymentInstrument": ["type": "PAY_PAGE"],
        ]
        return GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: PhoneEndToEndTests.merchant))
    }

    static func decline(id: String) -> GatewayRequest {
        GatewayRequest(
            method: "POST", path: "/_sim/transactions/MERCHANTUAT/\(id)/act",
            headers: [HTTPHeader("Content-Type", "application/json")], body: #"{"action":"decline"}"#)
    }

    @Test(.timeLimit(.minutes(2)), arguments: [(120, 40), (80, 24)])
    func payPageIsLabelledADeclineShowsNoSuccessAndAStoppedServerLeavesTheListStale(columns: Int, rows: Int) async throws {
        let serve = try await ServeProcess(["--port", "0", "--state", ":memory:", "--pay-after", "never"])
        #expect(try await serve.send(Self.payPage(id: "MT-PAGE-1")).body["code"] == "PAYMENT_INITIATED")
        #expect(try await serve.send(PhoneEndToEndTests.pay(id: "MT-NO", amount: 2500)).body["code"] == "PAYMENT_INITIATED")
        #expect(try await serve.send(Self.decline(id: "MT-NO")).status == 200)

        let session = try TmuxSession(
            name: "phone-list", columns: columns, rows: rows, arguments: ["tui", "--gateway", serve.url + "/apis/pg-sandbox"])
        defer { session.kill() }
        let listed = try session.waitFor(text: "Payments on \(serve.url) (2)")
        #expect(listed.contains("PAY_PAGE"), "\(listed)")
        #expect(!listed.contains("PhonePe  waiting"), "\(listed)")

        // Newest first: the declined payment is chosen; opened, its outcome says it did not play.
        try session.press(.confirm)
        let declined = try session.waitFor(text: "declined in the payment app")
        #expect(declined.contains("not played: the user declined"), "\(declined)")
        #expect(!declined.contains("outcome      success"), "\(declined)")
        try session.press(.back)
        try session.waitFor(text: "Payments on \(serve.url) (2)")
        try session.press(.selectNext, .confirm)
        let page = try session.waitFor(text: "Payment MT-PAGE-1")
        #expect(page.contains("PAY_PAGE (POST /pg/v1/pay)"), "\(page)")
        #expect(!page.contains("pg-intent (POST /pg/v1/pay), PhonePe"), "\(page)")
        try session.press(.back)
        try session.waitFor(text: "Payments on \(serve.url) (2)")

        #expect(try await serve.stop(SIGTERM))
        let stale = try session.waitFor(text: "the server does not answer")
        #expect(stale.contains("STALE"), "\(stale)")
        #expect(stale.contains("as last read at"), "\(stale)")
        #expect(stale.contains("MT-PAGE-1"), "the payments last read stay listed: \(stale)")
        try session.press(.quit)
        #expect(try session.waitFor(text: "EXIT=").contains("EXIT=0"))
    }
}
