import CheckoutCore
import SQLiteNIO

/// PhonePe v2's records in an SQLite ledger: the `orders` table, and `order_transactions`, which
/// finds a record by any of its attempts' transaction ids.
extension SQLiteLedger {
    public func orders(merchantId: String, keys: [LedgerOrderKey]) async throws -> [LedgerOrder] {
        guard !keys.isEmpty else { return [] }
        let pairs = Array(repeating: "(kind = ? AND id = ?)", count: keys.count).joined(separator: " OR ")
        return try await orderRows(
            "SELECT \(Self.orderColumns) FROM orders WHERE merchant_id = ? AND (\(pairs))",
            [.text(merchantId)] + keys.flatMap { [SQLiteData.text($0.kind), .text($0.id)] })
    }

    public func order(merchantId: String, transactionId: String) async throws -> LedgerOrder? {
        try await orderRows(
            """
            SELECT \(Self.orderColumns(of: "o")) FROM order_transactions t
            JOIN orders o ON o.merchant_id = t.merchant_id AND o.kind = t.kind AND o.id = t.order_id
            WHERE t.merchant_id = ? AND t.transaction_id = ?
            """,
            [.text(merchantId), .text(transactionId)]
        ).first
    }

    public func ordersToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerOrder] {
        try await orderRows(
            "SELECT \(Self.orderColumns) FROM orders WHERE pays_at <= ? ORDER BY pays_at, seq LIMIT ?",
            [.integer(.init(now)), .integer(.init(limit))])
    }

    public func orders(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerOrder] {
        let page: [SQLiteData] = [.integer(.init(limit)), .integer(.init(offset))]
        if let merchantId {
            return try await orderRows(
                "SELECT \(Self.orderColumns) FROM orders WHERE merchant_id = ? ORDER BY seq LIMIT ? OFFSET ?", [.text(merchantId)] + page)
        }
        return try await orderRows("SELECT \(Self.orderColumns) FROM orders ORDER BY seq LIMIT ? OFFSET ?", page)
    }

    public func orderCount(merchantId: String?) async throws -> Int {
        let rows = if let merchantId {
            try await rows("SELECT count(*) AS n FROM orders WHERE merchant_id = ?", [.text(merchantId)])
        } else {
            try await rows("SELECT count(*) AS n FROM orders", [])
        }
        return Int(rows.first?.column("n")?.integer ?? 0)
    }

    // MARK: - Writes, inside `apply`

    /// False when the record's key is taken.
    static func insert(_ order: LedgerOrder, on connection: SQLiteConnection) async throws -> Bool {
        // `seq` keeps creation order for listings, as for payments.
        let inserted = try await !connection.query(
            """
            INSERT INTO orders (merchant_id, kind, id, seq, record, transaction_ids, created_at, pays_at, version)
            VALUES (?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM orders), ?, ?, ?, ?, 1)
            ON CONFLICT DO NOTHING RETURNING version
            """,
            [.text(order.merchantId), .text(order.kind), .text(order.id), .text(LedgerText.text(of: order.record)),
             .text(LedgerText.text(ofTransactionIds: order.transactionIds)), .integer(.init(order.createdAt)), data(order.paysAt)]
        ).isEmpty
        if inserted { try await indexTransactions(of: order, on: connection) }
        return inserted
    }

    /// False when the record is missing or its version is no longer the one read.
    static func update(_ order: LedgerOrder, on connection: SQLiteConnection) async throws -> Bool {
        let updated = try await !connection.query(
            """
            UPDATE orders SET record = ?, transaction_ids = ?, pays_at = ?, version = version + 1
            WHERE merchant_id = ? AND kind = ? AND id = ? AND version = ? RETURNING version
            """,
            [.text(LedgerText.text(of: order.record)), .text(LedgerText.text(ofTransactionIds: order.transactionIds)), data(order.paysAt),
             .text(order.merchantId), .text(order.kind), .text(order.id), .integer(.init(order.version))]
        ).isEmpty
        if updated { try await indexTransactions(of: order, on: connection) }
        return updated
    }

    /// An id already indexed stays with the record that has it.
    private static func indexTransactions(of order: LedgerOrder, on connection: SQLiteConnection) async throws {
        guard !order.transactionIds.isEmpty else { return }
        let rows = Array(repeating: "(?, ?, ?, ?)", count: order.transactionIds.count).joined(separator: ", ")
        try await connection.execute(
            "INSERT INTO order_transactions (merchant_id, transaction_id, kind, order_id) VALUES \(rows) ON CONFLICT DO NOTHING",
            order.transactionIds.flatMap { [SQLiteData.text(order.merchantId), .text($0), .text(order.kind), .text(order.id)] })
    }

    // MARK: - Reading rows

    private static let orderColumns = orderColumns(of: nil)

    private static func orderColumns(of table: String?) -> String {
        let prefix = table.map { $0 + "." } ?? ""
        return ["merchant_id", "kind", "id", "record", "transaction_ids", "created_at", "pays_at", "version"]
            .map { prefix + $0 }.joined(separator: ", ")
    }

    private func orderRows(_ sql: String, _ binds: [SQLiteData]) async throws -> [LedgerOrder] {
        try await rows(sql, binds).map { row in
            try LedgerText.order(LedgerText.OrderRow(
                merchantId: row.column("merchant_id")?.string ?? "", kind: row.column("kind")?.string ?? "",
                id: row.column("id")?.string ?? "", record: row.column("record")?.string ?? "",
                transactionIds: row.column("transaction_ids")?.string ?? "", createdAt: Self.int(row, "created_at") ?? 0,
                paysAt: Self.int(row, "pays_at"), version: Self.int(row, "version") ?? 0))
        }
    }
}

extension LedgerChange {
    /// Whether writing the change alone is one SQL statement, atomic without a transaction: a v2
    /// record with transaction ids also writes their index.
    var writesOneStatement: Bool {
        switch self {
        case .insert, .update, .enqueue: true
        case .insertOrder(let order), .updateOrder(let order): order.transactionIds.isEmpty
        }
    }
}
