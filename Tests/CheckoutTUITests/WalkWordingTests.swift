import CheckoutTUI
import Testing

/// What the walk's screens say, each thing once and in its own words.
@Suite("Walk screens' wording")
struct WalkWordingTests {
    /// A gateway error ends the walk before any event: the timeline says why, and the details pane
    /// does not repeat it.
    @Test func aWalkWithNoEventsSaysWhyOnce() {
        var driver = WalkScreensTests.checkout("iphone15-all-upi", flow: "open-intent", outcome: "error:BAD_REQUEST")
        driver.confirm()
        driver.confirm()
        #expect(driver.text.contains("BAD_REQUEST · FAILED"))
        let said = driver.text.components(separatedBy: "No status checks: the payment never started.").count - 1
        #expect(said == 1, "\(driver.text)")
        #expect(driver.text.contains("No event to show"))
    }

    /// sdk-debit on a device where PhonePe's SDK scheme cannot open: the breadcrumb says open(url)
    /// failed, not that a web checkout opened.
    @Test func sdkDebitsFailedOpenIsNotAWebCheckout() {
        var driver = WalkScreensTests.checkout("gpay-only", flow: "sdk-debit")
        driver.press(.enter, .enter)
        #expect(driver.text.contains("open(url) failed"), "\(driver.text)")
        #expect(driver.lines[0].hasSuffix("› open(url) failed"), "\(driver.lines[0])")
        #expect(!driver.lines[0].contains("Web checkout"))
    }

    /// s on a refused walk saves nothing, and says why and what to do.
    @Test func sOnARefusedWalkSaysWhyNothingWasSaved() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.erase(3)
        driver.confirm()
        driver.confirm()
        guard driver.model.current.screen(as: InspectorScreen.self) != nil else { Issue.record("not on the inspector"); return }
        driver.press(.character("s"))
        #expect(driver.lastCommand == .none)
        #expect(driver.text.contains("Not saved: the request was refused (amount)"), "\(driver.text)")
        #expect(driver.text.contains("Esc goes back to fix it"))
    }
}
