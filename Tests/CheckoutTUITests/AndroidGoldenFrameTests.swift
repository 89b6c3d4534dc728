import CheckoutTUI
import Testing

/// An Android phone's device screen, checkout page, chooser, hand-off and return as whole frames at
/// 120×40 and 80×24, compared with reviewed files in `Frames/` (CHECKOUT_SIM_RECORD_FRAMES=1
/// re-records them).
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

    /// open-intent on a merchant app that sees two UPI apps, up to the system chooser.
    private static func chooser() -> TUIDriver {
        var driver = DeviceEditorTests.device("android14-queries-packages-only")
        driver.confirm()
        driver.confirm()
        driver.confirm()
        return driver
    }

    @Test func chooserQueriesPackagesOnly80x24() throws {
        try FrameGolden.check(Self.chooser().frame, "chooser-android14-queries-packages-only-80x24")
    }

    @Test func handOffBHIMPickedJustOnce80x24() throws {
        var driver = Self.chooser()
        driver.selectNext(3)
        driver.confirm()
        try FrameGolden.check(driver.frame, "handoff-android-bhim-80x24")
    }

    @Test func returnBHIMPaid80x24() throws {
        var driver = Self.chooser()
        driver.selectNext(3)
        driver.confirm()
        driver.confirm()
        try FrameGolden.check(driver.frame, "return-android-bhim-80x24")
    }
}
