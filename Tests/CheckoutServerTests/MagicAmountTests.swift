import CheckoutCore
@testable import CheckoutServer
import Testing

/// The paise of an amount pick how a payment goes, and the most specific choice wins.
@Suite("magic amounts")
struct MagicAmountTests {
    @Test func onlyAmountsEndingIn01To09AreMagic() {
        #expect(MagicAmount(amount: 10001) == .failure)
        #expect(MagicAmount(amount: 101) == .failure)
        #expect(MagicAmount(amount: 10009) == .slowFailure)
        for plain: Int64? in [10000, 10010, 10099, 12345, 0, -1, nil] { #expect(MagicAmount(amount: plain) == nil, "\(String(describing: plain))") }
        #expect(MagicAmount.table.count == 9)
        #expect(MagicAmount.table[0] == "₹N.01  fails: PAYMENT_ERROR")
    }

    /// Each magic amount through the store, paid by the simulated user after 3 s: the status codes
    /// that follow, written out by hand.
    static let paidAmounts: [(Int64, [String])] = [
        (10001, ["PAYMENT_ERROR", "PAYMENT_ERROR"]),
        (10002, ["PAYMENT_DECLINED"]),
        (10004, ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS", "PAYMENT_SUCCESS"]),
        (10006, ["PAYMENT_CANCELLED"]),
        (10007, ["TIMED_OUT"]),
        (10008, ["INTERNAL_SERVER_ERROR", "INTERNAL_SERVER_ERROR", "PAYMENT_SUCCESS"]),
        (10009, ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_ERROR"]),
        (10000, ["PAYMENT_SUCCESS"]),
        (10010, ["PAYMENT_SUCCESS"]),
    ]

    @Test(arguments: paidAmounts)
    func aMagicAmountsStatusCodes(amount: Int64, codes: [String]) async throws {
        let bench = AdminBench()
        #expect(try await bench.pay(id: "MT-MAGIC", amount: amount).code == "PAYMENT_INITIATED")
        bench.clock.advance(.seconds(3))
        var answered: [String] = []
        for _ in codes { answered.append(try await bench.status("MT-MAGIC") ?? "none") }
        #expect(answered == codes)
        let callbacks = await bench.callbacks("MT-MAGIC")
        #expect(callbacks.count == 1)
        let check = CallbackVerifier.check(callbacks[0].request, merchant: ServerFixtures.merchant, expectedAmount: amount)
        #expect(check.verified)
        #expect(check.payload?["code"]?.stringValue == codes.last)
    }

    @Test func endingIn03IsNeverPaidAndEndingIn05RefusesThePayCall() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-NEVER", amount: 10003)
        bench.clock.advance(.seconds(3600))
        #expect(try await bench.store.payDue() == 0)
        #expect(try await bench.status("MT-NEVER") == "PAYMENT_PENDING")
        #expect(await bench.callbacks("MT-NEVER").isEmpty)

        let refused = try await bench.pay(id: "MT-5XX", amount: 10005)
        #expect(refused.code == "INTERNAL_SERVER_ERROR")
        #expect(refused.httpStatus == 500)
        #expect(try await bench.status("MT-5XX") == "TRANSACTION_NOT_FOUND")
        #expect(await bench.ledger.count(merchantId: nil) == 1)
    }

    @Test func aMagicAmountWinsOverTheTemplateAndAPresetWinsOverBoth() async throws {
        let merchant = ServedMerchant(settings: ServerFixtures.merchant, outcome: try PhonePeOutcome.parse("failure"), paysAfter: .zero)
        let bench = AdminBench(merchants: [merchant])
        try await bench.pay(id: "MT-TEMPLATE", amount: 10000)
        try await bench.pay(id: "MT-MAGIC", amount: 10002)
        _ = try await bench.store.setOutcome(try PhonePeOutcome.parse("pending:1,success"), merchantId: bench.merchantId, id: "MT-PRESET")
        try await bench.pay(id: "MT-PRESET", amount: 10002)
        #expect(try await bench.status("MT-TEMPLATE") == "PAYMENT_ERROR")
        #expect(try await bench.status("MT-MAGIC") == "PAYMENT_DECLINED")
        #expect(try await bench.status("MT-PRESET") == "PAYMENT_PENDING")
        #expect(try await bench.status("MT-PRESET") == "PAYMENT_SUCCESS")
    }

    @Test func thePlanNamesWhatWins() throws {
        let merchant = ServedMerchant(settings: ServerFixtures.merchant, outcome: try PhonePeOutcome.parse("pending:2,success"), paysAfter: .seconds(3))
        let preset = try PhonePeOutcome.parse("declined")
        #expect(PaymentPlan.choose(preset: nil, amount: 10000, merchant: merchant, lateSuccessAfter: nil) == PaymentPlan(outcome: merchant.outcome, paysAfter: .seconds(3)))
        #expect(PaymentPlan.choose(preset: nil, amount: 10003, merchant: merchant, lateSuccessAfter: nil) == PaymentPlan(outcome: .success, paysAfter: nil))
        #expect(PaymentPlan.choose(preset: preset, amount: 10003, merchant: merchant, lateSuccessAfter: nil) == PaymentPlan(outcome: preset, paysAfter: .seconds(3)))
        #expect(PaymentPlan.choose(preset: nil, amount: 10001, merchant: merchant, lateSuccessAfter: .seconds(60)) == PaymentPlan(outcome: .success, paysAfter: .seconds(60)))
        #expect(PaymentPlan(outcome: .success, paysAfter: .seconds(3)).paysAt(createdAt: 1000) == 4000)
    }
}
