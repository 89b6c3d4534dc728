import CheckoutTestSupport
import Foundation
import Testing

/// Where a scenario's `golden:` may point: a regular file (never a FIFO or a folder, and never a
/// suggestion to `--update` one) in the scenario's folder or below it, symbolic links followed,
/// unless `--allow-outside-golden`; for reading and for `--update`'s writing alike.
@Suite("replay: golden file places")
struct ReplayGoldenPlaceTests {
    /// A folder holding `scenarios/`, with a scenario whose golden path is `golden`.
    static func layout(golden: String) throws -> (root: URL, scenario: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-place-\(UUID().uuidString)")
        let scenarios = root.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        let scenario = scenarios.appendingPathComponent("g.yaml")
        try "name: g\nprofile: gpay-only\nflow: open-intent\ngolden: \(golden)\n".write(to: scenario, atomically: true, encoding: .utf8)
        return (root, scenario)
    }

    @Test(arguments: ["../outside.txt", "ABSOLUTE", "link/outside.txt"])
    func aGoldenPathOutsideTheScenariosFolderIsNeitherReadNorWritten(golden: String) throws {
        let (folder, scenario) = try Self.layout(golden: golden)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Beside the scenarios folder: reached by "..", by its absolute path, or through a link to the root.
        let target = folder.appendingPathComponent("outside.txt")
        if golden == "ABSOLUTE" {
            try "name: g\nprofile: gpay-only\nflow: open-intent\ngolden: \(target.path)\n".write(to: scenario, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("scenarios/link"), withDestinationURL: folder)
        try "a secret\n".write(to: target, atomically: true, encoding: .utf8)

        let read = try CLI.run(["replay", scenario.path])
        #expect(read.status == 1)
        #expect(read.stdout.contains("outside the scenario's folder"), "\(read.stdout)")
        #expect(read.stdout.contains("pass --allow-outside-golden"))
        #expect(!read.stdout.contains("a secret"), "its content is not shown in a diff")

        let update = try CLI.run(["replay", scenario.path, "--update"])
        #expect(update.stdout.contains("not updated: golden file"), "\(update.stdout)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "a secret\n", "not overwritten")

        let allowed = try CLI.run(["replay", scenario.path, "--update", "--allow-outside-golden"])
        #expect(allowed.stdout.contains("updated "), "\(allowed.stdout)")
        #expect(try String(contentsOf: target, encoding: .utf8) != "a secret\n")
        #expect(try CLI.run(["replay", scenario.path, "--allow-outside-golden"]).status == 0)
    }

    @Test func aGoldenPathInsideTheFolderStillWorksThroughALinkThatStaysInside() throws {
        let (folder, scenario) = try Self.layout(golden: "here/g.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = scenario.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: scenarios.appendingPathComponent("golden"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: scenarios.appendingPathComponent("here"), withDestinationURL: scenarios.appendingPathComponent("golden"))
        let update = try CLI.run(["replay", scenario.path, "--update"])
        #expect(update.stdout.contains("wrote "), "\(update.stdout)")
        #expect(FileManager.default.fileExists(atPath: scenarios.appendingPathComponent("golden/g.txt").path))
        #expect(try CLI.run(["replay", scenario.path]).status == 0)
    }

    @Test func aFIFOAtTheGoldenPathIsNamedNeverOpenedAndNeverUpdated() throws {
        let (folder, scenario) = try Self.layout(golden: "g.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = scenario.deletingLastPathComponent().appendingPathComponent("g.txt")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for arguments in [["replay", scenario.path], ["replay", scenario.path, "--update"]] {
            let result = try CLI.run(arguments, timeLimit: .seconds(20))
            #expect(!result.timedOut, "blocked on the FIFO")
            #expect(result.status == 1)
            #expect(result.stdout.contains("g.txt is a FIFO (named pipe), not a regular file: a golden transcript must be a regular file"), "\(result.stdout)")
            #expect(!result.stdout.contains("replay with --update"))
        }
    }

    @Test func aFolderAtTheGoldenPathIsNamedAndNotToldToUpdate() throws {
        let (folder, scenario) = try Self.layout(golden: "g.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: scenario.deletingLastPathComponent().appendingPathComponent("g.txt"), withIntermediateDirectories: true)
        let result = try CLI.run(["replay", scenario.path, "--update"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("g.txt is a folder, not a regular file"), "\(result.stdout)")
        #expect(!result.stdout.contains("replay with --update"))
        #expect(result.stdout.contains("not updated: "))
    }

    @Test func tuiScenarioRefusesTheSameGoldenPaths() throws {
        let (folder, scenario) = try Self.layout(golden: "../outside.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try CLI.run(["tui", "--scenario", scenario.path])
        #expect(outside.status == 1)
        #expect(outside.stderr.hasPrefix("error: \(scenario.path):4: \"golden\": golden file"), "\(outside.stderr)")
        #expect(outside.stderr.contains("outside the scenario's folder"))

        let fifo = scenario.deletingLastPathComponent().appendingPathComponent("g.txt")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        try "name: g\nprofile: gpay-only\nflow: open-intent\ngolden: g.txt\n".write(to: scenario, atomically: true, encoding: .utf8)
        let blocked = try CLI.run(["tui", "--scenario", scenario.path], timeLimit: .seconds(20))
        #expect(!blocked.timedOut)
        #expect(blocked.stderr.contains("is a FIFO (named pipe), not a regular file"), "\(blocked.stderr)")
    }

    @Test func helpAndDocsNameTheFlag() throws {
        let help = try CLI.run(["replay", "--help"])
        #expect(help.stdout.contains("--allow-outside-golden"))
        let docs = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/replay.md"), encoding: .utf8)
        #expect(docs.contains("--allow-outside-golden"))
    }
}
