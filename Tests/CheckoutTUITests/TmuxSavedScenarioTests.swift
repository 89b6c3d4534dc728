import CheckoutTestSupport
import Foundation
import Testing

/// Walks saved as scenarios from the real binary in a real terminal, then replayed as a user would:
/// two walks of one session never collide.
@Suite("TUI saved scenarios in tmux", .serialized)
struct TmuxSavedScenarioTests {
    /// From gpay-only's checkout page through the inspector and the walk to its status, then `s`; a file already there is kept with `n`.
    fileprivate func walkAndSave(in session: TmuxSession, keepingBoth: Bool) throws {
        try session.press(.confirm)
        try session.waitFor(text: "open Google Pay")
        try session.press(.confirm)
        try session.waitFor(text: "What does the user do in Google Pay?")
        try session.press(.confirm)
        try session.waitFor(text: "Manual return")
        try session.press(.confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        try session.waitFor(text: "PAYMENT_SUCCESS")
        try session.press(.saveScenario)
        if keepingBoth {
            try session.waitFor(text: "n keep both")
            try session.press(.keepBoth)
        }
        try session.waitFor(text: "Saved ")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func twoWalksSavedInOneSessionFromTwoVisitsOfTheCheckoutPageReplayAsTwoCases(columns: Int, rows: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-two-walks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(
            name: "two-walks", columns: columns, rows: rows, arguments: ["tui", "--profile", "gpay-only"],
            environment: ["CHECKOUT_SIM_SCENARIOS": folder.path])
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        try session.waitFor(text: "‹ 1 ›")
        try walkAndSave(in: session, keepingBoth: false)
        // Back to the device screen and into the checkout page again: the seed goes on from the walk before.
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
        try session.press(.back)
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        try session.waitFor(text: "‹ 2 ›")
        try walkAndSave(in: session, keepingBoth: true)

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["gpay-only-open-intent-gpay-2.yaml", "gpay-only-open-intent-gpay.yaml"])
        let texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let names = texts.map { $0.split(separator: "\n").first { $0.hasPrefix("name: ") } }
        #expect(names[0] != names[1], "\(names)")
        // The intent's parameters carry the transaction id (tr): the two walks' ids differ.
        let intents = texts.map { $0.split(separator: "\n").first { $0.contains("intent.params") } }
        #expect(intents[0] != nil && intents[0] != intents[1], "\(intents)")
        let junit = folder.appendingPathComponent("replay.xml")
        let replay = try CLI.run(["replay", folder.path, "--junit", junit.path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        let cases = replay.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }
        #expect(cases.count == 2 && Set(cases).count == 2, "\(replay.stdout)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let caseNames = xml.components(separatedBy: "<testcase name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(caseNames.count == 2 && Set(caseNames).count == 2, "\(xml)")
    }
}

extension TmuxSavedScenarioTests {
    /// Started in a demo folder of its own, with no CHECKOUT_SIM_PROFILES: the profiles come from the
    /// repository's `Profiles/` beside the program, which the editor must leave alone.
    @Test(arguments: [(80, 24), (120, 40)])
    func aWalkOnAPhoneEditedInAnotherFolderIsSavedBesideItAndReplaysFromElsewhere(columns: Int, rows: Int) throws {
        let demo = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-demo-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: demo) }
        try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
        let session = try TmuxSession(
            name: "demo-folder", columns: columns, rows: rows, arguments: ["tui", "--profile", "gpay-only"],
            limits: "unset CHECKOUT_SIM_PROFILES CHECKOUT_SIM_SCENARIOS", workingFolder: demo)
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(keys: .character("a"))
        try session.waitFor(text: "Declare a scheme")
        try session.type(line: "myshopapp")
        try session.waitFor(text: "[modified]")
        try session.press(keys: .character("s"))
        // The prompt names the whole folder the file goes to: the demo folder, not the repository.
        let prompt = try session.waitFor(text: "Saves in \(demo.path)/")
        #expect(prompt.contains("> gpay-only-edited.json"))
        try session.type(line: "my-phone.json")
        try session.waitFor(text: "Saved my-phone.json")
        #expect(FileManager.default.fileExists(atPath: demo.appendingPathComponent("my-phone.json").path))
        #expect(!FileManager.default.fileExists(atPath: RepositoryPaths.profiles.appendingPathComponent("my-phone.json").path))

        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
        try walkAndSave(in: session, keepingBoth: false)
        let scenarios = demo.appendingPathComponent("scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
        #expect(files == ["my-phone-open-intent-gpay.yaml"])
        let text = try String(contentsOf: scenarios.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(text.contains("\nprofile: \"../my-phone.json\"\n"), "\(text)")
        // Replayed from the repository, whose profile folder has no my-phone.
        let replay = try CLI.run(["replay", scenarios.path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.hasSuffix("1 passed, 0 failed\n"), "\(replay.stdout)")
    }
}
