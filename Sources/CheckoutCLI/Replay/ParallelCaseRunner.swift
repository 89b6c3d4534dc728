import CheckoutReplay
import Dispatch
import Foundation

/// Runs replay cases on up to `jobs` threads. Results come back in the cases' order whatever the
/// threads did, so reports are the same bytes as a serial run's.
enum ParallelCaseRunner {
    /// `storedTranscript` gets the case's index and the golden path as the scenario wrote it. Without
    /// `keepWalks`, each result drops its transcripts at once (only `--update` reads them): thousands of
    /// JSON trees kept to the end cost memory and time.
    static func run(
        _ cases: [ReplayCase], jobs: Int, keepWalks: Bool, storedTranscript: @Sendable (_ caseIndex: Int, _ path: String) -> StoredTranscript
    ) -> [CaseResult] {
        @Sendable func run(_ index: Int) -> CaseResult {
            var result = CaseRunner.run(cases[index], goldenFile: { storedTranscript(index, $0) })
            if !keepWalks {
                result.actual = nil
                result.golden = nil
            }
            return result
        }
        let workers = max(1, min(jobs, cases.count))
        guard workers > 1 else { return cases.indices.map(run) }
        let queue = CaseQueue(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Each thread claims the next case until none is left, so a slow case does not hold up a fixed share.
            var finished: [(index: Int, result: CaseResult)] = []
            while let index = queue.claim() {
                finished.append((index, run(index)))
            }
            queue.store(finished)
        }
        return queue.results()
    }

    /// Cases each thread takes per batch when streaming: enough to keep the threads busy between
    /// batches, few enough that only a handful of cases and results are held at once.
    static let batchPerJob = 64

    /// Runs `cases` batch by batch as the sequence makes them, handing each result to `finished` in the
    /// cases' order: memory stays that of one batch however many cases there are.
    static func stream(
        _ cases: some Sequence<ReplayCase>, jobs: Int, keepWalks: Bool, storedTranscript: @escaping @Sendable (_ path: String) -> StoredTranscript,
        finished: (CaseResult) -> Void
    ) {
        var iterator = cases.makeIterator()
        let batchSize = max(1, jobs) * batchPerJob
        while true {
            var batch: [ReplayCase] = []
            batch.reserveCapacity(batchSize)
            while batch.count < batchSize, let next = iterator.next() { batch.append(next) }
            guard !batch.isEmpty else { return }
            run(batch, jobs: jobs, keepWalks: keepWalks) { _, path in storedTranscript(path) }.forEach(finished)
        }
    }
}

/// The next unclaimed case and the finished results, behind one lock.
private final class CaseQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [CaseResult?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ finished: [(index: Int, result: CaseResult)]) {
        lock.withLock {
            for (index, result) in finished { slots[index] = result }
        }
    }

    /// Once every thread has stored its results: all of them, in order.
    func results() -> [CaseResult] {
        lock.withLock { slots.map { $0! } }
    }
}
