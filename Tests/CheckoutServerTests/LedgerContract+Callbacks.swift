import CheckoutCore
import CheckoutServer
import Testing

/// The contract's callbacks and its races.
extension LedgerCheck {
    static func callbacksEnqueuedAndDue(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([
            .insert(Fixture.payment("MT1")), .enqueue(Fixture.callback(for: "MT1", due: 500)), .enqueue(Fixture.callback(for: "MT1", due: 100)),
        ]))
        #expect(try await ledger.apply([.enqueue(Fixture.callback(for: "MT2", merchant: "M2", due: 100)), .enqueue(Fixture.callback(for: "MT3", due: nil))]))
        let due = try await ledger.callbacksDue(by: 500, limit: 10)
        #expect(due.map(\.paymentId) == ["MT1", "MT2", "MT1"])
        #expect(due.map(\.nextAttemptAt) == [100, 100, 500])
        #expect(Set(due.map(\.id)).count == 3)
        #expect(!due.map(\.id).contains(0))
        // Enqueued in one batch before the other: the earlier one has the smaller id.
        #expect(due[0].id < due[1].id)
        #expect(due[0].id > due[2].id)
        let expected = Fixture.callback(for: "MT1", due: 100)
        #expect(due[0].request == expected.request)
        #expect(due[0].merchantId == "M1")
        #expect(due[0].attempts.isEmpty)
        #expect(try await ledger.callbacksDue(by: 100, limit: 10).count == 2)
        #expect(try await ledger.callbacksDue(by: 500, limit: 1).map(\.nextAttemptAt) == [100])
        #expect(try await ledger.callbacksDue(by: 99, limit: 10).isEmpty)
    }

    /// Claimed callbacks leave the due list until their claim ends; claims made at once (two
    /// dispatchers, two servers) never take the same callback.
    static func claimsNeverOverlap(_ ledger: any Ledger) async throws {
        let owed = (1...12).map { LedgerChange.enqueue(Fixture.callback(for: "MT\($0)", due: 100)) }
        #expect(try await ledger.apply(owed))
        let first = try await ledger.claimCallbacks(dueBy: 100, leaseUntil: 30_100, limit: 2)
        #expect(first.count == 2)
        #expect(try await ledger.callbacksDue(by: 100, limit: 20).count == 10)
        let claims = try await withThrowingTaskGroup(of: [Int64].self) { group in
            for _ in 0..<4 {
                group.addTask { try await ledger.claimCallbacks(dueBy: 100, leaseUntil: 30_100, limit: 3).map(\.id) }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(claims.count == 10)
        #expect(Set(claims).count == 10)
        #expect(Set(claims).isDisjoint(with: first.map(\.id)))
        #expect(try await ledger.claimCallbacks(dueBy: 30_099, leaseUntil: 60_000, limit: 20).isEmpty)
        // A claim never recorded falls due again when it ends.
        let again = try await ledger.claimCallbacks(dueBy: 30_100, leaseUntil: 60_100, limit: 20)
        #expect(again.count == 12)
        #expect(again.allSatisfy { $0.attempts.isEmpty && $0.merchantId == "M1" })
    }

    static func attemptsKeptInOrder(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.enqueue(Fixture.callback(for: "MT1", due: 100)), .enqueue(Fixture.callback(for: "MT2", due: 100))]))
        let callback = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first)
        try await ledger.recordAttempt(callbackId: callback.id, attempt: CallbackAttempt(at: 100, httpStatus: 500), nextAttemptAt: 2_100)
        #expect(try await ledger.callbacksDue(by: 2_000, limit: 10).map(\.paymentId) == ["MT2"])
        let retried = try await ledger.callbacksDue(by: 2_100, limit: 10)
        #expect(retried.map(\.paymentId) == ["MT2", "MT1"])
        #expect(retried.last?.attempts == [CallbackAttempt(at: 100, httpStatus: 500)])
        try await ledger.recordAttempt(
            callbackId: callback.id, attempt: CallbackAttempt(at: 2_100, httpStatus: nil, error: "connection refused"), nextAttemptAt: 6_100)
        try await ledger.recordAttempt(callbackId: callback.id, attempt: CallbackAttempt(at: 6_100, httpStatus: 204), nextAttemptAt: nil)
        let delivered = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first)
        #expect(delivered.nextAttemptAt == nil)
        #expect(delivered.attempts == [
            CallbackAttempt(at: 100, httpStatus: 500), CallbackAttempt(at: 2_100, httpStatus: nil, error: "connection refused"),
            CallbackAttempt(at: 6_100, httpStatus: 204),
        ])
        #expect(delivered.attempts.last?.delivered == true)
        #expect(try await ledger.callbacksDue(by: .max, limit: 10).map(\.paymentId) == ["MT2"])
        // An attempt for a callback the ledger does not hold changes nothing.
        try await ledger.recordAttempt(callbackId: 987_654, attempt: CallbackAttempt(at: 1, httpStatus: 200), nextAttemptAt: nil)
        #expect(try await ledger.callbacksDue(by: .max, limit: 10).map(\.attempts) == [[]])
    }

    /// An attempt kept when it starts (so it counts even if it never ends) takes its outcome in place.
    static func attemptFinishedInPlace(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.enqueue(Fixture.callback(for: "MT1", due: 100)), .enqueue(Fixture.callback(for: "MT2", due: 100))]))
        let callback = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first)
        let started = CallbackAttempt(at: 100, httpStatus: nil, error: "under way")
        try await ledger.recordAttempt(callbackId: callback.id, attempt: CallbackAttempt(at: 50, httpStatus: 500), nextAttemptAt: 100)
        try await ledger.recordAttempt(callbackId: callback.id, attempt: started, nextAttemptAt: 30_100)
        #expect(try await ledger.callbacksDue(by: 30_000, limit: 10).map(\.paymentId) == ["MT2"])
        // Not the attempt started at 100: nothing changes.
        try await ledger.finishAttempt(callbackId: callback.id, startedAt: 50, attempt: CallbackAttempt(at: 150, httpStatus: 503), nextAttemptAt: nil)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first?.attempts.last == started)
        try await ledger.finishAttempt(callbackId: callback.id, startedAt: 100, attempt: CallbackAttempt(at: 150, httpStatus: 503), nextAttemptAt: 2_150)
        let finished = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first)
        #expect(finished.attempts == [CallbackAttempt(at: 50, httpStatus: 500), CallbackAttempt(at: 150, httpStatus: 503)])
        #expect(finished.nextAttemptAt == 2_150)
        // Finished once: a second outcome for it changes nothing.
        try await ledger.finishAttempt(callbackId: callback.id, startedAt: 100, attempt: CallbackAttempt(at: 150, httpStatus: 200), nextAttemptAt: nil)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").first?.nextAttemptAt == 2_150)
        // A callback without attempts, or unknown, is left as it is.
        let other = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT2").first)
        try await ledger.finishAttempt(callbackId: other.id, startedAt: 100, attempt: CallbackAttempt(at: 150, httpStatus: 200), nextAttemptAt: nil)
        try await ledger.finishAttempt(callbackId: 987_654, startedAt: 100, attempt: CallbackAttempt(at: 150, httpStatus: 200), nextAttemptAt: nil)
        let untouched = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "MT2").first)
        #expect(untouched.attempts.isEmpty && untouched.nextAttemptAt == 100)
    }

    static func callbacksForOnePayment(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.enqueue(Fixture.callback(for: "MT1", due: 900))]))
        #expect(try await ledger.apply([
            .enqueue(Fixture.callback(for: "MT1", merchant: "M2", due: 100)), .enqueue(Fixture.callback(for: "MT2", due: 100)),
            .enqueue(Fixture.callback(for: "MT1", due: 100)),
        ]))
        let callbacks = try await ledger.callbacks(merchantId: "M1", paymentId: "MT1")
        #expect(callbacks.map(\.nextAttemptAt) == [900, 100])
        #expect(callbacks.allSatisfy { $0.merchantId == "M1" && $0.paymentId == "MT1" })
        #expect(callbacks[0].id < callbacks[1].id)
        #expect(try await ledger.callbacks(merchantId: "M2", paymentId: "MT1").count == 1)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "NONE").isEmpty)
    }

    static let racers = 24

    static func concurrentInsertsOfOneIdOneWins(_ ledger: any Ledger) async throws {
        let wins = try await withThrowingTaskGroup(of: Int64?.self) { group in
            for racer in 1...racers {
                group.addTask {
                    let batch: [LedgerChange] = [
                        .insert(Fixture.payment("MT-RACE", amount: Int64(racer))), .enqueue(Fixture.callback(for: "MT-RACE", due: Int64(racer))),
                    ]
                    return try await ledger.apply(batch) ? Int64(racer) : nil
                }
            }
            return try await group.reduce(into: [Int64]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(wins.count == 1)
        #expect(try await read(ledger, "MT-RACE")?.record.amount == wins.first)
        #expect(try await ledger.count(merchantId: nil) == 1)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT-RACE").map(\.nextAttemptAt) == wins)
    }

    static func concurrentUpdatesOfOneVersionOneWins(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insert(Fixture.payment("MT-RACE"))]))
        let asRead = try #require(try await read(ledger, "MT-RACE"))
        let wins = try await withThrowingTaskGroup(of: Int?.self) { group in
            for racer in 1...racers {
                group.addTask {
                    var payment = asRead
                    payment.record.statusAnswers = racer
                    return try await ledger.apply([.update(payment)]) ? racer : nil
                }
            }
            return try await group.reduce(into: [Int]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(wins.count == 1)
        let stored = try #require(try await read(ledger, "MT-RACE"))
        #expect(stored.record.statusAnswers == wins.first)
        #expect(stored.version == 2)
    }
}
