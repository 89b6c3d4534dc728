import CheckoutCore
@testable import CheckoutTUI
import Testing

@Suite("Walk screens: inspector, hand-off, return, status")
struct WalkScreensTests {
    static func checkout(_ id: String, flow: String, outcome: String = "success", columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        driver.choose(flow: flow, outcome: outcome)
        return driver
    }

    /// From the checkout page through the inspector to the hand-off, then the `choice`-th action.
    static func handOff(_ driver: inout TUIDriver, choosing choice: Int) {
        driver.press(.enter, .enter)
        driver.selectNext(choice)
        driver.confirm()
    }

    static func status(_ driver: TUIDriver) -> StatusScreen? {
        if let screen = driver.model.current.screen(as: StatusScreen.self) { return screen }
        return nil
    }

    @Test func theInspectorShowsWhatTheWalkSentAndGot() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", columns: 120, rows: 60)
        driver.confirm()
        guard let inspector = driver.model.current.screen(as: InspectorScreen.self) else { Issue.record("no inspector"); return }
        let request = try #require(inspector.transcript.request)
        #expect(inspector.sections == [.deviceContext, .request, .signature, .response, .intent, .notes])
        #expect(driver.text.contains("\"appSupportedSchemas\": ["))
        driver.nextPane()
        #expect(driver.text.contains("Request: POST /v4/debit"))
        #expect(driver.text.contains("X-VERIFY        \(request.xVerify)"))
        driver.nextPane()
        // Inside the pane's borders, the rows under the heading up to the blank one.
        let inner = driver.lines.map { String($0.dropFirst(2).dropLast()).trimmingTrailingSpaces }
        let shownBody = inner.drop { $0 != "Body, as sent" }.dropFirst().prefix { !$0.isEmpty }.joined()
        #expect(shownBody == request.body, "the body exactly as sent, wrapped without indent")
        #expect(driver.text.contains("<salt key ••••0399>"), "the salt key is masked")
        #expect(!driver.text.contains("099eb0cd-02cf-4e2a-8aca-3e6c6aff0399"))
        driver.nextPane()
        #expect(driver.text.contains("Response: HTTP 200"))
        driver.nextPane()
        #expect(driver.text.contains("mcbs          iOSIntentIntegration        merchant callback scheme"))
        driver.nextPane()
        #expect(driver.text.contains("deviceOS \"IOS\""), "the seed contradictions are shown")
        driver.nextPane()
        #expect(driver.text.contains("─ deviceContext ─"), "Tab wraps around")
        driver.previousPane()
        #expect(driver.text.contains("Where PhonePe's documents contradict themselves"))
    }

    /// Open intent with another app leaves merchantCallBackScheme out; the inspector says so, not what it would be.
    @Test func theCallbackSchemeLeftOutForAnotherAppIsSaidToBeLeftOut() {
        var paytm = Self.checkout("iphone15-all-upi", flow: "open-intent", columns: 120, rows: 40)
        paytm.click(on: "Paytm  PAYTM")
        paytm.confirm()
        #expect(paytm.text.contains("merchantCallBackScheme  not sent (iOSIntentIntegration): PhonePe honours it only with openIntentWithApp PHONEPE"))
        var phonePe = Self.checkout("iphone15-all-upi", flow: "open-intent", columns: 120, rows: 40)
        phonePe.confirm()
        #expect(phonePe.text.contains("merchantCallBackScheme  the merchant app's callback scheme: iOSIntentIntegration"))
    }

    @Test func jsonIsColouredByToken() {
        func tokens(_ line: String) -> [String] { JSONStyling.styled(Substring(line)).spans.map { "\($0.style.role):\($0.text)" } }
        #expect(tokens("  \"amount\": 100,") == ["normal:  ", "accent:\"amount\"", "muted::", "normal: ", "warning:100", "muted:,"])
        // A quote escaped inside a string, followed by a colon, neither ends the string nor makes it a key.
        #expect(tokens(#"  "note": "a \"quoted\": word""#) == ["normal:  ", "accent:\"note\"", "muted::", "normal: ", #"ok:"a \"quoted\": word""#])
    }

    @Test func aRefusedRequestCannotGoOn() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.erase(3)
        driver.confirm()
        #expect(driver.text.contains("amount  must be a positive whole number of paise"))
        driver.confirm()
        guard driver.model.current.screen(as: InspectorScreen.self) != nil else { Issue.record("Enter left a refused walk"); return }
        #expect(!driver.lines[23].contains("Enter"))
    }

    @Test func payingReturnsByCallbackAndRevealsTheChecksOneByOne() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent", outcome: "pending:2,success")
        Self.handOff(&driver, choosing: 0)
        #expect(driver.text.contains("Opened with  iOSIntentIntegration://"))
        driver.confirm()
        var status = try #require(Self.status(driver))
        #expect(status.revealed == 1 && status.eventTimes.count == 4)
        #expect(driver.text.contains("Not known yet"))
        driver.press(.character("n"), .character(" "))
        status = try #require(Self.status(driver))
        #expect(status.revealed == 3)
        #expect(driver.text.contains("S2S callback at +26 s: POST https://webhook.site/callback-url"), "the newest event's details show")
        #expect(driver.text.contains("X-VERIFY  valid"))
        driver.confirm()
        #expect(driver.text.contains("PAYMENT_SUCCESS · COMPLETED  the payment succeeded"))
        #expect(driver.lines[23].contains("Enter new walk"))
        driver.confirm()
        guard let checkout = driver.model.current.screen(as: CheckoutScreen.self) else { Issue.record("not back on the checkout page"); return }
        #expect(checkout.phonePe?.outcome.description == "pending:2,success", "the checkout page keeps its choices")
        #expect(driver.model.screens.count == 3)
    }

    @Test func declineFailsWithPaymentDeclined() {
        var driver = Self.checkout("iphone15-all-upi", flow: "phonepe-intent")
        Self.handOff(&driver, choosing: 1)
        driver.press(.enter, .character("a"))
        #expect(driver.text.contains("PAYMENT_DECLINED · FAILED"))
    }

    @Test func leavingItPendingEndsPendingAfterFifteenMinutes() throws {
        var driver = Self.checkout("gpay-only", flow: "open-intent", rows: 60)
        Self.handOff(&driver, choosing: 2)
        #expect(driver.text.contains("the user left Google Pay without paying or declining"))
        driver.press(.enter, .character("a"))
        #expect(try #require(Self.status(driver)).eventTimes.count == StatusSchedule.times.count)
        #expect(driver.text.contains("PAYMENT_PENDING · PENDING  still pending after 15 minutes"))
    }

    @Test func killingTheAppLeavesTheAppWithoutAResult() {
        var driver = Self.checkout("iphone15-all-upi", flow: "sdk-debit")
        Self.handOff(&driver, choosing: 3)
        #expect(driver.text.contains("No return: the app gets no result"))
        #expect(driver.text.contains("completion called: no"))
        driver.press(.enter, .character("a"))
        #expect(driver.text.contains("PAYMENT_SUCCESS · COMPLETED"), "the server still learns the outcome")
    }

    @Test func aGatewayErrorGoesStraightToTheResult() {
        var driver = Self.checkout("iphone15-all-upi", flow: "open-intent", outcome: "error:BAD_REQUEST")
        driver.confirm()
        #expect(driver.lines[23].contains("Enter result"))
        driver.nextPane()
        driver.nextPane()
        driver.nextPane()
        #expect(driver.text.contains("Response: HTTP 400"))
        driver.confirm()
        #expect(driver.text.contains("BAD_REQUEST · FAILED"))
        #expect(driver.text.contains("No status checks: the payment never started."))
        // Nothing is to come, so the details do not say "yet".
        #expect(!driver.text.contains("Nothing has happened yet"))
    }

    @Test func aServerErrorOnThePayCallIsCheckedAgain() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: "open-intent", outcome: "error:INTERNAL_SERVER_ERROR")
        driver.confirm()
        #expect(driver.lines[23].contains("Enter result"))
        driver.confirm()
        #expect(try #require(Self.status(driver)).eventTimes == [StatusSchedule.times[0]])
        driver.press(.character("a"))
        #expect(driver.text.contains("status check 1"))
        #expect(driver.text.contains("TRANSACTION_NOT_FOUND · NOT_STARTED"))
    }

    @Test func theWebCheckoutStandsInForAMissingPhonePe() {
        var driver = Self.checkout("gpay-only", flow: "phonepe-intent")
        driver.press(.enter, .enter)
        #expect(driver.text.contains("PhonePe's web checkout, inside the merchant app"))
        #expect(driver.text.contains("Pay, then close the web view"))
        driver.confirm()
        #expect(driver.text.contains("Return from the web checkout"))
    }
}

extension WalkScreensTests {
    /// No PhonePe on the phone: the gateway answers its web checkout, and Enter opens that page.
    @Test func withoutPhonePeEnterSaysItOpensTheWebCheckout() {
        var driver = Self.checkout("no-upi-app", flow: "phonepe-intent")
        driver.confirm()
        #expect(driver.lines[23].contains("Enter open the web checkout"), "\(driver.lines[23])")
        #expect(!driver.lines[23].contains("open PhonePe"))
    }
}
