import CheckoutCore
@testable import CheckoutReplay
import Testing

/// The scenario format: what a valid file gives, and the line and wording of each rule it can break.
@Suite("Scenario parser")
struct ScenarioParserTests {
    static let file = "scenarios/sample.yaml"

    static func parse(_ text: String) -> ParsedScenarioFile { ScenarioParser.parse(text, file: file) }

    /// The only problem of `text`, as "line: rule".
    static func onlyProblem(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (line: Int, rule: String)? {
        let parsed = parse(text)
        #expect(parsed.problems.count == 1, "\(parsed.problems)", sourceLocation: sourceLocation)
        #expect(parsed.scenarios.isEmpty, "a scenario with a problem is left out", sourceLocation: sourceLocation)
        return parsed.problems.first.map { ($0.location.line, $0.rule) }
    }

    @Test func aFullFileGivesEveryKeyWithItsLine() throws {
        let parsed = Self.parse("""
            # Every key once.
            name: full
            profiles: [gpay-only, "iphone15-*"]
            flow: open-intent
            app: [gpay, PAYTM]
            amounts: [100, 39900]
            return: manual
            userAction: decline
            outcome: pending:2,success
            authWorkflow: TRANSACTION
            transactionId: TX1
            seed: 7
            merchant: {merchantId: M, saltKey: K, saltIndex: 2, callbackUrl: "https://shop.example.com/cb"}
            golden: golden/${profile}-${app}.txt
            expect:
              visibleApps: [GPAY]
              deviceContext.isPPAppPresent: false
              request.payload.openIntentWithApp: ${app}
              statusCodes: [PAYMENT_PENDING, PAYMENT_PENDING, PAYMENT_SUCCESS]
              result: PAYMENT_SUCCESS
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        #expect(parsed.scenarios.count == 1)
        #expect(scenario.source == CheckoutReplay.SourceLocation(file: Self.file, line: 2))
        #expect(scenario.name == "full")
        #expect(scenario.profiles == [Located("gpay-only", line: 3), Located("iphone15-*", line: 3)])
        #expect(scenario.flow == .phonePe(.openIntent))
        #expect(scenario.apps == .named([.gpay, .paytm]))
        #expect(scenario.amounts == [100, 39900])
        #expect(scenario.returnMode == .manual)
        #expect(scenario.userAction == .decline)
        #expect(scenario.outcome == (try PhonePeOutcome.parse("pending:2,success")))
        #expect(scenario.authWorkflow == .transaction)
        #expect(scenario.transactionId == "TX1")
        #expect(scenario.subscriptionId == nil)
        #expect(scenario.seed == 7)
        #expect(scenario.merchant == MerchantOverrides(
            merchantId: "M", saltKey: "K", saltIndex: 2, callbackUrl: "https://shop.example.com/cb"))
        #expect(scenario.golden == GoldenReference(path: "golden/${profile}-${app}.txt", line: 14))
        #expect(scenario.expectations == [
            Expectation(path: "visibleApps", value: ["GPAY"], line: 16),
            Expectation(path: "deviceContext.isPPAppPresent", value: false, line: 17),
            Expectation(path: "request.payload.openIntentWithApp", value: "${app}", line: 18),
            Expectation(path: "statusCodes", value: ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS"], line: 19),
            Expectation(path: "result", value: "PAYMENT_SUCCESS", line: 20),
        ])
    }

    @Test func theSmallestFileTakesEveryDefault() throws {
        let scenario = try #require(Self.parse("profile: gpay-only\nflow: mandate\n").scenarios.first)
        #expect(scenario == Scenario(source: CheckoutReplay.SourceLocation(file: Self.file, line: 1), name: "sample", profiles: [Located("gpay-only", line: 1)], flow: .phonePe(.mandate)))
    }

    @Test func jsonIsReadAsYAML() throws {
        let parsed = Self.parse("""
            {
              "name": "from JSON",
              "profile": "gpay-only",
              "flow": "pg-intent",
              "app": "each-visible",
              "amount": 250,
              "expect": {"intent.params.am": "2.50", "statusChecks.0.at": 20, "callback": {"verified": true}}
            }
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        #expect(scenario.name == "from JSON")
        #expect(scenario.profiles == [Located("gpay-only", line: 3)])
        #expect(scenario.apps == .eachVisible)
        #expect(scenario.amounts == [250])
        #expect(scenario.expectations.map(\.value) == ["2.50", 20, ["verified": true]])
        #expect(scenario.expectations.map(\.line) == [7, 7, 7])
    }

    @Test func severalScenariosShareTheTopLevelKeysAsDefaults() throws {
        let parsed = Self.parse("""
            flow: open-intent
            profiles: [gpay-only, iphone15-all-upi]
            amount: 100
            merchant: {merchantId: SHARED, saltIndex: 2}
            expect:
              result: PAYMENT_SUCCESS
              return: manual
            scenarios:
              - app: GPAY
              - name: PhonePe calls back
                profile: iphone15-all-upi
                app: PHONEPE
                amounts: [100, 200]
                merchant: {saltIndex: 3}
                expect:
                  return: callback
              - flow: mandate
                authWorkflow: PENNY_DROP
                amount: null
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.scenarios.map(\.name) == ["sample #1", "PhonePe calls back", "sample #3"])
        #expect(parsed.scenarios.map(\.source.line) == [9, 10, 17])
        let (first, second, third) = (parsed.scenarios[0], parsed.scenarios[1], parsed.scenarios[2])
        #expect(first.flow == .phonePe(.openIntent) && first.apps == .named([.gpay]) && first.amounts == [100])
        #expect(first.profiles.map(\.value) == ["gpay-only", "iphone15-all-upi"])
        #expect(first.merchant == MerchantOverrides(merchantId: "SHARED", saltIndex: 2))
        #expect(first.expectations.map(\.path) == ["result", "return"])
        // An entry's "profile" replaces the shared "profiles", "amounts" the shared "amount"; merchant and
        // expect are merged key by key, the entry's value winning.
        #expect(second.profiles == [Located("iphone15-all-upi", line: 11)])
        #expect(second.amounts == [100, 200])
        #expect(second.merchant == MerchantOverrides(merchantId: "SHARED", saltIndex: 3))
        #expect(second.expectations == [
            Expectation(path: "result", value: "PAYMENT_SUCCESS", line: 6),
            Expectation(path: "return", value: "callback", line: 16),
        ])
        // null undoes a default.
        #expect(third.flow == .phonePe(.mandate) && third.authWorkflow == .pennyDrop && third.amounts == [nil])
    }

    @Test func aSharedNameNamesEachEntryWithItsPosition() {
        let parsed = Self.parse("name: checkout\nflow: open-intent\nprofile: gpay-only\nscenarios:\n  - seed: 1\n  - seed: 2\n")
        #expect(parsed.scenarios.map(\.name) == ["checkout #1", "checkout #2"])
    }

    // MARK: - Values

    @Test func expectationValuesKeepTheirYAMLTypes() throws {
        let parsed = Self.parse("""
            profile: gpay-only
            flow: open-intent
            expect:
              result.code: PAYMENT_SUCCESS
              amount: 100
              request.payload.amount: "100"
              intent.params.mode: '04'
              deviceContext.isPPAppPresent: true
              callback: null
              refund: ~
              statusChecks.0.at: 20.5
              request.payload.deviceContext: {deviceOS: iOS, appSupportedSchemas: [ppemerchantsdkv1]}
              notes: []
            """)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let values = try #require(parsed.scenarios.first).expectations.map(\.value)
        #expect(values.count == 10)
        #expect(values[0] == .string("PAYMENT_SUCCESS"))
        #expect(values[1] == .int(100))
        #expect(values[2] == .string("100"))
        #expect(values[3] == .string("04"))
        #expect(values[4] == .bool(true))
        #expect(values[5] == .null)
        #expect(values[6] == .null)
        #expect(values[7] == .double(20.5))
        let object = try #require(values[8].objectValue)
        #expect(object.keys == ["deviceOS", "appSupportedSchemas"], "key order is kept")
        #expect(values[8] == ["deviceOS": "iOS", "appSupportedSchemas": ["ppemerchantsdkv1"]])
        #expect(values[9] == .array([]))
    }

    @Test(arguments: [
        ("intent.params.mode: 04", "04 reads as 4 in YAML; quote it (\"04\")"),
        ("intent.params.am: 1.00", "1.00 reads as 1.0 in YAML; quote it (\"1.00\")"),
        ("deviceContext.isPPAppPresent: yes", "yes reads as true in YAML; quote it (\"yes\")"),
    ])
    func aPlainScalarYAMLReadsAsSomethingElseIsAProblem(_ line: String, _ rule: String) {
        let problem = Self.onlyProblem("profile: gpay-only\nflow: open-intent\nexpect:\n  \(line)\n")
        #expect(problem?.line == 4)
        #expect(problem?.rule.contains(rule) == true, "\(problem?.rule ?? "")")
    }

    // MARK: - Rules

    /// One broken rule per file: the line it is on and words the rule must say.
    static let brokenRules: [(yaml: String, line: Int, words: [String])] = [
        ("profile: p\nflow: open-intent\nammount: 100\n", 3, ["unknown key \"ammount\"", "did you mean \"amount\"", "expected one of: name, profile, profiles"]),
        ("profile: p\nflow: open-intent\nmerchant:\n  saltkey: K\n", 4, ["unknown key \"saltkey\" in \"merchant\"", "\"saltKey\"", "merchantId, saltKey, saltIndex, callbackUrl"]),
        ("profile: p\nflow: open-intent\nscenarios:\n  - scenarios: []\n", 4, ["unknown key \"scenarios\" in an entry of \"scenarios\""]),
        ("profile: p\nflow: open-intent\namount: 1.5\n", 3, ["\"amount\" must be a positive whole number of paise", "got \"1.5\""]),
        ("profile: p\nflow: open-intent\namount: 0\n", 3, ["\"amount\" must be a positive whole number of paise", "got \"0\""]),
        ("profile: p\nflow: open-intent\namount: \"100\"\n", 3, ["\"amount\" must be a positive whole number", "write it without quotes: 100"]),
        ("profile: p\nflow: open\n", 2, ["\"flow\" must be one of phonepe-intent, open-intent, pg-intent, sdk-debit, mandate, citcon, v2-sdk, v2-pay-page, v2-intent, got \"open\""]),
        ("profile: p\nflow: open-intent\nreturn: automatic\n", 3, ["\"return\" must be one of auto, callback, manual, abandon, got \"automatic\""]),
        ("profile: p\nflow: open-intent\nuserAction: leave_pending\n", 3, ["\"userAction\" must be one of pay, decline, leave-pending", "did you mean leave-pending?"]),
        ("profile: p\nflow: mandate\nauthWorkflow: penny\n", 3, ["\"authWorkflow\" must be one of TRANSACTION, PENNY_DROP"]),
        ("profile: p\nflow: open-intent\napp: gpya\n", 3, ["\"app\" must be each-visible, first-visible, a UPI app (PHONEPE, GPAY, PAYTM)", "got \"gpya\""]),
        ("profile: p\nflow: open-intent\napp: [GPAY, BHIM]\n", 3, ["each item of \"app\" must be a UPI app", "got \"BHIM\""]),
        ("profile: p\nflow: open-intent\napp: [GPAY, gpay]\n", 3, ["\"app\" lists \"gpay\" twice"]),
        ("profile: p\nflow: open-intent\ntransactionId: 12345\n", 3, ["\"transactionId\" must be a string", "quote it: \"12345\""]),
        ("profile: p\nflow: open-intent\nseed: -1\n", 3, ["\"seed\" must be a whole number from 0 up", "got \"-1\""]),
        ("profile: [a, b]\nflow: open-intent\n", 1, ["\"profile\" must be a profile name or path", "profiles: [a, b]"]),
        ("profile: p\nflow: open-intent\nmerchant: {saltIndex: 0}\n", 3, ["\"merchant.saltIndex\" must be a whole number from 1 to 999"]),
        ("profile: p\nflow: open-intent\nmerchant: M1\n", 3, ["\"merchant\" must be a mapping"]),
        ("profile: p\nflow: open-intent\ngolden: golden/x.yaml\n", 3, ["\"golden\" must name a .txt file", "or a .json file"]),
        ("profile: p\nflow: open-intent\nexpect: [result]\n", 3, ["\"expect\" must be a mapping of transcript paths"]),
        ("# no flow\nprofile: p\n", 2, ["missing \"flow\"", "phonepe-intent, open-intent"]),
        ("profile: p\nflow:\n", 2, ["\"flow\" has no value"]),
        ("profile: p\nflo: open-intent\n", 2, ["unknown key \"flo\" (did you mean \"flow\"?)"]),
        ("profiel: p\nflow: open-intent\n", 1, ["unknown key \"profiel\" (did you mean \"profile\"?)"]),
        ("flow: open-intent\nseed: 1\n", 1, ["missing \"profile\"", "profiles: ["]),
        ("flow: open-intent\nprofile: p\nprofiles: [q]\n", 3, ["\"profile\" and \"profiles\" are both given; write one"]),
        ("flow: open-intent\nprofile: p\namounts: [100]\namount: 200\n", 4, ["\"amounts\" and \"amount\" are both given; write one"]),
        ("flow: open-intent\nprofiles: []\n", 2, ["\"profiles\" must be a non-empty list", "got an empty list"]),
        ("flow: open-intent\nprofile: p\namounts: []\n", 3, ["\"amounts\" must be a non-empty list"]),
        ("flow: open-intent\nprofile: p\napp: []\n", 3, ["\"app\" must be a non-empty list"]),
        ("flow: open-intent\nprofile: p\noutcome: pending:2\n", 3, ["\"outcome\":", "must end with a final outcome"]),
        ("flow: open-intent\nprofile: p\noutcome: error:PAYMENT_SUCCESS\n", 3, ["\"outcome\":", "is a payment outcome", "write outcome: success"]),
        ("flow: open-intent\nprofile: p\nauthWorkflow: PENNY_DROP\n", 3, ["\"authWorkflow\" PENNY_DROP applies only to flow mandate", "write flow: mandate"]),
        ("flow: pg-intent\nprofile: p\nsubscriptionId: SUB1\n", 3, ["\"subscriptionId\" applies only to flow mandate"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  reslt: PAYMENT_SUCCESS\n", 4, ["expectation \"reslt\"", "not a key of the transcript", "did you mean \"result\"", "statusCodes, error"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  intent..pa: x\n", 4, ["expectation \"intent..pa\" has an empty segment"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  result.: x\n", 4, ["expectation \"result.\" has an empty segment"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  statusCodes: PAYMENT_SUCCESS\n", 4, ["expectation \"statusCodes\" must be a list of status codes", "got \"PAYMENT_SUCCESS\""]),
        ("flow: open-intent\nprofile: p\nexpect:\n  statusCodes: [PAYMENT_SUCCESS, 200]\n", 4, ["expectation \"statusCodes\" must be a list of status codes"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  statusCodes.0: PAYMENT_SUCCESS\n", 4, ["\"statusCodes\" is an alias and takes no sub-path", "statusChecks.N.code"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  error: [amount]\n", 4, ["expectation \"error\" must be the field a refused request names (a string)"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  visibleApps: GPAY\n", 4, ["expectation \"visibleApps\" must be a list of app names"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  visibleApps:\n    - GPAY\n    - gpay\n", 6, ["expectation \"visibleApps\" must hold app names PHONEPE, GPAY or PAYTM", "write GPAY"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  app: Google Pay\n", 4, ["expectation \"app\" must hold app names"]),
        ("flow: open-intent\nprofile: p\nexpect:\n  request.payload.openIntentWithApp: ${ap}\n", 4, ["unknown placeholder ${ap}", "${profile}, ${app}, ${amount}, ${flow}"]),
        ("flow: open-intent\nprofile: p\nname: one\nscenarios: {name: two}\n", 4, ["\"scenarios\" must be a non-empty list of scenario mappings", "got a mapping"]),
        ("flow: open-intent\nprofile: p\nscenarios:\n  - open-intent\n", 4, ["each entry of \"scenarios\" must be a mapping", "got \"open-intent\""]),
        ("- flow: open-intent\n", 1, ["a scenario file holds a mapping of keys", "got a list"]),
        ("", 1, ["the file is empty", "\"flow\" and \"profile\""]),
        ("profile: p\nflow: open-intent\n---\nprofile: q\nflow: mandate\n", 3, ["one YAML document", "under \"scenarios:\""]),
    ]

    @Test(arguments: brokenRules.indices)
    func eachRuleNamesTheKeyOnItsLine(_ index: Int) {
        let (yaml, line, words) = Self.brokenRules[index]
        guard let problem = Self.onlyProblem(yaml) else { return }
        #expect(problem.line == line, "\(problem.rule)")
        for word in words { #expect(problem.rule.contains(word), "\"\(word)\" in \"\(problem.rule)\"") }
    }

    @Test func twoScenariosWithOneNameAreAProblem() {
        let parsed = Self.parse("flow: open-intent\nprofile: p\nscenarios:\n  - name: same\n  - name: same\n")
        #expect(parsed.problems.map(\.description) == [
            "\(Self.file):5: \"name\" \"same\" is already used by the scenario at line 4; give each scenario of a file its own name"
        ])
        #expect(parsed.scenarios.map(\.source.line) == [4])
    }

    @Test func everyProblemOfAFileIsReportedAndOnlyBrokenScenariosAreLeftOut() {
        let parsed = Self.parse("""
            flow: open-intent
            profile: p
            expect:
              reslt: PAYMENT_SUCCESS
            scenarios:
              - amount: -5
                seed: x
              - app: GPAY
            """)
        // The shared expectation is broken for both entries but reported once.
        #expect(parsed.problems.map(\.location.line) == [4, 6, 7])
        #expect(parsed.scenarios.isEmpty)

        let mixed = Self.parse("flow: open-intent\nprofile: p\nscenarios:\n  - amount: -5\n  - app: GPAY\n")
        #expect(mixed.problems.map(\.location.line) == [4])
        #expect(mixed.scenarios.map(\.name) == ["sample #2"])
    }

    @Test func aYAMLSyntaxErrorIsOneProblemOnItsLine() {
        let problem = Self.onlyProblem("profile: p\nflow: open-intent\nexpect:\n  result: [PAYMENT_SUCCESS\n  return: manual\n")
        #expect(problem?.rule.hasPrefix("not valid YAML: ") == true, "\(problem?.rule ?? "")")
        #expect((4...6).contains(problem?.line ?? 0), "the line Yams reports for the unclosed list")

        let tab = Self.onlyProblem("profile: p\nflow: open-intent\nexpect:\n\tresult: x\n")
        #expect(tab?.line == 4, "\(tab?.rule ?? "")")
    }

    @Test func aKeyGivenTwiceIsAYAMLProblemOnItsLine() {
        let problem = Self.onlyProblem("profile: p\nflow: open-intent\nprofile: q\n")
        #expect(problem?.rule.contains("\"profile\" is given twice") == true, "\(problem?.rule ?? "")")
        #expect(problem?.line == 1 || problem?.line == 3)
    }

    @Test func aProblemReadsAsCompilersWriteThem() {
        let parsed = ScenarioParser.parse("profile: p\nflow: open\n", file: "Profiles/Scenarios/x.yaml")
        #expect(parsed.problems.first?.description.hasPrefix("Profiles/Scenarios/x.yaml:2: \"flow\" must be one of") == true)
    }
}
