import CheckoutTestSupport
import Foundation

/// A command-line tool a test runs (schemathesis, Python, pip): its exit status and output.
enum ToolProcess {
    struct Run {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Runs `executable` with stdout and stderr in one file (no pipe to fill), killed after `timeLimit`.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String], timeLimit: Double = 240) throws -> Run {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timedOut = !Deadline(.seconds(timeLimit)).pollBlocking(every: .milliseconds(100)) { !process.isRunning }
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "", timedOut: timedOut)
    }
}
