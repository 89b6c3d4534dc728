import CheckoutServer
import Testing

/// The ledger contract on the ledger kept in memory.
@Suite("ledger contract: memory")
struct MemoryLedgerContractTests {
    @Test(arguments: LedgerCheck.allCases)
    func contract(_ check: LedgerCheck) async throws {
        try await check.run(on: MemoryLedger())
    }
}

/// The ledger contract on an SQLite file, a new one for each check.
@Suite("ledger contract: SQLite")
struct SQLiteLedgerContractTests {
    @Test(arguments: LedgerCheck.allCases)
    func contract(_ check: LedgerCheck) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ledger = try await SQLiteLedger.open(path: folder.path("ledger.sqlite"))
        do {
            try await check.run(on: ledger)
        } catch {
            try await ledger.close()
            throw error
        }
        try await ledger.close()
    }
}

/// The ledger contract on a real PostgreSQL server, a schema of its own for each check.
@Suite("ledger contract: PostgreSQL", .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
struct PostgresLedgerContractTests {
    @Test(arguments: LedgerCheck.allCases)
    func contract(_ check: LedgerCheck) async throws {
        try await TestPostgres.withLedger { ledger, _ in try await check.run(on: ledger) }
    }
}
