import CheckoutCore
import Testing

/// A caller that decoded a POST's envelope already (the server, to find the merchant) passes the
/// reading on, and the gateway answers from it without decoding the body again.
@Suite("Mock gateway given the decoded envelope")
struct GatewayEnvelopeReadingTests {
    private let merchant = PhonePeMerchant()

    private func gateway() -> PhonePeGateway {
        PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .openIntent, given: nil, seed: 1))
    }

    private var payment: GatewayRequest {
        GatewayRequest(SignedRequest(path: "/v4/debit", payload: [
            "merchantId": "MERCHANTUAT", "transactionId": "TX1", "merchantUserId": "user9999", "amount": 250,
            "paymentScope": "ALL_UPI_APPS", "openIntentWithApp": "PAYTM", "deviceContext": ["deviceOS": "iOS"],
        ], merchant: merchant))
    }

    /// A payment, a refund of it, a wrong X-VERIFY and a bad envelope: the same answers, the same state.
    @Test func theBodysOwnReadingGivesTheSameAnswersAndState() {
        var decodingItself = gateway()
        var given = gateway()
        func answerBoth(_ call: GatewayRequest) -> String {
            let expected = decodingItself.respond(to: call)
            let answer = given.respond(to: call, envelope: Envelope.decode(call.body, key: "request"))
            #expect(answer == expected, "\(call.path)")
            return answer.code
        }
        #expect(answerBoth(payment) == "SUCCESS")
        decodingItself.paymentAppFinished(id: "TX1", decision: .approved)
        given.paymentAppFinished(id: "TX1", decision: .approved)
        var wrongChecksum = payment
        wrongChecksum.headers = [HTTPHeader("X-VERIFY", "0000###1")]
        #expect(answerBoth(wrongChecksum) == "AUTHORIZATION_FAILED")
        #expect(answerBoth(GatewayRequest(method: "POST", path: "/v4/debit", headers: [], body: #"{"req":"x"}"#)) == "BAD_REQUEST")
        #expect(answerBoth(GatewayRequest(RefundRequest.signed(originalId: "TX1", refundId: "RF1", amount: 100, merchant: merchant))) == "PAYMENT_PENDING")
        #expect(given == decodingItself)
        #expect(given.payments.keys.sorted() == ["RF1", "TX1"])
    }

    /// The reading given is the one used: the body is not decoded again.
    @Test func theReadingGivenIsWhatTheGatewayAnswersFrom() {
        var gateway = gateway()
        let elsewhere = Envelope.decode(#"{"req":"x"}"#, key: "request")
        let answer = gateway.respond(to: payment, envelope: elsewhere)
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.body["message"] == "the body must be {\"request\": \"<base64>\"}")
        #expect(gateway.payments.isEmpty)
    }
}
