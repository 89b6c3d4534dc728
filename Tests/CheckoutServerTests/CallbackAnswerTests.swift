import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A merchant whose callback endpoint answers 200 and then never ends its body: `/endless` sends
/// it as fast as it can, `/trickle` a byte every 200 ms. Counts the requests each path received.
final class EndlessMerchant: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func requests(_ path: String) -> Int { lock.withLock { counts[path, default: 0] } }

    /// Runs `body` with the listener's base URL (`http://127.0.0.1:PORT`).
    func serve<T: Sendable>(_ body: @Sendable (String) async throws -> T) async throws -> T {
        let router = Router()
        router.post("/endless") { request, _ in self.answer(request, every: nil) }
        router.post("/trickle") { request, _ in self.answer(request, every: .milliseconds(200)) }
        let app = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
        return try await app.test(.live) { client in try await body("http://127.0.0.1:\(client.port ?? 0)") }
    }

    private func answer(_ request: Request, every pause: Duration?) -> Response {
        lock.withLock { counts[request.uri.path, default: 0] += 1 }
        let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: pause == nil ? 16_384 : 1)
        return Response(status: .ok, body: ResponseBody { writer in
            while true {
                try await writer.write(chunk)
                if let pause { try await Task.sleep(for: pause) } else { await Task.yield() }
            }
        })
    }
}

/// What a merchant's answer can do to delivery: its time and size are bounded, an attempt counts
/// from its start, and one slow merchant does not hold up the others.
@Suite("callback answers", .timeLimit(.minutes(1)))
struct CallbackAnswerTests {
    static func ledger(owing urls: [String]) async -> MemoryLedger {
        let ledger = MemoryLedger()
        for (index, url) in urls.enumerated() {
            var callback = LedgerFixtures.callback(for: "MT-\(index)", due: 0)
            callback.request.path = url
            _ = await ledger.apply([.insert(LedgerFixtures.payment("MT-\(index)")), .enqueue(callback)])
        }
        return ledger
    }

    static func attempts(_ ledger: MemoryLedger, _ index: Int = 0) async -> [CallbackAttempt] {
        await ledger.callbacks(merchantId: "M1", paymentId: "MT-\(index)").first?.attempts ?? []
    }

    /// The status line is the answer: a 2xx whose body never ends is delivered, its body cut.
    @Test(arguments: ["/endless", "/trickle"])
    func aTwoHundredWhoseBodyNeverEndsIsDeliveredAndItsBodyCut(path: String) async throws {
        let merchant = EndlessMerchant()
        let clock = ManualClock()
        try await merchant.serve { base in
            let ledger = await Self.ledger(owing: [base + path])
            let dispatcher = CallbackDispatcher(ledger: ledger, schedule: RetrySchedule(maxAttempts: 3), now: { clock.now })
            try await HTTPCallbackTransport.with { transport async throws in
                let started = Date()
                let delivering = Task { try await dispatcher.deliverDue(over: transport) }
                defer { delivering.cancel() }
                try await eventually("the attempt's status recorded", within: .seconds(5)) { await Self.attempts(ledger).first?.httpStatus != nil }
                delivering.cancel()
                #expect(Date().timeIntervalSince(started) < 3)
                #expect(try await delivering.value == 1)
            }
            #expect(await Self.attempts(ledger).map(\.httpStatus) == [200])
            #expect(await ledger.callbacks(merchantId: "M1", paymentId: "MT-0").first?.nextAttemptAt == nil)
        }
        #expect(merchant.requests(path) == 1)
    }

    /// Each attempt is kept when it starts: attempts that never end (the server stopped under them)
    /// still count, and no more than the bound are ever sent.
    @Test func anAttemptThatNeverEndsStillCounts() async throws {
        let listener = CallbackListener(answers: [200], holding: true)
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = await Self.ledger(owing: [url])
            let dispatcher = CallbackDispatcher(ledger: ledger, schedule: RetrySchedule(maxAttempts: 2), now: { clock.now })
            try await HTTPCallbackTransport.with(answerTimeout: .seconds(60)) { transport async throws in
                for sent in 1...3 {
                    let delivering = Task { try await dispatcher.deliverDue(over: transport) }
                    // The third is never sent (two attempts are allowed): its wait runs out, as it should.
                    _ = try await Deadline(.seconds(2)).poll(every: .milliseconds(10)) { listener.requests.count == sent }
                    delivering.cancel()
                    _ = try await delivering.value
                    clock.advance(.seconds(31))
                }
            }
            let callback = try #require(await ledger.callbacks(merchantId: "M1", paymentId: "MT-0").first)
            #expect(callback.attempts.map(\.error) == [CallbackDispatcher.unfinished, CallbackDispatcher.unfinished])
            #expect(callback.nextAttemptAt == nil)
            listener.release()
        }
        #expect(listener.requests.count == 2)
    }

    /// A ledger written under a higher --callback-attempts: a callback tried as often as now allowed
    /// is ended without being sent again.
    @Test func aCallbackAlreadyTriedTheAllowedTimesIsNotSentAgain() async throws {
        let listener = CallbackListener(answers: [200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = await Self.ledger(owing: [url])
            let id = try #require(await ledger.callbacks(merchantId: "M1", paymentId: "MT-0").first?.id)
            for _ in 0..<2 { await ledger.recordAttempt(callbackId: id, attempt: CallbackAttempt(at: 0, httpStatus: 500), nextAttemptAt: 0) }
            let dispatcher = CallbackDispatcher(ledger: ledger, schedule: RetrySchedule(maxAttempts: 2), now: { clock.now })
            try await HTTPCallbackTransport.with { transport async throws in #expect(try await dispatcher.deliverDue(over: transport) == 0) }
            let callback = try #require(await ledger.callbacks(merchantId: "M1", paymentId: "MT-0").first)
            #expect(callback.nextAttemptAt == nil)
            #expect(callback.attempts.last?.error == "given up unsent: the 2 attempts allowed were made")
        }
        #expect(listener.requests.isEmpty)
    }

    /// A merchant that holds its answers keeps at most its host's share of slots: another merchant's
    /// callback, claimed by the next poll, goes out while the first still waits.
    @Test func aSlowMerchantDoesNotHoldUpAnother() async throws {
        let slow = CallbackListener(answers: [200], holding: true)
        let fast = CallbackListener(answers: [200])
        let clock = ManualClock()
        try await slow.serve { slowURL in
            try await fast.serve { fastURL in
                let ledger = await Self.ledger(owing: Array(repeating: slowURL, count: 4) + [fastURL])
                let dispatcher = CallbackDispatcher(
                    ledger: ledger, schedule: RetrySchedule(maxAttempts: 3), maxInFlight: 4, maxPerHost: 2, now: { clock.now })
                try await HTTPCallbackTransport.with { transport async throws in
                    let first = Task { try await dispatcher.deliverDue(over: transport) }
                    try await eventually("the slow merchant to hold its host's two slots", within: .seconds(5)) { slow.requests.count == 2 }
                    #expect(try await dispatcher.deliverDue(over: transport) == 1)
                    #expect(await Self.attempts(ledger, 4).map(\.httpStatus) == [200])
                    #expect(slow.requests.count == 2)
                    slow.release()
                    #expect(try await first.value == 4)
                }
            }
        }
        #expect(fast.requests.count == 1)
        #expect(slow.requests.count == 4)
    }
}
