import CheckoutCore
import ServiceLifecycle
import SQLiteNIO

/// A ledger in one SQLite file (`serve --state FILE`, the default), on the SQLite that sqlite-nio
/// carries. Writes go through one connection, one call at a time (SQLite has a single writer
/// anyway), reads through another, and a third copies the WAL into the file every second (its
/// `services`), so no request waits for a checkpoint. Every write is one statement or one transaction.
public final class SQLiteLedger: Ledger {
    /// The file, absolute.
    public let path: String
    /// Every write, one at a time.
    let connection: SQLiteConnection
    private let access = SerialAccess()
    /// Reads, on a connection of their own: in WAL mode they see every committed write and need not
    /// wait behind one under way.
    let reader: SQLiteConnection
    private let readAccess = SerialAccess()
    /// Checkpoints the WAL into the file (the writer's own automatic checkpoints are off).
    private let checkpointer: SQLiteConnection
    static let checkpointInterval = Duration.seconds(1)

    init(path: String, connection: SQLiteConnection, reader: SQLiteConnection, checkpointer: SQLiteConnection) {
        self.path = path
        self.connection = connection
        self.reader = reader
        self.checkpointer = checkpointer
    }

    public var services: [any Service] { [SQLiteCheckpointer(connection: checkpointer, interval: Self.checkpointInterval)] }

    /// Copies the whole WAL into the file and closes the connections: call it once the services
    /// have stopped and no call is in flight.
    public func close() async throws {
        _ = try? await checkpointer.query("PRAGMA wal_checkpoint(TRUNCATE)")
        try await checkpointer.close()
        try await readAccess.run { try await self.reader.close() }
        try await access.run { try await self.connection.close() }
    }

    public func payments(merchantId: String, ids: [String]) async throws -> [LedgerPayment] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        return try await rows(
            "SELECT \(Self.paymentColumns) FROM payments WHERE merchant_id = ? AND id IN (\(marks))",
            [.text(merchantId)] + ids.map { .text($0) }
        ).map(Self.payment)
    }

    public func apply(_ changes: [LedgerChange]) async throws -> Bool {
        // One statement is atomic on its own: no BEGIN and COMMIT round trips for it.
        if changes.count == 1, let change = changes.first, change.writesOneStatement {
            let connection = connection
            return try await access.run { try await Self.write(change, on: connection) }
        }
        return try await transaction { connection in
            for change in changes {
                guard try await Self.write(change, on: connection) else { return false }
            }
            return true
        }
    }

    public func payments(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerPayment] {
        let page: [SQLiteData] = [.integer(.init(limit)), .integer(.init(offset))]
        let rows = if let merchantId {
            try await rows(
                "SELECT \(Self.paymentColumns) FROM payments WHERE merchant_id = ? ORDER BY seq LIMIT ? OFFSET ?",
                [.text(merchantId)] + page)
        } else {
            try await rows("SELECT \(Self.paymentColumns) FROM payments ORDER BY seq LIMIT ? OFFSET ?", page)
        }
        return try rows.map(Self.payment)
    }

    public func count(merchantId: String?) async throws -> Int {
        let rows = if let merchantId {
            try await rows("SELECT count(*) AS n FROM payments WHERE merchant_id = ?", [.text(merchantId)])
        } else {
            try await rows("SELECT count(*) AS n FROM payments", [])
        }
        return Int(rows.first?.column("n")?.integer ?? 0)
    }

    public func owedCallbackCount() async throws -> Int {
        Int(try await rows("SELECT count(*) AS n FROM callbacks WHERE next_attempt_at IS NOT NULL", []).first?.column("n")?.integer ?? 0)
    }

    public func paymentsToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerPayment] {
        try await rows(
            "SELECT \(Self.paymentColumns) FROM payments WHERE pays_at <= ? ORDER BY pays_at, seq LIMIT ?",
            [.integer(.init(now)), .integer(.init(limit))]
        ).map(Self.payment)
    }

    public func callbacksDue(by now: Int64, limit: Int) async throws -> [LedgerCallback] {
        try await callbacks(
            where: "next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?", [.integer(.init(now)), .integer(.init(limit))])
    }

    public func claimCallbacks(dueBy now: Int64, leaseUntil: Int64, limit: Int) async throws -> [LedgerCallback] {
        let claimed = try await written(
            """
            UPDATE callbacks SET next_attempt_at = ? WHERE id IN
                (SELECT id FROM callbacks WHERE next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
            RETURNING id
            """,
            [.integer(.init(leaseUntil)), .integer(.init(now)), .integer(.init(limit))]
        ).compactMap { $0.column("id")?.integer }
        guard !claimed.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: claimed.count).joined(separator: ", ")
        return try await callbacks(where: "id IN (\(marks)) ORDER BY id", claimed.map { .integer($0) })
    }

    public func recordAttempt(callbackId: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws {
        _ = try await transaction { connection in
            let found = try await connection.query(
                "UPDATE callbacks SET next_attempt_at = ? WHERE id = ? RETURNING id", [Self.data(nextAttemptAt), .integer(.init(callbackId))])
            guard !found.isEmpty else { return false }
            try await connection.execute(
                "INSERT INTO callback_attempts (callback_id, at, http_status, error) VALUES (?, ?, ?, ?)",
                [.integer(.init(callbackId)), .integer(.init(attempt.at)), Self.data(attempt.httpStatus.map(Int64.init)),
                 attempt.error.map(SQLiteData.text) ?? .null])
            return true
        }
    }

    public func finishAttempt(callbackId: Int64, startedAt: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws {
        _ = try await transaction { connection in
            let found = try await connection.query(
                """
                UPDATE callback_attempts SET at = ?, http_status = ?, error = ?
                WHERE id = (SELECT max(id) FROM callback_attempts WHERE callback_id = ?) AND at = ? AND http_status IS NULL
                RETURNING id
                """,
                [.integer(.init(attempt.at)), Self.data(attempt.httpStatus.map(Int64.init)), attempt.error.map(SQLiteData.text) ?? .null,
                 .integer(.init(callbackId)), .integer(.init(startedAt))])
            guard !found.isEmpty else { return false }
            try await connection.execute(
                "UPDATE callbacks SET next_attempt_at = ? WHERE id = ?", [Self.data(nextAttemptAt), .integer(.init(callbackId))])
            return true
        }
    }

    public func callbacks(merchantId: String, paymentId: String) async throws -> [LedgerCallback] {
        try await callbacks(where: "merchant_id = ? AND payment_id = ? ORDER BY id", [.text(merchantId), .text(paymentId)])
    }

    // MARK: - Helpers

    /// Runs `body` in one write transaction: committed when it returns true, rolled back otherwise.
    private func transaction(_ body: @escaping @Sendable (SQLiteConnection) async throws -> Bool) async throws -> Bool {
        let connection = connection
        return try await access.run {
            try await connection.execute("BEGIN IMMEDIATE")
            do {
                guard try await body(connection) else {
                    try await connection.execute("ROLLBACK")
                    return false
                }
                try await connection.execute("COMMIT")
                return true
            } catch {
                // SQLite may have rolled back already (a full disk, say); the first error is the one to tell.
                try? await connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    func rows(_ sql: String, _ binds: [SQLiteData]) async throws -> [SQLiteRow] {
        let reader = reader
        return try await readAccess.run { try await reader.query(sql, binds) }
    }

    /// The rows a writing statement returns (`UPDATE … RETURNING`).
    private func written(_ sql: String, _ binds: [SQLiteData]) async throws -> [SQLiteRow] {
        let connection = connection
        return try await access.run { try await connection.query(sql, binds) }
    }

    /// False when the change cannot be made: its payment's (or v2 record's) id taken, or its version
    /// no longer current.
    private static func write(_ change: LedgerChange, on connection: SQLiteConnection) async throws -> Bool {
        switch change {
        case .insert(let payment):
            // `seq` keeps creation order for listings, whatever rowids a VACUUM leaves.
            return try await !connection.query(
                """
                INSERT INTO payments (merchant_id, id, seq, record, created_at, pays_at, version)
                VALUES (?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM payments), ?, ?, ?, 1)
                ON CONFLICT DO NOTHING RETURNING version
                """,
                [.text(payment.merchantId), .text(payment.id), .text(LedgerText.text(of: payment.record)),
                 .integer(.init(payment.createdAt)), data(payment.paysAt)]
            ).isEmpty
        case .update(let payment):
            return try await !connection.query(
                """
                UPDATE payments SET record = ?, pays_at = ?, version = version + 1
                WHERE merchant_id = ? AND id = ? AND version = ? RETURNING version
                """,
                [.text(LedgerText.text(of: payment.record)), data(payment.paysAt), .text(payment.merchantId), .text(payment.id),
                 .integer(.init(payment.version))]
            ).isEmpty
        case .enqueue(let callback):
            try await connection.execute(
                "INSERT INTO callbacks (merchant_id, payment_id, request, next_attempt_at) VALUES (?, ?, ?, ?)",
                [.text(callback.merchantId), .text(callback.paymentId), .text(LedgerText.text(of: callback.request)),
                 data(callback.nextAttemptAt)])
            return true
        case .insertOrder(let order):
            return try await insert(order, on: connection)
        case .updateOrder(let order):
            return try await update(order, on: connection)
        }
    }

    /// Callbacks chosen by `clause`, in its order, each with its attempts in the order they were made.
    private func callbacks(where clause: String, _ binds: [SQLiteData]) async throws -> [LedgerCallback] {
        let connection = reader
        let (callbackRows, attemptRows) = try await readAccess.run {
            let callbackRows = try await connection.query(
                "SELECT id, merchant_id, payment_id, request, next_attempt_at FROM callbacks WHERE \(clause)", binds)
            let ids = callbackRows.compactMap { $0.column("id")?.integer }
            guard !ids.isEmpty else { return (callbackRows, [SQLiteRow]()) }
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            let attemptRows = try await connection.query(
                "SELECT callback_id, at, http_status, error FROM callback_attempts WHERE callback_id IN (\(marks)) ORDER BY id",
                ids.map { .integer($0) })
            return (callbackRows, attemptRows)
        }
        let attempts = attemptRows.map { row in
            (callbackId: Self.int(row, "callback_id") ?? 0, attempt: CallbackAttempt(
                at: Self.int(row, "at") ?? 0, httpStatus: Self.int(row, "http_status").map { Int($0) }, error: row.column("error")?.string))
        }
        return try LedgerText.callbacks(callbackRows.map { row in
            LedgerText.CallbackRow(
                id: Self.int(row, "id") ?? 0, merchantId: row.column("merchant_id")?.string ?? "",
                paymentId: row.column("payment_id")?.string ?? "", request: row.column("request")?.string ?? "",
                nextAttemptAt: Self.int(row, "next_attempt_at"))
        }, attempts: attempts)
    }

    private static let paymentColumns = "record, created_at, pays_at, version"

    private static func payment(_ row: SQLiteRow) throws -> LedgerPayment {
        try LedgerText.payment(
            recordText: row.column("record")?.string ?? "", createdAt: int(row, "created_at") ?? 0, paysAt: int(row, "pays_at"),
            version: int(row, "version") ?? 0)
    }

    static func int(_ row: SQLiteRow, _ column: String) -> Int64? {
        row.column(column)?.integer.map { Int64($0) }
    }

    static func data(_ value: Int64?) -> SQLiteData {
        value.map { .integer(.init($0)) } ?? .null
    }
}
