@testable import CheckoutTUI
import CheckoutCore
import Testing

/// PhonePe's v2 flows on the checkout page, walked through the inspector, the hand-off, the return
/// and the status screen, in process.
@Suite("PhonePe v2 checkout")
struct PhonePeV2CheckoutTests {
    static func checkout(_ id: String, flow: PhonePeV2Flow, outcome: String = "completed", columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        driver.choose(flow: flow.rawValue, outcome: outcome)
        return driver
    }

    static func page(_ driver: TUIDriver) -> CheckoutScreen? { driver.model.current.screen(as: CheckoutScreen.self) }

    static func inspector(_ driver: TUIDriver) -> PhonePeV2InspectorScreen? { driver.model.current.screen(as: PhonePeV2InspectorScreen.self) }

    static func status(_ driver: TUIDriver) -> StatusScreen? { driver.model.current.screen(as: StatusScreen.self) }

    /// Moves down the page to the row whose line holds `text`.
    static func chooseRow(_ text: String, in driver: inout TUIDriver) {
        for _ in 0..<20 where driver.chosenLines.first?.contains(text) != true { driver.press(.down) }
    }

    @Test func theFlowRowOffersTheV2FlowsAfterV1sAndCitcons() {
        for (id, citcon) in [("gpay-only", false), ("citcon-wallets", true)] {
            var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)])
            driver.openCheckout()
            driver.press(.home, .down)
            #expect(driver.chosenLines.first?.contains("‹ open-intent ›") == true)
            // From open-intent round to it: v1's flows, citcon where the profile has it, then v2's.
            var seen: [String] = []
            let expected = PhonePeFlow.allCases.map(\.rawValue).dropFirst(2) + (citcon ? ["citcon"] : []) + PhonePeV2Flow.allCases.map(\.rawValue)
                + ["phonepe-intent", "open-intent"]
            let all = PhonePeFlow.allCases.map(\.rawValue) + ["citcon"] + PhonePeV2Flow.allCases.map(\.rawValue)
            for _ in expected.indices {
                driver.press(.right)
                seen.append(all.first { !driver.lines(containing: "‹ \($0) ›").isEmpty } ?? "?")
            }
            #expect(seen == Array(expected), "\(id)")
            // And back the other way, from v1's first flow to v2's last.
            driver.press(.left, .left)
            #expect(Self.page(driver)?.phonePeV2?.flow == .intent, "\(id)")
        }
    }

    @Test func theV2FormKeepsItsChoicesAcrossARoundTrip() {
        var driver = Self.checkout("citcon-wallets", flow: .payPage, outcome: "failed")
        #expect(Self.page(driver)?.phonePeV2?.outcome.description == "failed")
        driver.press(.up)
        for _ in 0..<9 { driver.press(.right) }
        #expect(Self.page(driver)?.phonePeV2?.flow == .payPage)
        #expect(Self.page(driver)?.phonePeV2?.outcome.description == "failed")
    }

    @Test func theIntentOffersThePagesAppsAndTheSDKSaysWhatItOpens() {
        let intent = Self.checkout("iphone15-all-upi", flow: .intent)
        #expect(intent.lines(containing: "Pay with").count == 3)
        let gpayOnly = Self.checkout("gpay-only", flow: .intent)
        #expect(gpayOnly.lines(containing: "Pay with").map { $0.contains("Google Pay  GPAY") } == [true])
        #expect(gpayOnly.text.contains("PhonePe is not shown"))
        let sdk = Self.checkout("iphone15-all-upi", flow: .sdk)
        #expect(sdk.lines(containing: "Opens     PhonePe  canOpenURL says yes to ppemerchantsdkv1").count == 1)
        let web = Self.checkout("gpay-only", flow: .sdk)
        #expect(web.lines(containing: "Opens     PhonePe's web flow").count == 1)
    }

    @Test func plusAndMinusChangeThePendingAnswersBeforeTheEnd() {
        var driver = Self.checkout("gpay-only", flow: .intent)
        driver.press(.character("+"), .character("+"))
        #expect(Self.page(driver)?.phonePeV2?.outcome.description == "pending:2,completed")
        driver.press(.character("-"), .character("-"))
        #expect(Self.page(driver)?.phonePeV2?.outcome.description == "completed")
        #expect(driver.lines(containing: "‹ completed ›  the order ends COMPLETED").count == 1)
    }

    @Test func theInspectorShowsTheTokenCallMaskedAndTheOrder() throws {
        var driver = Self.checkout("gpay-only", flow: .intent, columns: 120, rows: 40)
        driver.confirm()
        let inspector = try #require(Self.inspector(driver))
        #expect(inspector.sections == [.device, .token, .order, .response, .handOff, .notes])
        driver.nextPane()
        #expect(driver.text.contains("Token: POST /v1/oauth/token"))
        #expect(driver.text.contains("client_secret=") && !driver.text.contains(inspector.transcript.options.merchant.client.clientSecret))
        driver.nextPane()
        #expect(driver.text.contains("Order: POST /payments/v2/pay"))
        #expect(driver.text.contains("Authorization  O-Bearer "))
        driver.nextPane()
        #expect(driver.text.contains("Response: HTTP 200") && driver.text.contains("\"intentUrl\""))
        driver.nextPane()
        #expect(driver.text.contains("Hand-off: intent URL and its parameters") && driver.text.contains("open(url)  opens"))
    }

    @Test func aDeclineAtTheHandOffFailsTheOrderAndTheRunLineSaysSo() throws {
        var driver = Self.checkout("gpay-only", flow: .intent)
        driver.press(.enter, .enter)
        #expect(driver.text.contains("Decline"))
        driver.press(.down, .enter)
        #expect(driver.text.contains("Manual return"))
        driver.press(.enter, .character("a"))
        let status = try #require(Self.status(driver))
        #expect(status.walk.title(separator: "·").hasSuffix("FAILED · AUTHORIZATION_ERROR"))
        let context = ScreenContext(profiles: [ShippedProfiles.entry("gpay-only")], glyphs: .unicode)
        let note = WalkExportPrompt(record: status.walk, context: context).note.text
        #expect(note.hasPrefix("From a shell: checkout-sim run --profile gpay-only --flow v2-intent --user-action decline --format html"), "\(note)")
        #expect(Walk.run(profile: status.walk.profile, request: status.walk.request).text == status.walk.text)
    }

    @Test(arguments: PhonePeV2Flow.allCases)
    func eachFlowPaysAndEndsCompleted(flow: PhonePeV2Flow) throws {
        for id in ["iphone15-all-upi", "gpay-only"] {
            var driver = Self.checkout(id, flow: flow)
            driver.press(.enter, .enter, .enter, .enter, .character("a"))
            let status = try #require(Self.status(driver), "\(id) \(flow)")
            #expect(status.walk.succeeded, "\(id) \(flow): \(status.walk.title(separator: "·"))")
            #expect(driver.text.contains("COMPLETED"))
            driver.confirm()
            #expect(Self.page(driver)?.phonePeV2?.seed == 2)
        }
    }

    @Test func payThenKillIsWalkedAgainByTheRunLine() throws {
        var driver = Self.checkout("iphone15-all-upi", flow: .sdk)
        driver.press(.enter, .enter)
        for _ in 0..<6 where driver.chosenLines.first?.contains("Pay, then kill") != true { driver.press(.down) }
        driver.press(.enter, .enter, .character("a"))
        let status = try #require(Self.status(driver))
        #expect(status.walk.request.runArguments.contains("pay-then-kill"))
        #expect(Walk.run(profile: status.walk.profile, request: status.walk.request).text == status.walk.text)
    }

    @Test func theSeedRowTypesTheMerchantOrderId() throws {
        var driver = Self.checkout("gpay-only", flow: .payPage)
        driver.press(.end)
        #expect(driver.chosenLines.first?.contains("Seed      ‹ 1 ›  merchantOrderId MO") == true)
        driver.confirm()
        #expect(driver.text.contains("Your own merchantOrderId"))
        driver.type("CART-9")
        driver.confirm()
        driver.press(.up)
        driver.confirm()
        let inspector = try #require(Self.inspector(driver))
        #expect(inspector.transcript.options.effectiveMerchantOrderId == "CART-9")
    }

    @Test func aRefusedIntentSaysWhyAndCannotBeSaved() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("no-upi-app")])
        driver.openCheckout()
        driver.choose(flow: "v2-intent", outcome: "completed")
        driver.confirm()
        let inspector = try #require(Self.inspector(driver))
        #expect(inspector.sections.first == .refused)
        #expect(driver.text.contains("Nothing was sent"))
        driver.press(.character("s"))
        #expect(driver.foot.contains("Not saved: the walk was refused"))
    }
}

extension PhonePeV2CheckoutTests {
    /// `t` shows the walk as `run` prints it, and `w` writes that text under the walk's name.
    @Test func theTranscriptIsRunsTextAndWWritesIt() throws {
        var driver = Self.checkout("gpay-only", flow: .payPage)
        driver.press(.enter, .enter, .enter, .enter, .character("a"))
        let record = try #require(Self.status(driver)?.walk)
        driver.press(.transcript)
        #expect(driver.text.contains("checkout-sim · v2-pay-page · "))
        driver.press(.character("w"))
        driver.confirm()
        guard case .writeTranscript(let request) = driver.lastCommand else {
            Issue.record("w then Enter asked for no write: \(driver.lastCommand)")
            return
        }
        #expect(request.text == record.text)
        #expect(request.path.hasSuffix("gpay-only-v2-pay-page.txt"), "\(request.path)")
    }
}
