import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` as a process: it prints where it listens, answers, and stops cleanly on SIGTERM.
@Suite struct ServeProcessTests {
    @Test(.timeLimit(.minutes(1)))
    func serveAnswersAndStopsOnSIGTERM() async throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0", "--salt-key", "a-secret-salt-key-1234"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let line = try await Self.firstLine(of: out.fileHandleForReading, process: process, seconds: 20)
        #expect(line.contains("MERCHANTUAT"))
        #expect(line.contains("••••1234"))
        #expect(!line.contains("a-secret-salt-key"))
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
        #expect(!url.hasSuffix(":0"))

        let path = FlowKind.pgIntent.statusPath(merchantId: "MERCHANTUAT", id: "MT1")
        var request = URLRequest(url: try #require(URL(string: url + path)))
        request.setValue(Checksum.forStatus(path: path, saltKey: "a-secret-salt-key-1234", saltIndex: 1), forHTTPHeaderField: "X-VERIFY")
        request.setValue("MERCHANTUAT", forHTTPHeaderField: "X-MERCHANT-ID")
        let (status, body) = try await Self.fetch(request)
        #expect(status == 200)
        #expect(body.contains("TRANSACTION_NOT_FOUND"))

        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        if !process.isRunning {
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0)
        }
    }

    /// The first line the process prints, or an error once `seconds` pass (the process is killed then).
    static func firstLine(of handle: FileHandle, process: Process, seconds: Double) async throws -> String {
        let reader = Task.detached { () -> String in
            var bytes: [UInt8] = []
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(contentsOf: chunk)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let watchdog = Task.detached {
            try await Task.sleep(for: .seconds(seconds))
            kill(process.processIdentifier, SIGKILL)
        }
        let text = await reader.value
        watchdog.cancel()
        guard let line = text.split(separator: "\n").first else { throw ServeDidNotStart() }
        return String(line)
    }

    static func fetch(_ request: URLRequest) async throws -> (Int, String) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                continuation.resume(returning: (status, String(decoding: data ?? Data(), as: UTF8.self)))
            }.resume()
        }
    }
}

struct ServeDidNotStart: Error {}
