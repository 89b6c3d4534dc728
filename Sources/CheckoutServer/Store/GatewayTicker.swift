import ServiceLifecycle

/// Runs beside the server: every `interval` the simulated user pays what is due, so payments get
/// decided (and callbacks owed) even when nobody asks for their status. Stops on graceful shutdown.
public struct GatewayTicker: Service {
    let store: GatewayStore
    let interval: Duration

    public init(store: GatewayStore, interval: Duration = .milliseconds(100)) {
        self.store = store
        self.interval = interval
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                // A failing ledger is retried on the next tick; the calls that read it report it.
                _ = try? await store.payDue()
                try? await Task.sleep(for: interval)
            }
        }
    }
}
