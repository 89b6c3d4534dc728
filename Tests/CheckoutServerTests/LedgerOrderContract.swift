import CheckoutCore
import CheckoutServer
import Testing

/// What every ledger must do with PhonePe v2's records (orders and refunds), beside the v1 payments:
/// each kind's suite runs every check on a fresh ledger.
enum LedgerOrderCheck: String, CaseIterable, Sendable {
    case insertAndRead, takenKeyRefusesTheWholeBatch, staleVersionRefused, updatesBumpTheVersion, updateOfAMissingRecordRefused
    case foundByTransactionId, listingCountAndToPay, keptApartFromPayments, webhooksForOneRecord
    case concurrentInsertsOfOneKeyOneWins, concurrentUpdatesOfOneVersionOneWins

    func run(on ledger: any Ledger) async throws {
        switch self {
        case .insertAndRead: try await Self.insertAndRead(ledger)
        case .takenKeyRefusesTheWholeBatch: try await Self.takenKeyRefusesTheWholeBatch(ledger)
        case .staleVersionRefused: try await Self.staleVersionRefused(ledger)
        case .updatesBumpTheVersion: try await Self.updatesBumpTheVersion(ledger)
        case .updateOfAMissingRecordRefused: try await Self.updateOfAMissingRecordRefused(ledger)
        case .foundByTransactionId: try await Self.foundByTransactionId(ledger)
        case .listingCountAndToPay: try await Self.listingCountAndToPay(ledger)
        case .keptApartFromPayments: try await Self.keptApartFromPayments(ledger)
        case .webhooksForOneRecord: try await Self.webhooksForOneRecord(ledger)
        case .concurrentInsertsOfOneKeyOneWins: try await Self.concurrentInsertsOfOneKeyOneWins(ledger)
        case .concurrentUpdatesOfOneVersionOneWins: try await Self.concurrentUpdatesOfOneVersionOneWins(ledger)
        }
    }

    /// A record with what a round trip could lose: nesting, key order, numbers, null, quotes and
    /// text beyond ASCII.
    static func order(
        _ id: String, kind: String = "order", merchant: String = "M1", amount: Int64 = 10000, transactionIds: [String] = [],
        createdAt: Int64 = 1_000, paysAt: Int64? = nil
    ) -> LedgerOrder {
        let record: JSONValue = [
            "merchantOrderId": .string(id), "state": "PENDING", "amount": .int(amount), "expireAt": .int(1_764_250_000_000),
            "metaInfo": ["udf1": "₹ \"quoted\" \\ 🙂", "udf2": .null], "paymentDetails": .array(transactionIds.map { ["transactionId": .string($0)] }),
        ]
        return LedgerOrder(
            merchantId: merchant, kind: kind, id: id, record: record, transactionIds: transactionIds, createdAt: createdAt, paysAt: paysAt)
    }

    static func read(_ ledger: any Ledger, _ id: String, kind: String = "order", merchant: String = "M1") async throws -> LedgerOrder? {
        try await ledger.orders(merchantId: merchant, keys: [LedgerOrderKey(kind: kind, id: id)]).first
    }

    static func stored(_ order: LedgerOrder, version: Int64 = 1) -> LedgerOrder {
        var stored = order
        stored.version = version
        return stored
    }

    static func insertAndRead(_ ledger: any Ledger) async throws {
        let first = order("MO1", transactionIds: ["OM1-T1"], createdAt: 1_700, paysAt: 4_700)
        let refundWithTheSameId = order("MO1", kind: "refund", amount: 300)
        let sameIdOtherMerchant = order("MO1", merchant: "M2", amount: 55)
        #expect(try await ledger.apply([.insertOrder(first), .insertOrder(refundWithTheSameId), .insertOrder(sameIdOtherMerchant)]))
        let found = try await ledger.orders(merchantId: "M1", keys: [LedgerOrderKey(kind: "order", id: "MO1"), LedgerOrderKey(kind: "order", id: "MISSING")])
        #expect(found == [stored(first)])
        // Key order too: the record reads back as the same text.
        #expect(found.map { JSONWriter.compactString($0.record) } == [JSONWriter.compactString(first.record)])
        #expect(try await read(ledger, "MO1", kind: "refund") == stored(refundWithTheSameId))
        #expect(try await read(ledger, "MO1", merchant: "M2")?.record["amount"]?.intValue == 55)
        let both = try await ledger.orders(merchantId: "M1", keys: [LedgerOrderKey(kind: "refund", id: "MO1"), LedgerOrderKey(kind: "order", id: "MO1")])
        #expect(Set(both.map(\.kind)) == ["order", "refund"])
        #expect(try await ledger.orders(merchantId: "M1", keys: Array(repeating: LedgerOrderKey(kind: "order", id: "MO1"), count: 2)).count == 1)
        #expect(try await ledger.orders(merchantId: "M3", keys: [LedgerOrderKey(kind: "order", id: "MO1")]).isEmpty)
        #expect(try await ledger.orders(merchantId: "M1", keys: []).isEmpty)
    }

    /// A taken key, in a batch that also inserts a payment, a new record and a webhook: none of it is
    /// written, nor any transaction id indexed; and a payment's taken id refuses a batch's records.
    static func takenKeyRefusesTheWholeBatch(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insertOrder(order("MO1", amount: 100)), .insert(LedgerFixtures.payment("MT1"))]))
        let batch: [LedgerChange] = [
            .insert(LedgerFixtures.payment("MT2")), .insertOrder(order("MO2", transactionIds: ["OM2-T1"])),
            .enqueue(LedgerFixtures.callback(for: "MO2", due: 0)), .insertOrder(order("MO1", amount: 999, transactionIds: ["OM1-T9"])),
        ]
        #expect(try await !ledger.apply(batch))
        #expect(try await LedgerCheck.read(ledger, "MT2") == nil)
        #expect(try await read(ledger, "MO2") == nil)
        #expect(try await read(ledger, "MO1")?.record["amount"]?.intValue == 100)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "OM2-T1") == nil)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "OM1-T9") == nil)
        #expect(try await ledger.orderCount(merchantId: nil) == 1)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MO2").isEmpty)
        #expect(try await ledger.callbacksDue(by: .max, limit: 10).isEmpty)

        #expect(try await !ledger.apply([.insertOrder(order("MO3", transactionIds: ["OM3-T1"])), .insert(LedgerFixtures.payment("MT1"))]))
        #expect(try await read(ledger, "MO3") == nil)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "OM3-T1") == nil)
        // The same key twice in one batch is refused as well.
        #expect(try await !ledger.apply([.insertOrder(order("MO4")), .insertOrder(order("MO4"))]))
        #expect(try await read(ledger, "MO4") == nil)
    }

    static func staleVersionRefused(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insertOrder(order("MO1"))]))
        let asRead = try #require(try await read(ledger, "MO1"))
        var first = asRead
        first.set("state", "COMPLETED")
        #expect(try await ledger.apply([.updateOrder(first)]))
        var stale = asRead
        stale.set("state", "FAILED")
        stale.transactionIds = ["OM1-STALE"]
        #expect(try await !ledger.apply([
            .insertOrder(order("MO2")), .insert(LedgerFixtures.payment("MT1")), .updateOrder(stale), .enqueue(LedgerFixtures.callback(for: "MO1", due: 0)),
        ]))
        #expect(try await read(ledger, "MO1")?.record["state"] == "COMPLETED")
        #expect(try await read(ledger, "MO2") == nil)
        #expect(try await LedgerCheck.read(ledger, "MT1") == nil)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "OM1-STALE") == nil)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MO1").isEmpty)
    }

    static func updatesBumpTheVersion(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insertOrder(order("MO1", createdAt: 5_000, paysAt: 8_000))]))
        var record = try #require(try await read(ledger, "MO1"))
        #expect(record.version == 1)
        record.set("state", "COMPLETED")
        record.transactionIds = ["OM1-T1"]
        record.paysAt = nil
        // The creation time is the ledger's to keep.
        record.createdAt = 9_999
        #expect(try await ledger.apply([.updateOrder(record)]))
        let updated = try #require(try await read(ledger, "MO1"))
        #expect(updated.version == 2)
        #expect(updated.record["state"] == "COMPLETED")
        #expect(updated.transactionIds == ["OM1-T1"])
        #expect(updated.paysAt == nil)
        #expect(updated.createdAt == 5_000)
        var again = updated
        again.set("amount", .int(1))
        again.paysAt = 12_000
        #expect(try await ledger.apply([.updateOrder(again)]))
        let last = try #require(try await read(ledger, "MO1"))
        #expect(last.version == 3)
        #expect(last.paysAt == 12_000)
        #expect(last.record == again.record)
    }

    static func updateOfAMissingRecordRefused(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insertOrder(order("MO1"))]))
        var ghost = order("MO-GHOST", transactionIds: ["GHOST-T1"])
        ghost.version = 1
        #expect(try await !ledger.apply([.updateOrder(ghost)]))
        // Same id, another kind: another record.
        var otherKind = try #require(try await read(ledger, "MO1"))
        otherKind.kind = "refund"
        #expect(try await !ledger.apply([.updateOrder(otherKind)]))
        #expect(try await ledger.orderCount(merchantId: nil) == 1)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "GHOST-T1") == nil)
    }

    /// Each attempt's id finds its record, for its merchant only; an id already indexed stays with
    /// the record that had it first.
    static func foundByTransactionId(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([
            .insertOrder(order("MO1", transactionIds: ["T1"])), .insertOrder(order("MR1", kind: "refund", transactionIds: ["R1"])),
            .insertOrder(order("MO1", merchant: "M2", transactionIds: ["T1"])),
        ]))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T1")?.key == LedgerOrderKey(kind: "order", id: "MO1"))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "R1")?.key == LedgerOrderKey(kind: "refund", id: "MR1"))
        #expect(try await ledger.order(merchantId: "M2", transactionId: "T1")?.merchantId == "M2")
        #expect(try await ledger.order(merchantId: "M3", transactionId: "T1") == nil)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "UNKNOWN") == nil)

        // A retry adds an attempt: both ids find the record, as it is now.
        var retried = try #require(try await read(ledger, "MO1"))
        retried.transactionIds = ["T1", "T2"]
        retried.set("state", "COMPLETED")
        #expect(try await ledger.apply([.updateOrder(retried)]))
        let now = try #require(try await read(ledger, "MO1"))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T1") == now)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T2") == now)

        // Another record naming T1 does not take it over; its own new id is indexed.
        #expect(try await ledger.apply([.insertOrder(order("MO2", transactionIds: ["T1", "T3"]))]))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T1")?.id == "MO1")
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T3")?.id == "MO2")
        // An update that drops an id leaves it indexed.
        var dropped = try #require(try await read(ledger, "MO1"))
        dropped.transactionIds = ["T2"]
        #expect(try await ledger.apply([.updateOrder(dropped)]))
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T1")?.transactionIds == ["T2"])
    }

    static func listingCountAndToPay(_ ledger: any Ledger) async throws {
        // Ids that sort differently from their creation order, kinds and merchants interleaved.
        #expect(try await ledger.apply([.insertOrder(order("Z1", paysAt: 300)), .insertOrder(order("A2", merchant: "M2", paysAt: 200))]))
        #expect(try await ledger.apply([.insertOrder(order("B3", kind: "refund", paysAt: 100))]))
        #expect(try await ledger.apply([
            .insertOrder(order("Y4", merchant: "M2")), .insertOrder(order("C5", paysAt: 100)), .insertOrder(order("A6", paysAt: 250)),
        ]))
        #expect(try await !ledger.apply([.insertOrder(order("REFUSED")), .insertOrder(order("Z1"))]))
        let ids = { (orders: [LedgerOrder]) in orders.map(\.id) }
        #expect(try await ids(ledger.orders(merchantId: nil, limit: 100, offset: 0)) == ["Z1", "A2", "B3", "Y4", "C5", "A6"])
        #expect(try await ids(ledger.orders(merchantId: "M1", limit: 100, offset: 0)) == ["Z1", "B3", "C5", "A6"])
        #expect(try await ids(ledger.orders(merchantId: "M1", limit: 2, offset: 2)) == ["C5", "A6"])
        #expect(try await ids(ledger.orders(merchantId: "M1", limit: 2, offset: 4)) == [])
        #expect(try await ids(ledger.orders(merchantId: nil, limit: 3, offset: 1)) == ["A2", "B3", "Y4"])
        #expect(try await ids(ledger.orders(merchantId: "M9", limit: 10, offset: 0)) == [])
        #expect(try await ledger.orders(merchantId: "M2", limit: 1, offset: 0).first?.version == 1)
        #expect(try await ledger.orderCount(merchantId: nil) == 6)
        #expect(try await ledger.orderCount(merchantId: "M1") == 4)
        #expect(try await ledger.orderCount(merchantId: "M2") == 2)
        #expect(try await ledger.orderCount(merchantId: "M3") == 0)

        #expect(try await ids(ledger.ordersToPay(dueBy: 250, limit: 10)) == ["B3", "C5", "A2", "A6"])
        #expect(try await ids(ledger.ordersToPay(dueBy: 250, limit: 2)) == ["B3", "C5"])
        #expect(try await ids(ledger.ordersToPay(dueBy: 99, limit: 10)) == [])
        var paid = try #require(try await read(ledger, "C5"))
        paid.paysAt = nil
        #expect(try await ledger.apply([.updateOrder(paid)]))
        #expect(try await ids(ledger.ordersToPay(dueBy: .max, limit: 10)) == ["B3", "A2", "A6", "Z1"])
    }

    /// v2 records and v1 payments with the same ids live side by side, each counted and listed apart.
    static func keptApartFromPayments(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([
            .insert(LedgerFixtures.payment("SAME", paysAt: 10)), .insertOrder(order("SAME", paysAt: 10)), .insertOrder(order("ONLY-V2")),
        ]))
        #expect(try await ledger.count(merchantId: nil) == 1)
        #expect(try await ledger.orderCount(merchantId: nil) == 2)
        #expect(try await ledger.payments(merchantId: nil, limit: 10, offset: 0).map(\.id) == ["SAME"])
        #expect(try await ledger.payments(merchantId: "M1", ids: ["ONLY-V2"]).isEmpty)
        #expect(try await ledger.orders(merchantId: nil, limit: 10, offset: 0).map(\.id) == ["SAME", "ONLY-V2"])
        #expect(try await ledger.paymentsToPay(dueBy: 10, limit: 10).map(\.id) == ["SAME"])
        #expect(try await ledger.ordersToPay(dueBy: 10, limit: 10).map(\.id) == ["SAME"])
    }

    /// A v2 webhook is a callback owed for the record's id, written with the record's change.
    static func webhooksForOneRecord(_ ledger: any Ledger) async throws {
        let webhook = LedgerFixtures.callback(for: "MO1", due: 50)
        #expect(try await ledger.apply([.insertOrder(order("MO1")), .enqueue(webhook)]))
        var record = try #require(try await read(ledger, "MO1"))
        record.set("state", "COMPLETED")
        #expect(try await ledger.apply([.updateOrder(record), .enqueue(LedgerFixtures.callback(for: "MO1", due: 60))]))
        let owed = try await ledger.callbacks(merchantId: "M1", paymentId: "MO1")
        #expect(owed.map(\.nextAttemptAt) == [50, 60])
        #expect(owed.first?.request == webhook.request)
        #expect(try await ledger.callbacks(merchantId: "M2", paymentId: "MO1").isEmpty)
        #expect(try await ledger.owedCallbackCount() == 2)
    }

    static let racers = 24

    static func concurrentInsertsOfOneKeyOneWins(_ ledger: any Ledger) async throws {
        let wins = try await withThrowingTaskGroup(of: Int64?.self) { group in
            for racer in 1...racers {
                group.addTask {
                    let batch: [LedgerChange] = [
                        .insertOrder(order("MO-RACE", amount: Int64(racer), transactionIds: ["T-\(racer)", "T-SHARED"])),
                        .enqueue(LedgerFixtures.callback(for: "MO-RACE", due: Int64(racer))),
                    ]
                    return try await ledger.apply(batch) ? Int64(racer) : nil
                }
            }
            return try await group.reduce(into: [Int64]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(wins.count == 1)
        let winner = try #require(wins.first)
        #expect(try await read(ledger, "MO-RACE")?.record["amount"]?.intValue == winner)
        #expect(try await ledger.orderCount(merchantId: nil) == 1)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MO-RACE").map(\.nextAttemptAt) == wins)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T-SHARED")?.record["amount"]?.intValue == winner)
        for racer in 1...racers where Int64(racer) != winner {
            #expect(try await ledger.order(merchantId: "M1", transactionId: "T-\(racer)") == nil)
        }
    }

    static func concurrentUpdatesOfOneVersionOneWins(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insertOrder(order("MO-RACE", transactionIds: ["T0"]))]))
        let asRead = try #require(try await read(ledger, "MO-RACE"))
        let wins = try await withThrowingTaskGroup(of: Int?.self) { group in
            for racer in 1...racers {
                group.addTask {
                    var record = asRead
                    record.set("attempt", .int(Int64(racer)))
                    record.transactionIds.append("T-\(racer)")
                    return try await ledger.apply([.updateOrder(record)]) ? racer : nil
                }
            }
            return try await group.reduce(into: [Int]()) { if let racer = $1 { $0.append(racer) } }
        }
        #expect(wins.count == 1)
        let winner = try #require(wins.first)
        let stored = try #require(try await read(ledger, "MO-RACE"))
        #expect(stored.record["attempt"]?.intValue == Int64(winner))
        #expect(stored.version == 2)
        #expect(try await ledger.order(merchantId: "M1", transactionId: "T-\(winner)") == stored)
        for racer in 1...racers where racer != winner {
            #expect(try await ledger.order(merchantId: "M1", transactionId: "T-\(racer)") == nil)
        }
    }
}

extension LedgerOrder {
    /// Sets one member of the record, as the core changes a record between reads.
    mutating func set(_ key: String, _ value: JSONValue) {
        var object = record.objectValue ?? JSONObject()
        object[key] = value
        record = .object(object)
    }
}
