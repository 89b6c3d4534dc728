import Logging
import PostgresNIO

extension PostgresLedger {
    /// Connects to the database at `url`, creating the ledger's tables when missing and bringing an
    /// older schema up to date; refuses one written by a newer build. `schema` keeps the tables in a
    /// PostgreSQL schema of their own (created when missing) instead of the user's default one.
    /// `migrationLockWait` bounds the wait for another server's migration (or a session left idle in
    /// one). The ledger's connection pool is one of its `services`: calls wait for it to run.
    public static func open(url: PostgresURL, schema: String? = nil, migrationLockWait: Duration = .seconds(10)) async throws -> PostgresLedger {
        let own: PostgresConnection.Configuration
        do {
            own = try connectionConfiguration(url, schema: schema)
            // One connection, made before the pool: the pool retries a refused connection or a wrong
            // password for ever, this one fails at once with the server's reason.
            var first = own
            first.options.connectTimeout = .seconds(10)
            let connection = try await PostgresConnection.connect(configuration: first, id: 0, logger: logger)
            do {
                try await prepare(connection, schema: schema, location: url.redacted, lockWait: migrationLockWait)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        } catch {
            throw explained(error, url: url)
        }
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: clientTLS(url.tls))
        configuration.options.connectTimeout = .seconds(10)
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        return PostgresLedger(url: url, client: client, ownConfiguration: own)
    }

    /// The schema created when missing, brought up to date, and checked for the tables the ledger needs.
    private static func prepare(_ connection: PostgresConnection, schema: String?, location: String, lockWait: Duration) async throws {
        if let schema { try await connection.query("CREATE SCHEMA IF NOT EXISTS \(unescaped: quoted(schema))", logger: logger) }
        try await migrate(connection, location: location, lockWait: lockWait)
        for check in LedgerMigration.shapeChecks {
            do {
                try await connection.query(PostgresQuery(unsafeSQL: check), logger: logger)
            } catch let error as PSQLError where error.serverInfo?[.message] != nil {
                throw LedgerError.incomplete(location: location, missing: error.serverInfo?[.message] ?? "")
            }
        }
    }

    static let migrations: [LedgerMigration] = [
        LedgerMigration(version: 1, statements: [
            """
            CREATE TABLE payments (
                merchant_id TEXT NOT NULL, id TEXT NOT NULL, seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE, record TEXT NOT NULL,
                created_at BIGINT NOT NULL, pays_at BIGINT, version BIGINT NOT NULL, PRIMARY KEY (merchant_id, id))
            """,
            "CREATE INDEX payments_by_merchant ON payments (merchant_id, seq)",
            "CREATE INDEX payments_to_pay ON payments (pays_at, seq) WHERE pays_at IS NOT NULL",
            """
            CREATE TABLE callbacks (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, merchant_id TEXT NOT NULL, payment_id TEXT NOT NULL,
                request TEXT NOT NULL, next_attempt_at BIGINT)
            """,
            "CREATE INDEX callbacks_by_payment ON callbacks (merchant_id, payment_id)",
            "CREATE INDEX callbacks_due ON callbacks (next_attempt_at, id) WHERE next_attempt_at IS NOT NULL",
            """
            CREATE TABLE callback_attempts (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, callback_id BIGINT NOT NULL REFERENCES callbacks (id),
                at BIGINT NOT NULL, http_status INTEGER, error TEXT)
            """,
            "CREATE INDEX callback_attempts_by_callback ON callback_attempts (callback_id)",
        ]),
        // PhonePe v2's orders and refunds, beside the v1 payments, and their attempts' transaction ids.
        LedgerMigration(version: 2, statements: [
            """
            CREATE TABLE orders (
                merchant_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
                record TEXT NOT NULL, transaction_ids TEXT NOT NULL, created_at BIGINT NOT NULL, pays_at BIGINT, version BIGINT NOT NULL,
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

    /// The advisory lock every migration transaction takes, so servers starting together apply each
    /// step once.
    public static let migrationLockKey: Int64 = 0x4353_4C47

    /// Applies each missing migration in its own transaction, under a lock all servers share, waited
    /// for at most `lockWait` (a session left idle in a transaction holding it would else stop every
    /// server from starting, silently).
    private static func migrate(_ connection: PostgresConnection, location: String, lockWait: Duration) async throws {
        let milliseconds = max(1, lockWait.components.seconds * 1000 + lockWait.components.attoseconds / 1_000_000_000_000_000)
        while true {
            let applied: Bool
            do {
                applied = try await connection.withTransaction(logger: logger) { connection -> Bool in
                    try await connection.query("SELECT set_config('lock_timeout', \("\(milliseconds)ms"), true)", logger: logger)
                    // Read to its end: a statement's failure arrives with its rows.
                    _ = try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLockKey))", logger: logger).collect()
                    try await connection.query(
                        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)", logger: logger)
                    var version: Int32 = 0
                    for try await found in try await connection.query(
                        "SELECT coalesce(max(version), 0)::integer FROM schema_migrations", logger: logger
                    ).decode(Int32.self) { version = found }
                    guard let next = try LedgerMigration.pending(after: Int(version), in: migrations, location: location).first else { return false }
                    for statement in next.statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
                    try await connection.query(
                        """
                        INSERT INTO schema_migrations (version, applied_at)
                        VALUES (\(Int32(next.version)), (extract(epoch FROM now()) * 1000)::bigint)
                        """, logger: logger)
                    return true
                }
            } catch let error as PostgresTransactionError where (error.closureError as? PSQLError)?.serverInfo?[.sqlState] == "55P03" {
                let waited = milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
                throw LedgerError.migrationLocked(location: location, holder: await migrationLockHolder(on: connection), waited: waited)
            }
            if !applied { return }
        }
    }

    /// Who holds the migration lock, in words: its process id, where it connects from, what it is
    /// doing and since when.
    private static func migrationLockHolder(on connection: PostgresConnection) async -> String {
        let key = UInt64(bitPattern: migrationLockKey)
        let query: PostgresQuery = """
            SELECT a.pid, coalesce(a.state, ''), coalesce(a.application_name, ''), coalesce(host(a.client_addr), 'a local socket'),
                coalesce(to_char(a.state_change, 'YYYY-MM-DD HH24:MI:SS TZ'), '')
            FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.granted
                AND l.classid::bigint = \(Int64(key >> 32)) AND l.objid::bigint = \(Int64(key & 0xFFFF_FFFF))
            """
        do {
            for try await (pid, state, application, client, since) in try await connection.query(query, logger: logger)
                .decode((Int32, String, String, String, String).self)
            {
                let name = application.isEmpty ? "" : " (\(application))"
                return "session, pid \(pid)\(name) from \(client), \(state.isEmpty ? "busy" : state) since \(since),"
            }
        } catch {}
        return "session"
    }

    /// How a single connection (the first, or a call's own) reaches the server.
    private static func connectionConfiguration(_ url: PostgresURL, schema: String?) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS = switch (url.tls, tlsConfiguration(url.tls)) {
        case (.prefer, let configuration?): .prefer(try NIOSSLContext(configuration: configuration))
        case (_, let configuration?): .require(try NIOSSLContext(configuration: configuration))
        case (_, nil): .disable
        }
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: tls)
        configuration.options.connectTimeout = .seconds(Int64(connectWait.components.seconds))
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        return configuration
    }

    private static func clientTLS(_ mode: PostgresURL.TLSMode) -> PostgresClient.Configuration.TLS {
        switch (mode, tlsConfiguration(mode)) {
        case (.prefer, let configuration?): .prefer(configuration)
        case (_, let configuration?): .require(configuration)
        case (_, nil): .disable
        }
    }

    /// As libpq: prefer and require encrypt without checking the certificate, verify-full checks it.
    private static func tlsConfiguration(_ mode: PostgresURL.TLSMode) -> TLSConfiguration? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .disable: return nil
        case .prefer, .require: configuration.certificateVerification = .none
        case .verifyFull: break
        }
        return configuration
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A failure at start as a ledger error that says what went wrong in words and what to do.
    static func explained(_ error: any Error, url: PostgresURL) -> any Error {
        switch error {
        case let error as LedgerError:
            if case .unavailable(let location, let reason) = error { return LedgerError.unreachable(location: location, reason: reason) }
            return error
        case let error as PostgresTransactionError:
            return explained(error.closureError ?? error.beginError ?? error.commitError ?? error, url: url)
        default:
            return LedgerError.unreachable(location: url.redacted, reason: PostgresFailure.reason(error, url: url))
        }
    }
}
