import CheckoutServer
import Testing

/// Two servers on one ledger (an SQLite file, a PostgreSQL database) racing for one v2 record: one
/// insert wins, one update of a version wins, and the transaction ids indexed are the winners' only.
@Suite struct LedgerOrderSharingTests {
    static func race(_ one: any Ledger, _ other: any Ledger) async throws {
        let inserts = try await withThrowingTaskGroup(of: Int?.self) { group in
            for racer in 0..<16 {
                let ledger = racer.isMultiple(of: 2) ? one : other
                let order = LedgerOrderCheck.order("MO-SHARED", amount: Int64(racer), transactionIds: ["T-\(racer)"])
                group.addTask { try await ledger.apply([.insertOrder(order)]) ? racer : nil }
            }
            return try await group.reduce(into: [Int]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(inserts.count == 1)
        let inserted = try #require(inserts.first)
        let asRead = try #require(try await LedgerOrderCheck.read(other, "MO-SHARED"))
        #expect(asRead.record["amount"]?.intValue == Int64(inserted))
        let updates = try await withThrowingTaskGroup(of: Int?.self) { group in
            for racer in 0..<16 {
                let ledger = racer.isMultiple(of: 2) ? one : other
                var order = asRead
                order.transactionIds.append("U-\(racer)")
                group.addTask { try await ledger.apply([.updateOrder(order)]) ? racer : nil }
            }
            return try await group.reduce(into: [Int]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(updates.count == 1)
        let updated = try #require(updates.first)
        #expect(try await one.orders(merchantId: "M1", keys: [asRead.key]).first?.version == 2)
        for racer in 0..<16 {
            #expect(try await one.order(merchantId: "M1", transactionId: "T-\(racer)")?.version == (racer == inserted ? 2 : nil))
            #expect(try await other.order(merchantId: "M1", transactionId: "U-\(racer)")?.version == (racer == updated ? 2 : nil))
        }
    }

    @Test func twoConnectionsToOneSQLiteFile() async throws {
        let folder = try TemporaryFolder("sqlite")
        defer { folder.remove() }
        let path = folder.path("shared.sqlite")
        let one = try await SQLiteLedger.open(path: path)
        let other = try await SQLiteLedger.open(path: path)
        do {
            try await Self.race(one, other)
        } catch {
            try? await one.close()
            try? await other.close()
            throw error
        }
        try await one.close()
        try await other.close()
    }

    @Test(.enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func twoServersOnOnePostgreSQLDatabase() async throws {
        let url = try #require(TestPostgres.url)
        try await TestPostgres.withLedger { one, schema in
            let other = try await PostgresLedger.open(url: url, schema: schema)
            try await LedgerServices.running(other) { try await Self.race(one, other) }
        }
    }
}
