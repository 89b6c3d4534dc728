import CheckoutServer
import PostgresNIO
import ServiceLifecycle

/// A ledger's services (a PostgreSQL pool, SQLite's checkpoints) run around a test's body, as the
/// server's service group runs them.
enum LedgerServices {
    static func running<T: Sendable>(_ ledger: any Ledger, _ body: () async throws -> T) async throws -> T {
        let group = ServiceGroup(services: ledger.services, logger: Logger(label: "checkout-sim.tests"))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            do {
                let value = try await body()
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return value
            } catch {
                await group.triggerGracefulShutdown()
                try? await tasks.waitForAll()
                throw error
            }
        }
    }
}
