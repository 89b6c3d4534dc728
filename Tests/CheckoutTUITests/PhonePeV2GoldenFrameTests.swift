import CheckoutTUI
import Testing

/// PhonePe v2's checkout page and hand-off as whole frames at 120×40 and 80×24, compared with
/// reviewed files in `Frames/` (CHECKOUT_SIM_RECORD_FRAMES=1 re-records them).
@Suite("PhonePe v2 golden frames")
struct PhonePeV2GoldenFrameTests {
    @Test func checkoutV2IntentAllUPI120x40() throws {
        let driver = PhonePeV2CheckoutTests.checkout("iphone15-all-upi", flow: .intent, columns: 120, rows: 40)
        try FrameGolden.check(driver.frame, "checkout-v2-intent-iphone15-all-upi-120x40")
    }

    @Test func checkoutV2SDKGpayOnly80x24() throws {
        let driver = PhonePeV2CheckoutTests.checkout("gpay-only", flow: .sdk)
        try FrameGolden.check(driver.frame, "checkout-v2-sdk-gpay-only-80x24")
    }

    @Test func handOffV2SDKAllUPI120x40() throws {
        var driver = PhonePeV2CheckoutTests.checkout("iphone15-all-upi", flow: .sdk, columns: 120, rows: 40)
        driver.press(.enter, .enter)
        try FrameGolden.check(driver.frame, "handoff-v2-sdk-iphone15-all-upi-120x40")
    }

    @Test func handOffV2IntentGpayOnly80x24() throws {
        var driver = PhonePeV2CheckoutTests.checkout("gpay-only", flow: .intent)
        driver.press(.enter, .enter)
        try FrameGolden.check(driver.frame, "handoff-v2-intent-gpay-only-80x24")
    }
}
