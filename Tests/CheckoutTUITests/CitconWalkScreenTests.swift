import CheckoutCore
import CheckoutTUI
import Testing

/// The Citcon walk screen: one section per step of the walk, built from the transcript.
@Suite("Citcon walk screen")
struct CitconWalkScreenTests {
    /// The walk screen for Alipay (the second method of citcon-all-wallets) with `outcome`.
    static func alipayWalk(outcome: String = "succeeded", columns: Int = 80, rows: Int = 40) -> TUIDriver {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets", columns: columns, rows: rows)
        if outcome != "succeeded" { driver.choose(flow: "citcon", outcome: outcome) }
        // From the outcome row: the return, WeChat Pay, then Alipay.
        driver.press(.down, .down, .down)
        driver.confirm()
        return driver
    }

    static func walk(_ driver: TUIDriver) -> CitconWalkScreen? { CitconCheckoutTests.walk(driver) }

    /// Tab until `section` shows.
    static func show(_ section: CitconWalkScreen.Section, in driver: inout TUIDriver) {
        for _ in 0..<CitconWalkScreen.Section.allCases.count where walk(driver)?.section != section { driver.press(.tab) }
    }

    @Test func aPaidWalkHasEverySection() {
        let driver = Self.alipayWalk()
        #expect(Self.walk(driver)?.sections == CitconWalkScreen.Section.allCases)
        #expect(Self.walk(driver)?.section == .wallets)
    }

    @Test func walletsSayWhetherEachMethodIsUsableWhereAndWhy() {
        let driver = Self.alipayWalk()
        #expect(driver.text.contains("Alipay  alipay  (this walk)"))
        #expect(driver.text.contains("usable  yes, pays in the wallet app"))
        #expect(driver.lines(containing: "why  ").count >= 3)
    }

    @Test func theRequestIsItsJSON() {
        var driver = Self.alipayWalk()
        Self.show(.request, in: &driver)
        #expect(driver.text.contains("CPayRequest: requestOrder with alipay"))
        #expect(driver.text.contains("\"method\": \"alipay\""))
        #expect(driver.text.contains("\"transaction\": {"))
    }

    @Test func theHandOffSaysWhereThePaymentWentAndHowItCameBack() {
        var driver = Self.alipayWalk()
        Self.show(.handOff, in: &driver)
        let handOff = Self.walk(driver)?.transcript.handOff
        #expect(driver.text.contains("pays in  \(handOff?.surface.description ?? "?")"))
        #expect(driver.text.contains("mode  "))
        #expect(driver.text.contains("to the SDK  yes: the app forwards it"))
    }

    @Test func theResultsComeInTheOrderTheyArrived() throws {
        var driver = Self.alipayWalk()
        Self.show(.results, in: &driver)
        let transcript = try #require(Self.walk(driver)?.transcript)
        let headings = transcript.clientResults.map { "+\($0.at)s \($0.kind.rawValue) via" }
        let rows = headings.map { heading in driver.lines.firstIndex { $0.contains(heading) } }
        #expect(!rows.isEmpty && rows.allSatisfy { $0 != nil })
        #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted())
        #expect(driver.text.contains("success rule  holds"))
        driver.press(.character("G"))
        #expect(driver.text.contains("IPN: POST "))
        #expect(driver.text.contains("Merchant server: reference and amount match the order"))
    }

    @Test func theResultIsTheMerchantsDecision() {
        var driver = Self.alipayWalk()
        Self.show(.result, in: &driver)
        #expect(driver.text.contains("0 · succeeded"))
        #expect(driver.text.contains("The merchant was paid."))
        #expect(driver.text.contains("decided by  the IPN to urls.ipn"))
    }

    @Test func aFailedPaymentIsNotPaid() {
        var driver = Self.alipayWalk(outcome: "failed")
        Self.show(.result, in: &driver)
        #expect(driver.text.contains("The merchant was not paid."))
        Self.show(.results, in: &driver)
        #expect(driver.text.contains("success rule  does not hold"))
    }

    @Test func notesAreTheTranscriptsNotes() throws {
        var driver = Self.alipayWalk()
        Self.show(.notes, in: &driver)
        let first = try #require(Self.walk(driver)?.transcript.notes.first)
        #expect(driver.text.contains("- " + first.prefix(30)))
    }

    @Test func aRefusedRequestShowsOnlyWalletsAndTheRulesItBroke() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets")
        driver.erase(3)
        driver.press(.down)
        driver.confirm()
        #expect(Self.walk(driver)?.sections == [.wallets, .request])
        driver.press(.tab)
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
        driver.click(on: " Result ")
        #expect(Self.walk(driver)?.section == .result)
        driver.click(on: " Hand-off ")
        #expect(Self.walk(driver)?.section == .handOff)
    }

    @Test func tOpensTheTextTranscriptAndEscComesBack() {
        var driver = Self.alipayWalk()
        Self.show(.results, in: &driver)
        driver.press(.character("t"))
        #expect(CitconCheckoutTests.transcript(driver) != nil)
        #expect(driver.text.contains("Citcon SDK requestOrder with payment.method alipay"))
        driver.back()
        #expect(Self.walk(driver)?.section == .results)
        driver.back()
        #expect(CitconCheckoutTests.checkout(driver) != nil)
    }

    @Test func theStatusLineAndHelpNameTheKeys() {
        var driver = Self.alipayWalk()
        #expect(driver.lines.last?.contains("t transcript") == true)
        driver.openHelp()
        #expect(driver.text.contains("the whole walk as a text transcript"))
    }

    @Test func citconWalkRequest80x24() throws {
        var driver = Self.alipayWalk(rows: 24)
        Self.show(.request, in: &driver)
        try FrameGolden.check(driver.frame, "citcon-walk-request-80x24")
    }
}
