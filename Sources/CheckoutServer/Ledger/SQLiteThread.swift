import Foundation

/// A thread of its own for one `SQLiteHandle`: callers queue jobs and the thread runs whatever has
/// queued up since its last turn in one go (`work`), so a writer can commit many calls in one
/// transaction. Each job resumes its caller itself; the caller's task never waits on a lock.
final class SQLiteThread<Job: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queued: [Job] = []
    private var stopping = false
    /// Resumed once the thread has finished.
    private var stopped: CheckedContinuation<Void, Never>?

    /// `work` runs on the thread, with every job queued since its last turn, in the order queued;
    /// `end` runs there once `stop` was called and the last jobs ran.
    init(name: String, work: @escaping @Sendable ([Job]) -> Void, end: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            while let jobs = next() { work(jobs) }
            end()
            condition.lock()
            let stopped = stopped
            condition.unlock()
            stopped?.resume()
        }
        thread.name = name
        thread.start()
    }

    func submit(_ job: Job) {
        condition.lock()
        queued.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs already queued, then `end`, and returns once the thread has finished. Call it once.
    func stop() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            stopping = true
            stopped = continuation
            condition.signal()
            condition.unlock()
        }
    }

    /// The jobs queued since the last turn, waiting for one; nil once stopped with none left.
    private func next() -> [Job]? {
        condition.lock()
        defer { condition.unlock() }
        while queued.isEmpty {
            if stopping { return nil }
            condition.wait()
        }
        let jobs = queued
        queued.removeAll(keepingCapacity: true)
        return jobs
    }
}
