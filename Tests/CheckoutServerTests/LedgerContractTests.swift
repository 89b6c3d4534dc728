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
