import CheckoutCore
import CheckoutTUI
import Testing

/// The checkout page on an Android phone: a button per UPI app the merchant app sees, by package,
/// the chooser's note, and no walk made up for an app PhonePe's request cannot name.
@Suite("Android checkout page")
struct AndroidCheckoutTests {
    static func checkout(_ id: String, columns: Int = 120, rows: Int = 40) -> TUIDriver {
        var driver = DeviceEditorTests.device(id, columns: columns, rows: rows)
        driver.confirm()
        return driver
    }

    @Test func everyVisibleUPIAppHasAButtonByPackage() throws {
        var driver = Self.checkout("android14-all-upi")
        let buttons = driver.lines(containing: "Pay with  ")
        #expect(buttons.count == 6)
        #expect(buttons.contains { $0.contains("Pay with  BHIM  in.org.npci.upiapp") })
        #expect(buttons.contains { $0.contains("Pay with  Amazon Pay  in.amazon.mShop.android.shopping") })
        #expect(driver.text.contains("Every installed UPI app is on the checkout page."))
        #expect(!driver.text.contains("Chooser: "))
        // The form starts on PhonePe; BHIM is the fourth app.
        #expect(driver.chosenLines.first?.contains("Pay with  PhonePe") == true)
        driver.selectNext(3)
        #expect(driver.chosenLines.first?.contains("Pay with  BHIM") == true)
        driver.confirm()
        #expect(driver.model.current.screen(as: CheckoutScreen.self) != nil, "nothing was walked")
        #expect(driver.foot.contains("Not walked: open-intent names only PhonePe, Google Pay, Paytm as the paying app for now, not BHIM"))
        driver.selectPrevious(3)
        driver.confirm()
        #expect(driver.model.current.screen(as: CheckoutScreen.self) == nil, "PhonePe walks")
    }

    @Test func theChooserNoteAndEachHiddenAppsFix() throws {
        let driver = Self.checkout("android14-queries-packages-only")
        let buttons = driver.lines(containing: "Pay with  ")
        #expect(buttons.count == 2)
        #expect(driver.text.contains("Chooser: the system chooser for upi://pay would also list Paytm, BHIM, CRED, Amazon Pay, which the page"))
        #expect(driver.text.contains("Not on the checkout page (4)"))
        #expect(driver.text.contains("BHIM is not shown"))
        #expect(driver.text.contains("fix  add <queries><intent><action android:name=\"android.intent.action.VIEW\"/>"))
    }

    @Test func withoutQueriesThePageHasNoButtonYetTheChooserWouldListEveryApp() {
        let driver = Self.checkout("android14-no-queries")
        #expect(driver.lines(containing: "Pay with  ").isEmpty)
        #expect(driver.text.contains("No UPI app is on this checkout page: the merchant app sees none (why below)."))
        #expect(driver.text.contains("Chooser: the page sees no UPI app, yet the system chooser for upi://pay would list PhonePe, Google Pay"))
        #expect(driver.text.contains("Not on the checkout page (6)"))
    }
}
