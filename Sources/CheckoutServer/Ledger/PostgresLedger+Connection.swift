import PostgresNIO

/// How a call gets its connection, and what it says when the database is gone.
///
/// PostgresNIO's pool keeps a call waiting while the server is down: a minute (its circuit breaker)
/// before it fails, and then up to a minute of back-off before it connects again once the server is
/// back. A payment must not hang that long. So a call waits for the pool only briefly; past that it
/// opens a connection of its own, which either works (the server is back, the pool not yet) or fails
/// within seconds with the reason, and the call is refused as "database unavailable".
extension PostgresLedger {
    /// How long a call waits for the pool while it has been handing out connections.
    static let leaseWait = Duration.milliseconds(1500)
    /// How long it waits once the pool has kept a call waiting (the database was down).
    static let leaseWaitWhileSuspect = Duration.milliseconds(100)
    /// How long a connection of the call's own may take to open, TLS and sign-in included.
    static let connectWait = Duration.seconds(3)
    /// How long a call's statements may go unanswered (the ledger's take milliseconds) before the
    /// server is taken for gone, as behind a cut network, where nothing closes the connection.
    static let answerWait = Duration.seconds(5)

    /// Runs `body` on one connection: the pool's, or the call's own.
    func withConnection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let body = answered(within: Self.answerWait, body)
        let wait = await health.poolSuspect ? Self.leaseWaitWhileSuspect : Self.leaseWait
        do {
            if let value = try await pooled(within: wait, body) {
                await health.set(poolSuspect: false)
                return value
            }
        } catch {
            let mapped = unavailable(error)
            if (mapped as? LedgerError)?.isUnavailable == true { await health.set(poolSuspect: true) }
            throw mapped
        }
        await health.set(poolSuspect: true)
        let connection = try await ownConnection()
        do {
            let value = try await body(connection)
            try? await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw unavailable(error)
        }
    }

    /// A lost connection as `LedgerError.unavailable`; any other error as it is.
    func unavailable(_ error: any Error) -> any Error {
        guard !(error is LedgerError), PostgresFailure.isConnectionLoss(error) else { return error }
        return LedgerError.unavailable(location: location, reason: PostgresFailure.reason(error, url: url))
    }

    /// `body`, its connection closed when it has waited `limit` for the server: the call then fails as
    /// unavailable (or as perhaps committed, when the wait was for COMMIT's answer).
    private func answered<T: Sendable>(
        within limit: Duration, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) -> @Sendable (PostgresConnection) async throws -> T {
        let (location, url) = (location, url)
        return { connection in
            let silent = Flag()
            do {
                return try await withThrowingTaskGroup(of: T?.self) { group in
                    group.addTask { try await body(connection) }
                    group.addTask {
                        do { try await Task.sleep(for: limit) } catch { return nil }
                        await silent.raise()
                        try? await connection.close()
                        return nil
                    }
                    while let outcome = try await group.next() {
                        if let value = outcome {
                            group.cancelAll()
                            return value
                        }
                    }
                    throw CancellationError()
                }
            } catch {
                guard await silent.raised else { throw error }
                let reason = "\(url.host):\(url.port) stopped answering for \(limit.components.seconds) s"
                if case LedgerError.commitUnknown = error { throw LedgerError.commitUnknown(location: location, reason: reason) }
                throw LedgerError.unavailable(location: location, reason: reason)
            }
        }
    }

    /// `body`'s result on a pooled connection, or nil when the pool has none to give within `wait`
    /// (the lease is then given up: a connection granted later goes straight back).
    private func pooled<T: Sendable>(
        within wait: Duration, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T? {
        let gate = LeaseGate()
        let client = client
        return try await withThrowingTaskGroup(of: PooledOutcome<T>.self) { group in
            group.addTask {
                do {
                    return .value(try await client.withConnection { connection in
                        guard await gate.begin() else { throw CancellationError() }
                        return try await body(connection)
                    })
                } catch {
                    // Before `body` began, the pool failed to lend (its circuit breaker, or given up).
                    if await gate.giveUp() { return .waited(gaveUp: true) }
                    throw error
                }
            }
            group.addTask {
                do { try await Task.sleep(for: wait) } catch { return .waited(gaveUp: false) }
                return .waited(gaveUp: await gate.giveUp())
            }
            while let outcome = try await group.next() {
                switch outcome {
                case .value(let value):
                    group.cancelAll()
                    return value
                case .waited(gaveUp: true):
                    group.cancelAll()
                    return nil
                case .waited(gaveUp: false):
                    continue
                }
            }
            return nil
        }
    }

    /// A connection opened for one call, or `LedgerError.unavailable` within `connectWait`.
    private func ownConnection() async throws -> PostgresConnection {
        let configuration = ownConfiguration
        let location = location
        let url = url
        let answer = OnceAnswer<PostgresConnection>()
        return try await withCheckedThrowingContinuation { continuation in
            Task {
                await answer.wait(with: continuation)
                do {
                    let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: Self.logger)
                    // Too late: the call was already refused.
                    if await !answer.give(.success(connection)) { try? await connection.close() }
                } catch {
                    let reason = PostgresFailure.reason(error, url: url)
                    await answer.give(.failure(LedgerError.unavailable(location: location, reason: reason)))
                }
            }
            Task {
                try? await Task.sleep(for: Self.connectWait)
                let reason = "\(url.host):\(url.port) did not answer within \(Self.connectWait.components.seconds) s"
                await answer.give(.failure(LedgerError.unavailable(location: location, reason: reason)))
            }
        }
    }
}

private enum PooledOutcome<T: Sendable>: Sendable {
    case value(T)
    case waited(gaveUp: Bool)
}

/// Settles, once, whether a pooled lease came in time (the call runs on it) or not (it runs elsewhere).
private actor LeaseGate {
    private var began: Bool?

    func begin() -> Bool {
        if began == nil { began = true }
        return began == true
    }

    func giveUp() -> Bool {
        if began == nil { began = false }
        return began == false
    }
}

/// The first of several answers to one waiting call; later ones are refused (false).
private actor OnceAnswer<T: Sendable> {
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var given = false

    func wait(with continuation: CheckedContinuation<T, any Error>) {
        if let early { return continuation.resume(with: early) }
        self.continuation = continuation
    }

    @discardableResult
    func give(_ result: Result<T, any Error>) -> Bool {
        guard !given else { return false }
        given = true
        if let continuation { continuation.resume(with: result) } else { early = result }
        return true
    }
}

private actor Flag {
    private(set) var raised = false

    func raise() { raised = true }
}

/// Whether the pool has lately kept a call waiting: then calls wait for it only briefly.
actor PostgresHealth {
    private(set) var poolSuspect = false

    func set(poolSuspect: Bool) { self.poolSuspect = poolSuspect }
}
