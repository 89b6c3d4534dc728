import CheckoutTestSupport
import Foundation
import Testing

/// What a small window still shows whole, in the real binary: every installed app on the device
/// screen, and the overwrite question's "exists" after a long path.
@Suite("Small windows in tmux", .serialized)
struct TmuxSmallScreenTests {
    /// The installed apps' rows: the app's name, then whether the checkout page shows it.
    static func appRows(_ screen: String) -> [Substring] {
        screen.split(separator: "\n").filter { line in
            ["phonepe 24.03 ", "paytm ", "gpay "].contains { line.hasPrefix("│ " + $0) } && line.contains("shown")
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theDeviceScreenShowsEveryInstalledApp(columns: Int, rows: Int) throws {
        let session = try TmuxSession(name: "small-device", columns: columns, rows: rows, arguments: ["tui", "--profile", "iphone15-all-upi"])
        defer { session.kill() }
        let screen = try session.waitFor(text: "Schemes: canOpenURL")
        #expect(Self.appRows(screen).count == 3, "\(screen)")
        #expect(screen.contains("│ gpay"), "\(screen)")
        try session.interrupt()
        try session.waitFor(text: "EXIT=")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theOverwriteQuestionKeepsExistsAfterALongPath(columns: Int, rows: Int) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("checkout-sim-a-folder-with-a-rather-long-name-\(UUID().uuidString)/scenarios-saved-today")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let session = try TmuxSession(
            name: "small-overwrite", columns: columns, rows: rows, arguments: ["tui", "--profile", "gpay-only"],
            environment: ["CHECKOUT_SIM_SCENARIOS": folder.path])
        defer { session.kill() }
        try TmuxSearchTests.transcript(in: session)
        try session.press(.back)
        try session.press(.saveScenario)
        try session.waitFor(text: "Saved ")
        try session.press(.saveScenario)
        let asked = try session.waitFor(text: "y overwrite · n keep both · Esc cancel: ")
        let line = try #require(asked.split(separator: "\n").last { $0.contains("Esc cancel: ") })
        #expect(line.hasSuffix(".yaml exists"), "\(line)")
        try session.press(.back)
        try session.interrupt()
        try session.waitFor(text: "EXIT=")
    }
}
