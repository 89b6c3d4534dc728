@testable import CheckoutReplay
import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Recording a walk as a scenario")
struct ScenarioRecorderTests {
    static let profiles: [String: DeviceProfile] = ["all": Fixtures.profile(), "gpay": Fixtures.profile(apps: [Fixtures.gpay])]

    static func replay(_ yaml: String) throws -> [CaseResult] {
        let parsed = ScenarioParser.parse(yaml, file: "recorded.yaml")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let scenario = try #require(parsed.scenarios.first)
        let expanded = MatrixExpansion.cases(of: scenario) { reference in
            Self.profiles[reference.value].map { .success([(name: reference.value, profile: $0)]) }
                ?? .failure(ScenarioProblem(file: "recorded.yaml", line: reference.line, "no profile"))
        }
        #expect(expanded.problems.isEmpty)
        return expanded.cases.map { CaseRunner.run($0, storedTranscript: { _ in nil }) }
    }

    @Test(arguments: PhonePeFlow.allCases, PayerChoice.phonePeUserActions)
    func aRecordedWalkReplaysGreen(_ flow: PhonePeFlow, _ action: PayerChoice) throws {
        let options = PhonePeOptions(
            flow: flow, app: flow.userPicksApp ? .paytm : nil, amount: 4200, userAction: action,
            outcome: try PhonePeOutcome.parse("pending:1,success"))
        let transcript = PhonePeWalk.run(profile: Self.profiles["all"]!, options: options)
        let results = try Self.replay(ScenarioRecorder.yaml(of: transcript, profileName: "all"))
        #expect(results.count == 1)
        #expect(results.first?.passed == true, "\(results.first?.failures ?? [])")
    }

    /// Two walks of one checkout page differ by their seed: the second records it, under its own name, and replays.
    @Test func aWalkOnAnotherSeedRecordsItAndItsNameSaysSo() throws {
        let first = PhonePeWalk.run(profile: Self.profiles["all"]!, options: PhonePeOptions(flow: .openIntent, app: .gpay))
        let second = PhonePeWalk.run(profile: Self.profiles["all"]!, options: PhonePeOptions(flow: .openIntent, app: .gpay, seed: 2))
        let firstYAML = ScenarioRecorder.yaml(of: first, profileName: "all")
        let secondYAML = ScenarioRecorder.yaml(of: second, profileName: "all")
        #expect(firstYAML.contains("name: \"all open-intent GPAY\"\n") && !firstYAML.contains("seed:"))
        #expect(secondYAML.contains("name: \"all open-intent GPAY seed 2\"\n") && secondYAML.contains("\nseed: 2\n"))
        #expect(first.request?.payload["transactionId"] != second.request?.payload["transactionId"])
        #expect(try Self.replay(secondYAML).first?.passed == true)
        let typed = PhonePeWalk.run(profile: Self.profiles["all"]!, options: PhonePeOptions(flow: .openIntent, app: .gpay, transactionId: "ORDER-42"))
        let typedYAML = ScenarioRecorder.yaml(of: typed, profileName: "all")
        #expect(typedYAML.contains("\ntransactionId: \"ORDER-42\"\n") || typedYAML.contains("\ntransactionId: ORDER-42\n"))
        #expect(try Self.replay(typedYAML).first?.passed == true)
    }

    @Test func aRefusedWalkRecordsTheBrokenRule() throws {
        let transcript = PhonePeWalk.run(profile: Self.profiles["gpay"]!, options: PhonePeOptions(flow: .openIntent, app: .phonepe))
        let yaml = ScenarioRecorder.yaml(of: transcript, profileName: "gpay")
        #expect(yaml.contains("  error: openIntentWithApp\n"))
        #expect(try Self.replay(yaml).first?.passed == true)
    }

    @Test func theFileSaysWhatWasChosenAndSeen() {
        let transcript = PhonePeWalk.run(profile: Self.profiles["gpay"]!, options: PhonePeOptions(flow: .openIntent, returnMode: .abandon))
        #expect(ScenarioRecorder.yaml(of: transcript, profileName: "gpay") == """
            # Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>
            name: "gpay open-intent GPAY"
            profile: gpay
            flow: open-intent
            app: GPAY
            amount: 100
            return: abandon
            userAction: pay
            outcome: success
            expect:
              visibleApps: [GPAY]
              deviceContext: {deviceOS: iOS, isPPAppPresent: false, appSupportedSchemas: []}
              request.path: /v4/debit
              response.httpStatus: 200
              intent.params: {pa: MERCHANTUAT@ybl, pn: MERCHANT, am: "1.00", mam: "1.00", tr: TX034237274941, tn: "Payment for TX034237274941", mc: "5311", mode: "04", purpose: "00", utm_campaign: DEBIT, utm_medium: MERCHANTUAT, utm_source: TX034237274941}
              return: abandon
              statusCodes: [PAYMENT_SUCCESS]
              callback.verified: true
              result: {code: PAYMENT_SUCCESS, state: COMPLETED}

            """)
    }
}
