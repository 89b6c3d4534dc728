import Foundation

/// `bench --replay`'s memory figure: `checkout-sim replay` run as a user runs it, in a process of its
/// own, on a scenario written for the purpose (one profile, Google Pay, one amount per case), and the
/// peak resident memory the kernel accounted to it.
enum ReplayMemoryRun {
    static let targetMegabytes = 20
    static let profile = "iphone15-all-upi"

    static func measure(cases: Int) throws -> ChildRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("memory.yaml")
        try scenarioText(cases: cases).write(to: scenario, atomically: true, encoding: .utf8)
        let run = try ChildRun.run([OwnExecutable.path, "replay", "--jobs", "1", scenario.path])
        guard run.status == 0 else {
            throw BenchError("`checkout-sim replay` on the memory scenario exited with status \(run.status): \(run.errorOutput)")
        }
        return run
    }

    /// Amounts 100, 101, … make the cases: each one a different walk with two expectations.
    static func scenarioText(cases: Int) -> String {
        let amounts = (0..<cases).map { String(100 + $0) }.joined(separator: ", ")
        return """
            name: bench memory
            profile: \(profile)
            flow: open-intent
            app: GPAY
            amounts: [\(amounts)]
            expect:
              result: PAYMENT_SUCCESS
              callback.verified: true

            """
    }
}
