import CheckoutTestSupport
import Foundation
import CheckoutCore
import CheckoutTUI
import Testing

/// Whole frames at 80×24 and 120×40, compared with reviewed files in `Frames/`
/// (CHECKOUT_SIM_RECORD_FRAMES=1 re-records them).
@Suite("Golden frames")
struct GoldenFrameTests {
    static let pickerProfiles = ["gpay-only", "hidden-undeclared", "iphone15-all-upi", "no-upi-app"].map(ShippedProfiles.entry)
        + [ShippedProfiles.invalid]

    @Test func picker80x24() throws {
        try FrameGolden.check(TUIDriver(profiles: Self.pickerProfiles, selecting: "iphone15-all-upi").frame, "picker-80x24")
    }

    @Test func picker120x40() throws {
        try FrameGolden.check(TUIDriver(profiles: Self.pickerProfiles, columns: 120, rows: 40).frame, "picker-120x40")
    }

    @Test func pickerWithoutUnicode80x24() throws {
        try FrameGolden.check(TUIDriver(profiles: Self.pickerProfiles, glyphs: .ascii).frame, "picker-ascii-80x24")
    }

    @Test func deviceGpayOnly80x24() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.confirm()
        try FrameGolden.check(driver.frame, "device-gpay-only-80x24")
    }

    @Test func deviceAllUPI120x40() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("iphone15-all-upi")], columns: 120, rows: 40)
        driver.confirm()
        try FrameGolden.check(driver.frame, "device-iphone15-all-upi-120x40")
    }

    @Test func checkoutGpayOnly80x24() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        try FrameGolden.check(driver.frame, "checkout-gpay-only-80x24")
    }

    @Test func checkoutHiddenUndeclared120x40() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("hidden-undeclared")], columns: 120, rows: 40)
        driver.openCheckout()
        try FrameGolden.check(driver.frame, "checkout-hidden-undeclared-120x40")
    }

    @Test func checkoutHelp80x24() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("iphone15-all-upi")])
        driver.openCheckout()
        driver.openHelp()
        try FrameGolden.check(driver.frame, "checkout-help-80x24")
    }

    /// The checkout page of `id` with `flow` and `outcome` chosen.
    private static func checkout(_ id: String, flow: String, outcome: String = "success", columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        driver.choose(flow: flow, outcome: outcome)
        return driver
    }

    @Test func inspectorRequest80x24() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent")
        driver.confirm()
        driver.nextPane()
        try FrameGolden.check(driver.frame, "inspector-request-80x24")
    }

    @Test func inspectorSignature120x40() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", columns: 120, rows: 40)
        driver.confirm()
        driver.nextPane()
        driver.nextPane()
        try FrameGolden.check(driver.frame, "inspector-signature-120x40")
    }

    @Test func inspectorIntent120x40() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", columns: 120, rows: 40)
        driver.confirm()
        driver.previousPane()
        driver.previousPane()
        try FrameGolden.check(driver.frame, "inspector-intent-120x40")
    }

    @Test func inspectorRefused80x24() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("no-upi-app")])
        driver.openCheckout()
        driver.confirm()
        try FrameGolden.check(driver.frame, "inspector-refused-80x24")
    }

    @Test func handOffPhonePe80x24() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent")
        driver.confirm()
        driver.confirm()
        try FrameGolden.check(driver.frame, "handoff-phonepe-80x24")
    }

    @Test func returnByCallback80x24() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent")
        driver.press(.enter, .enter, .enter)
        try FrameGolden.check(driver.frame, "return-callback-80x24")
    }

    @Test func returnManualGpay80x24() throws {
        var driver = Self.checkout("gpay-only", flow: "open-intent")
        driver.press(.enter, .enter, .enter)
        try FrameGolden.check(driver.frame, "return-manual-gpay-only-80x24")
    }

    @Test func statusFirstEvent80x24() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", outcome: "pending:2,success")
        driver.press(.enter, .enter, .enter, .enter)
        try FrameGolden.check(driver.frame, "status-first-event-80x24")
    }

    @Test func statusPendingThenSuccess120x40() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", outcome: "pending:2,success", columns: 120, rows: 40)
        driver.press(.enter, .enter, .enter, .enter, .character("a"))
        try FrameGolden.check(driver.frame, "status-pending-then-success-120x40")
    }

    @Test func tooSmall40x10() throws {
        try FrameGolden.check(TUIDriver(profiles: Self.pickerProfiles, columns: 40, rows: 10).frame, "too-small-40x10")
    }
}

@Suite("README")
struct ReadmeFrameTests {
    /// The README shows the checkout screen as a capture; it must be the reviewed golden frame.
    @Test func theReadmeCaptureIsTheGoldenCheckoutFrame() throws {
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let frame = try FrameGolden.folder.text(of: "checkout-gpay-only-80x24.txt")
        #expect(readme.contains("```\n" + frame.trimmingCharacters(in: .newlines) + "\n```"))
    }
}
