import CheckoutCore
import CheckoutTUI
import Testing

/// The checkout page on an Android phone: a button per UPI app the merchant app sees, by package,
/// the chooser's note; every button walks with its package, open-intent through the system chooser.
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
        #expect(driver.model.current.screen(as: CheckoutScreen.self)?.options?.package == AndroidPackages.bhim)
        driver.confirm()
        let inspector = try #require(driver.model.current.screen(as: InspectorScreen.self), "BHIM walks")
        #expect(inspector.transcript.android?.package == AndroidPackages.bhim)
    }

    @Test func v2IntentWalksWithThePackageOfAnAppOutsideTheCatalog() throws {
        let driver = Self.checkout("android14-all-upi")
        var checkout = try #require(driver.model.current.screen(as: CheckoutScreen.self))
        for _ in 0..<10 where checkout.phonePeV2?.flow != .intent { checkout.cycleFlow(by: 1) }
        let form = try #require(checkout.phonePeV2)
        let bhim: Int = try #require(form.rows.firstIndex(of: .package(AndroidPackages.bhim)))
        checkout.formScroll.selected = bhim
        #expect(checkout.phonePeV2Options?.package == AndroidPackages.bhim)
    }

    @Test func openIntentShowsTheChooserAndWalksOnWithThePick() throws {
        var driver = Self.checkout("android14-queries-packages-only")
        driver.confirm()
        #expect(driver.foot.contains("Enter open the system chooser"))
        driver.confirm()
        let chooser = try #require(driver.model.current.screen(as: ChooserScreen.self))
        #expect(chooser.walk.transcript.android?.chooser?.count == 6)
        #expect(driver.text.contains("BHIM        in.org.npci.upiapp  (not on the checkout page)"))
        #expect(driver.lines(containing: "(not on the checkout page)").count == 4)
        driver.selectNext(3)
        driver.press(.character("a"))
        #expect(Self.startedPackage(driver) == AndroidPackages.bhim)
        #expect(driver.text.contains("Always: Android would now open upi://pay with BHIM without asking"))
        driver.confirm()
        #expect(driver.text.contains("resultCode    RESULT_OK (-1)"))
        driver.back()
        driver.back()
        driver.selectNext()
        driver.confirm()
        #expect(Self.startedPackage(driver) == AndroidPackages.cred)
    }

    /// The package the hand-off on top started.
    private static func startedPackage(_ driver: TUIDriver) -> String? {
        guard case .phonePe(let walk)? = driver.model.current.screen(as: HandOffScreen.self)?.walk else { return nil }
        return walk.transcript.handOff?.openedAppId
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
