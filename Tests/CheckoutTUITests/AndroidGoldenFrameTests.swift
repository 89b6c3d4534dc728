import CheckoutTUI
import Testing

/// An Android phone's device screen and checkout page as whole frames at 120×40 and 80×24, compared
/// with reviewed files in `Frames/` (CHECKOUT_SIM_RECORD_FRAMES=1 re-records them).
@Suite("Android golden frames")
struct AndroidGoldenFrameTests {
    @Test func deviceNoQueries120x40() throws {
        try FrameGolden.check(AndroidDeviceScreenTests.device().frame, "device-android14-no-queries-120x40")
    }

    @Test func deviceNoQueries80x24() throws {
        try FrameGolden.check(AndroidDeviceScreenTests.device(columns: 80, rows: 24).frame, "device-android14-no-queries-80x24")
    }

    @Test func checkoutQueriesPackagesOnly80x24() throws {
        var driver = DeviceEditorTests.device("android14-queries-packages-only")
        driver.confirm()
        try FrameGolden.check(driver.frame, "checkout-android14-queries-packages-only-80x24")
    }
}
