import CheckoutCore
@testable import CheckoutReplay
import CheckoutTestSupport
import Testing

/// Citcon walks on the shipped profiles, recorded as scenarios: replaying the file walks the same path
/// and its expectations hold; a changed choice makes them fail.
@Suite("Recording a Citcon walk as a scenario")
struct CitconRecorderTests {
    struct Walk: Sendable, CustomTestStringConvertible {
        var label: String
        var profile: String
        var options: CitconOptions
        var testDescription: String { label }
    }

    static func options(_ method: String, _ configure: (inout CitconOptions) -> Void = { _ in }) -> CitconOptions {
        var options = CitconOptions(methodName: method)
        configure(&options)
        return options
    }

    static let walks: [Walk] = [
        Walk(label: "Alipay succeeds", profile: "citcon-all-wallets", options: options("alipay") { $0.amount = 2599 }),
        Walk(label: "WeChat Pay succeeds", profile: "citcon-all-wallets", options: options("wechatpay")),
        Walk(label: "PayPal cancelled with code -2", profile: "citcon-all-wallets", options: options("paypal") {
            $0.fields = [CitconField(path: "consumer.reference", value: "C-1")]
            $0.outcome = .code("-2")
        }),
        Walk(label: "Alipay abandoned", profile: "citcon-all-wallets", options: options("alipay") { $0.returnMode = .abandon }),
        Walk(label: "Alipay pending, back by hand", profile: "citcon-all-wallets", options: options("alipay") {
            $0.returnMode = .manual
            $0.outcome = .status(.pending)
        }),
        Walk(label: "async first", profile: "citcon-all-wallets", options: options("alipay") { $0.order = .asyncFirst }),
        Walk(label: "async first, URL not forwarded", profile: "citcon-app-does-not-forward-urls", options: options("alipay") { $0.order = .asyncFirst }),
        Walk(label: "PROD, CNY in CN, own reference and seed", profile: "citcon-all-wallets", options: options("unionpay") {
            $0.environment = .prod
            $0.currency = "CNY"
            $0.country = "CN"
            $0.reference = "ORDER-7"
            $0.seed = 7
            $0.outcome = .status(.failed)
        }),
        Walk(label: "card", profile: "citcon-all-wallets", options: options("card")),
        Walk(label: "refused: unsupported currency", profile: "citcon-all-wallets", options: options("alipay") { $0.currency = "XYZ" }),
        Walk(label: "refused: no access token for QA", profile: "citcon-all-wallets", options: options("wechatpay") { $0.environment = .qa }),
    ]

    static func profile(_ name: String) throws -> DeviceProfile {
        let resolved = try ShippedScenarioFilesTests.jsonProfile(Located(name, line: 1)).get()
        return try #require(resolved.first?.profile, "no shipped profile \(name)")
    }

    static func record(_ walk: Walk) throws -> String {
        let transcript = CitconWalk.run(profile: try profile(walk.profile), options: walk.options)
        return ScenarioRecorder.yaml(of: transcript, profileName: walk.profile)
    }

    /// Parses, expands against the shipped profiles and runs every case of a recorded file.
    static func replay(_ yaml: String) throws -> [CaseResult] {
        let parsed = ScenarioParser.parse(yaml, file: "recorded.yaml")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        let expanded = MatrixExpansion.cases(of: scenario, resolve: ShippedScenarioFilesTests.jsonProfile)
        #expect(expanded.problems.isEmpty, "\(expanded.problems)")
        return expanded.cases.map { CaseRunner.run($0, storedTranscript: { _ in nil }) }
    }

    @Test(arguments: walks)
    func aRecordedWalkReplaysGreen(_ walk: Walk) throws {
        let yaml = try Self.record(walk)
        let results = try Self.replay(yaml)
        #expect(results.count == 1)
        for result in results {
            #expect(result.passed, "\(result.failures.map(\.description))\n\(yaml)")
        }
    }

    @Test func theFileSaysWhatWasChosenAndSeen() throws {
        let walk = Walk(label: "", profile: "citcon-all-wallets", options: Self.options("alipay") { $0.amount = 2599 })
        #expect(try Self.record(walk) == """
            # Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>
            name: "citcon-all-wallets citcon alipay"
            profile: citcon-all-wallets
            flow: citcon
            method: alipay
            amount: 2599
            currency: USD
            country: US
            order: sync-first
            return: auto
            outcome: succeeded
            expect:
              visibleApps: [wechatpay, alipay, unionpay, paypal, venmo, cashapp, klarna, card]
              request.payload.payment.method: alipay
              request.payload.transaction.amount: 2599
              handOff.surface: "wallet app (alipay)"
              return: url-scheme
              clientResults.*.kind: [CPayResult, CPayCheck]
              callback.verified: true
              result: {code: "0", state: succeeded, paid: true}

            """)
    }

    @Test func theChoicesAreWrittenAsTheParserReadsThem() throws {
        let cancelled = try Self.record(Self.walks[2])
        #expect(cancelled.contains("\noutcome: \"code:-2\"\n"))
        #expect(cancelled.contains("\nfields: {consumer.reference: C-1}\n"))
        #expect(cancelled.contains("\n  callback: null\n"))
        #expect(cancelled.contains("\n  result: {code: \"-2\", state: canceled, paid: false}\n"))

        let abandoned = try Self.record(Self.walks[3])
        #expect(abandoned.contains("\nreturn: abandon\n"))
        #expect(abandoned.contains("\n  return: abandon\n"))
        #expect(abandoned.contains("\n  clientResults.*.kind: []\n"))
        #expect(abandoned.contains("\n  statusCodes: [succeeded]\n"))

        let notForwarded = try Self.record(Self.walks[6])
        #expect(notForwarded.contains("\norder: async-first\n"))
        #expect(notForwarded.contains("\n  clientResults.*.kind: [CPayCheck]\n"))

        let prod = try Self.record(Self.walks[7])
        for line in ["environment: PROD", "currency: CNY", "country: CN", "transactionId: ORDER-7", "seed: 7", "outcome: failed"] {
            #expect(prod.contains("\n\(line)\n"), "\(line)")
        }
        // Without an environment the replay takes the profile's, as the walk did.
        #expect(!(try Self.record(Self.walks[0])).contains("environment:"))
    }

    @Test func aRefusedRequestRecordsTheBrokenRuleAndStops() throws {
        let yaml = try Self.record(Self.walks[9])
        #expect(yaml.hasSuffix("expect:\n  visibleApps: [wechatpay, alipay, unionpay, paypal, venmo, cashapp, klarna, card]\n  error: transaction.currency\n"))
        #expect(try Self.record(Self.walks[10]).hasSuffix("  error: accessToken\n"))
    }

    @Test(arguments: [("outcome: succeeded", "outcome: failed"), ("outcome: succeeded", "outcome: pending"), ("return: auto", "return: manual"), ("order: sync-first", "order: async-first")])
    func aChangedChoiceNoLongerReplays(_ written: String, _ changed: String) throws {
        let yaml = try Self.record(Self.walks[0])
        #expect(yaml.contains("\n\(written)\n"))
        let results = try Self.replay(yaml.replacingOccurrences(of: "\n\(written)\n", with: "\n\(changed)\n"))
        #expect(results.count == 1)
        #expect(results.allSatisfy { !$0.passed })
    }

    /// A 3-D Secure card walk keeps its request3DSecure, refused (no cardholder) or not, and replays green.
    @Test(arguments: [
        [CitconField](),
        (["consumer.firstName", "consumer.lastName", "consumer.phone", "consumer.email"]
            + ["street", "street2", "city", "state", "zip", "country"].map { "payment.billingAddress.\($0)" })
            .map { CitconField(path: $0, value: "x") },
    ])
    func aThreeDSecureWalkReplaysWithIt(_ fields: [CitconField]) throws {
        let walk = Walk(label: "", profile: "citcon-all-wallets", options: Self.options("card") {
            $0.request3DSecure = true
            $0.fields = fields
        })
        let yaml = try Self.record(walk)
        #expect(yaml.contains("\nrequest3DSecure: true\n"))
        let results = try Self.replay(yaml)
        #expect(results.count == 1)
        #expect(results.allSatisfy { $0.passed })
        #expect(try Self.replay(yaml.replacingOccurrences(of: "\nrequest3DSecure: true\n", with: "\n")).allSatisfy { !$0.passed })
    }

    /// Citcon's demo spelling of UnionPay is sent as written, so its recording replays as walked.
    @Test func upopIsRecordedAndReplayedAsWritten() throws {
        let yaml = try Self.record(Walk(label: "", profile: "citcon-all-wallets", options: Self.options("upop")))
        #expect(yaml.contains("\nmethod: upop\n"))
        #expect(yaml.contains("\n  request.payload.payment.method: upop\n"))
        let results = try Self.replay(yaml)
        #expect(results.count == 1)
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func aChangedRefusalNoLongerReplays() throws {
        let yaml = try Self.record(Self.walks[9])
        let results = try Self.replay(yaml.replacingOccurrences(of: "\ncurrency: XYZ\n", with: "\ncurrency: USD\n"))
        #expect(results.count == 1)
        #expect(results.allSatisfy { !$0.passed })
    }
}
