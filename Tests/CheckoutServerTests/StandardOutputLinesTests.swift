@testable import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// The live log's writer over a real pipe: whole lines under concurrency, drops said out loud.
@Suite("stdout lines")
struct StandardOutputLinesTests {
    /// Everything written to `pipe` until its write end is closed, read on a thread of its own (a
    /// blocking read must not hold one of the few threads the tests share).
    static func readAll(_ pipe: Pipe) -> Task<String, Never> {
        let handle = pipe.fileHandleForReading
        return Task {
            await withCheckedContinuation { done in
                Thread.detachNewThread { done.resume(returning: String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)) }
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func linesWrittenFromManyTasksArriveWhole() async throws {
        let pipe = Pipe()
        let reader = Self.readAll(pipe)
        let out = StandardOutputLines(output: pipe.fileHandleForWriting, droppedNote: { "dropped \($0)" })
        out.open(with: [])
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for n in 0..<500 { out.write("writer \(writer) line \(n) " + String(repeating: "x", count: (n * 37) % 3000)) }
                }
            }
        }
        await out.flush()
        try pipe.fileHandleForWriting.close()
        let lines = await reader.value.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4000)
        for line in lines {
            let parts = line.split(separator: " ")
            guard parts.count >= 4, let n = Int(parts[3]) else {
                Issue.record("mixed line: \(line.prefix(80))")
                continue
            }
            #expect(line.count == "writer 0 line \(n) ".count + (n * 37) % 3000)
        }
        #expect(Set(lines.map { $0.split(separator: " ").prefix(4).joined(separator: " ") }).count == 4000)
    }

    @Test(.timeLimit(.minutes(1)))
    func linesLoggedBeforeTheServerListensComeAfterItsFirstLines() async throws {
        let pipe = Pipe()
        let reader = Self.readAll(pipe)
        let out = StandardOutputLines(output: pipe.fileHandleForWriting, droppedNote: { "dropped \($0)" })
        out.write("callback attempted before the port was bound")
        out.open(with: ["Serving the mock gateway on http://127.0.0.1:8080", "Admin API: …"])
        out.write("a request")
        await out.flush()
        try pipe.fileHandleForWriting.close()
        #expect(await reader.value == """
            Serving the mock gateway on http://127.0.0.1:8080
            Admin API: …
            callback attempted before the port was bound
            a request

            """)
    }

    @Test(.timeLimit(.minutes(1)))
    func linesBeyondTheQueueAreDroppedAndCounted() async throws {
        let pipe = Pipe()
        let out = StandardOutputLines(maxQueuedLines: 2, output: pipe.fileHandleForWriting, droppedNote: { "(\($0) dropped)" })
        out.open(with: [])
        // Far more than a pipe holds: the writer is stuck on it until the reader starts.
        out.write(String(repeating: "a", count: 4 << 20))
        try await eventually("the writer to take the long line off the queue", within: .seconds(10), every: .milliseconds(5)) { out.queuedLines == 0 }
        for n in 1...5 { out.write("line \(n)") }
        let reader = Self.readAll(pipe)
        await out.flush()
        try pipe.fileHandleForWriting.close()
        let lines = await reader.value.split(separator: "\n").dropFirst()
        #expect(Array(lines) == ["line 1", "line 2", "(3 dropped)"])
    }
}
