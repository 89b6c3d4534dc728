/// Lets one task at a time use something that must not be interleaved (one database connection:
/// a transaction's statements must not mix with another caller's), in the order the tasks asked.
/// An actor alone would not do: it lets other calls in at every `await` inside a transaction.
/// Home-made because sqlite-nio has no pool or transaction helper, and a lock may not be held across `await`.
actor SerialAccess {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            // Handed straight to the next task: `busy` stays true.
            waiting.removeFirst().resume()
        }
    }
}
