import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Mouse: clicks choose list rows, the wheel scrolls")
struct MouseTests {
    static let profiles = ["gpay-only", "iphone15-all-upi", "no-upi-app"].map(ShippedProfiles.entry)

    @Test func aClickChoosesAProfileAndASecondOpensIt() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.click(on: "no-upi-app")
        #expect(driver.chosenLines.first?.contains("no-upi-app") == true)
        #expect(driver.model.screens.count == 1)
        driver.click(on: "no-upi-app")
        guard driver.model.current.screen(as: DeviceScreen.self) != nil else { Issue.record("the second click did not open the device"); return }
    }

    @Test func clicksOnBordersAndEmptyRowsDoNothing() {
        var driver = TUIDriver(profiles: Self.profiles)
        let before = driver.model
        driver.click(column: 0, row: 1)
        driver.click(column: 10, row: 10)
        driver.click(column: 10, row: 23)
        #expect(driver.model == before)
    }

    @Test func onTheCheckoutPageAClickOnTheChosenFlowChangesItAndOnTheChosenAppWalks() {
        var driver = TUIDriver(profiles: Self.profiles, selecting: "iphone15-all-upi")
        driver.openCheckout()
        driver.click(on: "‹ open-intent ›")
        #expect(driver.chosenLines.first?.contains("‹ open-intent ›") == true)
        driver.click(on: "‹ open-intent ›")
        #expect(driver.lines(containing: "‹ pg-intent ›").count == 1)
        driver.click(on: "Paytm  PAYTM")
        driver.click(on: "Paytm  PAYTM")
        guard let inspector = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no walk"); return }
        #expect(inspector.transcript.app == .paytm)
    }

    @Test func aClickOnASectionNameShowsIt() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        driver.confirm()
        driver.click(on: "Response")
        #expect(driver.text.contains("─ Response: HTTP 200 ─"))
        driver.click(on: "X-VERIFY")
        #expect(driver.text.contains("─ base64 envelope and X-VERIFY ─"))
    }

    @Test func handOffChoicesAndTheTimelineTakeClicks() throws {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        driver.press(.enter, .enter)
        driver.click(on: "Decline")
        #expect(driver.text.contains("The payment fails: the gateway answers PAYMENT_DECLINED."))
        driver.click(on: "Decline")
        driver.press(.enter, .character("a"))
        guard let status = driver.model.current.screen(as: StatusScreen.self) else { Issue.record("no status screen"); return }
        #expect(status.eventTimes.count == 2)
        driver.click(on: "S2S callback")
        #expect(driver.text.contains("─ S2S callback at +8 s"))
        driver.click(on: "status check 1")
        // open-intent checks the status on the v3 path.
        #expect(driver.text.contains("─ Status check 1: GET /v3/transaction/MERCHANTUAT/"))
    }

    @Test func theWheelScrollsTheFocusedPane() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        driver.press(.enter, .character("t"))
        #expect(driver.text.contains("checkout-sim · open-intent"))
        driver.wheel(down: true)
        #expect(!driver.text.contains("checkout-sim · open-intent"))
        driver.wheel(down: false)
        #expect(driver.text.contains("checkout-sim · open-intent"))
    }

    @Test func aClickClosesTheHelp() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openHelp()
        driver.click(column: 5, row: 5)
        #expect(!driver.model.showsHelp)
        #expect(driver.model.screens.count == 1)
    }
}
