import CheckoutTestSupport
import Foundation
import Testing

/// The Android device editor in the real binary, at both sizes: a merchant app without `<queries>`
/// sees no UPI app; the `upi://pay` intent added in the editor shows them on the page at once, as
/// does targetSdk 29; the edited phone saves to a file `profiles validate` accepts. A copy of the
/// shipped profiles, so the saved file never lands in the repository.
@Suite("Android device editor end to end in tmux", .serialized)
struct TmuxAndroidDeviceTests {
    static let upiApps = ["PhonePe", "Google Pay", "Paytm", "BHIM", "CRED", "Amazon Pay"]

    /// The visibility table's rows, by app, whose visible column says `visible`.
    static func rows(_ screen: String, visible: Bool) -> [String] {
        upiApps.filter { app in
            screen.split(separator: "\n").contains { $0.hasPrefix("│ \(app) ") && $0.contains(visible ? " yes " : " no ") }
        }
    }

    /// The apps whose rows say `visible`, read at the table's top and at its end, since a short window
    /// scrolls it; the choice is back on the first app afterwards.
    static func apps(in session: TmuxSession, visible: Bool) throws -> Set<String> {
        try session.press(.last)
        let end = try session.waitFor(text: "│ Amazon Pay ")
        try session.press(.first)
        let top = try session.waitFor(text: "│ PhonePe ")
        return Set(rows(end, visible: visible) + rows(top, visible: visible))
    }

    @Test(arguments: [(120, 40), (80, 24)])
    func theQueriesIntentAndTargetSdk29ShowEveryAppLiveAndTheSavedFileValidates(columns: Int, rows: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-android-\(UUID().uuidString)")
        let profiles = folder.appendingPathComponent("Profiles")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.profiles, to: profiles)
        let session = try TmuxSession(
            name: "android-editor", columns: columns, rows: rows, arguments: ["tui", "--profile", "android14-no-queries"],
            environment: ["CHECKOUT_SIM_PROFILES": profiles.path])
        defer { session.kill() }

        let hidden = try session.waitFor(text: "Package visibility: what the merchant app can query")
        #expect(try Self.apps(in: session, visible: false) == Set(Self.upiApps))
        // The chosen app's fix, the manifest line, wrapped to the window.
        #expect(hidden.contains("fix: <queries><intent><action") && hidden.contains(#"android:host="pay"/></intent></queries>"#), "\(hidden)")
        #expect(hidden.contains("buttons        none: the merchant app sees no UPI app"))

        // The upi://pay intent, typed into <queries>: every app visible, and the page's buttons with them.
        try session.press(keys: .character("a"))
        try session.waitFor(text: "Add to <queries>")
        try session.type(line: "upi://pay")
        let shown = try session.waitFor(text: "[modified]")
        #expect(try Self.apps(in: session, visible: true) == Set(Self.upiApps))
        #expect(shown.contains("buttons        PhonePe, Google Pay, Paytm, BHIM, CRED, Amazon Pay"), "\(shown)")
        #expect(!shown.contains("fix: "))

        // targetSdk 29: nothing is filtered, whatever <queries> says.
        try session.press(keys: .character("t"))
        try session.waitFor(text: "The merchant app's targetSdk")
        try session.type(line: "29")
        let old = try session.waitFor(text: "targetSdk    29: below 30")
        #expect(try Self.apps(in: session, visible: true) == Set(Self.upiApps))
        #expect(old.contains("the merchant app targets API 29, below 30"), "\(old)")

        try session.press(.confirm)
        let checkout = try session.waitFor(text: "Checkout on ")
        #expect(checkout.contains("Pay with  BHIM"), "\(checkout)")
        try session.press(.back)
        try session.waitFor(text: "Package visibility")

        try session.press(keys: .character("s"))
        try session.waitFor(text: "> android14-no-queries-edited.json")
        try session.type(line: "android-fixed.json")
        let saved = try session.waitFor(text: "Saved ")
        #expect(saved.contains("Saved android-fixed.json"), "\(saved)")
        #expect(!saved.contains("[modified]"))

        let file = profiles.appendingPathComponent("android-fixed.json")
        let validate = try CLI.run(["profiles", "validate", file.path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let show = try CLI.run(["profiles", "show", file.path])
        #expect(show.stdout.contains("UPI apps shown: PhonePe, Google Pay, Paytm, BHIM, CRED, Amazon Pay"), "\(show.stdout)")
        #expect(show.stdout.contains("Edited from android14-no-queries: targetSdk 34 → 29; <queries> + upi://pay."), "\(show.stdout)")

        try session.press(.quit)
        try session.press(.quit)
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aTinyWindowSaysItIsTooSmallAndGrownBackShowsTheAndroidDevice() throws {
        let session = try TmuxSession(name: "android-tiny", columns: 30, rows: 8, arguments: ["tui", "--profile", "android14-no-queries"])
        defer { session.kill() }
        let tiny = try session.waitFor(text: "(30×8).")
        #expect(tiny.contains("The window is too small"), "\(tiny)")
        try session.resize(columns: 80, rows: 24)
        try session.waitFor(text: "Package visibility: what the merchant app can query")
        try session.interrupt()
        try session.waitFor(text: "EXIT=")
    }
}
