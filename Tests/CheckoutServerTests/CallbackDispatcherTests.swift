import CheckoutCore
import CheckoutServer
import Foundation
import Testing

/// Callbacks delivered to a real listener on a free port, over async-http-client, with the
/// dispatcher's clock in the test's hands.
@Suite("callback delivery")
struct CallbackDispatcherTests {
    @Test func aListenerFailingTwiceGetsTheCallbackOnTheThirdAttempt() async throws {
        let listener = CallbackListener(answers: [503, 503, 200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock)
            let start = clock.now
            try await HTTPCallbackTransport.with { transport async throws in
                #expect(try await dispatcher.deliverDue(over: transport) == 1)
                #expect(await CallbackFixtures.callback(ledger)?.nextAttemptAt == start + 2000)
                // Not due again before its backoff has passed.
                clock.advance(.seconds(1))
                #expect(try await dispatcher.deliverDue(over: transport) == 0)
                clock.advance(.seconds(1))
                #expect(try await dispatcher.deliverDue(over: transport) == 1)
                #expect(await CallbackFixtures.callback(ledger)?.nextAttemptAt == clock.now + 4000)
                clock.advance(.seconds(4))
                #expect(try await dispatcher.deliverDue(over: transport) == 1)
                clock.advance(.seconds(600))
                #expect(try await dispatcher.deliverDue(over: transport) == 0)
            }
            let callback = try #require(await CallbackFixtures.callback(ledger))
            #expect(callback.attempts.map(\.httpStatus) == [503, 503, 200])
            #expect(callback.attempts.map(\.at) == [start, start + 2000, start + 6000])
            #expect(callback.attempts.last?.delivered == true)
            #expect(callback.nextAttemptAt == nil)
        }
        let received = listener.requests
        #expect(received.count == 3)
        let last = try #require(received.last)
        #expect(last.method == "POST")
        #expect(last.path == "/cb")
        let check = CallbackVerifier.check(last, merchant: ServerFixtures.merchant, expectedAmount: 10000)
        #expect(check.verified, "\(check.problems)")
        #expect(check.payload?["code"]?.stringValue == "PAYMENT_SUCCESS")
        #expect(check.payload?["data"]?["merchantTransactionId"]?.stringValue == CallbackFixtures.paymentId)
        // The very body the ledger owed, byte for byte.
        #expect(Set(received.map(\.body)).count == 1)
    }

    @Test func theCallbackCarriesThePaymentsStatusAnswer() async throws {
        let listener = CallbackListener(answers: [200])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            try await HTTPCallbackTransport.with { try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0) }
            let store = GatewayStore(merchants: [ServedMerchant(settings: ServerFixtures.merchant)], ledger: ledger, now: { clock.now })
            let path = ServerFixtures.statusPath(id: CallbackFixtures.paymentId)
            let status = try await store.respond(to: GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
            let body = try #require(listener.requests.first?.body)
            let base64 = try #require(try JSONParser.parse(body)["response"]?.stringValue)
            let decoded = try JSONParser.parse(try #require(Base64.decode(base64)))
            #expect(decoded == status.body)
        }
    }

    @Test func aListenerThatNeverSaysYesIsTriedTheBoundedNumberOfTimes() async throws {
        let listener = CallbackListener(answers: [500])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock, attempts: 4)
            try await HTTPCallbackTransport.with { transport async throws in
                for _ in 0..<10 {
                    try await dispatcher.deliverDue(over: transport)
                    clock.advance(.seconds(3600))
                }
            }
            let callback = try #require(await CallbackFixtures.callback(ledger))
            #expect(callback.attempts.map(\.httpStatus) == [500, 500, 500, 500])
            #expect(callback.nextAttemptAt == nil)
        }
        #expect(listener.requests.count == 4)
    }

    @Test func aRefusedConnectionIsAnAttemptWithItsError() async throws {
        let refusing = try RefusingPort()
        let url = refusing.url
        let clock = ManualClock()
        let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
        try await HTTPCallbackTransport.with { try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0) }
        let callback = try #require(await CallbackFixtures.callback(ledger))
        #expect(callback.attempts.count == 1)
        #expect(callback.attempts.first?.httpStatus == nil)
        let error = try #require(callback.attempts.first?.error)
        #expect(error == "connection refused")
        #expect(callback.nextAttemptAt == clock.now + 2000)
        withExtendedLifetime(refusing) {}
    }

    @Test func aListenerThatDoesNotAnswerInTimeIsAnErrorAttempt() async throws {
        let listener = CallbackListener(answers: [200], holding: true)
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            try await HTTPCallbackTransport.with(answerTimeout: .milliseconds(300)) {
                try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0)
            }
            listener.release()
            let attempt = try #require(await CallbackFixtures.callback(ledger)?.attempts.first)
            #expect(attempt.httpStatus == nil)
            #expect(attempt.error == "no answer within 0.3 seconds")
        }
    }

    /// A ledger written before pay calls checked their URLs may owe a callback the client cannot
    /// take (a port over 65535 traps inside it): one attempt is recorded as undeliverable, and none after.
    @Test(arguments: [
        ("ftp://shop.example/cb", "the callback URL has the scheme \"ftp\"; only http and https are accepted, so it is never sent"),
        ("http://127.0.0.1:99999/x", "the callback URL has the port \"99999\"; a port is a number from 1 to 65535, so it is never sent"),
        ("https://[::1]:99999/x", "the callback URL has the port \"99999\"; a port is a number from 1 to 65535, so it is never sent"),
    ])
    func anUnusableURLKeptInTheLedgerIsMarkedUndeliverable(url: String, error: String) async throws {
        let clock = ManualClock()
        let ledger = MemoryLedger()
        var callback = LedgerFixtures.callback(for: "MT-OLD", due: clock.now)
        callback.request.path = url
        #expect(await ledger.apply([.insert(LedgerFixtures.payment("MT-OLD")), .enqueue(callback)]))
        try await HTTPCallbackTransport.with { try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0) }
        let kept = try #require(await ledger.callbacks(merchantId: "M1", paymentId: "MT-OLD").first)
        #expect(kept.attempts.map(\.error) == [error])
        #expect(kept.nextAttemptAt == nil)
    }

    @Test func aRedirectIsNotFollowed() async throws {
        let listener = CallbackListener(answers: [302])
        let clock = ManualClock()
        try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            try await HTTPCallbackTransport.with { try await CallbackFixtures.dispatcher(ledger, clock: clock).deliverDue(over: $0) }
            let callback = try #require(await CallbackFixtures.callback(ledger))
            #expect(callback.attempts.map(\.httpStatus) == [302])
            #expect(callback.nextAttemptAt != nil)
        }
        #expect(listener.requests.map(\.path) == ["/cb"])
    }
}
