import CheckoutServer
import Foundation
import PostgresNIO
import Testing

/// The PostgreSQL server the tests use, named by `CHECKOUT_SIM_TEST_POSTGRES` (`.ci/run` starts one
/// and sets it; `bash .ci/postgres.sh` does the same by hand and prints the URL). Without it the
/// PostgreSQL tests are reported as skipped, with this reason, never passed.
enum TestPostgres {
    static let variable = "CHECKOUT_SIM_TEST_POSTGRES"

    static var url: PostgresURL? {
        ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : try? PostgresURL($0) }
    }

    static var text: String? { ProcessInfo.processInfo.environment[variable] }

    static let skipped: Comment = "not run: \(variable) names no PostgreSQL server (bash .ci/postgres.sh starts one and prints its URL)"

    /// A ledger in a schema of its own (named to the body), dropped afterwards: each test starts from an empty ledger.
    static func withLedger(_ body: (PostgresLedger, _ schema: String) async throws -> Void) async throws {
        let url = try #require(url)
        let schema = "ledger_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let ledger = try await PostgresLedger.open(url: url, schema: schema)
        do {
            try await LedgerServices.running(ledger) { try await body(ledger, schema) }
        } catch {
            try await drop(schema, url: url)
            throw error
        }
        try await drop(schema, url: url)
    }

    static let logger = Logger(label: "checkout-sim.tests")

    /// A connection of the test's own (to change a ledger behind its back, hold a lock, or clean up).
    static func connect(_ url: PostgresURL) async throws -> PostgresConnection {
        let configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: .disable)
        return try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
    }

    /// Runs `sql` on its own connection (to change a ledger behind its back, or to clean up).
    static func execute(_ sql: String, url: PostgresURL) async throws {
        let connection = try await connect(url)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    static func drop(_ schema: String, url: PostgresURL) async throws {
        try await execute("DROP SCHEMA IF EXISTS \(schema) CASCADE", url: url)
    }
}
