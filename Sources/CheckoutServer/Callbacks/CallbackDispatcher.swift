import CheckoutCore
import ServiceLifecycle

/// Runs beside the server and delivers the callbacks the ledger owes: every `pollInterval` it
/// sends those due, records each attempt, and schedules a retry by `schedule` until a 2xx. All
/// its state is in the ledger, so callbacks due when a server stopped go out when one starts.
public struct CallbackDispatcher: Service {
    public let ledger: any Ledger
    public let schedule: RetrySchedule
    public let log: LiveLog
    /// How many times a delivered callback reaches the merchant: 1, or more to imitate PhonePe's
    /// duplicate callbacks (a fault a merchant back end must survive). Each copy is an attempt kept.
    public let copies: Int
    /// Milliseconds since the epoch, the store's clock.
    let now: @Sendable () -> Int64
    /// Waits between polls; a test passes one that moves its clock instead.
    let sleep: @Sendable (Duration) async throws -> Void
    let pollInterval: Duration
    /// At most this many attempts started by one poll.
    let maxInFlight: Int
    /// How long a claimed callback is kept from other dispatchers: longer than an attempt can take
    /// (5 s to connect, 10 s to answer), after which a claim never recorded (the server died) is due again.
    public static let leaseMilliseconds: Int64 = 30_000

    public init(
        ledger: any Ledger, schedule: RetrySchedule = RetrySchedule(), log: LiveLog = .off, copies: Int = 1,
        pollInterval: Duration = .milliseconds(250), maxInFlight: Int = 64,
        now: @escaping @Sendable () -> Int64, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.ledger = ledger
        self.schedule = schedule
        self.log = log
        self.copies = max(1, copies)
        self.pollInterval = pollInterval
        self.maxInFlight = max(1, maxInFlight)
        self.now = now
        self.sleep = sleep
    }

    /// Polls until graceful shutdown, which cancels attempts under way: they are not recorded and
    /// fall due again when their claim ends, so the next start sends them.
    public func run() async throws {
        try await HTTPCallbackTransport.with { transport in
            await cancelWhenGracefulShutdown {
                await withDiscardingTaskGroup { group in
                    while !Task.isCancelled {
                        // A failing ledger is tried again on the next poll.
                        group.addTask { _ = try? await self.deliverDue(over: transport) }
                        do { try await sleep(pollInterval) } catch { break }
                    }
                }
            }
        }
    }

    /// Claims the callbacks due now (no other poll or server takes them meanwhile), sends each, and
    /// returns once each attempt is recorded; returns how many were sent.
    @discardableResult
    public func deliverDue(over transport: any CallbackTransport) async throws -> Int {
        let time = now()
        let claimed = try await ledger.claimCallbacks(dueBy: time, leaseUntil: time + Self.leaseMilliseconds, limit: maxInFlight)
        await withDiscardingTaskGroup { group in
            for callback in claimed {
                group.addTask { await deliver(callback, over: transport) }
            }
        }
        return claimed.count
    }

    /// One attempt at `callback`, recorded with when to try again; when delivered, the extra copies.
    func deliver(_ callback: LedgerCallback, over transport: any CallbackTransport) async {
        let attempt = callback.attempts.count + 1
        guard let (result, final) = await send(callback, over: transport) else { return }
        let next = result.delivered || final ? nil : schedule.nextAttemptAt(afterAttempt: attempt, failedAt: result.at)
        await record(result, of: callback, attempt: attempt, next: next, duplicate: false)
        guard result.delivered else { return }
        for _ in 1..<copies {
            guard let copy = await send(callback, over: transport)?.attempt else { return }
            await record(copy, of: callback, attempt: attempt, next: nil, duplicate: true)
        }
    }

    /// The merchant's answer, and whether no attempt after it can do better; nil when the attempt
    /// was cancelled by a shutdown.
    private func send(_ callback: LedgerCallback, over transport: any CallbackTransport) async -> (attempt: CallbackAttempt, final: Bool)? {
        do {
            let status = try await transport.post(callback.request)
            return (CallbackAttempt(at: now(), httpStatus: status), false)
        } catch {
            if Task.isCancelled { return nil }
            return (CallbackAttempt(at: now(), httpStatus: nil, error: String(describing: error)), (error as? CallbackNotAnswered)?.final ?? false)
        }
    }

    private func record(_ result: CallbackAttempt, of callback: LedgerCallback, attempt: Int, next: Int64?, duplicate: Bool) async {
        // Not recorded, the attempt is made again when due: a duplicate, which merchants must expect.
        try? await ledger.recordAttempt(callbackId: callback.id, attempt: result, nextAttemptAt: next)
        log.callback(CallbackLogEntry(
            at: result.at, url: callback.request.path, merchantId: callback.merchantId, paymentId: callback.paymentId,
            httpStatus: result.httpStatus, error: result.error, attempt: attempt, maxAttempts: schedule.maxAttempts,
            nextAttemptAt: next, duplicate: duplicate))
    }
}
