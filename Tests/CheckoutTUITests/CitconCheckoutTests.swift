import CheckoutCore
import CheckoutReplay
import CheckoutTUI
import Testing

/// The citcon flow on the checkout page of profiles with a Citcon set-up, walked to its Citcon walk screen.
@Suite("Citcon checkout")
struct CitconCheckoutTests {
    static func citconCheckout(_ id: String, columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        driver.choose(flow: "citcon", outcome: "succeeded")
        return driver
    }

    /// Moves down the checkout page to the row paying with `method` (its display name).
    static func chooseMethod(_ method: String, in driver: inout TUIDriver) {
        for _ in 0..<20 where driver.chosenLines.first?.contains("Pay with  \(method)  ") != true { driver.press(.down) }
    }

    static func checkout(_ driver: TUIDriver) -> CheckoutScreen? {
        if let screen = driver.model.current.screen(as: CheckoutScreen.self) { return screen }
        return nil
    }

    static func transcript(_ driver: TUIDriver) -> TranscriptScreen? {
        if let screen = driver.model.current.screen(as: TranscriptScreen.self) { return screen }
        return nil
    }

    @Test func theFlowRowOffersCitconAfterThePhonePeFlows() {
        let driver = Self.citconCheckout("citcon-all-wallets")
        #expect(Self.checkout(driver)?.citconChosen == true)
        #expect(driver.lines(containing: "Amount").first?.contains("USD 1.00 (100 cents)") == true)
        // Once more round: the three v2 flows, the five PhonePe flows, then citcon again.
        var cycled = driver
        cycled.press(.up)
        var seen: [String] = []
        let others = PhonePeV2Flow.allCases.map(\.rawValue) + PhonePeFlow.allCases.map(\.rawValue)
        for _ in 0..<9 {
            cycled.press(.right)
            seen.append(others.first { !cycled.lines(containing: "‹ \($0) ›").isEmpty } ?? "citcon")
        }
        #expect(seen == others + ["citcon"])
    }

    @Test func aCitconDeviceWithoutUPIAppsStartsOnCitconsFirstMethod() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("citcon-all-wallets")])
        driver.openCheckout()
        #expect(Self.checkout(driver)?.citconChosen == true)
        #expect(driver.chosenLines.first?.contains("Pay with  WeChat Pay  wechatpay") == true)
        driver.confirm()
        #expect(Self.walk(driver)?.transcript.method == .wechatpay)
        // A device with UPI apps and a Citcon set-up starts on PhonePe's flows, as before.
        var both = TUIDriver(profiles: [ShippedProfiles.entry("citcon-wallets")])
        both.openCheckout()
        #expect(Self.checkout(both)?.citconChosen == false)
    }

    @Test func profilesWithoutACitconSetUpDoNotOfferIt() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.press(.home, .down)
        for _ in 0..<(PhonePeFlow.allCases.count * 2) {
            driver.press(.right)
            #expect(driver.lines(containing: "‹ citcon ›").isEmpty)
        }
        #expect(Self.checkout(driver)?.citconChosen == false)
    }

    @Test func onlyUsableMethodsAreListedAndTheOthersSayWhy() {
        let driver = Self.citconCheckout("citcon-wechat-no-universal-link", columns: 120, rows: 40)
        let payWith = driver.lines(containing: "Pay with")
        #expect(payWith.count == 2)
        #expect(payWith.first?.contains("Alipay  alipay") == true)
        #expect(payWith.last?.contains("Cash App  cashapp") == true)
        #expect(driver.text.contains("Citcon methods not offered (6)"))
        #expect(driver.text.contains("WeChat Pay cannot be offered"))
        #expect(driver.text.contains("why  needs a universal link (set up on the WeChat Open Platform), and the merchant app has none"))
        #expect(!driver.text.contains("is not shown"))
    }

    @Test func theOutcomeRowCyclesCitconOutcomes() {
        var driver = Self.citconCheckout("citcon-all-wallets")
        driver.press(.right)
        #expect(Self.checkout(driver)?.citcon?.outcome == .status(.failed))
        #expect(driver.lines(containing: "‹ failed ›").first?.contains("the payment failed") == true)
    }

    static func walk(_ driver: TUIDriver) -> CitconWalkScreen? {
        if let screen = driver.model.current.screen(as: CitconWalkScreen.self) { return screen }
        return nil
    }

    /// Each Citcon walk from the page takes the next seed, so its reference and a scenario saved from it differ.
    @Test func eachCitconWalkTakesTheNextSeed() throws {
        var driver = Self.citconCheckout("citcon-all-wallets")
        Self.chooseMethod("Alipay", in: &driver)
        driver.confirm()
        let first = try #require(Self.walk(driver)?.transcript)
        driver.back()
        driver.confirm()
        let second = try #require(Self.walk(driver)?.transcript)
        #expect(first.options.seed == 1 && second.options.seed == 2)
        #expect(first.request?["transaction"]?["reference"] != second.request?["transaction"]?["reference"])
        let saved = ScenarioRecorder.yaml(of: second, profileName: "citcon-all-wallets")
        #expect(saved.contains("name: \"citcon-all-wallets citcon alipay seed 2\"\n") && saved.contains("\nseed: 2\n"), "\(saved)")
    }

    /// The seed row says which reference the walk sends; Enter on it types one, which the walk and a
    /// scenario saved from it carry, and ← → step the seed.
    @Test func enterOnTheSeedRowTypesTheReference() throws {
        var driver = Self.citconCheckout("citcon-all-wallets")
        driver.press(.end)
        #expect(driver.chosenLines.first?.contains("Seed      ‹ 1 ›  transaction.reference order-1") == true)
        driver.press(.right, .right)
        #expect(Self.checkout(driver)?.citconOptions?.seed == 3)
        #expect(driver.chosenLines.first?.contains("‹ 3 ›  transaction.reference order-3") == true)
        driver.confirm()
        #expect(driver.text.contains("Your own transaction.reference"))
        driver.type("CART-7")
        driver.confirm()
        #expect(Self.checkout(driver)?.citconOptions?.reference == "CART-7")
        #expect(driver.chosenLines.first?.contains("‹ 3 ›  transaction.reference CART-7") == true)
        for _ in 0..<20 where driver.chosenLines.first?.contains("Pay with  Alipay  ") != true { driver.press(.up) }
        driver.confirm()
        let walked = try #require(Self.walk(driver)?.transcript)
        #expect(walked.request?["transaction"]?["reference"]?.stringValue == "CART-7")
        let saved = ScenarioRecorder.yaml(of: walked, profileName: "citcon-all-wallets")
        #expect(saved.contains("\ntransactionId: CART-7\n") && saved.contains("\nseed: 3\n"), "\(saved)")
        // Esc leaves the reference as typed; an empty one goes back to the seed's.
        driver.back()
        driver.press(.end)
        driver.confirm()
        driver.type("x")
        driver.back()
        #expect(Self.checkout(driver)?.citconOptions?.reference == "CART-7")
        driver.confirm()
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        driver.confirm()
        #expect(Self.checkout(driver)?.citconOptions?.reference == nil)
        #expect(driver.chosenLines.first?.contains("‹ 4 ›  transaction.reference order-4") == true)
    }

    @Test func enterOnAMethodWalksItToTheCitconWalkScreen() {
        var driver = Self.citconCheckout("citcon-all-wallets")
        Self.chooseMethod("Alipay", in: &driver)
        #expect(driver.chosenLines.first?.contains("Alipay") == true)
        driver.confirm()
        #expect(Self.walk(driver)?.transcript.method == .alipay)
        #expect(driver.text.contains("Wallets on "))
        driver.press(.character("t"))
        #expect(Self.transcript(driver)?.title == "citcon · Alipay · USD 1.00 · no result", "the walk so far: up to the wallet")
        driver.press(.end)
        #expect(driver.text.contains("requestOrder opens alipay through alipay://"))
        driver.back()
        driver.back()
        #expect(Self.checkout(driver)?.citconChosen == true)
    }

    @Test func aRequestBreakingACitconRuleShowsItsErrors() {
        var driver = Self.citconCheckout("citcon-all-wallets")
        driver.erase(3)
        driver.press(.down)
        driver.confirm()
        #expect(Self.walk(driver)?.sections == [.wallets, .request])
        #expect(driver.text.contains("requestOrder was not called"))
        #expect(driver.text.contains("transaction.amount"))
        #expect(driver.text.contains("must be a positive whole number of cents"))
    }

    @Test func aRoundTripAlongTheFlowRowKeepsEachFormsChoicesAndTheAmount() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("citcon-wallets")])
        driver.openCheckout()
        // The first digit typed replaces the preset amount.
        driver.type("1005")
        driver.choose(flow: "open-intent", outcome: "failure")
        // open-intent, phonepe-intent, the three v2 flows, then citcon after the last PhonePe flow.
        driver.press(.up, .left, .left, .left, .left, .left)
        #expect(Self.checkout(driver)?.citconChosen == true)
        #expect(driver.lines(containing: "Amount").first?.contains("USD 10.05 (1005 cents)") == true)
        driver.press(.down, .down, .right)
        #expect(Self.checkout(driver)?.citcon?.country == "CA")
        driver.press(.up, .up, .right, .right, .right, .right, .right)
        #expect(Self.checkout(driver)?.phonePe?.flow == .openIntent)
        #expect(Self.checkout(driver)?.phonePe?.outcome.description == "failure")
        #expect(driver.lines(containing: "Amount").first?.contains("₹10.05  (1005 paise)") == true)
        driver.press(.left, .left, .left, .left, .left)
        #expect(Self.checkout(driver)?.citcon?.country == "CA")
    }

    @Test func citconCheckout80x24() throws {
        try FrameGolden.check(Self.citconCheckout("citcon-all-wallets").frame, "checkout-citcon-all-wallets-80x24")
    }
}

@Suite("Checkout screen: the Citcon country and result order")
struct CitconCountryAndOrderTests {
    @Test func theCountryRowChoosesTransactionCountry() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets")
        driver.press(.down)
        #expect(driver.chosenLines.first?.contains("Country   ‹ US ›") == true)
        driver.press(.right)
        #expect(CitconCheckoutTests.checkout(driver)?.citconOptions?.country == "CA")
        driver.press(.left, .left)
        #expect(CitconCheckoutTests.checkout(driver)?.citconOptions?.country == CitconDemo.countries.last)
        driver.press(.down, .down)
        driver.confirm()
        #expect(CitconCheckoutTests.walk(driver)?.transcript.request?["transaction"]?["country"]?.stringValue == "NO")
    }

    /// PayPal and Venmo need consumer.reference: the page sends a demo one, and ← → takes it away to show the rule.
    @Test func theConsumerRowLetsPayPalWalkOrShowsItsRule() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets", columns: 120, rows: 40)
        driver.press(.down, .down, .down)
        #expect(driver.chosenLines.first?.contains("Consumer  ‹ consumer-0001 ›  consumer.reference, required by PayPal and Venmo") == true)
        var refused = driver
        CitconCheckoutTests.chooseMethod("PayPal", in: &driver)
        driver.confirm()
        #expect(CitconCheckoutTests.walk(driver)?.walk.awaitsUser == true)
        #expect(CitconCheckoutTests.walk(driver)?.transcript.request?["consumer"]?["reference"]?.stringValue == "consumer-0001")
        refused.press(.right)
        #expect(refused.chosenLines.first?.contains("‹ none ›") == true)
        CitconCheckoutTests.chooseMethod("PayPal", in: &refused)
        refused.confirm()
        #expect(CitconCheckoutTests.walk(refused)?.transcript.errors.map(\.field) == ["consumer.reference"])
        #expect(refused.text.contains("Esc goes back to the checkout page to change the amount, the consumer or the method."))
        // The page's own row, not the command line's flag.
        #expect(refused.text.contains("consumer.reference  is required for PayPal: set Consumer on the checkout page"))
        #expect(!refused.text.contains("--field"))
    }

    /// A card with 3-D Secure: the page sends a demo cardholder and billing address, or leaves them out to show the rule.
    @Test func theThreeDSecureRowWalksACardWithItOrShowsItsRule() throws {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets", columns: 120, rows: 40)
        driver.press(.down, .down, .down, .down)
        #expect(driver.chosenLines.first?.contains("3DS       ‹ off ›") == true)
        driver.press(.right)
        #expect(driver.chosenLines.first?.contains("‹ on ›  cards ask for it, with a demo cardholder and billing address") == true)
        var refused = driver
        CitconCheckoutTests.chooseMethod("card", in: &driver)
        driver.confirm()
        let walk = try #require(CitconCheckoutTests.walk(driver)?.walk)
        #expect(walk.awaitsUser)
        #expect(walk.transcript.request?["request3DSecureVerification"] == .bool(true))
        #expect(walk.transcript.request?["payment"]?["billingAddress"]?["street2"]?.stringValue == "Suite 100")
        refused.press(.right)
        #expect(refused.chosenLines.first?.contains("‹ on, no cardholder ›") == true)
        CitconCheckoutTests.chooseMethod("card", in: &refused)
        refused.confirm()
        let fields = CitconCheckoutTests.walk(refused)?.transcript.errors.map(\.field) ?? []
        #expect(fields == CPayRequestBuilder.cardholderFields + CPayRequestBuilder.billingFields)
        #expect(refused.text.contains("consumer.firstName  is required for a 3-D Secure card payment: set 3DS to \"on\" on the checkout page"))
        #expect(!refused.text.contains("--field"))
    }

    @Test func theResultsRowChoosesWhichClientResultComesFirst() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets")
        driver.press(.down, .down)
        #expect(driver.chosenLines.first?.contains("Results   ‹ sync-first ›  CPayResult (requestOrder callback) first") == true)
        driver.press(.right)
        #expect(driver.chosenLines.first?.contains("‹ async-first ›") == true)
        driver.press(.right)
        #expect(driver.chosenLines.first?.contains("‹ sync-first ›") == true, "the choices wrap round")
        driver.press(.left)
        #expect(CitconCheckoutTests.checkout(driver)?.citconOptions?.order == .asyncFirst)
    }
}

@Suite("Checkout screen: the Citcon currency")
struct CitconCurrencyTests {
    @Test func leftAndRightOnTheAmountChooseASupportedCurrency() {
        var driver = CitconCheckoutTests.citconCheckout("citcon-all-wallets")
        driver.press(.home)
        #expect(driver.chosenLines.first?.contains("USD 1.00 (100 cents)") == true)
        driver.press(.right)
        #expect(driver.chosenLines.first?.contains("CNY 1.00 (100 cents)") == true)
        #expect(CitconCheckoutTests.checkout(driver)?.citconOptions?.currency == "CNY")
        driver.press(.left, .left)
        #expect(CitconCheckoutTests.checkout(driver)?.citconOptions?.currency == CPayRequestBuilder.supportedCurrencies.last)
        driver.press(.right, .enter)
        #expect(CitconCheckoutTests.walk(driver)?.transcript.options.currency == "USD")
    }

    @Test func aPhonePeAmountHasNoCurrencyToChange() {
        var driver = CheckoutScreenTests.checkout("iphone15-all-upi")
        driver.press(.home)
        let before = driver.model
        driver.press(.right)
        #expect(driver.model == before)
    }
}
