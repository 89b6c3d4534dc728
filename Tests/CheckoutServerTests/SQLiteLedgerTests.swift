import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import SQLiteNIO
import Testing

/// What the SQLite file adds to the contract: it is reopened as it was left, its schema is recorded
/// and checked, two connections to one file (two servers) still never double-insert, and batches
/// committed together stay each all-or-nothing and are read by the other server once answered.
@Suite struct SQLiteLedgerTests {
    static func withFolder(_ body: (TemporaryFolder) async throws -> Void) async throws {
        let folder = try TemporaryFolder("sqlite")
        defer { folder.remove() }
        try await body(folder)
    }

    @Test func aReopenedFileHoldsEverythingAsItWasLeft() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("ledger.sqlite")
            let ledger = try await SQLiteLedger.open(path: path)
            #expect(try await ledger.apply([
                .insert(LedgerFixtures.payment("MT1", createdAt: 10, paysAt: 20)), .insert(LedgerFixtures.payment("MT2")),
                .enqueue(LedgerFixtures.callback(for: "MT1", due: 30)),
            ]))
            let callback = try #require(try await ledger.callbacksDue(by: 30, limit: 1).first)
            try await ledger.recordAttempt(callbackId: callback.id, attempt: CallbackAttempt(at: 30, httpStatus: 503), nextAttemptAt: 40)
            let payments = try await ledger.payments(merchantId: nil, limit: 10, offset: 0)
            let callbacks = try await ledger.callbacks(merchantId: "M1", paymentId: "MT1")
            try await ledger.close()

            let reopened = try await SQLiteLedger.open(path: path)
            #expect(try await reopened.payments(merchantId: nil, limit: 10, offset: 0) == payments)
            #expect(try await reopened.callbacks(merchantId: "M1", paymentId: "MT1") == callbacks)
            #expect(callbacks.first?.attempts.count == 1)
            #expect(try await reopened.paymentsToPay(dueBy: 20, limit: 10).map(\.id) == ["MT1"])
            try await reopened.close()
        }
    }

    /// Writes wait in the write-ahead log until the ledger's checkpointer, a service of the server's
    /// group, copies them into the file: nothing else does, so no request waits for a checkpoint.
    @Test(.timeLimit(.minutes(1)))
    func theCheckpointerServiceCopiesTheLogIntoTheFile() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("ledger.sqlite")
            let ledger = try await SQLiteLedger.open(path: path)
            func fileSize() throws -> Int { try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) }
            let opened = try fileSize()
            for index in 0..<100 { #expect(try await ledger.apply([.insert(LedgerFixtures.payment("MT\(index)"))])) }
            #expect(try fileSize() == opened, "written into the file before any checkpoint")
            try await LedgerServices.running(ledger) {
                try await eventually("the checkpointer to copy the log into the file", within: .seconds(10), every: .milliseconds(50)) {
                    try fileSize() > opened
                }
            }
            try await ledger.close()
        }
    }

    @Test func aNewFileIsInWALModeWithItsMigrationsRecorded() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("ledger.sqlite")
            try await SQLiteLedger.open(path: path).close()
            // Opening again applies nothing twice.
            try await SQLiteLedger.open(path: path).close()
            let connection = try await SQLiteConnection.open(storage: .file(path: path))
            let mode = try await connection.query("PRAGMA journal_mode").first?.column("journal_mode")?.string
            let versions = try await connection.query("SELECT version FROM schema_migrations ORDER BY version").compactMap { $0.column("version")?.integer }
            let applicationId = try await connection.query("PRAGMA application_id").first?.column("application_id")?.integer
            try await connection.close()
            #expect(mode == "wal")
            #expect(versions == [1, 2])
            #expect(applicationId == 0x4353_4C47)
        }
    }

    @Test func anotherSQLiteDatabaseIsNotALedger() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("app.sqlite")
            let connection = try await SQLiteConnection.open(storage: .file(path: path))
            _ = try await connection.query("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
            try await connection.close()
            await #expect(throws: LedgerError.notALedger(path: path, reason: "an SQLite database with tables users")) {
                try await SQLiteLedger.open(path: path)
            }
        }
    }

    @Test func anEmptyFileBecomesALedger() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            let ledger = try await SQLiteLedger.open(path: path)
            #expect(try await ledger.apply([.insert(LedgerFixtures.payment("MT1"))]))
            try await ledger.close()
        }
    }

    @Test func pathMistakesAreNamedBeforeAnythingIsCreated() async throws {
        try await Self.withFolder { folder in
            let missing = folder.path("no/such/ledger.sqlite")
            await #expect(throws: LedgerError.folderMissing(path: missing, folder: folder.path("no/such"))) {
                try await SQLiteLedger.open(path: missing)
            }
            await #expect(throws: LedgerError.isFolder(path: folder.url.path)) { try await SQLiteLedger.open(path: folder.url.path) }
        }
    }

    @Test func twoConnectionsToOneFileNeverDoubleInsert() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("shared.sqlite")
            let one = try await SQLiteLedger.open(path: path)
            let other = try await SQLiteLedger.open(path: path)
            let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
                for racer in 0..<16 {
                    let ledger = racer.isMultiple(of: 2) ? one : other
                    group.addTask { try await ledger.apply([.insert(LedgerFixtures.payment("MT-SHARED", amount: Int64(racer)))]) }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(wins == 1)
            #expect(try await one.count(merchantId: nil) == 1)
            #expect(try await other.payments(merchantId: "M1", ids: ["MT-SHARED"]).count == 1)
            try await one.close()
            try await other.close()
        }
    }

    @Test func batchesCommittedTogetherAreEachAllOrNothingAndSeenByTheOtherServer() async throws {
        try await Self.withFolder { folder in
            let path = folder.path("grouped.sqlite")
            let writer = try await SQLiteLedger.open(path: path)
            let other = try await SQLiteLedger.open(path: path)
            #expect(try await writer.apply([.insert(LedgerFixtures.payment("MT-TAKEN"))]))
            // Many at once, so the writer commits several in one transaction; every third batch also
            // inserts the taken id, which must refuse that batch whole and no other.
            let answers = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for index in 0..<60 {
                    group.addTask {
                        var batch: [LedgerChange] = [.insert(LedgerFixtures.payment("MT-G\(index)"))]
                        if index.isMultiple(of: 3) { batch.append(.insert(LedgerFixtures.payment("MT-TAKEN"))) }
                        let kept = try await writer.apply(batch)
                        // Answered, so committed: the other server reads it at once.
                        let seen = try await other.payments(merchantId: "M1", ids: ["MT-G\(index)"]).count
                        #expect(seen == (kept ? 1 : 0), "MT-G\(index): kept \(kept), seen \(seen) times")
                        return (index, kept)
                    }
                }
                return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
            }
            for index in 0..<60 { #expect(answers[index] == !index.isMultiple(of: 3), "MT-G\(index)") }
            #expect(try await other.count(merchantId: nil) == 41)
            try await writer.close()
            try await other.close()
        }
    }
}
