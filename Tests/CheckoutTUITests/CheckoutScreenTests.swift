import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Checkout screen")
struct CheckoutScreenTests {
    static func checkout(_ id: String, columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        return driver
    }

    static func screen(_ driver: TUIDriver) -> CheckoutScreen? {
        if let screen = driver.model.current.screen(as: CheckoutScreen.self) { return screen }
        return nil
    }

    @Test func gpayOnlyListsGooglePayAlone() {
        let driver = Self.checkout("gpay-only")
        let payWith = driver.lines(containing: "Pay with")
        #expect(payWith.count == 1)
        #expect(payWith.first?.contains("Google Pay  GPAY") == true)
        #expect(driver.chosenLines.first?.contains("Google Pay") == true)
        #expect(driver.text.contains("PhonePe is not shown"))
        #expect(driver.text.contains("Paytm is not shown"))
    }

    @Test func allThreeAppsOnTheDefaultProfile() {
        let driver = Self.checkout("iphone15-all-upi")
        let payWith = driver.lines(containing: "Pay with").map { String($0.dropFirst(2).prefix { $0 != "│" }).trimmingTrailingSpaces }
        #expect(payWith == ["Pay with  PhonePe  PHONEPE", "Pay with  Google Pay  GPAY", "Pay with  Paytm  PAYTM"])
        #expect(driver.text.contains("Every UPI app is on the checkout page."))
    }

    @Test func undeclaredSchemesShowNoAppWithTheReasonAndTheFix() {
        let driver = Self.checkout("hidden-undeclared", columns: 120, rows: 40)
        #expect(driver.lines(containing: "Pay with").isEmpty)
        #expect(driver.text.contains("No UPI app is on this checkout page: see why below."))
        #expect(driver.text.contains("why  gpay: not declared in LSApplicationQueriesSchemes (gpay is installed but hidden)"))
        #expect(driver.text.contains("fix  declare gpay in the merchant app's LSApplicationQueriesSchemes (Google Pay is installed)"))
    }

    @Test func noInstalledAppSaysToInstallOne() {
        let driver = Self.checkout("no-upi-app", columns: 120, rows: 40)
        #expect(driver.lines(containing: "Pay with").isEmpty)
        #expect(driver.text.contains("fix  install Google Pay"))
    }

    @Test func schemesPastTheFiftyLimitSayToMoveThem() {
        let driver = Self.checkout("over-50-schemes", columns: 120, rows: 40)
        #expect(driver.text.contains("fix  move gpay into the first 50 LSApplicationQueriesSchemes"))
    }

    @Test func digitsAndBackspaceEditTheAmountInPaise() {
        var driver = Self.checkout("gpay-only")
        #expect(driver.lines(containing: "Amount").first?.contains("₹1.00  (100 paise)") == true)
        driver.erase(3)
        driver.type("39900")
        #expect(Self.screen(driver)?.amount == 39900)
        #expect(driver.lines(containing: "Amount").first?.contains("₹399.00  (39900 paise)") == true)
        driver.erase()
        #expect(driver.lines(containing: "Amount").first?.contains("₹39.90  (3990 paise)") == true)
    }

    @Test func leftAndRightOnTheFlowRowCycleEveryFlow() {
        var driver = Self.checkout("gpay-only")
        driver.selectPrevious(2)
        #expect(driver.chosenLines.first?.contains("‹ open-intent ›") == true)
        var seen: [String?] = []
        for _ in 0..<(PhonePeFlow.allCases.count + PhonePeV2Flow.allCases.count) {
            driver.press(.right)
            seen.append(Self.screen(driver)?.phonePe?.flow.rawValue ?? Self.screen(driver)?.phonePeV2?.flow.rawValue)
        }
        // In their order, v2's after v1's, round from open-intent back to it.
        #expect(seen == ["pg-intent", "sdk-debit", "mandate", "v2-sdk", "v2-pay-page", "v2-intent", "phonepe-intent", "open-intent"])
        driver.press(.left)
        #expect(Self.screen(driver)?.phonePe?.flow == .phonepeIntent)
        #expect(driver.text.contains("phonepe-intent always pays with PhonePe"))
    }

    @Test func tabFocusesTheMissingAppsPane() {
        var driver = Self.checkout("gpay-only")
        driver.nextPane()
        #expect(Self.screen(driver)?.focus == .missing)
        #expect(driver.chosenLines.isEmpty)
        driver.nextPane()
        #expect(Self.screen(driver)?.focus == .form)
    }

    @Test func enterOnAnAppRunsTheFlowWithThatApp() {
        var driver = Self.checkout("iphone15-all-upi")
        driver.selectNext()
        #expect(Self.screen(driver)?.options == PhonePeOptions(flow: .openIntent, app: .gpay, amount: 100))
        driver.confirm()
        guard let inspector = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        #expect(inspector.transcript.app == .gpay)
        #expect(inspector.transcript.options.flow == .openIntent)
        #expect(inspector.walk.awaitsUser)
    }

    @Test func leftAndRightOnTheOutcomeRowCycleTheOutcomes() {
        var driver = Self.checkout("iphone15-all-upi")
        driver.selectPrevious()
        #expect(driver.chosenLines.first?.contains("‹ success ›  the payment ends PAYMENT_SUCCESS") == true)
        driver.press(.right, .right)
        #expect(driver.chosenLines.first?.contains("‹ pending:2,success ›  2 status checks answer pending") == true)
        #expect(Self.screen(driver)?.options?.outcome.description == "pending:2,success")
        driver.press(.left, .left, .left)
        #expect(driver.chosenLines.first?.contains("‹ error:INVALID_TRANSACTION_ID ›  the gateway refuses the") == true)
    }

    /// `+` and `-` on a pending outcome change how many status checks answer pending first.
    @Test func plusAndMinusOnThePendingOutcomeChangeItsCount() {
        var driver = Self.checkout("iphone15-all-upi")
        driver.selectPrevious()
        driver.press(.right, .right)
        driver.type("+++")
        #expect(Self.screen(driver)?.options?.outcome.description == "pending:5,success")
        #expect(driver.chosenLines.first?.contains("‹ pending:5,success ›  5 status checks answer pending") == true)
        driver.type("-------")
        #expect(Self.screen(driver)?.options?.outcome.description == "pending:1,success", "never fewer than one")
        var final = Self.checkout("iphone15-all-upi")
        final.selectPrevious()
        final.type("+")
        #expect(Self.screen(final)?.options?.outcome.description == "success", "a final outcome has no count")
    }

    /// Each walk from the page takes the next seed, so no two walks (nor their saved scenarios) share an id.
    @Test func eachWalkTakesTheNextSeedAndTheSeedRowSaysWhichId() {
        var driver = Self.checkout("iphone15-all-upi")
        #expect(driver.text.contains("Seed      ‹ 1 ›  transactionId TX034237274941"))
        driver.confirm()
        guard let first = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        driver.back()
        #expect(Self.screen(driver)?.options?.seed == 2)
        driver.confirm()
        guard let second = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        #expect(first.transcript.options.seed == 1 && second.transcript.options.seed == 2)
        #expect(first.transcript.request?.payload["transactionId"] != second.transcript.request?.payload["transactionId"])
        driver.back()
        driver.press(.end, .left, .left, .left)
        #expect(Self.screen(driver)?.options?.seed == 0, "← steps back, down to 0")
    }

    /// Enter on the seed row types the flow's own id; the walk sends it, and the request rules judge it.
    @Test func enterOnTheSeedRowTypesTheTransactionId() {
        var driver = Self.checkout("iphone15-all-upi")
        driver.press(.end)
        driver.confirm()
        #expect(driver.text.contains("Your own transactionId"))
        driver.type("ORDER-42")
        driver.confirm()
        #expect(Self.screen(driver)?.options?.transactionId == "ORDER-42")
        #expect(driver.text.contains("Seed      ‹ 1 ›  transactionId ORDER-42"))
        driver.selectPrevious()
        driver.confirm()
        guard let inspector = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        #expect(inspector.transcript.request?.payload["transactionId"]?.stringValue == "ORDER-42")
        driver.back()
        // Esc leaves the id as it was; an id that breaks a rule is refused by the walk, naming the rule.
        driver.press(.end)
        driver.confirm()
        driver.type("x")
        driver.back()
        #expect(Self.screen(driver)?.options?.transactionId == "ORDER-42")
        driver.confirm()
        driver.type("a/b")
        driver.confirm()
        driver.selectPrevious()
        driver.confirm()
        guard let refused = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        #expect(refused.transcript.errors.map(\.field) == ["transactionId"])
    }

    @Test func subscriptionErrorsAreOfferedOnlyForMandates() {
        #expect(PhonePeDemo.outcomes(for: .mandate).map(\.description).contains("error:SUBSCRIPTION_EXPIRED"))
        #expect(!PhonePeDemo.outcomes(for: .openIntent).map(\.description).contains("error:SUBSCRIPTION_EXPIRED"))
        var form = PhonePeCheckoutForm(profile: ShippedProfiles.profile("iphone15-all-upi"))
        form.choose(.mandate)
        form.outcome = try! PhonePeOutcome.parse("error:SUBSCRIPTION_EXPIRED")
        form.choose(.openIntent)
        #expect(form.outcome == .success, "a mandate-only error falls back to success on another flow")
    }
}

@Suite("Checkout screen: mandates")
struct MandateCheckoutTests {
    @Test func aMandateOffersTheAuthWorkflowAndPennyDropSendsNoAmount() throws {
        var driver = CheckoutScreenTests.checkout("iphone15-all-upi")
        #expect(driver.lines(containing: "Auth ").isEmpty, "only mandates have an auth workflow")
        driver.choose(flow: "mandate")
        #expect(driver.lines(containing: "‹ TRANSACTION ›").count == 1)
        driver.press(.up, .right)
        #expect(driver.chosenLines.first?.contains("‹ PENNY_DROP ›") == true)
        #expect(driver.lines(containing: "Amount    none  a PENNY_DROP mandate sends no amount").count == 1)
        let screen = try #require(CheckoutScreenTests.screen(driver))
        #expect(screen.options?.amount == nil)
        #expect(screen.options?.authWorkflow == .pennyDrop)
        driver.press(.enter, .enter, .enter, .enter, .character("a"))
        #expect(driver.text.contains("PAYMENT_SUCCESS · ACTIVE"))
        driver.press(.enter, .up, .left)
        #expect(try #require(CheckoutScreenTests.screen(driver)).options?.amount == 100, "back to TRANSACTION, the amount is sent again")
    }
}

extension CheckoutScreenTests {
    @Test func theFirstDigitTypedReplacesThePresetAmountAndLaterOnesAppend() {
        var driver = Self.checkout("gpay-only")
        driver.type("2599")
        #expect(driver.lines(containing: "Amount").first?.contains("₹25.99  (2599 paise)") == true)
        driver.type("0")
        #expect(driver.lines(containing: "Amount").first?.contains("₹259.90  (25990 paise)") == true)
    }
}
