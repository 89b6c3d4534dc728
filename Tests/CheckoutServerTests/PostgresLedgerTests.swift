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
            defer { Task { await other.close() } }
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
    }

    @Test func aLedgerFromANewerBuildIsRefused() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { _, schema in
            try await TestPostgres.execute("INSERT INTO \(schema).schema_migrations (version, applied_at) VALUES (999, 0)", url: url)
            await #expect(throws: LedgerError.newerSchema(location: url.redacted, found: 999, known: 1)) {
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

    @Test func aWrongPasswordIsNamedWithoutShowingIt() async throws {
        var url = try #require(TestPostgres.url)
        url.password = "not-the-password-\(UUID().uuidString)"
        do {
            let ledger = try await PostgresLedger.open(url: url)
            await ledger.close()
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
