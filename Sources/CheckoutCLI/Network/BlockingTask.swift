import Foundation

/// Runs async work from a synchronous command and waits for it. Commands stay synchronous so the
/// terminal UI keeps the main thread; work that needs async (the server, its benchmark) runs here.
/// Home-made because `AsyncParsableCommand` would make every command async, the TUI's blocking loop included.
package func waitForTask<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = TaskResultBox<T>()
    Task {
        do { box.finish(.success(try await body())) } catch { box.finish(.failure(error)) }
    }
    return try box.wait().get()
}

/// Where the task's result waits for the command.
private final class TaskResultBox<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func finish(_ value: Result<T, any Error>) {
        lock.withLock {
            guard result == nil else { return }
            result = value
            done.signal()
        }
    }

    func wait() -> Result<T, any Error> {
        done.wait()
        return lock.withLock { result! }
    }
}
