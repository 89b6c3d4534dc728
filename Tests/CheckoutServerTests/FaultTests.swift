import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// Faults a QA session turns on through the admin API, seen from the merchant's side.
@Suite("faults")
struct FaultTests {
    @Test(arguments: [TestingSetup.router, .live])
    func aBurstOfTwoServerErrorsThenNormalAnswersRecordingNothing(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            #expect(try await client.admin(.post, "/_sim/faults", #"{"serverErrorBurst":2}"#).status == 200)
            for _ in 0..<2 {
                let refused = try await client.send(AdminBench.pay(id: "MT-BURST"))
                #expect(refused.httpStatus == 500)
                #expect(refused.code == "INTERNAL_SERVER_ERROR")
                #expect(await bench.ledger.count(merchantId: nil) == 0)
            }
            #expect(try await client.send(AdminBench.pay(id: "MT-BURST")).code == "PAYMENT_INITIATED")
            #expect(try await client.admin(.get, "/_sim/faults").json["global"]?["serverErrorBurst"] == 0)
            #expect(await bench.ledger.count(merchantId: nil) == 1)
        }
    }

    @Test func aMerchantsOwnFaultsReplaceTheGlobalOnesForItsCalls() async throws {
        var other = PhonePeMerchant()
        other.merchantId = "SHOP2"
        other.saltKey = "shop2-salt-key"
        let bench = AdminBench(merchants: [ServedMerchant(settings: ServerFixtures.merchant), ServedMerchant(settings: other)])
        var burst = FaultSettings()
        burst.serverErrorBurst = 1
        await bench.store.faults.set(burst, merchantId: "SHOP2")
        #expect(try await bench.store.respondWithFaults(to: AdminBench.pay(id: "MT-A")).code == "PAYMENT_INITIATED")
        #expect(try await bench.store.respondWithFaults(to: AdminBench.pay(id: "MT-B", merchant: other)).code == "INTERNAL_SERVER_ERROR")
        #expect(try await bench.store.respondWithFaults(to: AdminBench.pay(id: "MT-B", merchant: other)).code == "PAYMENT_INITIATED")
    }

    @Test func aDelayHoldsTheAnswerBack() async throws {
        let bench = AdminBench()
        try await bench.application.test(.router) { client async throws in
            #expect(try await client.admin(.post, "/_sim/faults", #"{"delayMs":300}"#).status == 200)
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try await client.send(AdminBench.pay(id: "MT-SLOW")).code == "PAYMENT_INITIATED")
            #expect(clock.now - start >= .milliseconds(300))
            // The admin API itself is never delayed, and the payment was kept before the answer waited.
            #expect(await bench.ledger.count(merchantId: nil) == 1)
        }
    }

    @Test func duplicateCallbacksEnqueueEachTwice() async throws {
        let bench = AdminBench()
        var duplicates = FaultSettings()
        duplicates.duplicateCallbacks = true
        await bench.store.faults.set(duplicates, merchantId: nil)
        try await bench.pay(id: "MT-DUP")
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-DUP")
        let callbacks = await bench.callbacks("MT-DUP")
        #expect(callbacks.count == 2)
        #expect(callbacks[0].request == callbacks[1].request)
        #expect(callbacks[0].id != callbacks[1].id)
        // The simulated user's payments too.
        try await bench.pay(id: "MT-DUP-2")
        bench.clock.advance(.seconds(3))
        #expect(try await bench.store.payDue() == 1)
        #expect(await bench.callbacks("MT-DUP-2").count == 2)
    }

    @Test func outOfOrderHoldsEveryOtherCallbackSoTheNextArrivesFirst() async throws {
        let bench = AdminBench()
        var outOfOrder = FaultSettings()
        outOfOrder.outOfOrderHoldSeconds = 5
        await bench.store.faults.set(outOfOrder, merchantId: nil)
        try await bench.pay(id: "MT-FIRST")
        try await bench.pay(id: "MT-SECOND")
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-FIRST")
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-SECOND")
        let now = bench.clock.now
        #expect(await bench.callbacks("MT-FIRST").first?.nextAttemptAt == now + 5000)
        #expect(await bench.callbacks("MT-SECOND").first?.nextAttemptAt == now)
        #expect(await bench.ledger.callbacksDue(by: now, limit: 10).map(\.paymentId) == ["MT-SECOND"])
        #expect(await bench.ledger.callbacksDue(by: now + 5000, limit: 10).map(\.paymentId) == ["MT-SECOND", "MT-FIRST"])
    }

    @Test func successArrivesAfterTheMerchantGaveUp() async throws {
        let bench = AdminBench()
        var late = FaultSettings()
        late.lateSuccess = 60
        await bench.store.faults.set(late, merchantId: nil)
        // Even an amount that would fail succeeds, once the window has passed.
        try await bench.pay(id: "MT-LATE", amount: 10001)
        bench.clock.advance(.seconds(59))
        #expect(try await bench.store.payDue() == 0)
        #expect(try await bench.status("MT-LATE") == "PAYMENT_PENDING")
        #expect(await bench.callbacks("MT-LATE").isEmpty)
        bench.clock.advance(.seconds(1))
        #expect(try await bench.store.payDue() == 1)
        #expect(try await bench.status("MT-LATE") == "PAYMENT_SUCCESS")
        let callbacks = await bench.callbacks("MT-LATE")
        #expect(callbacks.count == 1)
        let check = CallbackVerifier.check(callbacks[0].request, merchant: ServerFixtures.merchant, expectedAmount: 10001)
        #expect(check.payload?["code"] == "PAYMENT_SUCCESS")
        #expect(FaultSettings.defaultLateSuccess == StatusSchedule.giveUpAfter)
    }
}
