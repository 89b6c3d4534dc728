import CheckoutCore
import CheckoutTestSupport
import Testing

/// The id-length limits, and the request rules, the gateway and the linter agreeing on them.
@Suite("Id length limits")
struct IdLengthLimitsTests {
    private let merchant = PhonePeMerchant()

    @Test func theSeedsLimits() {
        #expect(IdLengthLimits.paymentId == 38)
        #expect(IdLengthLimits.merchantOrderId == 48)
        #expect(IdLengthLimits.merchantUserId == 64)
        #expect(!IdLengthLimits.isTooLong(String(repeating: "A", count: 37), limit: 38))
        #expect(IdLengthLimits.isTooLong(String(repeating: "A", count: 38), limit: 38))
        #expect(!IdLengthLimits.isTooLong("", limit: 38))
    }

    @Test func theRequestRulesUseThem() {
        let id37 = String(repeating: "A", count: 37), id38 = String(repeating: "A", count: 38)
        #expect(PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .openIntent, transactionId: id37)).errors.isEmpty)
        let refused = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .openIntent, transactionId: id38))
        #expect(refused.errors.map(\.description) == ["transactionId: must be under 38 characters, got 38 (\"\(id38)\")"])
    }

    @Test func theGatewayUsesThePaymentIdLimit() {
        func answer(_ id: String) -> GatewayResponse {
            var gateway = PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .openIntent, given: nil, seed: 1))
            let payload: JSONValue = [
                "merchantId": "MERCHANTUAT", "transactionId": .string(id), "merchantUserId": "user9999", "amount": 250,
                "paymentScope": "ALL_UPI_APPS", "openIntentWithApp": "PAYTM", "deviceContext": ["deviceOS": "iOS"],
            ]
            return gateway.respond(to: GatewayRequest(SignedRequest(path: "/v4/debit", payload: payload, merchant: merchant)))
        }
        #expect(answer(String(repeating: "T", count: 37)).httpStatus == 200)
        let refused = answer(String(repeating: "T", count: 38))
        #expect(refused.code == "BAD_REQUEST")
        #expect(refused.body["message"] == "transactionId is missing or not under 38 characters")
    }

    @Test func theLinterUsesAllThree() {
        let payload: JSONValue = [
            "merchantId": "MERCHANTUAT", "transactionId": .string(String(repeating: "T", count: 38)), "amount": 100,
            "merchantUserId": .string(String(repeating: "U", count: 64)), "merchantOrderId": .string(String(repeating: "O", count: 48)),
        ]
        let findings = PayloadLinter.lint(payload, path: "/v3/debit", envelopeKey: nil).filter { $0.severity == .error }
        #expect(findings.map(\.field) == ["transactionId", "merchantUserId", "merchantOrderId"])
        #expect(findings.map { $0.message.prefix(31) } == [
            "must be under 38 characters, go", "must be under 64 characters, go", "must be under 48 characters, go",
        ])
        let fitting: JSONValue = [
            "merchantId": "MERCHANTUAT", "transactionId": .string(String(repeating: "T", count: 37)), "amount": 100,
            "merchantUserId": .string(String(repeating: "U", count: 63)), "merchantOrderId": .string(String(repeating: "O", count: 47)),
        ]
        #expect(PayloadLinter.lint(fitting, path: "/v3/debit", envelopeKey: nil).filter { $0.severity == .error }.isEmpty)
    }
}
