import CheckoutTestSupport
import Foundation
import Testing

/// `replay --update` rewrites the text it read at the start: a scenario or golden file edited while
/// the cases walk is left as the user left it, and the update says so.
@Suite("replay --update and edits made meanwhile")
struct ReplayUpdateConcurrentEditTests {
    /// Runs `replay --update` and calls `edit` once the replay has read its files and is walking.
    /// The walk prints far more than a pipe holds, and stdout is not read meanwhile, so the replay
    /// waits in the middle of its report, before the update, until the edit is done.
    static func updateWithEdit(_ arguments: [String], edit: () throws -> Void) throws -> String {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["replay"] + arguments + ["--update"]
        var environment = ProcessInfo.processInfo.environment
        environment["CHECKOUT_SIM_PROFILES"] = RepositoryPaths.profiles.path
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first bytes come only after every scenario file was read and parsed.
        var printed = out.fileHandleForReading.availableData
        try edit()
        printed += out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }

    /// A scenario of 100 cases whose long name fills the report (300 KB, several pipes' worth).
    static func scenarioText(golden: String? = nil) -> String {
        let name = String(repeating: "n", count: 3000)
        let amounts = (1...100).map(String.init).joined(separator: ", ")
        let goldenLine = golden.map { "golden: \($0)\n" } ?? ""
        return "name: \(name)\nprofile: gpay-only\nflow: open-intent\namounts: [\(amounts)]\n\(goldenLine)expect:\n  return: callback\n"
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aScenarioEditedWhileTheCasesWalkIsNotOverwritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        try Self.scenarioText().write(to: file, atomically: false, encoding: .utf8)
        let edited = Self.scenarioText() + "# added while replay ran\n"
        let output = try Self.updateWithEdit([file.path]) {
            try edited.write(to: file, atomically: false, encoding: .utf8)
        }
        #expect(output.contains("not updated \(file.path): it changed since replay read it; run again"), "\(output.suffix(300))")
        #expect(try String(contentsOf: file, encoding: .utf8) == edited, "the edit is kept")

        // Unchanged, the same update goes through.
        let again = try Self.updateWithEdit([file.path]) {}
        #expect(again.contains("updated \(file.path): line 6"), "\(again.suffix(300))")
    }

    @Test func aGoldenFileEditedOrCreatedWhileTheCasesWalkIsNotOverwritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        try Self.scenarioText(golden: "g-${amount}.txt").write(to: file, atomically: false, encoding: .utf8)
        let golden = folder.appendingPathComponent("g-1.txt")
        try "stale\n".write(to: golden, atomically: false, encoding: .utf8)
        let created = folder.appendingPathComponent("g-2.txt")
        let output = try Self.updateWithEdit([file.path]) {
            try "edited by hand\n".write(to: golden, atomically: false, encoding: .utf8)
            try "written by hand\n".write(to: created, atomically: false, encoding: .utf8)
        }
        #expect(output.contains("not updated: \(golden.path) changed since replay read it; run again"), "\(output.suffix(600))")
        #expect(output.contains("not updated: \(created.path) was created since replay found none"), "\(output.suffix(600))")
        #expect(try String(contentsOf: golden, encoding: .utf8) == "edited by hand\n")
        #expect(try String(contentsOf: created, encoding: .utf8) == "written by hand\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g-3.txt").path), "the others are written")
    }
}
