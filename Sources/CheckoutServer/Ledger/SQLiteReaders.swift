import NIOConcurrencyHelpers

/// The ledger's read connections, each lent to one caller at a time and used on the caller's own
/// thread: a read is a lookup in pages SQLite already holds, shorter than the hop to another thread
/// and back, and in WAL mode it never waits for the writer (the checkpoints are passive). A caller
/// that finds none idle opens one more, so there are as many as reads ever ran at once.
final class SQLiteReaders: Sendable {
    private let path: String
    private let idle: NIOLockedValueBox<[SQLiteHandle]>

    init(path: String, first: SQLiteHandle) {
        self.path = path
        idle = NIOLockedValueBox([first])
    }

    /// A read-only connection to `path`, as every reader is.
    static func open(path: String) throws -> SQLiteHandle {
        let handle = try SQLiteHandle(path: path)
        do {
            try handle.query("PRAGMA query_only = ON")
        } catch {
            handle.close()
            throw error
        }
        return handle
    }

    func read<T>(_ body: (SQLiteHandle) throws -> T) throws -> T {
        let handle = try idle.withLockedValue { $0.popLast() } ?? Self.open(path: path)
        defer { idle.withLockedValue { $0.append(handle) } }
        return try body(handle)
    }

    /// Closes the idle connections: call it once no read is under way.
    func close() {
        for handle in idle.withLockedValue({ $0 }) { handle.close() }
        idle.withLockedValue { $0 = [] }
    }
}
