import CheckoutCore
import CheckoutTUI
import Testing

/// The Citcon walk screen: one section per step of the walk up to the hand-off, built from the transcript.
@Suite("Citcon walk screen")
struct CitconWalkScreenTests {
    /// The walk screen for Alipay (the second method of citcon-all-wallets) with `outcome`.
    static func alipayWalk(outcome: String = "succeeded", columns: Int = 80, rows: Int = 40) -> TUIDriver {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets", columns: columns, rows: rows)
        if outcome != "succeeded" { driver.choose(flow: "citcon", outcome: outcome) }
        CitconCheckoutTests.chooseMethod("Alipay", in: &driver)
        driver.confirm()
        return driver
    }

    static func walk(_ driver: TUIDriver) -> CitconWalkScreen? { CitconCheckoutTests.walk(driver) }

    /// Tab until `section` shows.
    static func show(_ section: CitconWalkScreen.Section, in driver: inout TUIDriver) {
        for _ in 0..<CitconWalkScreen.Section.allCases.count where walk(driver)?.section != section { driver.press(.tab) }
    }

    @Test func aWalkUpToTheWalletHasEverySection() {
        let driver = Self.alipayWalk()
        #expect(Self.walk(driver)?.sections == CitconWalkScreen.Section.allCases)
        #expect(Self.walk(driver)?.section == .wallets)
    }

    @Test func walletsSayWhetherEachMethodIsUsableWhereAndWhy() {
        let driver = Self.alipayWalk()
        #expect(driver.text.contains("Alipay  alipay  (this walk)"))
        #expect(driver.text.contains("usable  yes, pays in the wallet app"))
        #expect(driver.lines(containing: "why  ").count == CitconMethod.allCases.count, "one reason per method")
    }

    @Test func theRequestIsItsJSON() {
        var driver = Self.alipayWalk()
        Self.show(.request, in: &driver)
        #expect(driver.text.contains("CPayRequest: requestOrder with alipay"))
        #expect(driver.text.contains("\"method\": \"alipay\""))
        #expect(driver.text.contains("\"transaction\": {"))
    }

    @Test func theHandOffSaysWhereThePaymentGoes() {
        var driver = Self.alipayWalk()
        Self.show(.handOff, in: &driver)
        let handOff = Self.walk(driver)?.transcript.handOff
        #expect(handOff?.surface == .walletApp(appId: "alipay"))
        #expect(driver.text.contains("pays in  wallet app (alipay)"))
        #expect(driver.text.contains("opens  alipay://"))
        #expect(driver.text.contains("Enter opens it: choose what the user does there."))
        #expect(Self.walk(driver)?.transcript.returnStep == nil, "nothing after the hand-off has happened yet")
    }

    @Test func notesAreTheTranscriptsNotes() throws {
        var driver = Self.alipayWalk()
        Self.show(.notes, in: &driver)
        let first = try #require(Self.walk(driver)?.transcript.notes.first)
        #expect(driver.text.contains("- " + first.prefix(30)))
    }

    @Test func aRefusedRequestOpensOnTheRulesItBrokeAndShowsOnlyWalletsBesides() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets")
        driver.erase(3)
        driver.press(.down)
        driver.confirm()
        #expect(Self.walk(driver)?.sections == [.wallets, .request])
        #expect(Self.walk(driver)?.section == .request)
        #expect(driver.text.contains("Refused: requestOrder was not called"))
        #expect(driver.text.contains("transaction.amount  must be a positive whole number of cents"))
        driver.press(.tab)
        #expect(Self.walk(driver)?.section == .wallets)
    }

    @Test func tabWrapsBothWays() {
        var driver = Self.alipayWalk()
        driver.press(.backTab)
        #expect(Self.walk(driver)?.section == .notes)
        driver.press(.tab)
        #expect(Self.walk(driver)?.section == .wallets)
        driver.press(.right, .right)
        #expect(Self.walk(driver)?.section == .handOff)
        driver.press(.left)
        #expect(Self.walk(driver)?.section == .request)
    }

    @Test func aClickOnATabChoosesIt() {
        var driver = Self.alipayWalk()
        driver.click(on: "Notes")
        #expect(Self.walk(driver)?.section == .notes)
        driver.click(on: " Hand-off ")
        #expect(Self.walk(driver)?.section == .handOff)
    }

    @Test func tOpensTheTextTranscriptAndEscComesBack() {
        var driver = Self.alipayWalk()
        Self.show(.handOff, in: &driver)
        driver.press(.character("t"))
        #expect(CitconCheckoutTests.transcript(driver) != nil)
        #expect(driver.text.contains("Citcon SDK requestOrder with payment.method alipay"))
        driver.back()
        #expect(Self.walk(driver)?.section == .handOff)
        driver.back()
        #expect(CitconCheckoutTests.checkout(driver) != nil)
    }

    @Test func theStatusLineAndHelpNameTheKeys() {
        var driver = Self.alipayWalk()
        #expect(driver.lines.last?.contains("t transcript") == true)
        #expect(driver.lines.last?.contains("Enter hand-off") == true)
        driver.openHelp()
        #expect(driver.text.contains("the whole walk as a text transcript"))
    }

    @Test func citconWalkRequest80x24() throws {
        var driver = Self.alipayWalk(rows: 24)
        Self.show(.request, in: &driver)
        try FrameGolden.check(driver.frame, "citcon-walk-request-80x24")
    }
}
