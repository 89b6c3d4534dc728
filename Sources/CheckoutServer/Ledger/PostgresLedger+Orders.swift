import CheckoutCore
import PostgresNIO

/// PhonePe v2's records in a PostgreSQL ledger: the `orders` table, and `order_transactions`, which
/// finds a record by any of its attempts' transaction ids.
extension PostgresLedger {
    public func orders(merchantId: String, keys: [LedgerOrderKey]) async throws -> [LedgerOrder] {
        guard !keys.isEmpty else { return [] }
        let kinds = keys.map(\.kind)
        let ids = keys.map(\.id)
        return try await orders(
            """
            SELECT \(unescaped: Self.orderColumns) FROM orders
            WHERE merchant_id = \(merchantId) AND (kind, id) IN (SELECT * FROM unnest(\(kinds)::text[], \(ids)::text[]))
            """)
    }

    public func order(merchantId: String, transactionId: String) async throws -> LedgerOrder? {
        try await orders(
            """
            SELECT \(unescaped: Self.orderColumns(of: "o")) FROM order_transactions t
            JOIN orders o ON o.merchant_id = t.merchant_id AND o.kind = t.kind AND o.id = t.order_id
            WHERE t.merchant_id = \(merchantId) AND t.transaction_id = \(transactionId)
            """
        ).first
    }

    public func ordersToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerOrder] {
        try await orders("SELECT \(unescaped: Self.orderColumns) FROM orders WHERE pays_at <= \(now) ORDER BY pays_at, seq LIMIT \(limit)")
    }

    public func orders(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerOrder] {
        if let merchantId {
            return try await orders(
                "SELECT \(unescaped: Self.orderColumns) FROM orders WHERE merchant_id = \(merchantId) ORDER BY seq LIMIT \(limit) OFFSET \(offset)")
        }
        return try await orders("SELECT \(unescaped: Self.orderColumns) FROM orders ORDER BY seq LIMIT \(limit) OFFSET \(offset)")
    }

    public func orderCount(merchantId: String?) async throws -> Int {
        let query: PostgresQuery = if let merchantId {
            "SELECT count(*) FROM orders WHERE merchant_id = \(merchantId)"
        } else {
            "SELECT count(*) FROM orders"
        }
        return try await withConnection { connection in
            var total: Int64 = 0
            for try await count in try await connection.query(query, logger: Self.logger).decode(Int64.self) { total = count }
            return Int(total)
        }
    }

    // MARK: - Writes, inside `apply`'s transaction

    /// False when the record's key is taken.
    static func insert(_ order: LedgerOrder, on connection: PostgresConnection) async throws -> Bool {
        let inserted = try await rowCount(connection.execute(PostgresStatements.InsertOrder(order: order), logger: logger)) == 1
        if inserted { try await indexTransactions(of: order, on: connection) }
        return inserted
    }

    /// False when the record is missing or its version is no longer the one read.
    static func update(_ order: LedgerOrder, on connection: PostgresConnection) async throws -> Bool {
        let updated = try await rowCount(connection.execute(PostgresStatements.UpdateOrder(order: order), logger: logger)) == 1
        if updated { try await indexTransactions(of: order, on: connection) }
        return updated
    }

    /// An id already indexed stays with the record that has it.
    private static func indexTransactions(of order: LedgerOrder, on connection: PostgresConnection) async throws {
        guard !order.transactionIds.isEmpty else { return }
        _ = try await rowCount(connection.execute(PostgresStatements.IndexTransactions(order: order), logger: logger))
    }

    // MARK: - Reading rows

    private static let orderColumns = orderColumns(of: nil)

    private static func orderColumns(of table: String?) -> String {
        let prefix = table.map { $0 + "." } ?? ""
        return ["merchant_id", "kind", "id", "record", "transaction_ids", "created_at", "pays_at", "version"]
            .map { prefix + $0 }.joined(separator: ", ")
    }

    private func orders(_ query: PostgresQuery) async throws -> [LedgerOrder] {
        try await withConnection { connection in
            var orders: [LedgerOrder] = []
            let rows = try await connection.query(query, logger: Self.logger)
                .decode((String, String, String, String, String, Int64, Int64?, Int64).self)
            for try await (merchantId, kind, id, record, transactionIds, createdAt, paysAt, version) in rows {
                orders.append(try LedgerText.order(LedgerText.OrderRow(
                    merchantId: merchantId, kind: kind, id: id, record: record, transactionIds: transactionIds, createdAt: createdAt,
                    paysAt: paysAt, version: version)))
            }
            return orders
        }
    }
}
