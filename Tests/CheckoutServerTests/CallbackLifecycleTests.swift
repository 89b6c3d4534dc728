import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import HummingbirdTesting
import Testing

/// The dispatcher as it runs beside the server: polling, never sending one callback twice at once,
/// picking up where a previous server stopped.
@Suite("callback dispatcher lifecycle")
struct CallbackLifecycleTests {
    @Test func aCallbackUnderWayIsNotSentAgainByTheNextPoll() async throws {
        let listener = CallbackListener(answers: [200], holding: true)
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock)
            try await HTTPCallbackTransport.with { transport async throws in
                let first = Task { try await dispatcher.deliverDue(over: transport) }
                try await eventually("the listener to receive the callback") { listener.requests.count == 1 }
                // Claimed: no other poll (nor server) takes it until its claim ends.
                #expect(await ledger.callbacksDue(by: clock.now, limit: 10).isEmpty)
                #expect(await ledger.callbacksDue(by: clock.now + CallbackDispatcher.leaseMilliseconds, limit: 10).count == 1)
                #expect(try await dispatcher.deliverDue(over: transport) == 0)
                listener.release()
                #expect(try await first.value == 1)
            }
            #expect(await CallbackFixtures.callback(ledger)?.attempts.map(\.httpStatus) == [200])
        }
        #expect(listener.requests.count == 1)
    }

    @Test func aClaimNeverRecordedFallsDueAgainWhenItEnds() async throws {
        let listener = CallbackListener(answers: [200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            // A server claimed it and died before its attempt was recorded.
            let lost = await ledger.claimCallbacks(dueBy: clock.now, leaseUntil: clock.now + CallbackDispatcher.leaseMilliseconds, limit: 10)
            #expect(lost.count == 1)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock)
            try await HTTPCallbackTransport.with { transport async throws in
                #expect(try await dispatcher.deliverDue(over: transport) == 0)
                clock.advance(.seconds(30))
                #expect(try await dispatcher.deliverDue(over: transport) == 1)
            }
            #expect(await CallbackFixtures.callback(ledger)?.attempts.map(\.httpStatus) == [200])
        }
    }

    @Test func aNewDispatcherOnTheSameLedgerResumesWhereTheLastStopped() async throws {
        let listener = CallbackListener(answers: [503, 200])
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            try await HTTPCallbackTransport.with { try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0) }
            clock.advance(.seconds(2))
            let restarted = CallbackFixtures.dispatcher(ledger, clock: clock, log: lines.log(.text, clock: clock))
            try await HTTPCallbackTransport.with { transport async throws in #expect(try await restarted.deliverDue(over: transport) == 1) }
            #expect(await CallbackFixtures.callback(ledger)?.attempts.map(\.httpStatus) == [503, 200])
        }
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.contains("200 attempt 2/10, delivered") == true, "\(lines.all)")
    }

    @Test func copiesImitatePhonePesDuplicateCallbacks() async throws {
        let listener = CallbackListener(answers: [200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock, copies: 2)
            try await HTTPCallbackTransport.with { transport async throws in
                #expect(try await dispatcher.deliverDue(over: transport) == 1)
                clock.advance(.seconds(600))
                #expect(try await dispatcher.deliverDue(over: transport) == 0)
            }
            let callback = try #require(await CallbackFixtures.callback(ledger))
            #expect(callback.attempts.map(\.httpStatus) == [200, 200])
            #expect(callback.nextAttemptAt == nil)
        }
        #expect(listener.requests.count == 2)
        #expect(Set(listener.requests.map(\.body)).count == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func runningItRetriesOnItsOwnWithoutWaitingForRealBackoff() async throws {
        let listener = CallbackListener(answers: [503, 503, 200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            // Each poll's wait moves the test's clock by a second and takes 10 ms: a claim's 30 s are
            // 300 ms, time enough for an attempt to end before its claim does.
            let dispatcher = CallbackDispatcher(
                ledger: ledger, schedule: RetrySchedule(maxAttempts: 5, backoff: .seconds(30)), pollInterval: .seconds(1),
                now: { clock.now },
                sleep: { wait in
                    clock.advance(wait)
                    try await Task.sleep(for: .milliseconds(10))
                })
            let running = Task { try await dispatcher.run() }
            defer { running.cancel() }
            try await eventually("the callback delivered after its retries") { await CallbackFixtures.callback(ledger)?.nextAttemptAt == nil }
            running.cancel()
            try await running.value
            let attempts = try #require(await CallbackFixtures.callback(ledger)?.attempts)
            // Required, not expected: the times below index the three attempts.
            try #require(attempts.map(\.httpStatus) == [503, 503, 200])
            // At least the backoff apart on the test's clock: 30 s, then 60 s.
            #expect(attempts[1].at - attempts[0].at >= 30_000)
            #expect(attempts[2].at - attempts[1].at >= 60_000)
        }
        #expect(listener.requests.count == 3)
    }

    @Test(.timeLimit(.minutes(1)))
    func theServerSendsTheCallbackOnceTheUserPaysAndLogsBoth() async throws {
        let listener = CallbackListener(answers: [200])
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        try await listener.serve { url in
            let store = GatewayStore(
                merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .zero)], ledger: MemoryLedger(), now: { clock.now })
            let app = GatewayServer.application(store: store, port: 0, log: lines.log(.text, clock: clock))
            try await app.test(.live) { client in
                let paid = try await client.send(GatewayRequest(CallbackFixtures.pay(id: "MT-SERVED-1", callbackUrl: url)))
                #expect(paid.code == "PAYMENT_INITIATED")
                try await eventually("a callback line in the live log") { lines.all.contains { $0.contains(" callback ") } }
            }
        }
        #expect(listener.requests.count == 1)
        let logged = lines.all
        #expect(logged.count == 2, "\(logged)")
        #expect(logged.first?.contains("POST /pg/v1/pay 200 PAYMENT_INITIATED") == true, "\(logged)")
        #expect(logged.last?.contains("/cb 200 attempt 1/10, delivered merchant=MERCHANTUAT payment=MT-SERVED-1") == true, "\(logged)")
    }
}
