import CheckoutCore
import Testing

/// Every id the gateway accepts can be read back by status, the admin API and the pay page: one
/// that a URL path would change (`/ ? # % \`, spaces, control characters, text beyond ASCII, `.`
/// and `..`) is refused at the pay call, in the words the request rules use.
@Suite struct GatewayIdRuleTests {
    private let merchant = PhonePeMerchant()

    private func pay(_ id: String) -> GatewayResponse {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": .string(id), "merchantUserId": "U1", "amount": 100,
            "callbackUrl": "https://shop.example/cb", "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
            "deviceContext": ["deviceOS": "IOS"],
        ]
        var gateway = PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 1))
        return gateway.respond(to: GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant)))
    }

    @Test(arguments: [
        ("A/B", "must not contain '/'"), ("A?B", "must not contain '?'"), ("A#B", "must not contain '#'"), ("A%2FB", "must not contain '%'"),
        ("A\\B", "must not contain '\\'"), ("A B", "must not contain a space"), ("Aé", "must not contain 'é' (beyond ASCII)"),
        ("A\u{1}B", "must not contain \\u{1}"), ("A\u{7F}", "must not contain \\u{7F}"), ("..", "must not be \"..\""), (".", "must not be \".\""),
    ])
    func anIdAPathWouldChangeIsRefusedAtThePayCall(id: String, rule: String) {
        let answer = pay(id)
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.body["message"]?.stringValue?.hasPrefix("merchantTransactionId \(rule)") == true, "\(answer.body)")
    }

    @Test(arguments: ["MT-1_a.b", "MT7850590068188104", "a:b@c!$&'()*+,;=~"])
    func plainIdsAreAccepted(id: String) {
        #expect(pay(id).code == "PAYMENT_INITIATED")
    }

    @Test func aSignatureGivenTwiceIsRefusedWhateverTheOrder() {
        let signed = SignedRequest(path: PhonePeFlow.pgIntent.path, payload: [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": "MT2", "merchantUserId": "U1", "amount": 100,
            "callbackUrl": "https://shop.example/cb", "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
        ], merchant: merchant)
        for headers in [[HTTPHeader("X-VERIFY", signed.xVerify), HTTPHeader("X-VERIFY", "0###1")], [HTTPHeader("X-VERIFY", "0###1"), HTTPHeader("x-verify", signed.xVerify)]] {
            var request = GatewayRequest(signed)
            request.headers = request.headers.filter { $0.name.lowercased() != "x-verify" } + headers
            var gateway = PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 1))
            #expect(gateway.respond(to: request).code == "AUTHORIZATION_FAILED", "\(headers)")
        }
    }
}
