import CheckoutCore
@testable import CheckoutReplay
import Testing

/// `flow: v2-…` scenarios: their keys, the rules keeping v1's and Citcon's apart from them, their
/// cases, their expectations and `--update`.
@Suite("PhonePe v2 scenarios")
struct PhonePeV2ScenarioTests {
    static func parse(_ text: String) -> ParsedScenarioFile { ScenarioParser.parse(text, file: "v2.yaml") }

    static func problems(_ text: String) -> [String] { parse(text).problems.map { "\($0.location.line): \($0.rule)" } }

    static func cases(_ text: String) throws -> [ReplayCase] {
        let parsed = parse(text)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        return parsed.scenarios.flatMap { scenario in
            let expanded = MatrixExpansion.cases(of: scenario, resolve: ShippedScenarioFilesTests.jsonProfile)
            #expect(expanded.problems.isEmpty, "\(expanded.problems)")
            return expanded.cases
        }
    }

    static func run(_ replayCase: ReplayCase) -> CaseResult { CaseRunner.run(replayCase) { _ in nil } }

    @Test func v2KeysAreRead() throws {
        let parsed = Self.parse("""
            profile: iphone15-all-upi
            flow: v2-intent
            app: [GPAY, paytm]
            amounts: [100, 2599]
            userAction: decline
            outcome: failed-attempts:1,pending:2,completed
            merchantOrderId: ORDER-7
            merchant: {merchantId: M2, callbackUrl: "https://merchant.example/hook"}
            seed: 3
            expect:
              completion.state: null
              handOff.surface: payment-app
              result.state: FAILED
              callback.event: pg.order.failed
              attemptWebhooks.*.event: [pg.transaction.attempt.failed]
              token.response.httpStatus: 200
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        #expect(scenario.flow == .phonePeV2(PhonePeV2Scenario(
            flow: .intent, outcome: try #require(PhonePeV2Outcome("failed-attempts:1,pending:2,completed")), userAction: .decline,
            merchantOrderId: "ORDER-7")))
        #expect(scenario.apps == .named([.gpay, .paytm]))
        #expect(scenario.amounts == [100, 2599])
        #expect(scenario.seed == 3)
        #expect(scenario.merchant == MerchantOverrides(merchantId: "M2", callbackUrl: "https://merchant.example/hook"))
        #expect(scenario.expectations.count == 6)
    }

    @Test(arguments: PayerChoice.phonePeV2Offers)
    func everyChoiceTheHandOffOffersIsAUserAction(_ action: PayerChoice) throws {
        let scenario = try #require(Self.parse("profile: p\nflow: v2-pay-page\nuserAction: \(action.rawValue)\n").scenarios.first)
        #expect(scenario.flow == .phonePeV2(PhonePeV2Scenario(flow: .payPage, userAction: action)))
    }

    @Test func v1KeysAreRefusedWithV2() {
        #expect(Self.problems("""
            profile: gpay-only
            flow: v2-sdk
            return: callback
            authWorkflow: TRANSACTION
            transactionId: TX1
            subscriptionId: S1
            method: alipay
            """) == [
            "3: \"return\" does not apply to flow v2-sdk: the device and userAction decide v2's return; remove it",
            "4: \"authWorkflow\" does not apply to flow v2-sdk: v2 has no mandate; remove it",
            "5: \"transactionId\" does not apply to flow v2-sdk: v2 names the order with merchantOrderId; remove it",
            "6: \"subscriptionId\" does not apply to flow v2-sdk: v2 has no mandate; remove it",
            "7: \"method\" applies only to flow citcon (this scenario's flow is v2-sdk); remove it or write flow: citcon",
        ])
    }

    @Test func theMerchantKeepsItsIdAndWebhookURLOnly() {
        #expect(Self.problems("""
            profile: gpay-only
            flow: v2-intent
            merchant:
              merchantId: M
              saltKey: K
              saltIndex: 2
            """) == [
            "5: \"merchant.saltKey\" does not apply to flow v2-intent: v2 authenticates with an OAuth token; remove it (merchantId and callbackUrl, the webhooks' URL, apply)",
            "6: \"merchant.saltIndex\" does not apply to flow v2-intent: v2 authenticates with an OAuth token; remove it (merchantId and callbackUrl, the webhooks' URL, apply)",
        ])
    }

    @Test func onlyTheIntentNamesItsApp() {
        #expect(Self.problems("profile: p\nflow: v2-pay-page\napp: GPAY\n") == [
            "3: \"app\" names v2-intent's targetApp; this scenario's flow is v2-pay-page, where PhonePe's pay page lets the customer choose: remove it or write first-visible",
        ])
        #expect(Self.problems("profile: p\nflow: v2-sdk\napp: [PHONEPE, GPAY]\n") == [
            "3: \"app\" names v2-intent's targetApp; this scenario's flow is v2-sdk, which pays with PhonePe or its web flow: remove it or write first-visible",
        ])
        // As `run --flow v2-sdk --app PHONEPE` does.
        #expect(Self.problems("profile: p\nflow: v2-sdk\napp: PHONEPE\n").isEmpty)
        #expect(Self.problems("profile: p\nflow: v2-pay-page\napp: each-visible\n").isEmpty)
    }

    @Test func theOutcomeIsV2sGrammarWithinBounds() {
        let grammar = PhonePeV2Outcome.grammar
        #expect(Self.problems("profile: p\nflow: v2-sdk\noutcome: success\n") == [
            "3: \"outcome\" for flow v2-sdk must be \(grammar); got \"success\"",
        ])
        #expect(Self.problems("profile: p\nflow: v2-sdk\noutcome: pending:2,complted\n") == [
            "3: \"outcome\" for flow v2-sdk must be \(grammar); got \"pending:2,complted\" (did you mean completed?)",
        ])
        #expect(Self.problems("profile: p\nflow: v2-sdk\noutcome: 7\n") == ["3: \"outcome\" for flow v2-sdk must be \(grammar); got \"7\""])
        #expect(Self.problems("profile: p\nflow: v2-sdk\noutcome: pending:1001,completed\n") == [
            "3: \"outcome\" \"pending:1001,completed\" is too long: at most 10 steps and 1000 answers before the final one",
        ])
        #expect(Self.problems("profile: p\nflow: v2-sdk\noutcome: error:BAD_REQUEST\n").isEmpty)
    }

    @Test func userActionsAreV2sAndV1sApart() {
        #expect(Self.problems("profile: p\nflow: v2-intent\nuserAction: leave-pending\n") == [
            "3: \"userAction\" must be one of pay, decline, cancel, pay-then-switch-back, pay-then-kill, got \"leave-pending\"",
        ])
        #expect(Self.problems("profile: p\nflow: open-intent\nuserAction: cancel\n").first?.hasPrefix("3: \"userAction\" must be one of pay, decline, leave-pending") == true)
    }

    @Test func merchantOrderIdIsV2sOnly() {
        #expect(Self.problems("profile: p\nflow: open-intent\nmerchantOrderId: MO1\n") == [
            "3: \"merchantOrderId\" applies only to the v2 flows, v2-sdk, v2-pay-page, v2-intent (this scenario's flow is open-intent); remove it",
        ])
        #expect(Self.problems("profile: p\nflow: citcon\nmethod: alipay\nmerchantOrderId: MO1\n") == [
            "4: \"merchantOrderId\" applies only to the v2 flows, v2-sdk, v2-pay-page, v2-intent (this scenario's flow is citcon); remove it",
        ])
        #expect(Self.problems("profile: p\nflow: v2-sdk\nmerchantOrderId: 42\n") == ["3: \"merchantOrderId\" must be a string, got \"42\"; quote it: \"42\""])
    }

    @Test func aMisspeltFlowNamesTheV2Flows() {
        #expect(Self.problems("profile: p\nflow: v2-sdl\n") == [
            "2: \"flow\" must be one of phonepe-intent, open-intent, pg-intent, sdk-debit, mandate, citcon, v2-sdk, v2-pay-page, v2-intent, got \"v2-sdl\" (did you mean v2-sdk?)",
        ])
    }

    @Test func expectationsUseTheV2TranscriptsKeysAndValues() {
        let problems = Self.problems("""
            profile: p
            flow: v2-sdk
            expect:
              sdkResult: null
              completion.state: sucess
              handOff.surface: browser
              result.state: PAYMENT_SUCCESS
              return: web
              callback.event: checkout.order.complete
              attemptWebhooks.*.event: [checkout.order.failed]
              visibleApps: [gpay]
            """)
        #expect(problems.count == 8, "\(problems)")
        #expect(problems[0].hasPrefix("4: expectation \"sdkResult\": \"sdkResult\" is not a key of the v2 transcript"))
        #expect(problems[1] == "5: expectation \"completion.state\" must be one of success, failure, interrupted or null; got \"sucess\" (did you mean success?)")
        #expect(problems[2] == "6: expectation \"handOff.surface\" must be one of payment-app, sdk-web-flow, web-view; got \"browser\"")
        #expect(problems[3].hasPrefix("7: expectation \"result.state\" must be one of COMPLETED, FAILED, PENDING, NOT_STARTED; got \"PAYMENT_SUCCESS\""))
        #expect(problems[4].hasPrefix("8: expectation \"return\" must be one of callback, manual, redirect, closed, abandon, activity-result; got \"web\""))
        #expect(problems[5] == "9: expectation \"callback.event\" must be one of checkout.order.completed, checkout.order.failed, pg.order.completed, pg.order.failed; got \"checkout.order.complete\" (did you mean checkout.order.completed?)")
        #expect(problems[6].hasPrefix("10: expectation \"attemptWebhooks.*.event\" must be one of checkout.transaction.attempt.failed, pg.transaction.attempt.failed; got \"checkout.order.failed\""))
        #expect(problems[7].hasPrefix("11: expectation \"visibleApps\" must hold app names PHONEPE, GPAY or PAYTM (write GPAY"))
    }

    @Test func statusCodesAreOrderStates() {
        #expect(Self.problems("profile: p\nflow: v2-sdk\nexpect:\n  statusCodes: COMPLETED\n") == [
            "4: expectation \"statusCodes\" must be a list of status codes (strings), e.g. [PENDING, COMPLETED]; got \"COMPLETED\"",
        ])
    }

    @Test func theIntentWalksEachVisibleAppAndTheOthersOnce() throws {
        let cases = try Self.cases("""
            name: v2
            profile: iphone15-all-upi
            app: each-visible
            amounts: [100, 250]
            scenarios:
              - flow: v2-intent
              - flow: v2-sdk
              - flow: v2-pay-page
            """)
        let names = cases.map(\.name)
        let intent = ["PHONEPE", "GPAY", "PAYTM"].flatMap { app in ["100", "250"].map { "v2 #1 · iphone15-all-upi · v2-intent · \(app) · \($0) paise" } }
        #expect(names == intent + [
            "v2 #2 · iphone15-all-upi · v2-sdk · 100 paise", "v2 #2 · iphone15-all-upi · v2-sdk · 250 paise",
            "v2 #3 · iphone15-all-upi · v2-pay-page · 100 paise", "v2 #3 · iphone15-all-upi · v2-pay-page · 250 paise",
        ])
        #expect(cases.compactMap(\.walk.phonePeV2Options?.app) == [.phonepe, .phonepe, .gpay, .gpay, .paytm, .paytm])
        #expect(cases.compactMap(\.walk.phonePeV2Options?.amount) == [100, 250, 100, 250, 100, 250, 100, 250, 100, 250])
    }

    @Test func theCaseWalksWithRunsOptions() throws {
        let replayCase = try #require(try Self.cases("""
            profile: gpay-only
            flow: v2-intent
            userAction: cancel
            outcome: pending:1,completed
            merchantOrderId: ORDER-9
            merchant: {merchantId: M2, callbackUrl: "https://merchant.example/hook"}
            seed: 4
            """).first)
        var merchant = PhonePeV2Merchant(profile: replayCase.profile.merchant)
        merchant.merchantId = "M2"
        merchant.webhookURL = "https://merchant.example/hook"
        #expect(replayCase.walk == .phonePeV2(PhonePeV2Options(
            flow: .intent, amount: 100, merchantOrderId: "ORDER-9", userAction: .cancel, outcome: try #require(PhonePeV2Outcome("pending:1,completed")),
            merchant: merchant, seed: 4)))
    }

    @Test func anExpectationThatHoldsPassesAndOneThatDoesNotFails() throws {
        let cases = try Self.cases("""
            name: sdk
            profiles: [iphone15-all-upi, gpay-only]
            flow: v2-sdk
            expect:
              flow: ${flow}
              completion.state: success
              statusCodes: [COMPLETED]
              callback: {event: checkout.order.completed, verified: true}
              result: COMPLETED
              handOff.surface: payment-app
            """)
        let results = cases.map(Self.run)
        #expect(results.map(\.name) == ["sdk · iphone15-all-upi · v2-sdk", "sdk · gpay-only · v2-sdk"])
        #expect(results[0].passed, "\(results[0].failures)")
        // Without PhonePe the SDK opens its web flow.
        #expect(results[1].failures.map(\.subject) == ["handOff.surface"])
        #expect(results[1].failures.first?.diff == ["- expected \"payment-app\"", "+ actual   \"sdk-web-flow\""])
    }

    @Test func aDeclineFailsTheOrder() throws {
        let results = try Self.cases("""
            profile: iphone15-all-upi
            flow: v2-pay-page
            userAction: decline
            expect:
              handOff.surface: web-view
              result: {code: FAILED, state: FAILED, errorCode: AUTHORIZATION_ERROR, paid: false}
              callback.event: checkout.order.failed
            """).map(Self.run)
        #expect(results.count == 1 && results.allSatisfy { $0.passed }, "\(results.map(\.failures))")
    }

    @Test func aFileMayMixV1CitconAndV2Flows() throws {
        let cases = try Self.cases("""
            name: mixed
            scenarios:
              - {profile: gpay-only, flow: open-intent}
              - {profile: citcon-all-wallets, flow: citcon, method: alipay}
              - {profile: gpay-only, flow: v2-intent}
            """)
        #expect(cases.map(\.name) == [
            "mixed #1 · gpay-only · open-intent", "mixed #2 · citcon-all-wallets · citcon · alipay · 100 cents", "mixed #3 · gpay-only · v2-intent",
        ])
        #expect(cases.map { $0.walk.phonePeOptions != nil } == [true, false, false])
        #expect(cases.map { $0.walk.citconOptions != nil } == [false, true, false])
        #expect(cases.map { $0.walk.phonePeV2Options != nil } == [false, false, true])
        #expect(cases.map(Self.run).allSatisfy { $0.passed })
    }

    @Test func updateRewritesAFailingV2Expectation() throws {
        let text = """
            profile: gpay-only
            flow: v2-intent
            expect:
              return: callback   # GPay does not come back by itself
              result: COMPLETED

            """
        let scenario = try #require(Self.parse(text).scenarios.first)
        let results = MatrixExpansion.cases(of: scenario, resolve: ShippedScenarioFilesTests.jsonProfile).cases.map(Self.run)
        #expect(results.first?.failures.map(\.subject) == ["return"])
        let updated = ScenarioUpdate.rewrite(text, file: "v2.yaml", results: [(scenario, results)])
        #expect(updated.problems.isEmpty)
        #expect(updated.text == text.replacingOccurrences(of: "return: callback   #", with: "return: manual  #"))
    }
}
