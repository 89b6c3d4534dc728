import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` run as a process by a test: started, its start-up line read, called over
/// HTTP, and stopped by a signal. Killed on deinit if still running.
final class ServeProcess {
    let process: Process
    /// The start-up line.
    let banner: String
    /// `http://host:port`, as the start-up line says.
    let url: String
    private let errors: Pipe

    /// Starts serve with `arguments` (in `folder` when given) and waits for its start-up line.
    init(_ arguments: [String], in folder: URL? = nil, seconds: Double = 20) async throws {
        process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve"] + arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        banner = try await Self.firstLine(of: out.fileHandleForReading, process: process, seconds: seconds)
        url = try #require(banner.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// Sends `signal` and waits for the process to end; false if it still runs after `seconds`.
    @discardableResult
    func stop(_ signal: Int32, seconds: Double = 15) async throws -> Bool {
        kill(process.processIdentifier, signal)
        return try await Self.waitForExit(process, seconds: seconds)
    }

    func send(_ request: GatewayRequest) async throws -> (status: Int, body: JSONValue) {
        var urlRequest = URLRequest(url: try #require(URL(string: url + request.path)))
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        if !request.body.isEmpty { urlRequest.httpBody = Data(request.body.utf8) }
        let (status, text) = try await Self.fetch(urlRequest)
        return (status, try JSONParser.parse(text))
    }

    /// Runs serve with `arguments` expecting it to refuse to start: its exit status and what it
    /// printed on stderr. Fails (and kills it) if it is still running after `seconds`.
    static func refusal(_ arguments: [String], seconds: Double = 20) async throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let ended = try await waitForExit(process, seconds: seconds)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        try #require(ended, "serve \(arguments) kept running instead of refusing to start")
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    static func waitForExit(_ process: Process, seconds: Double) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return !process.isRunning
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
