import Dispatch
import Foundation

/// Writes the live log's lines to stdout from a queue of its own, so a slow reader of stdout (a
/// paused terminal, a full pipe) never holds a request or the event loop: `write` only queues.
/// Each line goes out in one write with its newline, in the order given. When `maxQueuedLines`
/// already wait, a line is dropped, and `droppedNote` says how many where they went missing.
public final class StandardOutputLines: @unchecked Sendable {
    public let maxQueuedLines: Int
    private let queue = DispatchQueue(label: "checkout-sim.serve.stdout")
    private let output: FileHandle
    private let droppedNote: @Sendable (Int) -> String
    private let lock = NSLock()
    private var queued = 0
    /// Lines dropped since the last one queued.
    private var dropped = 0

    public init(maxQueuedLines: Int = 10_000, output: FileHandle = .standardOutput, droppedNote: @escaping @Sendable (Int) -> String) {
        self.maxQueuedLines = max(1, maxQueuedLines)
        self.output = output
        self.droppedNote = droppedNote
    }

    public func write(_ line: String) {
        let lostBefore: Int? = lock.withLock {
            guard queued < maxQueuedLines else {
                dropped += 1
                return nil
            }
            queued += 1
            defer { dropped = 0 }
            return dropped
        }
        guard let lostBefore else { return }
        queue.async { self.emit(line, lostBefore: lostBefore) }
    }

    /// Returns once every line queued so far is written, and says how many were dropped last.
    public func flush() async {
        let lost = lock.withLock {
            defer { dropped = 0 }
            return dropped
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async {
                if lost > 0 { self.put(self.droppedNote(lost) + "\n") }
                done.resume()
            }
        }
    }

    /// Lines waiting to be written (tests wait on it).
    var queuedLines: Int { lock.withLock { queued } }

    private func emit(_ line: String, lostBefore: Int) {
        lock.withLock { queued -= 1 }
        put((lostBefore > 0 ? droppedNote(lostBefore) + "\n" : "") + line + "\n")
    }

    private func put(_ text: String) {
        // A closed stdout loses the log, not the server.
        try? output.write(contentsOf: Data(text.utf8))
    }
}
