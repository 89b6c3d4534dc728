import Foundation

/// Runs the built `checkout-sim` binary and captures what it prints.
public enum CLI {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the run was stopped for outlasting its time limit.
        public var timedOut = false
    }

    /// The executable next to the test bundle, in the build folder.
    public static var executable: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("checkout-sim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return RepositoryPaths.root.appendingPathComponent(".build/debug/checkout-sim")
    }

    /// `timeLimit` stops a run that outlasts it (killed, `timedOut` set): for inputs that used to hang or
    /// exhaust memory, so a regression fails the test instead of the machine.
    public static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], timeLimit: Duration? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = RepositoryPaths.root
        var env = ProcessInfo.processInfo.environment
        env["CHECKOUT_SIM_PROFILES"] = RepositoryPaths.profiles.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let pid = process.processIdentifier
        let stopper = DispatchWorkItem { kill(pid, SIGKILL) }
        if let timeLimit {
            let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: stopper)
        }
        defer { stopper.cancel() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a large transcript cannot block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stopper.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self),
            timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }
}
