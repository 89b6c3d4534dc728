import CheckoutTestSupport
import Foundation
import Testing

/// `tui --scenario FILE` refuses what `replay` refuses, in replay's words, before it looks for a
/// terminal (so these run without one), and the options that cannot go with it.
@Suite struct TUIScenarioOptionTests {
    private static func scenarioFile(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-tui-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("walk.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Replay's report of the file: its "FAIL file:line: rule" lines, as "file:line: rule".
    private static func replayProblems(_ file: URL) throws -> [String] {
        let replay = try CLI.run(["replay", file.path])
        #expect(replay.status == 1)
        return replay.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { String($0.dropFirst("FAIL ".count)) }
    }

    @Test(arguments: [
        ("name: x\nprofile: no-such-phone\nflow: open-intent\n", "profile \"no-such-phone\": no such file beside the scenario, nor a profile by that name"),
        ("name: x\nprofile: gpay-only\nflow: open-intnt\n", "flow"),
        ("name: x\nprofile: gpay-only\nexpect: [\n", "not valid YAML"),
    ])
    func aScenarioReplayRefusesIsRefusedInReplaysWordsBeforeTheTerminal(text: String, words: String) throws {
        let file = try Self.scenarioFile(text)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLI.run(["tui", "--scenario", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(words), "\(result.stderr)")
        #expect(!result.stderr.contains("needs a terminal"))
        let problems = try Self.replayProblems(file)
        #expect(!problems.isEmpty)
        #expect(result.stderr == problems.map { "error: \($0)\n" }.joined())
    }

    @Test func aMissingFileOrAFolderIsNamed() throws {
        let missing = try CLI.run(["tui", "--scenario", "no/such/walk.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: no/such/walk.yaml: does not exist; give a scenario file (.yaml, .yml or .json)\n")
        let folder = try CLI.run(["tui", "--scenario", "Profiles/Scenarios"])
        #expect(folder.stderr == "error: Profiles/Scenarios: is a folder; give one scenario file (replay runs a folder)\n")
    }

    @Test func everyLineOfTheErrorsStartsWithErrorAndNamesALine() throws {
        // A newline in a name and in a profile reference, each quoted by a problem.
        let file = try Self.scenarioFile("""
            flow: open-intent
            scenarios:
              - name: "two\\nlines"
                profile: "no\\nsuch"
              - name: "two\\nlines"
                profile: gpay-only
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLI.run(["tui", "--scenario", file.path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(result.stderr)")
        for line in lines {
            #expect(line.hasPrefix("error: \(file.path):"), "\(result.stderr)")
            #expect(!line.contains(":0:"))
        }
        #expect(result.stderr.contains(#""name" "two\u{A}lines" is already used"#), "\(result.stderr)")
    }

    @Test func aGoodScenarioWithoutATerminalSaysSo() throws {
        let result = try CLI.run(["tui", "--scenario", "Profiles/Scenarios/phonepe-intent-pending.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("needs a terminal"))
    }

    @Test func profileAndGatewayDoNotGoWithAScenario() throws {
        let profile = try CLI.run(["tui", "--scenario", "Profiles/Scenarios/phonepe-intent-pending.yaml", "--profile", "gpay-only"])
        #expect(profile.status == 64)
        #expect(profile.stderr.contains("--scenario walks the profiles the scenario names; drop --profile"))
        let gateway = try CLI.run(["tui", "--scenario", "Profiles/Scenarios/phonepe-intent-pending.yaml", "--gateway", "http://127.0.0.1:1"])
        #expect(gateway.status == 64)
        #expect(gateway.stderr.contains("--scenario and --gateway cannot go together"))
    }

    @Test func helpNamesTheOption() throws {
        let result = try CLI.run(["tui", "--help"])
        #expect(result.stdout.contains("--scenario <file>"))
        // The help wraps at the terminal's width: read it as one line.
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("\"Stepping through a scenario\""))
    }
}
