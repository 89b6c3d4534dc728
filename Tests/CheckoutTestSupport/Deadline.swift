import Foundation

/// How long a test may wait for something real (a process, a socket, a ledger, a tmux pane), started
/// when made: the one way tests wait, polling a condition instead of sleeping a fixed time.
public struct Deadline: Sendable {
    /// Generous: the tests run beside processes and tmux sessions on a small, shared machine.
    public static let standard: Duration = .seconds(30)

    /// The time allowed, as a failure says it.
    public let allowed: Duration
    private let end: ContinuousClock.Instant

    public init(_ allowed: Duration = Deadline.standard) {
        self.allowed = allowed
        end = .now + allowed
    }

    public var hasPassed: Bool { ContinuousClock.now >= end }

    /// Asks `condition` every `interval` until it holds (true) or the deadline has passed (false). The
    /// last ask comes after the deadline, so a condition met while the test slept still counts.
    public func poll(
        every interval: Duration, isolation: isolated (any Actor)? = #isolation, until condition: () async throws -> Bool
    ) async throws -> Bool {
        while true {
            let lastAsk = hasPassed
            if try await condition() { return true }
            if lastAsk { return false }
            try await Task.sleep(for: interval)
        }
    }

    /// The same for synchronous tests (the tmux ones): the thread sleeps between asks, so never from async code.
    public func pollBlocking(every interval: Duration, until condition: () throws -> Bool) rethrows -> Bool {
        let pause = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        while true {
            let lastAsk = hasPassed
            if try condition() { return true }
            if lastAsk { return false }
            Thread.sleep(forTimeInterval: pause)
        }
    }
}

/// A wait that reached its deadline: what it waited for, how long, and what it saw last.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public var awaited: String
    public var allowed: Duration
    public var lastSeen: String?

    public var description: String {
        "waited \(allowed) for \(awaited)" + (lastSeen.map { "; \($0)" } ?? "")
    }
}

/// Polls `condition` every `interval` until it holds; throws `WaitTimedOut` naming `what` once
/// `allowed` has passed, with `lastSeen()` (the last screen, the last value) when it says anything.
public func eventually(
    _ what: String, within allowed: Duration = Deadline.standard, every interval: Duration = .milliseconds(10),
    lastSeen: () -> String? = { nil }, isolation: isolated (any Actor)? = #isolation, until condition: () async throws -> Bool
) async throws {
    let deadline = Deadline(allowed)
    guard try await deadline.poll(every: interval, until: condition) else {
        throw WaitTimedOut(awaited: what, allowed: allowed, lastSeen: lastSeen())
    }
}

/// The same for synchronous tests (the tmux ones): the thread sleeps between asks, so never from async code.
public func eventuallyBlocking(
    _ what: String, within allowed: Duration = Deadline.standard, every interval: Duration = .milliseconds(10),
    lastSeen: () -> String? = { nil }, until condition: () throws -> Bool
) throws {
    let deadline = Deadline(allowed)
    guard try deadline.pollBlocking(every: interval, until: condition) else {
        throw WaitTimedOut(awaited: what, allowed: allowed, lastSeen: lastSeen())
    }
}
