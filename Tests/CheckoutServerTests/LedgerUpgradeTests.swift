import CheckoutCore
@testable import CheckoutServer
import Foundation
import PostgresNIO
import SQLiteNIO
import Testing

/// A ledger written before PhonePe v2's records existed (schema 1 only) opens, is brought up to date,
/// and keeps its v1 payments and callbacks as they were; a ledger missing a v2 table is refused.
@Suite struct LedgerUpgradeTests {
    static let payment = LedgerFixtures.payment("MT-OLD", createdAt: 10, paysAt: 20)
    static let order = LedgerOrderCheck.order("MO-NEW", transactionIds: ["OMO-NEW-T1"], createdAt: 30)

    /// What a ledger of schema 1 holds after the upgrade, and that it takes v2 records.
    static func checkUpgraded(_ ledger: any Ledger) async throws {
        var kept = payment
        kept.version = 1
        #expect(try await ledger.payments(merchantId: nil, limit: 10, offset: 0) == [kept])
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT-OLD").map(\.nextAttemptAt) == [40])
        #expect(try await ledger.apply([.insertOrder(order), .insert(LedgerFixtures.payment("MT-NEW"))]))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "OMO-NEW-T1")?.id == "MO-NEW")
        #expect(try await ledger.payments(merchantId: nil, limit: 10, offset: 0).map(\.id) == ["MT-OLD", "MT-NEW"])
    }

    @Test func anSQLiteFileOfSchemaOneMigratesAndKeepsItsPayments() async throws {
        let folder = try TemporaryFolder("upgrade")
        defer { folder.remove() }
        let path = folder.path("ledger.sqlite")
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        do {
            try await connection.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
            for statement in try #require(SQLiteLedger.migrations.first { $0.version == 1 }).statements { try await connection.execute(statement) }
            try await connection.execute("INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)")
            try await connection.execute(
                "INSERT INTO payments (merchant_id, id, seq, record, created_at, pays_at, version) VALUES (?, ?, 1, ?, 10, 20, 1)",
                [.text("M1"), .text("MT-OLD"), .text(LedgerText.text(of: Self.payment.record))])
            try await connection.execute(
                "INSERT INTO callbacks (merchant_id, payment_id, request, next_attempt_at) VALUES (?, ?, ?, 40)",
                [.text("M1"), .text("MT-OLD"), .text(LedgerText.text(of: LedgerFixtures.callback(for: "MT-OLD", due: 40).request))])
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()

        let ledger = try await SQLiteLedger.open(path: path)
        do {
            try await Self.checkUpgraded(ledger)
        } catch {
            try? await ledger.close()
            throw error
        }
        try await ledger.close()
        let reader = try await SQLiteConnection.open(storage: .file(path: path))
        let versions = try await reader.query("SELECT version FROM schema_migrations ORDER BY version").compactMap { $0.column("version")?.integer }
        try await reader.close()
        #expect(versions == [1, 2])
    }

    @Test func anSQLiteLedgerMissingAV2TableIsRefusedAtStart() async throws {
        let folder = try TemporaryFolder("upgrade")
        defer { folder.remove() }
        let path = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: path).close()
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        try await connection.execute("DROP TABLE order_transactions")
        try await connection.close()
        await #expect(throws: LedgerError.incomplete(location: path, missing: "no such table: order_transactions")) {
            try await SQLiteLedger.open(path: path)
        }
    }

    @Test(.enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func aPostgreSQLLedgerOfSchemaOneMigratesAndKeepsItsPayments() async throws {
        let url = try #require(TestPostgres.url)
        let schema = "ledger_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let statements = try #require(PostgresLedger.migrations.first { $0.version == 1 }).statements
        let record = LedgerText.text(of: Self.payment.record)
        let request = LedgerText.text(of: LedgerFixtures.callback(for: "MT-OLD", due: 40).request)
        do {
            let connection = try await TestPostgres.connect(url)
            do {
                try await connection.query("CREATE SCHEMA \(unescaped: schema)", logger: TestPostgres.logger)
                try await connection.query("SET search_path TO \(unescaped: schema)", logger: TestPostgres.logger)
                try await connection.query(
                    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)", logger: TestPostgres.logger)
                for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: TestPostgres.logger) }
                try await connection.query("INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)", logger: TestPostgres.logger)
                try await connection.query(
                    "INSERT INTO payments (merchant_id, id, record, created_at, pays_at, version) VALUES ('M1', 'MT-OLD', \(record), 10, 20, 1)",
                    logger: TestPostgres.logger)
                try await connection.query(
                    "INSERT INTO callbacks (merchant_id, payment_id, request, next_attempt_at) VALUES ('M1', 'MT-OLD', \(request), 40)",
                    logger: TestPostgres.logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
            let ledger = try await PostgresLedger.open(url: url, schema: schema)
            try await LedgerServices.running(ledger) { try await Self.checkUpgraded(ledger) }
            let check = try await TestPostgres.connect(url)
            var versions: [Int32] = []
            for try await version in try await check.query(
                "SELECT version FROM \(unescaped: schema).schema_migrations ORDER BY version", logger: TestPostgres.logger
            ).decode(Int32.self) { versions.append(version) }
            try await check.close()
            #expect(versions == [1, 2])
        } catch {
            try await TestPostgres.drop(schema, url: url)
            throw error
        }
        try await TestPostgres.drop(schema, url: url)
    }

    @Test(.enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func aPostgreSQLLedgerMissingAV2TableIsRefusedAtStart() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { _, schema in
            try await TestPostgres.execute("DROP TABLE \(schema).orders", url: url)
            await #expect(throws: LedgerError.incomplete(location: url.redacted, missing: "relation \"orders\" does not exist")) {
                try await PostgresLedger.open(url: url, schema: schema)
            }
        }
    }
}
