import ServiceLifecycle
import SQLiteNIO

/// Copies an SQLite ledger's write-ahead log into its file every `interval` while the server runs,
/// on a connection of its own: the writer's automatic checkpoints are off, so no request waits for one.
struct SQLiteCheckpointer: Service {
    let connection: SQLiteConnection
    let interval: Duration

    func run() async {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                // PASSIVE never waits for the writer; what it cannot copy now, the next one does.
                _ = try? await connection.query("PRAGMA wal_checkpoint(PASSIVE)")
            }
        }
    }
}
