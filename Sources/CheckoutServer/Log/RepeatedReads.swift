import Foundation

/// Collapses a run of identical admin reads in the live log: the TUI as the phone asks
/// `GET /_sim/transactions` every second, which would otherwise bury the calls that matter. The
/// first read is written; those that follow with the same line (time and duration aside) are only
/// counted, and one line says how many once something else is written or the server stops.
final class RepeatedReads: @unchecked Sendable {
    private let lock = NSLock()
    private var last: RequestLogEntry?
    private var count = 0

    /// Runs `write` for `entry` unless it repeats the admin read before it; `repeated` first gets
    /// the run it ends, if any. Under one lock, so lines keep their order.
    func admit(_ entry: RequestLogEntry, repeated: (RequestLogEntry, Int) -> Void, write: () -> Void) {
        lock.withLock {
            if entry.isAdminRead, let last, last.repeatKey == entry.repeatKey {
                self.last = entry
                count += 1
                return
            }
            endRun(repeated)
            last = entry.isAdminRead ? entry : nil
            write()
        }
    }

    /// Ends the current run (another kind of line comes, or the server stops), saying how long it was.
    func interrupt(repeated: (RequestLogEntry, Int) -> Void, write: () -> Void = {}) {
        lock.withLock {
            endRun(repeated)
            last = nil
            write()
        }
    }

    private func endRun(_ repeated: (RequestLogEntry, Int) -> Void) {
        if count > 0, let last { repeated(last, count) }
        count = 0
    }
}
