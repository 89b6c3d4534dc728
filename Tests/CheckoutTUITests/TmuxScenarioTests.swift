import CheckoutTestSupport
import Foundation
import Testing

/// `tui --scenario` in a real terminal at 80×24: a case chosen from a matrix and walked screen by
/// screen with its marks, a failing scenario's diffs where they are decided, and a broken one refused
/// before the screen is taken over.
@Suite("TUI scenario stepping in tmux", .serialized)
struct TmuxScenarioTests {
    private static func scenarioFile(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-tmux-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("walk.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aCaseOfTheShippedMatrixWalksToItsStatusWithEveryMarkGreen() throws {
        let session = try TmuxSession(
            name: "scenario-matrix", columns: 80, rows: 24, arguments: ["tui", "--scenario", "Profiles/Scenarios/open-intent-matrix.yaml"])
        defer { session.kill() }
        let cases = try session.waitFor(text: "Cases of Profiles/Scenarios/open-intent-matrix.yaml (16)")
        #expect(cases.contains("Expects: 0 ✓ 0 ✗ 10 to come (e: all)"))
        #expect(cases.contains(" e expects"))
        // The fourth case: gpay-only with Google Pay.
        try session.press(.selectNext, times: 3)
        try session.waitFor(text: "profile       gpay-only")
        try session.press(.confirm)
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        let checkout = try session.waitFor(text: "as the scenario sets it")
        #expect(checkout.contains("✓ app"))
        try session.press(.confirm)
        let inspector = try session.waitFor(text: "Expects: 7 ✓ 0 ✗ 3 to come")
        #expect(inspector.contains("✓ request.payload.openIntentWithApp"))
        try session.press(.confirm)
        try session.waitFor(text: "As the scenario says: pay, return auto")
        try session.press(.confirm)
        try session.waitFor(text: "Manual return: the user switches back by hand")
        try session.press(.confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        let status = try session.waitFor(text: "Expects: 10 ✓ 0 ✗ 0 to come")
        #expect(status.contains("PAYMENT_SUCCESS · COMPLETED"))
        try session.press(.expectations)
        let all = try session.waitFor(text: "Any key closes this list.")
        for path in ["app", "request.path", "statusCodes", "callback.verified", "result", "errors"] {
            #expect(all.contains("✓ \(path)"), "\(path) is not marked")
        }
    }

    @Test func aFailingScenarioShowsEachDiffOnTheScreenThatDecidesIt() throws {
        let file = try Self.scenarioFile(
            "name: wrong payee\nprofile: gpay-only\nflow: open-intent\nexpect:\n  intent.params.pa: SOMEONE@ybl\n  return: callback\n  result: PAYMENT_SUCCESS\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let session = try TmuxSession(name: "scenario-failing", columns: 80, rows: 24, arguments: ["tui", "--scenario", file.path])
        defer { session.kill() }
        // One case: its device screen at once.
        let device = try session.waitFor(text: "Schemes: canOpenURL")
        #expect(device.contains("Expects: 0 ✓ 0 ✗ 3 to come"))
        try session.press(.confirm, .confirm)
        let inspector = try session.waitFor(text: "Expects: 0 ✓ 1 ✗ 2 to come")
        #expect(inspector.contains("✗ intent.params.pa  - expected \"SOMEONE@ybl\"  + actual   \"MERCHANTUAT@ybl\""))
        #expect(inspector.contains("· return  decided on Return"))
        try session.press(.confirm, .confirm)
        let returned = try session.waitFor(text: "Expects: 0 ✓ 2 ✗ 1 to come")
        #expect(returned.contains("✗ return  - expected \"callback\"  + actual   \"manual\""))
    }

    @Test func aScenarioWithAnUnknownProfileIsRefusedBeforeTheScreenIsTaken() throws {
        let file = try Self.scenarioFile("name: x\nprofile: no-such-phone\nflow: open-intent\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let session = try TmuxSession(name: "scenario-refused", columns: 100, rows: 30, arguments: ["tui", "--scenario", file.path])
        defer { session.kill() }
        let screen = try session.waitFor(text: "EXIT=")
        // The shell wraps the message at the pane's width.
        let unwrapped = screen.replacingOccurrences(of: "\n", with: "")
        #expect(unwrapped.contains("error: \(file.path):2: profile \"no-such-phone\": no such file beside the scenario"))
        #expect(screen.contains("TTY=restored"))
        #expect(screen.contains("EXIT=1"))
        #expect(try session.modes() == .shell)
    }
}
