import CheckoutTestSupport
import Foundation
import Testing

/// The device editor in the real binary: a copy of the shipped profiles, so the saved file lands
/// beside them and never in the repository.
@Suite("Device editor end to end in tmux", .serialized)
struct TmuxDeviceEditorTests {
    @Test func uninstallPhonePeDeclareASchemeSaveAndValidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-editor-\(UUID().uuidString)")
        let profiles = folder.appendingPathComponent("Profiles")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.profiles, to: profiles)
        let session = try TmuxSession(name: "editor", rows: 40, environment: ["CHECKOUT_SIM_PROFILES": profiles.path])
        defer { session.kill() }

        try session.waitFor(text: "Device profiles")
        // The default profile is chosen at start.
        try session.press(.confirm)
        let device = try session.waitFor(text: "Schemes: canOpenURL")
        #expect(device.contains("│ ppemerchantsdkv1  #1        phonepe        yes"))

        // Schemes → merchant app → apps, the first app (PhonePe), uninstalled.
        try session.press(.previousSection, .previousSection, .first)
        try session.press(keys: .character("i"))
        let edited = try session.waitFor(text: "[modified]")
        #expect(edited.contains("phonepe 24.03  not installed"))
        try session.press(.nextSection)
        let table = try session.waitFor(text: "│ ppemerchantsdkv1  #1        -              no")
        #expect(!table.contains("phonepe        yes"), "no row is registered by PhonePe any more")

        try session.press(.confirm)
        let checkout = try session.waitFor(text: "Checkout on ")
        #expect(checkout.contains("PhonePe is not shown"))
        #expect(!checkout.split(separator: "\n").contains { $0.contains("Pay with") && $0.contains("PhonePe") })
        #expect(checkout.split(separator: "\n").contains { $0.contains("Pay with") && $0.contains("Google Pay") })
        try session.press(.back)
        try session.waitFor(text: "Schemes: canOpenURL")

        try session.press(keys: .character("a"))
        try session.waitFor(text: "Declare a scheme in LSApplicationQueriesSchemes")
        try session.type(line: "bad://")
        try session.waitFor(text: #""bad://" must be the scheme alone"#)
        try session.press(.erase, times: 6)
        try session.type(line: "myshopapp")
        try session.waitFor(text: "│ myshopapp         #6        -              no")

        try session.press(keys: .character("s"))
        try session.waitFor(text: "> iphone15-all-upi-edited.json")
        try session.type(line: "no-phonepe.yaml")
        let saved = try session.waitFor(text: "Saved ")
        #expect(saved.contains("Saved no-phonepe.yaml, now in the profile list: /"))
        #expect(saved.contains("iPhone 15 — PhonePe, GPay, Paytm (edited)") && !saved.contains("[modified]"))

        let file = profiles.appendingPathComponent("no-phonepe.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# Device profile edited in the checkout-sim TUI from iphone15-all-upi.\n"))
        let validate = try CLI.run(["profiles", "validate", file.path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let shown = try CLI.run(["profiles", "show", file.path])
        #expect(shown.stdout.contains("UPI apps shown: Google Pay, Paytm"), "\(shown.stdout)")

        // The device is now the saved profile, unmodified; edited again (the chosen declaration
        // removed), saving under a name that is taken keeps that file and says so.
        try session.press(keys: .character("x"))
        try session.waitFor(text: "[modified]")
        try session.press(keys: .character("s"))
        try session.waitFor(text: "> no-phonepe-edited.yaml")
        try session.type(line: "gpay-only.json")
        try session.waitFor(text: "gpay-only.json exists and is kept: choose another name")
        try session.press(.back)
        try session.press(keys: .character("r"))
        try session.waitFor(text: "Reverted: the device is as loaded")

        try session.press(.back)
        let picker = try session.waitFor(text: "Device profiles (")
        #expect(picker.contains("│ no-phonepe "))
        try session.press(.quit)
        try session.waitFor(text: "EXIT=0")
    }
}
