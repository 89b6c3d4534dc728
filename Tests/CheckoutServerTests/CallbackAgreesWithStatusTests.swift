import CheckoutCore
import CheckoutServer
import Testing

/// PhonePe tells merchants to check a callback against status: a callback never reports a state
/// that an immediate status call does not answer. A payment with pending steps is final, and its
/// callback due, once its pending answers have played out (3 s each), however often it was polled.
@Suite struct CallbackAgreesWithStatusTests {
    @Test(arguments: [(Int64(10004), "PAYMENT_SUCCESS", 3), (10009, "PAYMENT_ERROR", 3), (10008, "PAYMENT_SUCCESS", 2)])
    func theCallbackIsDueWhenStatusTurnsFinal(amount: Int64, final: String, steps: Int) async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-AGREE", amount: amount)
        bench.clock.advance(.seconds(3))
        #expect(try await bench.status("MT-AGREE") != final, "paid now, its steps still to play")
        let callback = try #require(await bench.callbacks("MT-AGREE").first)
        let due = try #require(callback.nextAttemptAt)
        #expect(due == bench.clock.now + Int64(steps) * GatewayStore.nonFinalAnswerMilliseconds)
        // Not polled meanwhile: at the callback's time, status answers what the callback carries.
        bench.clock.advance(.seconds(Int64(steps) * 3))
        #expect(bench.clock.now == due)
        #expect(try await bench.status("MT-AGREE") == final)
        let carried = CallbackVerifier.check(callback.request, merchant: ServerFixtures.merchant, expectedAmount: amount).payload?["code"]
        #expect(carried?.stringValue == final)
    }

    @Test func pollingFasterPlaysTheStepsOutEarlierButTheCallbackWaits() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-POLL", amount: 10004)
        bench.clock.advance(.seconds(3))
        var codes: [String?] = []
        for _ in 0..<4 { codes.append(try await bench.status("MT-POLL")) }
        #expect(codes == ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS"])
        #expect(await bench.callbacks("MT-POLL").first?.nextAttemptAt == bench.clock.now + 9_000)
    }

    @Test func aDeclinedAmountIsDeclinedByTheSimulatedUser() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-DECLINE", amount: 10002)
        bench.clock.advance(.seconds(3))
        #expect(try await bench.status("MT-DECLINE") == "PAYMENT_DECLINED")
        let shown = try await bench.store.transaction(merchantId: bench.merchantId, id: "MT-DECLINE")
        #expect(shown.payment.record.decision == .declined)
        #expect(shown.json["decision"] == "declined")
    }
}
