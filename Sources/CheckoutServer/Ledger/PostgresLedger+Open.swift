import Logging
import PostgresNIO

extension PostgresLedger {
    /// Connects to the database at `url`, creating the ledger's tables when missing and bringing an
    /// older schema up to date; refuses one written by a newer build. `schema` keeps the tables in a
    /// PostgreSQL schema of their own (created when missing) instead of the user's default one.
    public static func open(url: PostgresURL, schema: String? = nil) async throws -> PostgresLedger {
        let own: PostgresConnection.Configuration
        do {
            own = try connectionConfiguration(url, schema: schema)
            try await probe(own)
        } catch {
            throw explained(error, url: url)
        }
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: clientTLS(url.tls))
        configuration.options.connectTimeout = .seconds(10)
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let ledger = PostgresLedger(url: url, client: client, ownConfiguration: own)
        do {
            if let schema { try await ledger.client.query("CREATE SCHEMA IF NOT EXISTS \(unescaped: quoted(schema))", logger: logger) }
            try await migrate(ledger.client, location: url.redacted)
            try await ledger.withConnection { connection in
                for check in LedgerMigration.shapeChecks {
                    do {
                        try await connection.query(PostgresQuery(unsafeSQL: check), logger: logger)
                    } catch let error as PSQLError where error.serverInfo?[.message] != nil {
                        throw LedgerError.incomplete(location: url.redacted, missing: error.serverInfo?[.message] ?? "")
                    }
                }
            }
        } catch {
            await ledger.close()
            throw explained(error, url: url)
        }
        return ledger
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
    ]

    /// Taken by every migration transaction, so servers starting together apply each step once.
    private static let migrationLock: Int64 = 0x4353_4C47

    /// Applies each missing migration in its own transaction, under a lock all servers share.
    private static func migrate(_ client: PostgresClient, location: String) async throws {
        while true {
            let applied = try await client.withTransaction(logger: logger) { connection -> Bool in
                try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
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
            if !applied { return }
        }
    }

    /// One connection made and closed before the pool starts: the pool retries a refused connection
    /// or a wrong password for ever, the probe fails at once with the server's reason.
    private static func probe(_ configuration: PostgresConnection.Configuration) async throws {
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(10)
        try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger).close()
    }

    /// How a single connection (the probe, or a call's own) reaches the server.
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
