import CheckoutServer
import Testing

/// The v2 records' contract on the ledger kept in memory.
@Suite("ledger orders contract: memory")
struct MemoryLedgerOrderContractTests {
    @Test(arguments: LedgerOrderCheck.allCases)
    func contract(_ check: LedgerOrderCheck) async throws {
        try await check.run(on: MemoryLedger())
    }
}

/// The v2 records' contract on an SQLite file, a new one for each check.
@Suite("ledger orders contract: SQLite")
struct SQLiteLedgerOrderContractTests {
    @Test(arguments: LedgerOrderCheck.allCases)
    func contract(_ check: LedgerOrderCheck) async throws {
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

/// The v2 records' contract on a real PostgreSQL server, a schema of its own for each check.
@Suite("ledger orders contract: PostgreSQL", .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
struct PostgresLedgerOrderContractTests {
    @Test(arguments: LedgerOrderCheck.allCases)
    func contract(_ check: LedgerOrderCheck) async throws {
        try await TestPostgres.withLedger { ledger, _ in try await check.run(on: ledger) }
    }
}
