import CheckoutTUI
import Testing

/// An Android phone's device screen and checkout page as whole frames at 120×40 and 80×24, compared
/// with reviewed files in `Frames/` (CHECKOUT_SIM_RECORD_FRAMES=1 re-records them).
@Suite("Android golden frames")
struct AndroidGoldenFrameTests {
    @Test func checkoutQueriesPackagesOnly80x24() throws {
        var driver = DeviceEditorTests.device("android14-queries-packages-only")
        driver.confirm()
        try FrameGolden.check(driver.frame, "checkout-android14-queries-packages-only-80x24")
    }
}
