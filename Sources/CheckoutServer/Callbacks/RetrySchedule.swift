/// When a callback that was not answered with a 2xx is tried again: `backoff` after the first
/// failure, doubling after each further one up to `cap`, and never after the `maxAttempts`th try.
/// PhonePe retries its callbacks the same way; a merchant back end sees the retries it must handle.
public struct RetrySchedule: Sendable, Equatable {
    /// Every try counts, the first one included; at least 1.
    public var maxAttempts: Int
    /// The wait before the first retry.
    public var backoff: Duration
    /// The longest wait between two tries.
    public var cap: Duration

    public static let defaultMaxAttempts = 10
    public static let defaultBackoff = Duration.seconds(2)
    public static let defaultCap = Duration.seconds(300)

    public init(maxAttempts: Int = defaultMaxAttempts, backoff: Duration = defaultBackoff, cap: Duration = defaultCap) {
        self.maxAttempts = max(1, maxAttempts)
        self.backoff = backoff
        self.cap = max(cap, backoff)
    }

    /// The wait after the `attempt`th try (1 for the first) failed; nil when that was the last one allowed.
    public func delay(afterAttempt attempt: Int) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        var wait = backoff
        for _ in 1..<max(1, attempt) {
            wait *= 2
            if wait >= cap { return cap }
        }
        return min(wait, cap)
    }

    /// When to try again, in milliseconds since the epoch, after the `attempt`th try failed at `time`.
    public func nextAttemptAt(afterAttempt attempt: Int, failedAt time: Int64) -> Int64? {
        delay(afterAttempt: attempt).map { time + $0.milliseconds }
    }
}
