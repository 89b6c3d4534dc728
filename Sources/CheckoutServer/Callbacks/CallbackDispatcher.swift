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
    /// Attempts under way at once, in all and to one merchant host.
    let slots: DeliverySlots
    /// How long a claimed callback is kept from other dispatchers: longer than an attempt can take
    /// (10 s to the status line, 5 s of it to connect, then 1 s of body) after waiting up to
    /// `hostPatience` for its host, after which a claim never started (the server died) is due again.
    public static let leaseMilliseconds: Int64 = 30_000
    /// How long a claimed callback waits for its host's slot before it is left to fall due again.
    public static let hostPatience = Duration.seconds(15)
    public static let defaultMaxInFlight = 64
    /// No more than async-http-client's connections to one host, so no attempt queues inside it.
    public static let defaultMaxPerHost = 8
    /// What an attempt's record says until its answer replaces it, and after, if none ever does.
    public static let unfinished = "no answer recorded: the attempt was cut short (serve stopped while it was under way)"

    public init(
        ledger: any Ledger, schedule: RetrySchedule = RetrySchedule(), log: LiveLog = .off, copies: Int = 1,
        pollInterval: Duration = .milliseconds(250), maxInFlight: Int = defaultMaxInFlight, maxPerHost: Int = defaultMaxPerHost,
        now: @escaping @Sendable () -> Int64, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.ledger = ledger
        self.schedule = schedule
        self.log = log
        self.copies = max(1, copies)
        self.pollInterval = pollInterval
        self.slots = DeliverySlots(total: maxInFlight, perHost: maxPerHost)
        self.now = now
        self.sleep = sleep
    }

    /// Polls until graceful shutdown, which cancels attempts under way: each counts (it was recorded
    /// when it started) and, unless it was the last allowed, is made again when its claim ends.
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

    /// Claims as many callbacks due now as there are free slots (no other poll or server takes them
    /// meanwhile), sends each once its host has a slot, and returns once each attempt is recorded;
    /// returns how many were sent. One whose host stays busy is left to fall due again when its claim ends.
    @discardableResult
    public func deliverDue(over transport: any CallbackTransport) async throws -> Int {
        let room = await slots.free
        guard room > 0 else { return 0 }
        let time = now()
        let claimed = try await ledger.claimCallbacks(dueBy: time, leaseUntil: time + Self.leaseMilliseconds, limit: room)
        return await withTaskGroup(of: Bool.self) { group in
            for callback in claimed {
                group.addTask {
                    let host = DeliverySlots.host(of: callback.request.path)
                    guard await slots.take(host, patience: Self.hostPatience) else { return false }
                    let sent = await deliver(callback, over: transport)
                    await slots.give(host)
                    return sent
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
    }

    /// One attempt at `callback`, counted in the ledger before it is sent (so the bound on attempts
    /// holds even for one that never ends) and then given its answer and when to try again; when
    /// delivered, the extra copies. False when nothing was sent.
    @discardableResult
    func deliver(_ callback: LedgerCallback, over transport: any CallbackTransport) async -> Bool {
        let attempt = callback.attempts.count + 1
        guard attempt <= schedule.maxAttempts else {
            // Made as often as allowed already (the ledger was written under a higher --callback-attempts): ended unsent.
            let note = "given up unsent: the \(schedule.maxAttempts) attempts allowed were made"
            try? await ledger.recordAttempt(callbackId: callback.id, attempt: CallbackAttempt(at: now(), httpStatus: nil, error: note), nextAttemptAt: nil)
            return false
        }
        let started = now()
        let retry = attempt < schedule.maxAttempts ? started + Self.leaseMilliseconds : nil
        // Not counted, not sent: due again when its claim ends.
        do {
            try await ledger.recordAttempt(
                callbackId: callback.id, attempt: CallbackAttempt(at: started, httpStatus: nil, error: Self.unfinished), nextAttemptAt: retry)
        } catch { return false }
        guard let (result, final) = await send(callback, over: transport) else { return true }
        let next = result.delivered || final ? nil : schedule.nextAttemptAt(afterAttempt: attempt, failedAt: result.at)
        await record(result, of: callback, attempt: attempt, startedAt: started, next: next)
        guard result.delivered else { return true }
        for _ in 1..<copies {
            guard let copy = await send(callback, over: transport)?.attempt else { return true }
            await record(copy, of: callback, attempt: attempt, startedAt: nil, next: nil)
        }
        return true
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

    /// Keeps `result` in place of the attempt started at `startedAt`, or as an attempt of its own (a copy).
    private func record(_ result: CallbackAttempt, of callback: LedgerCallback, attempt: Int, startedAt: Int64?, next: Int64?) async {
        // Not recorded, the attempt stays cut short and is made again when due (unless it was the
        // last): a duplicate, which merchants must expect. A copy is an attempt of its own.
        if let startedAt {
            try? await ledger.finishAttempt(callbackId: callback.id, startedAt: startedAt, attempt: result, nextAttemptAt: next)
        } else {
            try? await ledger.recordAttempt(callbackId: callback.id, attempt: result, nextAttemptAt: next)
        }
        log.callback(CallbackLogEntry(
            at: result.at, url: callback.request.path, merchantId: callback.merchantId, paymentId: callback.paymentId,
            httpStatus: result.httpStatus, error: result.error, attempt: attempt, maxAttempts: schedule.maxAttempts,
            nextAttemptAt: next, duplicate: startedAt == nil))
    }
}
