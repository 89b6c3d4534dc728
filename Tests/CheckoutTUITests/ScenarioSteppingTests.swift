import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Stepping through a scenario (tui --scenario)")
struct ScenarioSteppingTests {
    @Test func aMatrixOpensOnItsCasesAndEnterWalksTheChosenOneFromItsDevice() {
        var driver = TUIDriver(scenario: ScenarioFixtures.session(ScenarioFixtures.matrix))
        #expect(driver.text.contains("Cases of scenario.yaml (4)"))
        #expect(driver.lines(containing: "gpay-only · open-intent · GPAY").count == 1)
        #expect(driver.text.contains("Expects: 0 ✓ 0 ✗ 2 to come (e: all)"))
        #expect(driver.lines.last?.hasPrefix(" e expects") == true)
        driver.selectNext(2)
        driver.confirm()
        #expect(driver.lines[0].contains("Cases › iPhone 15"))
        driver.confirm()
        // The checkout page shows the case's values, chosen on its app, and keys that would change them do nothing.
        #expect(driver.text.contains("as the scenario sets it"))
        #expect(driver.chosenLines.first?.contains("Pay with  Google Pay") == true)
        #expect(driver.text.contains("✓ app"))
        driver.press(.character("5"), .right)
        #expect(driver.text.contains("₹1.00  (100 paise)"))
        #expect(driver.text.contains("‹ open-intent ›"))
        driver.confirm()
        #expect(driver.lines[0].hasSuffix("Inspector"))
        driver.confirm()
        // The hand-off offers the scenario's own choice first, chosen.
        #expect(driver.chosenLines.first?.contains("As the scenario says: pay, return auto") == true)
        driver.press(.enter, .enter, .character("a"))
        #expect(driver.text.contains("Expects: 2 ✓ 0 ✗ 0 to come"))
        for _ in 0..<6 { driver.back() }
        #expect(driver.model.screens.count == 1)
        #expect(driver.chosenLines.first?.contains("iphone15-all-upi · open-intent · GPAY") == true)
    }

    @Test func failuresShowReplaysDiffOnTheScreenThatDecidesThem() {
        var driver = TUIDriver(scenario: ScenarioFixtures.session(ScenarioFixtures.gpayMixed))
        // One case: straight to its device screen.
        #expect(driver.text.contains("Schemes: canOpenURL"))
        driver.press(.enter, .enter)
        #expect(driver.text.contains("Expects: 1 ✓ 1 ✗ 2 to come"))
        #expect(driver.text.contains("✗ intent.params.pa  - expected \"SOMEONE@ybl\"  + actual   \"MERCHANTUAT@ybl\""))
        #expect(driver.text.contains("· return  decided on Return"))
        driver.press(.enter, .enter)
        #expect(driver.text.contains("✗ return  - expected \"callback\"  + actual   \"manual\""))
        driver.press(.character("e"))
        #expect(driver.text.contains("Any key closes this list."))
        #expect(driver.text.contains("· result  decided on Status"))
        driver.press(.character("x"))
        #expect(!driver.text.contains("Any key closes this list."))
    }

    @Test func choosingOtherwiseAtTheHandOffIsMarkedAgainstWhatWasDone() {
        var driver = TUIDriver(scenario: ScenarioFixtures.session(ScenarioFixtures.gpayMixed))
        driver.press(.enter, .enter, .enter)
        // Decline instead of the scenario's pay: the result no longer holds.
        driver.press(.down, .down, .enter, .enter, .character("a"))
        #expect(driver.text.contains("✗ result"))
        #expect(driver.text.contains("PAYMENT_DECLINED"))
    }

    @Test func theKeyIsInTheHelpAndAtASmallSizeThePanelIsOneLine() {
        var driver = TUIDriver(scenario: ScenarioFixtures.session(ScenarioFixtures.gpayMixed), columns: 60, rows: 16)
        driver.openHelp()
        #expect(driver.text.contains("every expectation of the scenario"))
        driver.press(.escape)
        let panel = driver.lines.filter { $0.contains("Expects:") }
        #expect(panel.count == 1)
        #expect(driver.lines[driver.lines.count - 3].contains("· request.path"))
    }
}

/// `tui --scenario` on a PhonePe v2 case: the v2 form takes the case and Enter walks it as replay does.
@Suite("Stepping through a PhonePe v2 scenario")
struct ScenarioSteppingV2Tests {
    static let intent = """
        name: v2 intent
        profile: gpay-only
        flow: v2-intent
        app: GPAY
        expect:
          request.path: /payments/v2/pay
          result: COMPLETED
        """

    @Test func theV2FormShowsTheCaseAndEnterWalksItToTheInspector() {
        var driver = TUIDriver(scenario: ScenarioFixtures.session(Self.intent))
        driver.confirm()
        #expect(driver.text.contains("as the scenario sets it"), "\(driver.text)")
        #expect(driver.text.contains("v2-intent"), "\(driver.text)")
        driver.confirm()
        #expect(driver.lines[0].hasSuffix("Inspector"), "\(driver.lines[0])")
        #expect(driver.text.contains("✓ request.path"), "\(driver.text)")
    }
}
