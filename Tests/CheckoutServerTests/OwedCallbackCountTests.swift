import CheckoutServer
import Testing

/// `owedCallbackCount`, which `serve`'s banner reports on start, on every kind of ledger: callbacks
/// still to deliver count, delivered or given-up ones do not.
@Suite struct OwedCallbackCountTests {
    static func check(_ ledger: any Ledger) async throws {
        #expect(try await ledger.owedCallbackCount() == 0)
        let fixture = LedgerFixtures.self
        #expect(try await ledger.apply([
            .insert(fixture.payment("P1")), .insert(fixture.payment("P2")), .insert(fixture.payment("P3")),
            .enqueue(fixture.callback(for: "P1", due: 10)), .enqueue(fixture.callback(for: "P2", due: 20)),
            .enqueue(fixture.callback(for: "P3", due: 30)),
        ]))
        #expect(try await ledger.owedCallbackCount() == 3)
        let first = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "P1").first)
        try await ledger.recordAttempt(callbackId: first.id, attempt: CallbackAttempt(at: 10, httpStatus: 200), nextAttemptAt: nil)
        let second = try #require(try await ledger.callbacks(merchantId: "M1", paymentId: "P2").first)
        try await ledger.recordAttempt(callbackId: second.id, attempt: CallbackAttempt(at: 20, httpStatus: 503), nextAttemptAt: 40)
        #expect(try await ledger.owedCallbackCount() == 2)
    }

    @Test func memory() async throws { try await Self.check(MemoryLedger()) }

    @Test func sqlite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ledger = try await SQLiteLedger.open(path: folder.path("ledger.sqlite"))
        do { try await Self.check(ledger) } catch {
            try await ledger.close()
            throw error
        }
        try await ledger.close()
    }

    @Test(.enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func postgres() async throws {
        try await TestPostgres.withLedger { ledger, _ in try await Self.check(ledger) }
    }
}
