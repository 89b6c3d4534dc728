import CheckoutCore
import ServiceLifecycle
import SQLiteNIO

/// A ledger in one SQLite file (`serve --state FILE`, the default), on the SQLite that sqlite-nio
/// carries. Writes go through one connection on a thread of its own (SQLite has a single writer
/// anyway), which commits the calls that queued up meanwhile in one transaction; reads go through
/// others, and one more copies the WAL into the file every second (its `services`), so no request
/// waits for a checkpoint. A call is answered only once its writes are committed.
public final class SQLiteLedger: Ledger {
    /// The file, absolute.
    public let path: String
    /// Every write, in order, on the writer's thread.
    let writer: SQLiteThread<SQLiteWriterJob>
    /// Reads, on connections of their own: in WAL mode they see every committed write and need not
    /// wait behind one under way.
    let readers: SQLiteReaders
    /// Checkpoints the WAL into the file (the writer's own automatic checkpoints are off).
    private let checkpointer: SQLiteConnection
    static let checkpointInterval = Duration.seconds(1)

    init(path: String, writer: SQLiteHandle, reader: SQLiteHandle, checkpointer: SQLiteConnection) {
        self.path = path
        self.writer = SQLiteThread(name: "ledger writer", work: { SQLiteLedger.run($0, on: writer) }, end: { writer.close() })
        self.readers = SQLiteReaders(path: path, first: reader)
        self.checkpointer = checkpointer
    }

    public var services: [any Service] { [SQLiteCheckpointer(connection: checkpointer, interval: Self.checkpointInterval)] }

    /// Closes the connections once the calls queued are done, and copies the whole WAL into the
    /// file: call it once the services have stopped and no call is in flight.
    public func close() async throws {
        await writer.stop()
        readers.close()
        _ = try? await checkpointer.query("PRAGMA wal_checkpoint(TRUNCATE)")
        try await checkpointer.close()
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
        // The statements are made here, on the caller's thread: the writer's thread only runs them.
        let writes = changes.map(SQLiteWrite.init)
        return try await withCheckedThrowingContinuation { writer.submit(.batch(writes, $0)) }
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
            let found = try connection.query(
                "UPDATE callbacks SET next_attempt_at = ? WHERE id = ? RETURNING id", [Self.data(nextAttemptAt), .integer(.init(callbackId))])
            guard !found.isEmpty else { return false }
            try connection.query(
                "INSERT INTO callback_attempts (callback_id, at, http_status, error) VALUES (?, ?, ?, ?)",
                [.integer(.init(callbackId)), .integer(.init(attempt.at)), Self.data(attempt.httpStatus.map(Int64.init)),
                 attempt.error.map(SQLiteData.text) ?? .null])
            return true
        }
    }

    public func finishAttempt(callbackId: Int64, startedAt: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws {
        _ = try await transaction { connection in
            let found = try connection.query(
                """
                UPDATE callback_attempts SET at = ?, http_status = ?, error = ?
                WHERE id = (SELECT max(id) FROM callback_attempts WHERE callback_id = ?) AND at = ? AND http_status IS NULL
                RETURNING id
                """,
                [.integer(.init(attempt.at)), Self.data(attempt.httpStatus.map(Int64.init)), attempt.error.map(SQLiteData.text) ?? .null,
                 .integer(.init(callbackId)), .integer(.init(startedAt))])
            guard !found.isEmpty else { return false }
            try connection.query(
                "UPDATE callbacks SET next_attempt_at = ? WHERE id = ?", [Self.data(nextAttemptAt), .integer(.init(callbackId))])
            return true
        }
    }

    public func callbacks(merchantId: String, paymentId: String) async throws -> [LedgerCallback] {
        try await callbacks(where: "merchant_id = ? AND payment_id = ? ORDER BY id", [.text(merchantId), .text(paymentId)])
    }

    // MARK: - Helpers

    /// Runs `body` in one write transaction: committed when it returns true, rolled back otherwise.
    private func transaction(_ body: @escaping @Sendable (SQLiteHandle) throws -> Bool) async throws -> Bool {
        try await alone { connection in
            try connection.query("BEGIN IMMEDIATE")
            do {
                guard try body(connection) else {
                    try connection.query("ROLLBACK")
                    return false
                }
                try connection.query("COMMIT")
                return true
            } catch {
                // SQLite may have rolled back already (a full disk, say); the first error is the one to tell.
                _ = try? connection.query("ROLLBACK")
                throw error
            }
        }
    }

    /// Runs `body` on the writer's connection, between two batches.
    private func alone<T: Sendable>(_ body: @escaping @Sendable (SQLiteHandle) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writer.submit(.alone { connection in continuation.resume(with: Result { try body(connection) }) })
        }
    }

    func rows(_ sql: String, _ binds: [SQLiteData]) async throws -> [SQLiteValues] {
        try readers.read { try $0.query(sql, binds) }
    }

    /// The rows a writing statement returns (`UPDATE … RETURNING`).
    private func written(_ sql: String, _ binds: [SQLiteData]) async throws -> [SQLiteValues] {
        try await alone { try $0.query(sql, binds) }
    }

    /// Callbacks chosen by `clause`, in its order, each with its attempts in the order they were made.
    private func callbacks(where clause: String, _ binds: [SQLiteData]) async throws -> [LedgerCallback] {
        let (callbackRows, attemptRows) = try readers.read { connection in
            let callbackRows = try connection.query(
                "SELECT id, merchant_id, payment_id, request, next_attempt_at FROM callbacks WHERE \(clause)", binds)
            let ids = callbackRows.compactMap { $0.column("id")?.integer }
            guard !ids.isEmpty else { return (callbackRows, [SQLiteValues]()) }
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            let attemptRows = try connection.query(
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

    private static func payment(_ row: SQLiteValues) throws -> LedgerPayment {
        try LedgerText.payment(
            recordText: row.column("record")?.string ?? "", createdAt: int(row, "created_at") ?? 0, paysAt: int(row, "pays_at"),
            version: int(row, "version") ?? 0)
    }

    static func int(_ row: SQLiteValues, _ column: String) -> Int64? {
        row.column(column)?.integer.map { Int64($0) }
    }

    static func data(_ value: Int64?) -> SQLiteData {
        value.map { .integer(.init($0)) } ?? .null
    }
}
