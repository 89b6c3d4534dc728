import CheckoutCore
import Hummingbird
import Logging

/// The HTTP application serving a `GatewayStore`: loopback unless told otherwise. Run it with
/// `runService()`, which stops on SIGINT and SIGTERM and lets requests in flight finish. Beside it,
/// the simulated user pays what is due and the callbacks owed are delivered, retried by `callbacks`
/// (none are sent when it is nil: they stay owed in the ledger, as tests of other parts want). Clients
/// slow to send a request are dropped, and at most so many are served at once, by `connections`.
public enum GatewayServer {
    /// The ledger's own services (its connection pool, its checkpoints) run in the application's
    /// service group, first up and last down, and `beforeServing` once they run, before the server
    /// listens. `onBound` receives the port actually bound (the free port picked when `port` is 0).
    public static func application(
        store: GatewayStore, host: String = "127.0.0.1", port: Int = 8080,
        callbacks: RetrySchedule? = RetrySchedule(), log: LiveLog = .off, guarding: RequestGuard = RequestGuard(),
        connections: ConnectionLimits = ConnectionLimits(),
        beforeServing: @escaping @Sendable () async throws -> Void = {},
        onBound: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "checkout-sim.serve")
        logger.logLevel = .warning
        var application = Application(
            router: EnvironmentPrefixes(routes: AllowedMethods(router: GatewayRoutes.router(store: store, log: log, guarding: guarding))),
            server: .http1(watchedBy: connections),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "checkout-sim",
                availableConnectionsDelegate: connections.acceptance),
            services: store.ledger.services + [GatewayTicker(store: store)]
                + (callbacks.map { [CallbackDispatcher(ledger: store.ledger, schedule: $0, log: log, now: store.now)] } ?? []),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                await store.served(at: ServedAddress.url(host: host, port: bound))
                await onBound(bound)
            },
            logger: logger)
        application.beforeServerStarts(perform: beforeServing)
        return application
    }
}
