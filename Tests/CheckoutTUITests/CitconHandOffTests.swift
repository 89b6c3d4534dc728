import CheckoutCore
import CheckoutTUI
import Testing

/// The Citcon walk past the hand-off: what the user does in the wallet, the return, then the client
/// results, the IPN and inquireOrder one at a time on the clock, and the decision.
@Suite("Citcon hand-off, return and results")
struct CitconHandOffTests {
    /// Alipay on citcon-all-wallets, opened: the hand-off screen.
    static func alipayOpened(outcome: String = "succeeded", rows: Int = 40) -> TUIDriver {
        var driver = CitconWalkScreenTests.alipayWalk(outcome: outcome, rows: rows)
        driver.confirm()
        return driver
    }

    static func handOff(_ driver: TUIDriver) -> HandOffScreen? {
        if let screen = driver.model.current.screen(as: HandOffScreen.self) { return screen }
        return nil
    }

    static func status(_ driver: TUIDriver) -> StatusScreen? {
        if let screen = driver.model.current.screen(as: StatusScreen.self) { return screen }
        return nil
    }

    static func citcon(_ status: StatusScreen?) -> CitconTranscript? {
        if case .citcon(let transcript) = status?.walk { return transcript }
        return nil
    }

    /// Chooses the action at `index` on the hand-off screen, then goes on to the results.
    static func finish(_ driver: inout TUIDriver, choice index: Int) {
        for _ in 0..<index { driver.press(.down) }
        driver.confirm()
        driver.confirm()
    }

    @Test func theWalletOffersFiveActionsEachExplained() throws {
        var driver = Self.alipayOpened()
        #expect(driver.text.contains("requestOrder opened the wallet app (alipay)"))
        #expect(driver.text.contains("Alipay asks: Pay USD 1.00 for order order-1"))
        let labels = ["Pay USD 1.00", "Cancel", "Pay, then switch back by hand", "Pay, then kill Alipay", "Kill Alipay without paying"]
        for label in labels { #expect(driver.lines(containing: "│ \(label)  ").count == 1, "\(label)") }
        #expect(driver.text.contains("Citcon answers succeeded, the outcome chosen on the checkout page"))
        driver.press(.down)
        #expect(driver.text.contains("Alipay returns with code:6001: the seed's cancellation."))
        #expect(try #require(Self.handOff(driver)).menu.selected == 1)
    }

    @Test func payingShowsEachResultInTurnThenTheDecision() throws {
        var driver = Self.alipayOpened()
        driver.confirm()
        #expect(driver.text.contains("Return by URL scheme: the wallet opened the merchant app"))
        #expect(driver.text.contains("Opened with  com.example.shop://"))
        driver.confirm()
        var status = try #require(Self.status(driver))
        #expect(status.eventTimes == [20, 21, 22])
        #expect(status.revealed == 1)
        #expect(driver.text.contains("Next: CPayCheck at +21 s (Enter)"))
        #expect(driver.text.contains("Not decided yet"))
        driver.confirm()
        driver.confirm()
        status = try #require(Self.status(driver))
        #expect(status.isComplete)
        #expect(driver.text.contains("IPN at +22 s: POST https://shop.example.com/citcon/ipn"))
        #expect(driver.text.contains("Merchant server: reference and amount match the order"))
        #expect(driver.text.contains("0 · succeeded  paid"))
        #expect(driver.text.contains("decided by  the IPN to urls.ipn"))
        driver.confirm()
        #expect(CitconCheckoutTests.checkout(driver) != nil, "Enter at the end starts a new walk")
    }

    @Test func choosingAnEarlierEventShowsWhatItCarried() {
        var driver = Self.alipayOpened()
        Self.finish(&driver, choice: 0)
        driver.press(.character("a"), .up, .up)
        #expect(driver.text.contains("CPayResult via the requestOrder callback at +20 s"))
        #expect(driver.text.contains("success rule  holds: status is \"success\" and data.status is \"succeeded\""))
    }

    @Test func cancellingEndsCanceledAndNotPaid() throws {
        var driver = Self.alipayOpened()
        Self.finish(&driver, choice: 1)
        driver.press(.character("a"))
        let transcript = try #require(Self.citcon(Self.status(driver)))
        #expect(transcript.options.outcome == .code("6001"))
        #expect(driver.text.contains("6001 · canceled  not paid"))
        #expect(driver.text.contains("CPayResult  code 6001"))
        #expect(transcript.ipn == nil, "a cancelled request has no charge to notify")
    }

    @Test func payingThenKillingTheWalletLeavesItToTheIPNAndInquireOrder() throws {
        var driver = Self.alipayOpened()
        for _ in 0..<3 { driver.press(.down) }
        driver.confirm()
        #expect(driver.text.contains("No return: the user killed the wallet"))
        #expect(driver.text.contains("The SDK calls neither the requestOrder callback nor NTFY_ASYNC"))
        driver.confirm()
        driver.press(.character("a"))
        #expect(try #require(Self.status(driver)).eventTimes == [22, 30])
        #expect(driver.lines(containing: "IPN, verified").count == 1)
        // Its row on the timeline, and, as the newest event is the one chosen, the heading of its details.
        #expect(driver.lines(containing: "inquireOrder").count == 2)
        #expect(driver.lines(containing: "│ +30 s  inquireOrder   succeeded ").count == 1)
        #expect(driver.lines(containing: "─ inquireOrder(").first?.contains(") at +30 s ─") == true)
        #expect(driver.text.contains("The SDK returned nothing, so the app asks with the id its server"))
        #expect(driver.text.contains("0 · succeeded  paid"))
    }

    @Test func killingBeforePayingLeavesNothingToDecideOn() throws {
        var driver = Self.alipayOpened()
        Self.finish(&driver, choice: 4)
        #expect(try #require(Self.status(driver)).eventTimes.isEmpty)
        #expect(driver.text.contains("Nothing reaches the merchant: no SDK result and no IPN."))
        #expect(driver.text.contains("unknown · unknown  not paid"))
        #expect(driver.text.contains("decided by  nothing"))
    }

    @Test func theResultsOrderChosenOnTheCheckoutPageIsTheOrderTheyArrive() throws {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets", rows: 40)
        // Outcome, country, results: async-first; then WeChat Pay.
        driver.press(.down, .down, .right)
        CitconCheckoutTests.chooseMethod("WeChat Pay", in: &driver)
        driver.confirm()
        driver.confirm()
        Self.finish(&driver, choice: 0)
        let transcript = try #require(Self.citcon(Self.status(driver)))
        #expect(transcript.clientResults.map(\.kind) == [.async, .sync])
        #expect(transcript.returnStep?.mode == .universalLink)
        #expect(driver.text.contains("Next: CPayResult at +21 s (Enter)"))
    }

    @Test func sSavesTheCitconWalkAndTOpensItsTranscript() throws {
        var driver = Self.alipayOpened()
        Self.finish(&driver, choice: 0)
        driver.press(.character("s"))
        let request = try #require(SaveScenarioTests.request(driver.lastCommand))
        #expect(request.profileId == "citcon-all-wallets")
        guard case .citcon(let transcript) = request.walk else { Issue.record("not a Citcon walk"); return }
        #expect(transcript.result?.paid == true)
        driver.press(.character("t"))
        #expect(CitconCheckoutTests.transcript(driver)?.title == "citcon · Alipay · USD 1.00 · 0 · succeeded")
    }

    @Test func aClickChoosesWhatTheUserDoesAndASecondDoesIt() throws {
        var driver = Self.alipayOpened()
        driver.click(on: "Pay, then kill Alipay")
        #expect(try #require(Self.handOff(driver)).menu.selected == 3)
        driver.click(on: "Pay, then kill Alipay")
        #expect(driver.text.contains("No return: the user killed the wallet"))
        driver.confirm()
        driver.press(.character("a"))
        driver.click(on: "IPN, verified")
        #expect(driver.text.contains("IPN at +22 s: POST https://shop.example.com/citcon/ipn"))
    }

    @Test func citconHandOff80x24() throws {
        try FrameGolden.check(Self.alipayOpened(rows: 24).frame, "citcon-hand-off-80x24")
    }

    @Test func citconResults80x24() throws {
        var driver = Self.alipayOpened(rows: 24)
        Self.finish(&driver, choice: 0)
        driver.press(.character("a"))
        try FrameGolden.check(driver.frame, "citcon-results-80x24")
    }
}
