import CheckoutServer
import Foundation
import Testing

/// What the PostgreSQL ledger adds to the contract: servers sharing one database, its schema checked,
/// and a server it cannot use named with the reason.
@Suite("PostgreSQL ledger", .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
struct PostgresLedgerTests {
    @Test func twoServersOnOneDatabaseNeverDoubleInsertNorLoseAnUpdate() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { one, schema in
            let other = try await PostgresLedger.open(url: url, schema: schema)
            try await LedgerServices.running(other) { try await Self.race(one, other) }
        }
    }

    /// Sixteen inserts of one payment, then sixteen updates of it, shared between two ledgers.
    static func race(_ one: PostgresLedger, _ other: PostgresLedger) async throws {
        let inserts = try await withThrowingTaskGroup(of: Bool.self) { group in
            for racer in 0..<16 {
                let ledger = racer.isMultiple(of: 2) ? one : other
                group.addTask { try await ledger.apply([.insert(LedgerFixtures.payment("MT-SHARED", amount: Int64(racer)))]) }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(inserts == 1)
        let asRead = try #require(try await other.payments(merchantId: "M1", ids: ["MT-SHARED"]).first)
        let updates = try await withThrowingTaskGroup(of: Bool.self) { group in
            for racer in 0..<16 {
                let ledger = racer.isMultiple(of: 2) ? one : other
                var payment = asRead
                payment.record.statusAnswers = racer + 1
                group.addTask { try await ledger.apply([.update(payment)]) }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(updates == 1)
        #expect(try await one.payments(merchantId: "M1", ids: ["MT-SHARED"]).first?.version == 2)
    }

    @Test func aLedgerFromANewerBuildIsRefused() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { _, schema in
            try await TestPostgres.execute("INSERT INTO \(schema).schema_migrations (version, applied_at) VALUES (999, 0)", url: url)
            await #expect(throws: LedgerError.newerSchema(location: url.redacted, found: 999, known: 2)) {
                try await PostgresLedger.open(url: url, schema: schema)
            }
        }
    }

    @Test func aLedgerMissingATableIsRefusedAtStart() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { _, schema in
            try await TestPostgres.execute("DROP TABLE \(schema).callback_attempts", url: url)
            await #expect(throws: LedgerError.incomplete(location: url.redacted, missing: "relation \"callback_attempts\" does not exist")) {
                try await PostgresLedger.open(url: url, schema: schema)
            }
        }
    }

    /// A session left idle in a transaction that holds the migration lock stops the start within the
    /// wait, naming the session, instead of keeping the server waiting for ever.
    @Test(.timeLimit(.minutes(1)))
    func aMigrationLockHeldByAnIdleSessionIsNamedAfterTheWait() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { _, schema in
            let holder = try await TestPostgres.connect(url)
            let refusal: (any Error)?
            var pid: Int32 = 0
            let started = ContinuousClock.now
            do {
                try await holder.query("BEGIN", logger: TestPostgres.logger)
                try await holder.query("SELECT pg_advisory_xact_lock(\(PostgresLedger.migrationLockKey))", logger: TestPostgres.logger)
                for try await found in try await holder.query("SELECT pg_backend_pid()", logger: TestPostgres.logger).decode(Int32.self) { pid = found }
                do {
                    _ = try await PostgresLedger.open(url: url, schema: schema, migrationLockWait: .milliseconds(500))
                    refusal = nil
                } catch {
                    refusal = error
                }
                try await holder.query("ROLLBACK", logger: TestPostgres.logger)
            } catch {
                try? await holder.close()
                throw error
            }
            try await holder.close()
            #expect(ContinuousClock.now - started < .seconds(10))
            guard case .migrationLocked? = refusal as? LedgerError else {
                Issue.record("the ledger opened, or failed otherwise, while another session held the migration lock: \(String(describing: refusal))")
                return
            }
            let message = "\(refusal.map { "\($0)" } ?? "")"
            #expect(message.contains("pid \(pid) from 127.0.0.1,"), "\(message)")
            #expect(message.contains("idle in transaction"), "\(message)")
            #expect(message.contains("pg_terminate_backend"), "\(message)")
            _ = try await PostgresLedger.open(url: url, schema: schema, migrationLockWait: .milliseconds(500))
        }
    }

    @Test func aWrongPasswordIsNamedWithoutShowingIt() async throws {
        var url = try #require(TestPostgres.url)
        url.password = "not-the-password-\(UUID().uuidString)"
        do {
            _ = try await PostgresLedger.open(url: url)
            Issue.record("a wrong password was accepted")
        } catch let error as LedgerError {
            #expect(error.description.contains("password authentication failed"))
            #expect(error.description.contains(url.redacted))
            #expect(!error.description.contains(url.password ?? ""))
        }
    }
}

/// Needs no PostgreSQL: a server that does not answer is reported at once, not waited on for ever.
@Suite struct PostgresUnreachableTests {
    @Test(.timeLimit(.minutes(1)))
    func nothingListeningIsNamed() async throws {
        let url = try PostgresURL("postgres://someone:secret@127.0.0.1:1/ledger?sslmode=disable")
        await #expect {
            try await PostgresLedger.open(url: url)
        } throws: { error in
            guard case LedgerError.unreachable(let location, let reason) = error else { return false }
            return location == "postgres://someone@127.0.0.1:1/ledger" && reason.contains("refused") && !reason.contains("secret")
        }
    }
}
