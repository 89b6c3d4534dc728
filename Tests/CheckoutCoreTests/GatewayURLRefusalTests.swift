import CheckoutCore
import CheckoutTestSupport
import Testing

/// A pay or refund call whose callback or redirect URL the gateway could never use is refused at
/// the call, with the field named, and nothing is kept.
@Suite struct GatewayURLRefusalTests {
    private let merchant = PhonePeMerchant()

    private func gateway() -> PhonePeGateway {
        PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 1))
    }

    private func request(_ flow: PhonePeFlow) throws -> GatewayRequest {
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: flow, transactionId: "T1"))
        return GatewayRequest(try #require(transcript.request))
    }

    @Test(arguments: [PhonePeFlow.phonepeIntent, .openIntent, .sdkDebit, .mandate], ["http://127.0.0.1:99999/x", "https://[::1]:99999/x", "ftp://shop.example/cb"])
    func aCallbackHeaderThatIsNoWebURLIsRefused(flow: PhonePeFlow, url: String) throws {
        var call = try request(flow)
        #expect(call.headers["X-CALLBACK-URL"] != nil, "the \(flow) call carries its callback in a header")
        call.headers = call.headers.map { $0.name == "X-CALLBACK-URL" ? HTTPHeader($0.name, url) : $0 }
        var gateway = gateway()
        let answer = gateway.respond(to: call)
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.httpStatus == 400)
        #expect(answer.body["message"]?.stringValue?.hasPrefix("X-CALLBACK-URL has the ") == true, "\(answer.body)")
        #expect(gateway.payments.isEmpty)
    }

    @Test(arguments: ["http://127.0.0.1:99999/x", "https://shop.example:65536/cb", "javascript:alert(1)"])
    func aCallbackURLInThePayloadThatIsNoWebURLIsRefused(url: String) {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": "MT1", "merchantUserId": "U1", "amount": 100,
            "callbackUrl": .string(url), "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"], "deviceContext": ["deviceOS": "IOS"],
        ]
        var gateway = gateway()
        let answer = gateway.respond(to: GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant)))
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.body["message"]?.stringValue?.hasPrefix("callbackUrl ") == true, "\(answer.body)")
        #expect(gateway.payments.isEmpty)
    }

    @Test(arguments: ["javascript:alert(document.cookie)", "JAVASCRIPT:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "java\tscript:alert(1)", " javascript:alert(1)"])
    func aPayPageRedirectThatIsNoWebURLIsRefused(url: String) {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": "MT1", "merchantUserId": "U1", "amount": 100,
            "redirectUrl": .string(url), "redirectMode": "REDIRECT", "callbackUrl": "https://shop.example/cb",
            "paymentInstrument": ["type": "PAY_PAGE"],
        ]
        var gateway = gateway()
        let answer = gateway.respond(to: GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant)))
        #expect(answer.code == "BAD_REQUEST", "\(answer.body)")
        #expect(answer.body["message"]?.stringValue?.hasPrefix("redirectUrl ") == true, "\(answer.body)")
        #expect(gateway.payments.isEmpty)
    }

    @Test func aRefundsCallbackURLIsChecked() {
        var settings = merchant
        settings.callbackUrl = "http://127.0.0.1:99999/refunds"
        var gateway = gateway()
        let answer = gateway.respond(to: GatewayRequest(RefundRequest.signed(originalId: "MT1", refundId: "RF1", amount: 100, merchant: settings)))
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.body["message"]?.stringValue == "callbackUrl has the port \"99999\"; a port is a number from 1 to 65535: it must be \(WebURL.rule)")
    }

    @Test func aWalkRefusesAProfilesCallbackURLBeforeSending() {
        var options = PhonePeOptions(flow: .pgIntent)
        options.merchant.callbackUrl = "http://127.0.0.1:99999/cb"
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: options)
        #expect(transcript.request == nil)
        #expect(transcript.text.contains("callbackUrl: has the port \"99999\""), "\(transcript.text)")
    }
}
