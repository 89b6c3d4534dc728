import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` as a process: its live log on stdout and its callback flags.
@Suite struct ServeLogProcessTests {
    /// The lines a process writes, read on a thread of its own as they come.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []

        init(_ handle: FileHandle) {
            Thread.detachNewThread {
                var pending: [UInt8] = []
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    pending += chunk
                    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: pending[..<end], as: UTF8.self)
                        pending.removeSubrange(...end)
                        self.lock.withLock { self.lines.append(line) }
                    }
                }
            }
        }

        /// Line `index` (0 first), waiting up to `seconds` for it.
        func line(_ index: Int, seconds: Double = 20) async throws -> String {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let line = lock.withLock({ index < lines.count ? lines[index] : nil }) { return line }
                try await Task.sleep(for: .milliseconds(20))
            }
            throw ServeDidNotStart()
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func withJSONLogEveryLineIsAJSONObject() async throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0", "--state", ":memory:", "--salt-key", "a-secret-salt-key-1234", "--log", "json"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let lines = Lines(out.fileHandleForReading)

        let serving = try JSONParser.parse(try await lines.line(0))
        #expect(serving["event"]?.stringValue == "serving")
        #expect(serving["merchants"]?.arrayValue?.first?["saltKey"]?.stringValue == "••••1234")
        let url = try #require(serving["url"]?.stringValue)

        let path = PhonePeFlow.pgIntent.statusPath(merchantId: "MERCHANTUAT", id: "MT1")
        let verify = Checksum.forStatus(path: path, saltKey: "a-secret-salt-key-1234", saltIndex: 1)
        var request = URLRequest(url: try #require(URL(string: url + path)))
        request.setValue(verify, forHTTPHeaderField: "X-VERIFY")
        request.setValue("MERCHANTUAT", forHTTPHeaderField: "X-MERCHANT-ID")
        #expect(try await ServeProcess.fetch(request).0 == 200)

        let text = try await lines.line(1)
        let logged = try JSONParser.parse(text)
        #expect(logged["event"]?.stringValue == "request")
        #expect(logged["path"]?.stringValue == path)
        #expect(logged["code"]?.stringValue == "TRANSACTION_NOT_FOUND")
        #expect(!text.contains(verify) && !text.contains("a-secret-salt-key"))
        kill(process.processIdentifier, SIGTERM)
    }

    @Test(arguments: [
        (["--callback-attempts", "0"], "--callback-attempts must be between 1 and 100"),
        (["--callback-attempts", "101"], "--callback-attempts must be between 1 and 100"),
        (["--callback-backoff", "0"], "--callback-backoff must be a number of seconds from 0.1 to 3600"),
        (["--callback-backoff", "nan"], "--callback-backoff must be a number of seconds from 0.1 to 3600"),
        (["--log", "yaml"], "--log"),
        (["--request-timeout", "0"], "--request-timeout must be a whole number of seconds from 1 to 3600, got 0"),
        (["--idle-timeout", "3601"], "--idle-timeout must be a whole number of seconds from 1 to 3600, got 3601"),
        (["--max-connections", "0"], "--max-connections must be from 1 to 65536, got 0"),
    ])
    func badFlagsAreRefusedNamingTheFlag(arguments: [String], message: String) throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.contains(message), "\(text)")
    }
}
