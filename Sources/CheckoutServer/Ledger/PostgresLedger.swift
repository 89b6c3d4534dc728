import CheckoutCore
import Logging
import PostgresNIO
import ServiceLifecycle

/// A ledger in a PostgreSQL database (`serve --database postgres://…`), so several `serve` processes,
/// on one machine or many, share their payments. Each batch is one transaction of conditional
/// writes: an insert does nothing when its key exists and an update only matches the version it
/// read, so two servers racing for one payment never both win; the loser's batch rolls back whole.
public final class PostgresLedger: Ledger {
    /// Where the ledger is, without the password.
    public let location: String
    let url: PostgresURL
    let client: PostgresClient
    /// For a connection of a call's own, when the pool has none to give (see `withConnection`).
    let ownConfiguration: PostgresConnection.Configuration
    let health = PostgresHealth()
    static let logger: Logger = {
        var logger = Logger(label: "checkout-sim.ledger.postgres")
        logger.logLevel = .critical
        return logger
    }()

    init(url: PostgresURL, client: PostgresClient, ownConfiguration: PostgresConnection.Configuration) {
        self.location = url.redacted
        self.url = url
        self.client = client
        self.ownConfiguration = ownConfiguration
    }

    /// The connection pool, which runs (and is closed when it stops) in the server's service group.
    public var services: [any Service] { [client] }

    public func payments(merchantId: String, ids: [String]) async throws -> [LedgerPayment] {
        guard !ids.isEmpty else { return [] }
        return try await withConnection { connection in
            var payments: [LedgerPayment] = []
            let rows = try await connection.execute(PostgresStatements.Payments(merchantId: merchantId, ids: ids), logger: Self.logger)
            for try await (record, createdAt, paysAt, version) in rows {
                payments.append(try LedgerText.payment(recordText: record, createdAt: createdAt, paysAt: paysAt, version: version))
            }
            return payments
        }
    }

    public func apply(_ changes: [LedgerChange]) async throws -> Bool {
        do {
            try await transaction { connection in
                for change in changes where try await !Self.write(change, on: connection) { throw LostRace() }
            }
            return true
        } catch is LostRace {
            return false
        } catch let error as PSQLError where ["40P01", "40001"].contains(error.serverInfo?[.sqlState]) {
            // Two batches that locked the same payments in opposite orders: one is chosen to fail.
            // It lost a race like any other, and the caller tries again.
            return false
        }
    }

    public func payments(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerPayment] {
        if let merchantId {
            return try await payments(
                "SELECT \(unescaped: Self.paymentColumns) FROM payments WHERE merchant_id = \(merchantId) ORDER BY seq LIMIT \(limit) OFFSET \(offset)")
        }
        return try await payments("SELECT \(unescaped: Self.paymentColumns) FROM payments ORDER BY seq LIMIT \(limit) OFFSET \(offset)")
    }

    public func count(merchantId: String?) async throws -> Int {
        let query: PostgresQuery = if let merchantId {
            "SELECT count(*) FROM payments WHERE merchant_id = \(merchantId)"
        } else {
            "SELECT count(*) FROM payments"
        }
        return try await withConnection { connection in
            var total: Int64 = 0
            for try await count in try await connection.query(query, logger: Self.logger).decode(Int64.self) { total = count }
            return Int(total)
        }
    }

    public func owedCallbackCount() async throws -> Int {
        try await withConnection { connection in
            var total: Int64 = 0
            let query: PostgresQuery = "SELECT count(*) FROM callbacks WHERE next_attempt_at IS NOT NULL"
            for try await count in try await connection.query(query, logger: Self.logger).decode(Int64.self) { total = count }
            return Int(total)
        }
    }

    public func paymentsToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerPayment] {
        try await payments("SELECT \(unescaped: Self.paymentColumns) FROM payments WHERE pays_at <= \(now) ORDER BY pays_at, seq LIMIT \(limit)")
    }

    public func callbacksDue(by now: Int64, limit: Int) async throws -> [LedgerCallback] {
        try await callbacks("\(unescaped: Self.callbackColumns) WHERE next_attempt_at <= \(now) ORDER BY next_attempt_at, id LIMIT \(limit)")
    }

    public func claimCallbacks(dueBy now: Int64, leaseUntil: Int64, limit: Int) async throws -> [LedgerCallback] {
        // SKIP LOCKED: servers claiming at once each take other callbacks instead of waiting.
        try await callbacks(
            """
            UPDATE callbacks SET next_attempt_at = \(leaseUntil) WHERE id IN
                (SELECT id FROM callbacks WHERE next_attempt_at <= \(now) ORDER BY next_attempt_at, id LIMIT \(limit) FOR UPDATE SKIP LOCKED)
            RETURNING id, merchant_id, payment_id, request, next_attempt_at
            """)
    }

    public func recordAttempt(callbackId: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws {
        try await transaction { connection in
            let updated = try await connection.query(
                "UPDATE callbacks SET next_attempt_at = \(nextAttemptAt) WHERE id = \(callbackId) RETURNING id", logger: Self.logger)
            guard try await updated.collect().count == 1 else { return }
            try await connection.query(
                """
                INSERT INTO callback_attempts (callback_id, at, http_status, error)
                VALUES (\(callbackId), \(attempt.at), \(attempt.httpStatus.map(Int32.init)), \(attempt.error))
                """, logger: Self.logger)
        }
    }

    public func finishAttempt(callbackId: Int64, startedAt: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws {
        try await transaction { connection in
            let updated = try await connection.query(
                """
                UPDATE callback_attempts SET at = \(attempt.at), http_status = \(attempt.httpStatus.map(Int32.init)), error = \(attempt.error)
                WHERE id = (SELECT max(id) FROM callback_attempts WHERE callback_id = \(callbackId)) AND at = \(startedAt) AND http_status IS NULL
                RETURNING id
                """, logger: Self.logger)
            guard try await updated.collect().count == 1 else { return }
            try await connection.query(
                "UPDATE callbacks SET next_attempt_at = \(nextAttemptAt) WHERE id = \(callbackId)", logger: Self.logger)
        }
    }

    public func callbacks(merchantId: String, paymentId: String) async throws -> [LedgerCallback] {
        try await callbacks("\(unescaped: Self.callbackColumns) WHERE merchant_id = \(merchantId) AND payment_id = \(paymentId) ORDER BY id")
    }

    // MARK: - Helpers

    /// Runs `body` in one transaction (postgres-nio's): committed when it returns, rolled back when it
    /// throws, with the error it threw. A connection lost while committing leaves the outcome unknown.
    private func transaction(_ body: @escaping @Sendable (PostgresConnection) async throws -> Void) async throws {
        let (location, url) = (location, url)
        try await withConnection { connection in
            do {
                try await connection.withTransaction(logger: Self.logger) { try await body($0) }
            } catch let error as PostgresTransactionError {
                if let commitError = error.commitError {
                    // The server may have committed before the connection went: nobody can tell from here.
                    guard PostgresFailure.isConnectionLoss(commitError) else { throw commitError }
                    throw LedgerError.commitUnknown(location: location, reason: PostgresFailure.reason(commitError, url: url))
                }
                throw error.closureError ?? error.beginError ?? error
            }
        }
    }

    /// False when the change cannot be made: its payment's (or v2 record's) id taken, or its version
    /// no longer current.
    private static func write(_ change: LedgerChange, on connection: PostgresConnection) async throws -> Bool {
        switch change {
        case .insert(let payment):
            let insert = PostgresStatements.InsertPayment(
                merchantId: payment.merchantId, id: payment.id, record: LedgerText.text(of: payment.record), createdAt: payment.createdAt,
                paysAt: payment.paysAt)
            return try await rowCount(connection.execute(insert, logger: logger)) == 1
        case .update(let payment):
            let update = PostgresStatements.UpdatePayment(
                record: LedgerText.text(of: payment.record), paysAt: payment.paysAt, merchantId: payment.merchantId, id: payment.id,
                version: payment.version)
            return try await rowCount(connection.execute(update, logger: logger)) == 1
        case .enqueue(let callback):
            let enqueue = PostgresStatements.Enqueue(
                merchantId: callback.merchantId, paymentId: callback.paymentId, request: LedgerText.text(of: callback.request),
                nextAttemptAt: callback.nextAttemptAt)
            _ = try await rowCount(connection.execute(enqueue, logger: logger))
            return true
        case .insertOrder(let order):
            return try await insert(order, on: connection)
        case .updateOrder(let order):
            return try await update(order, on: connection)
        }
    }

    static func rowCount(_ rows: some AsyncSequence) async throws -> Int {
        var count = 0
        for try await _ in rows { count += 1 }
        return count
    }

    private static let paymentColumns = PostgresStatements.paymentColumns
    private static let callbackColumns = "SELECT id, merchant_id, payment_id, request, next_attempt_at FROM callbacks"

    private func payments(_ query: PostgresQuery) async throws -> [LedgerPayment] {
        try await withConnection { connection in
            var payments: [LedgerPayment] = []
            let rows = try await connection.query(query, logger: Self.logger).decode((String, Int64, Int64?, Int64).self)
            for try await (record, createdAt, paysAt, version) in rows {
                payments.append(try LedgerText.payment(recordText: record, createdAt: createdAt, paysAt: paysAt, version: version))
            }
            return payments
        }
    }

    /// Callbacks chosen by `query`, each with its attempts in the order they were made.
    private func callbacks(_ query: PostgresQuery) async throws -> [LedgerCallback] {
        try await withConnection { connection in
            var rows: [LedgerText.CallbackRow] = []
            for try await (id, merchantId, paymentId, request, next) in try await connection.query(query, logger: Self.logger)
                .decode((Int64, String, String, String, Int64?).self)
            {
                rows.append(LedgerText.CallbackRow(id: id, merchantId: merchantId, paymentId: paymentId, request: request, nextAttemptAt: next))
            }
            guard !rows.isEmpty else { return [] }
            var attempts: [(callbackId: Int64, attempt: CallbackAttempt)] = []
            let ids = rows.map(\.id)
            let attemptRows = try await connection.query(
                "SELECT callback_id, at, http_status, error FROM callback_attempts WHERE callback_id = ANY(\(ids)) ORDER BY id",
                logger: Self.logger)
            for try await (callbackId, at, status, error) in attemptRows.decode((Int64, Int64, Int32?, String?).self) {
                attempts.append((callbackId, CallbackAttempt(at: at, httpStatus: status.map(Int.init), error: error)))
            }
            return try LedgerText.callbacks(rows, attempts: attempts)
        }
    }
}

/// A batch's conditional write found its payment taken or changed: the batch rolls back.
private struct LostRace: Error {}
