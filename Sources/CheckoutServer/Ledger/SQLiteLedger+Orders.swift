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
