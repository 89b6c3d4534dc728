import PostgresNIO

/// The statements every gateway call runs, prepared once per connection (postgres-nio keeps them by
/// name) instead of parsed and planned again on each call.
enum PostgresStatements {
    static let paymentColumns = "record, created_at, pays_at, version"

    /// The payments of one merchant among some ids.
    struct Payments: PostgresPreparedStatement {
        static let sql = "SELECT \(paymentColumns) FROM payments WHERE merchant_id = $1 AND id = ANY($2)"
        static let bindingDataTypes: [PostgresDataType] = [.text, .textArray]
        typealias Row = (String, Int64, Int64?, Int64)

        var merchantId: String
        var ids: [String]

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(merchantId)
            bindings.append(ids)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A new payment; no row when its key is taken.
    struct InsertPayment: PostgresPreparedStatement {
        static let sql = """
            INSERT INTO payments (merchant_id, id, record, created_at, pays_at, version)
            VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT DO NOTHING RETURNING version
            """
        static let bindingDataTypes: [PostgresDataType] = [.text, .text, .text, .int8, .int8]
        typealias Row = Int64

        var merchantId: String
        var id: String
        var record: String
        var createdAt: Int64
        var paysAt: Int64?

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 5)
            bindings.append(merchantId)
            bindings.append(id)
            bindings.append(record)
            bindings.append(createdAt)
            bindings.append(paysAt)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A payment as changed; no row when its version is no longer `version`.
    struct UpdatePayment: PostgresPreparedStatement {
        static let sql = """
            UPDATE payments SET record = $1, pays_at = $2, version = version + 1
            WHERE merchant_id = $3 AND id = $4 AND version = $5 RETURNING version
            """
        static let bindingDataTypes: [PostgresDataType] = [.text, .int8, .text, .text, .int8]
        typealias Row = Int64

        var record: String
        var paysAt: Int64?
        var merchantId: String
        var id: String
        var version: Int64

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 5)
            bindings.append(record)
            bindings.append(paysAt)
            bindings.append(merchantId)
            bindings.append(id)
            bindings.append(version)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A callback owed.
    struct Enqueue: PostgresPreparedStatement {
        static let sql = "INSERT INTO callbacks (merchant_id, payment_id, request, next_attempt_at) VALUES ($1, $2, $3, $4)"
        static let bindingDataTypes: [PostgresDataType] = [.text, .text, .text, .int8]
        typealias Row = ()

        var merchantId: String
        var paymentId: String
        var request: String
        var nextAttemptAt: Int64?

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(merchantId)
            bindings.append(paymentId)
            bindings.append(request)
            bindings.append(nextAttemptAt)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row {}
    }

    /// A new v2 record; no row when its key is taken.
    struct InsertOrder: PostgresPreparedStatement {
        static let sql = """
            INSERT INTO orders (merchant_id, kind, id, record, transaction_ids, created_at, pays_at, version)
            VALUES ($1, $2, $3, $4, $5, $6, $7, 1) ON CONFLICT DO NOTHING RETURNING version
            """
        static let bindingDataTypes: [PostgresDataType] = [.text, .text, .text, .text, .text, .int8, .int8]
        typealias Row = Int64

        var order: LedgerOrder

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 7)
            bindings.append(order.merchantId)
            bindings.append(order.kind)
            bindings.append(order.id)
            bindings.append(LedgerText.text(of: order.record))
            bindings.append(LedgerText.text(ofTransactionIds: order.transactionIds))
            bindings.append(order.createdAt)
            bindings.append(order.paysAt)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A v2 record as changed; no row when its version is no longer the one read.
    struct UpdateOrder: PostgresPreparedStatement {
        static let sql = """
            UPDATE orders SET record = $1, transaction_ids = $2, pays_at = $3, version = version + 1
            WHERE merchant_id = $4 AND kind = $5 AND id = $6 AND version = $7 RETURNING version
            """
        static let bindingDataTypes: [PostgresDataType] = [.text, .text, .int8, .text, .text, .text, .int8]
        typealias Row = Int64

        var order: LedgerOrder

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 7)
            bindings.append(LedgerText.text(of: order.record))
            bindings.append(LedgerText.text(ofTransactionIds: order.transactionIds))
            bindings.append(order.paysAt)
            bindings.append(order.merchantId)
            bindings.append(order.kind)
            bindings.append(order.id)
            bindings.append(order.version)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A v2 record's transaction ids; an id already indexed stays with the record that has it.
    struct IndexTransactions: PostgresPreparedStatement {
        static let sql = """
            INSERT INTO order_transactions (merchant_id, transaction_id, kind, order_id)
            SELECT $1, unnest($2::text[]), $3, $4 ON CONFLICT DO NOTHING
            """
        static let bindingDataTypes: [PostgresDataType] = [.text, .textArray, .text, .text]
        typealias Row = ()

        var order: LedgerOrder

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(order.merchantId)
            bindings.append(order.transactionIds)
            bindings.append(order.kind)
            bindings.append(order.id)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row {}
    }
}
