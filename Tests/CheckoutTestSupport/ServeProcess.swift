import CheckoutCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` run as a process by a test: started, its start-up line read, called over
/// HTTP, and stopped by a signal. Killed on deinit if still running. Shared by the server's tests and
/// the TUI's, whose phone talks to a real serve.
public final class ServeProcess {
    public let process: Process
    /// The start-up line.
    public let banner: String
    /// `http://host:port`, as the start-up line says.
    public let url: String
    private let errors: Pipe

    /// Starts serve with `arguments` (in `folder` when given) and waits for its start-up line.
    public init(_ arguments: [String], in folder: URL? = nil, seconds: Double = 20) async throws {
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
        guard let url = banner.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else { throw ServeDidNotStart() }
        self.url = String(url)
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// Sends `signal` and waits for the process to end; false if it still runs after `seconds`.
    @discardableResult
    public func stop(_ signal: Int32, seconds: Double = 15) async throws -> Bool {
        kill(process.processIdentifier, signal)
        return try await Self.waitForExit(process, seconds: seconds)
    }

    public func send(_ request: GatewayRequest) async throws -> (status: Int, body: JSONValue) {
        guard let address = URL(string: url + request.path) else { throw ServeDidNotStart() }
        var urlRequest = URLRequest(url: address)
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        if !request.body.isEmpty { urlRequest.httpBody = Data(request.body.utf8) }
        let (status, text) = try await Self.fetch(urlRequest)
        return (status, try JSONParser.parse(text))
    }

    /// Runs serve with `arguments` expecting it to refuse to start: its exit status and what it
    /// printed on stderr. Fails (and kills it) if it is still running after `seconds`.
    public static func refusal(_ arguments: [String], seconds: Double = 20) async throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let ended = try await waitForExit(process, seconds: seconds)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        guard ended else { throw ServeDidNotStop(arguments: arguments) }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    /// Waits for `process` to end; false if it still runs after `seconds`.
    public static func waitForExit(_ process: Process, seconds: Double) async throws -> Bool {
        try await Deadline(.seconds(seconds)).poll(every: .milliseconds(50)) { !process.isRunning }
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

    public static func fetch(_ request: URLRequest) async throws -> (Int, String) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                continuation.resume(returning: (status, String(decoding: data ?? Data(), as: UTF8.self)))
            }.resume()
        }
    }
}

public struct ServeDidNotStart: Error {
    public init() {}
}

/// Serve kept running when it was expected to refuse to start.
public struct ServeDidNotStop: Error, CustomStringConvertible {
    public var arguments: [String]
    public var description: String { "serve \(arguments) kept running instead of refusing to start" }
}
