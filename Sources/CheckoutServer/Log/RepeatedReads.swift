import Foundation

/// Collapses a run of repeated admin reads in the live log: the TUI as the phone asks
/// `GET /_sim/transactions` and `GET /_sim/v2/orders` every second, which would otherwise bury the
/// calls that matter. Each read of a run is written the first time; those that repeat one of them
/// (time and duration aside) are only counted, and a line for each says how many once something
/// else is written or the server stops. A run holds one read, or two that alternate: a second
/// distinct read joins it only before anything was counted, so a read that comes after repeats
/// ends the run and is written after its count.
final class RepeatedReads: @unchecked Sendable {
    private let lock = NSLock()
    /// The run's reads in the order first written, each with its last entry and how many repeats.
    private var run: [(entry: RequestLogEntry, count: Int)] = []
    /// The phone's refresh: its payments and its v2 orders.
    private static let readsPerRun = 2

    /// Runs `write` for `entry` unless it repeats an admin read of the run; `repeated` first gets
    /// the runs it ends, if any. Under one lock, so lines keep their order.
    func admit(_ entry: RequestLogEntry, repeated: (RequestLogEntry, Int) -> Void, write: () -> Void) {
        lock.withLock {
            if entry.isAdminRead, let index = run.firstIndex(where: { $0.entry.repeatKey == entry.repeatKey }) {
                run[index] = (entry, run[index].count + 1)
                return
            }
            if entry.isAdminRead, !run.isEmpty, run.count < Self.readsPerRun, run.allSatisfy({ $0.count == 0 }) {
                run.append((entry, 0))
                write()
                return
            }
            endRun(repeated)
            run = entry.isAdminRead ? [(entry, 0)] : []
            write()
        }
    }

    /// Ends the current run (another kind of line comes, or the server stops), saying how long it was.
    func interrupt(repeated: (RequestLogEntry, Int) -> Void, write: () -> Void = {}) {
        lock.withLock {
            endRun(repeated)
            run = []
            write()
        }
    }

    private func endRun(_ repeated: (RequestLogEntry, Int) -> Void) {
        for read in run where read.count > 0 { repeated(read.entry, read.count) }
    }
}
