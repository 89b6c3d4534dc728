import CheckoutCore
@testable import CheckoutReplay
import Testing

/// `flow: citcon` scenarios: their keys, the rules keeping them apart from PhonePe's, and their cases.
@Suite("Citcon scenarios")
struct CitconScenarioTests {
    static func parse(_ text: String) -> ParsedScenarioFile { ScenarioParser.parse(text, file: "citcon.yaml") }

    static func problems(_ text: String) -> [String] { parse(text).problems.map { "\($0.location.line): \($0.rule)" } }

    static func cases(_ text: String) throws -> [ReplayCase] {
        let scenario = try #require(parse(text).scenarios.first, "\(parse(text).problems)")
        let expanded = MatrixExpansion.cases(of: scenario, resolve: ShippedScenarioFilesTests.jsonProfile)
        #expect(expanded.problems.isEmpty)
        return expanded.cases
    }

    @Test func citconKeysAreRead() throws {
        let parsed = Self.parse("""
            profile: citcon-all-wallets
            flow: citcon
            methods: [Alipay, upop]
            amounts: [100, 2599]
            currency: CNY
            country: CN
            environment: QA
            order: async-first
            return: manual
            outcome: code:-2
            transactionId: ORDER-7
            fields: {consumer.reference: C-1}
            expect:
              wallets.0.usable: true
              clientResults: []
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        // Methods stay as written: the request sends them so, as `run --method` does.
        #expect(scenario.flow == .citcon(CitconScenario(
            methods: .named(["Alipay", "upop"]), currency: "CNY", country: "CN", environment: .qa, order: .asyncFirst,
            returnMode: .manual, outcome: .code("-2"), fields: [CitconField(path: "consumer.reference", value: "C-1")])))
        #expect(parsed.scenarios.first?.transactionId == "ORDER-7")
    }

    @Test func phonePeOnlyKeysAreRefusedWithCitcon() {
        #expect(Self.problems("""
            profile: citcon-all-wallets
            flow: citcon
            method: alipay
            app: GPAY
            merchant: {merchantId: M}
            """) == [
            "4: \"app\" applies only to the PhonePe flows (this scenario's flow is citcon); name Citcon methods with method: alipay, methods: [alipay, paypal] or method: each-usable",
            "5: \"merchant\" applies only to the PhonePe flows (this scenario's flow is citcon); remove it",
        ])
    }

    @Test func citconOnlyKeysAreRefusedWithPhonePeFlows() {
        #expect(Self.problems("""
            profile: gpay-only
            flow: open-intent
            method: alipay
            currency: USD
            """) == [
            "3: \"method\" applies only to flow citcon (this scenario's flow is open-intent); remove it or write flow: citcon",
            "4: \"currency\" applies only to flow citcon (this scenario's flow is open-intent); remove it or write flow: citcon",
        ])
    }

    @Test func request3DSecureIsTrueOrFalse() {
        #expect(Self.problems("profile: p\nflow: citcon\nmethod: card\nrequest3DSecure: \"yes please\"\n") == [
            "4: \"request3DSecure\" must be true or false, got \"yes please\"",
        ])
        #expect(Self.problems("profile: p\nflow: open-intent\nrequest3DSecure: true\n") == [
            "3: \"request3DSecure\" applies only to flow citcon (this scenario's flow is open-intent); remove it or write flow: citcon",
        ])
    }

    @Test func walletActionRefusesTheReturnAndOutcomeItDecides() {
        #expect(Self.problems("profile: p\nflow: citcon\nmethod: alipay\nwalletAction: cancel\nreturn: manual\noutcome: failed\n") == [
            "5: \"return\" cannot be given with walletAction: cancel, which decides how the user comes back",
            "6: \"outcome\" cannot be given with walletAction: cancel, which decides the outcome",
        ])
        #expect(Self.problems("profile: p\nflow: citcon\nmethod: alipay\nwalletAction: pay-then-kill\noutcome: failed\n").isEmpty)
        #expect(Self.problems("profile: p\nflow: citcon\nmethod: alipay\nwalletAction: leave\n").first?.hasPrefix("4: \"walletAction\" must be one of pay, cancel") == true)
    }

    @Test func walletActionWalksAsTheTUIsHandOff() throws {
        let cases = try Self.cases("""
            profile: citcon-all-wallets
            flow: citcon
            methods: [alipay, wechatpay]
            walletAction: cancel
            expect:
              result: {state: canceled, paid: false}
            """)
        #expect(cases.compactMap(\.walk.citconOptions?.outcome) == [.code("6001"), .code("-2")])
        let results = cases.map { CaseRunner.run($0) { _ in nil } }
        #expect(results.count == 2 && results.allSatisfy { $0.failures.isEmpty }, "\(results)")
    }

    @Test func citconNeedsAMethodAndItsOwnGrammar() {
        #expect(Self.problems("profile: p\nflow: citcon\n") == [
            "1: missing \"method\": flow citcon needs the method to pay with (method: alipay), several (methods: [alipay, paypal]) or method: each-usable",
        ])
        let problems = Self.problems("""
            profile: p
            flow: citcon
            method: bitcoin
            return: callback
            outcome: PAYMENT_SUCCESS
            expect:
              intent.params.pa: x
              sdkResult: null
              visibleApps: [GPAY]
            """)
        #expect(problems.count == 5, "\(problems)")
        #expect(problems.first?.hasPrefix("3: \"method\" must be each-usable, a Citcon method") == true)
        #expect(problems.contains { $0.hasPrefix("4: \"return\" must be one of auto, manual, abandon") })
        #expect(problems.contains { $0.hasPrefix("5: \"outcome\" for flow citcon: \"PAYMENT_SUCCESS\": expected succeeded") })
        #expect(problems.contains { $0.hasPrefix("8: expectation \"sdkResult\": \"sdkResult\" is not a key of the citcon transcript") })
        #expect(problems.contains { $0.hasPrefix("9: expectation \"visibleApps\" must hold Citcon methods in lower case") })
    }

    @Test func eachUsableWalksEveryMethodTheDeviceOffers() throws {
        let cases = try Self.cases("""
            name: wallets
            profile: citcon-alipay-scheme-unregistered
            flow: citcon
            method: each-usable
            amount: 250
            """)
        let profile = try #require(cases.first?.profile)
        let usable = CitconWalletDetector(device: Device(profile: profile), requestScheme: profile.citcon?.scheme).usableMethods
        #expect(usable == [.unionpay, .cashapp], "the profile offers some methods, not all")
        #expect(cases.compactMap(\.walk.citconOptions?.methodName) == usable.map(\.rawValue))
        #expect(cases.first?.name == "wallets · citcon-alipay-scheme-unregistered · citcon · \(usable[0].rawValue) · 250 cents")
    }

    @Test func aCaseThatHoldsPassesAndOneThatDoesNotFails() throws {
        let text = """
            name: alipay
            profile: citcon-all-wallets
            flow: citcon
            method: alipay
            outcome: failed
            expect:
              method: ${app}
              amount: 100
              result.state: failed
              result.paid: false
            """
        let passing = try #require(try Self.cases(text).first)
        #expect(passing.name == "alipay · citcon-all-wallets · citcon · 100 cents", "the method the name says is not said again")
        #expect(CaseRunner.run(passing) { _ in nil }.failures.isEmpty)
        let failing = try #require(try Self.cases(text.replacing("result.paid: false", with: "result.paid: true")).first)
        let failures = CaseRunner.run(failing) { _ in nil }.failures
        #expect(failures.map(\.subject) == ["result.paid"])
        #expect(failures.first?.diff == ["- expected true", "+ actual   false"])
    }

    @Test func aGoldenFileHoldsTheCitconTranscriptText() throws {
        let replayCase = try #require(try Self.cases("""
            profile: citcon-all-wallets
            flow: citcon
            method: card
            golden: golden/${profile}-${app}.txt
            """).first)
        let text = CitconWalk.run(profile: replayCase.profile, options: try #require(replayCase.walk.citconOptions)).text
        let result = CaseRunner.run(replayCase) { $0 == "golden/citcon-all-wallets-card.txt" ? text : nil }
        #expect(result.failures.isEmpty)
        #expect(result.golden?.text == text)
    }
}
