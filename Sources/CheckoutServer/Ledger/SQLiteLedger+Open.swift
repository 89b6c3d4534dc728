import SQLiteNIO

extension SQLiteLedger {
    /// Opens the ledger at `path`, creating it (in an existing folder) when missing and bringing an
    /// older file's schema up to date. Refuses a folder, a link to nowhere, a file that is not a
    /// checkout-sim ledger, and one written by a newer build.
    public static func open(path: String) async throws -> SQLiteLedger {
        try LedgerFile.check(path)
        let absolute = LedgerFile.absolute(path)
        do {
            return try await connect(absolute)
        } catch let error as SQLiteError {
            throw explained(error, path: absolute)
        }
    }

    private static func connect(_ absolute: String) async throws -> SQLiteLedger {
        // sqlite-nio's connection creates, checks and migrates the file, then checkpoints it.
        let checkpointer = try await SQLiteConnection.open(storage: .file(path: absolute))
        do {
            try await prepare(checkpointer, path: absolute)
        } catch {
            try? await checkpointer.close()
            throw error
        }
        var handles: [SQLiteHandle] = []
        do {
            handles.append(try SQLiteHandle(path: absolute))
            handles.append(try SQLiteReaders.open(path: absolute))
            let writer = handles[0]
            // In WAL mode NORMAL writes each commit to the WAL file before COMMIT returns, so once a call
            // is answered its writes survive the process dying (kill -9); only an OS crash or power cut
            // could lose the last commits. FULL would fsync on every commit, a cost a simulator does not need.
            try writer.query("PRAGMA synchronous = NORMAL")
            // The ledger's own checkpointer copies the WAL into the file, off the writer's path.
            try writer.query("PRAGMA wal_autocheckpoint = 0")
        } catch {
            for handle in handles { handle.close() }
            try? await checkpointer.close()
            throw explained(error, path: absolute)
        }
        return SQLiteLedger(path: absolute, writer: handles[0], reader: handles[1], checkpointer: checkpointer)
    }

    /// Written into the file's header by the first migration: how a ledger is told from any other
    /// SQLite database ("CSLG").
    static let applicationId: Int64 = 0x4353_4C47

    static let migrations: [LedgerMigration] = [
        LedgerMigration(version: 1, statements: [
            "PRAGMA application_id = \(applicationId)",
            """
            CREATE TABLE payments (
                merchant_id TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL UNIQUE, record TEXT NOT NULL,
                created_at INTEGER NOT NULL, pays_at INTEGER, version INTEGER NOT NULL, PRIMARY KEY (merchant_id, id))
            """,
            "CREATE INDEX payments_by_merchant ON payments (merchant_id, seq)",
            "CREATE INDEX payments_to_pay ON payments (pays_at, seq) WHERE pays_at IS NOT NULL",
            """
            CREATE TABLE callbacks (
                id INTEGER PRIMARY KEY AUTOINCREMENT, merchant_id TEXT NOT NULL, payment_id TEXT NOT NULL,
                request TEXT NOT NULL, next_attempt_at INTEGER)
            """,
            "CREATE INDEX callbacks_by_payment ON callbacks (merchant_id, payment_id)",
            "CREATE INDEX callbacks_due ON callbacks (next_attempt_at, id) WHERE next_attempt_at IS NOT NULL",
            """
            CREATE TABLE callback_attempts (
                id INTEGER PRIMARY KEY AUTOINCREMENT, callback_id INTEGER NOT NULL REFERENCES callbacks (id),
                at INTEGER NOT NULL, http_status INTEGER, error TEXT)
            """,
            "CREATE INDEX callback_attempts_by_callback ON callback_attempts (callback_id)",
        ]),
        // PhonePe v2's orders and refunds, beside the v1 payments, and their attempts' transaction ids.
        LedgerMigration(version: 2, statements: [
            """
            CREATE TABLE orders (
                merchant_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL UNIQUE, record TEXT NOT NULL,
                transaction_ids TEXT NOT NULL, created_at INTEGER NOT NULL, pays_at INTEGER, version INTEGER NOT NULL,
                PRIMARY KEY (merchant_id, kind, id))
            """,
            "CREATE INDEX orders_by_merchant ON orders (merchant_id, seq)",
            "CREATE INDEX orders_to_pay ON orders (pays_at, seq) WHERE pays_at IS NOT NULL",
            """
            CREATE TABLE order_transactions (
                merchant_id TEXT NOT NULL, transaction_id TEXT NOT NULL, kind TEXT NOT NULL, order_id TEXT NOT NULL,
                PRIMARY KEY (merchant_id, transaction_id))
            """,
        ]),
    ]

    private static func prepare(_ connection: SQLiteConnection, path: String) async throws {
        // Waits up to 5 s for another process's write instead of failing at once (and replaces the
        // wait-forever handler sqlite-nio installs, so a stuck writer is reported, not waited on).
        try await connection.execute("PRAGMA busy_timeout = 5000")
        let applied = try await identify(connection, path: path)
        _ = try LedgerMigration.pending(after: applied, in: migrations, location: path)
        // A damaged page would otherwise start the server and fail the first payment that reads it.
        let problems = try await connection.query("PRAGMA quick_check").compactMap { $0.column("quick_check")?.string }
        if let problem = problems.first, problem != "ok" { throw LedgerError.damaged(path: path, reason: problem) }
        try await connection.execute("PRAGMA journal_mode = WAL")
        try await migrate(connection, path: path)
        try await checkWritable(connection)
        for check in LedgerMigration.shapeChecks {
            do {
                try await connection.execute(check)
            } catch let error as SQLiteError {
                throw LedgerError.incomplete(location: path, missing: error.message)
            }
        }
    }

    /// A write rolled back at once: a file SQLite may only read (its permissions, a read-only mount)
    /// is refused at start, not on the first payment.
    private static func checkWritable(_ connection: SQLiteConnection) async throws {
        try await connection.execute("BEGIN IMMEDIATE")
        do {
            try await connection.execute("INSERT INTO schema_migrations (version, applied_at) VALUES (-1, 0)")
        } catch {
            try? await connection.execute("ROLLBACK")
            throw error
        }
        try await connection.execute("ROLLBACK")
    }

    /// An error of the ledger's own connections at start, said as sqlite-nio's would be.
    private static func explained(_ error: any Error, path: String) -> any Error {
        guard let failure = error as? SQLiteFailure else { return error }
        return LedgerError.fileFailed(path: path, reason: failure.message)
    }

    /// An SQLite error at start said with the file's name and what to do.
    private static func explained(_ error: SQLiteError, path: String) -> LedgerError {
        switch error.reason {
        case .corrupt, .corruptIndex, .corruptSequenceSchema, .corruptVirtualTable, .notADatabase, .ioErrorIncompleteRead:
            return .damaged(path: path, reason: error.message)
        case .readOnly, .readonlyCantLock, .readonlyDirectory, .readonlyInRecovery, .readonlyInRollback, .readonlyBackingMoved:
            return .notWritable(path: path, what: "SQLite may only read it (\(error.message))")
        case .busy, .busyTimeout, .busyInRecovery, .locked:
            return .fileFailed(path: path, reason: "\(error.message); another process has held it locked for 5 seconds, stop that process")
        case .full:
            return .fileFailed(path: path, reason: "\(error.message); free some space on its disk")
        default:
            return .fileFailed(path: path, reason: error.message)
        }
    }

    /// The schema version a ledger file has (0 for a new, empty file); refuses anything else.
    private static func identify(_ connection: SQLiteConnection, path: String) async throws -> Int {
        let applicationId: Int64
        do {
            applicationId = Int64(try await connection.query("PRAGMA application_id").first?.column("application_id")?.integer ?? 0)
        } catch let error as SQLiteError where error.reason == .notADatabase {
            throw LedgerError.notALedger(path: path, reason: "not an SQLite database")
        }
        let tables = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .compactMap { $0.column("name")?.string }
        if tables.isEmpty { return 0 }
        guard applicationId == Self.applicationId, tables.contains("schema_migrations") else {
            throw LedgerError.notALedger(path: path, reason: "an SQLite database with tables \(tables.joined(separator: ", "))")
        }
        return try await appliedVersion(connection)
    }

    private static func appliedVersion(_ connection: SQLiteConnection) async throws -> Int {
        let rows = try await connection.query("SELECT coalesce(max(version), 0) AS version FROM schema_migrations")
        return Int(rows.first?.column("version")?.integer ?? 0)
    }

    /// Applies each missing migration in its own transaction, reading the version again inside it so
    /// two processes opening a new file at once apply each step once.
    private static func migrate(_ connection: SQLiteConnection, path: String) async throws {
        while true {
            try await connection.execute("BEGIN IMMEDIATE")
            do {
                try await connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
                let applied = try await appliedVersion(connection)
                guard let next = try LedgerMigration.pending(after: applied, in: migrations, location: path).first else {
                    try await connection.execute("COMMIT")
                    return
                }
                for statement in next.statements { try await connection.execute(statement) }
                try await connection.execute(
                    "INSERT INTO schema_migrations (version, applied_at) VALUES (?, unixepoch() * 1000)", [.integer(.init(next.version))])
                try await connection.execute("COMMIT")
            } catch {
                try? await connection.execute("ROLLBACK")
                throw error
            }
        }
    }
}

extension SQLiteConnection {
    /// Runs a statement whose rows, if any, are not wanted.
    func execute(_ sql: String, _ binds: [SQLiteData] = []) async throws {
        _ = try await query(sql, binds)
    }
}
