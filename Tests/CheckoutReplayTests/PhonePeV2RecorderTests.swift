import CheckoutCore
@testable import CheckoutReplay
import CheckoutTestSupport
import Testing

/// v2 walks on the shipped profiles, stopped at the hand-off and finished with each choice the hand-off
/// offers (as the TUI's hand-off screen does), recorded as scenarios: the file parses, replays the same
/// walk and its expectations hold; a changed walk makes them fail.
@Suite("Recording a v2 walk as a scenario")
struct PhonePeV2RecorderTests {
    static let profiles = ["iphone15-all-upi", "gpay-only"]

    static func profile(_ name: String) throws -> DeviceProfile {
        let resolved = try ShippedScenarioFilesTests.jsonProfile(Located(name, line: 1)).get()
        return try #require(resolved.first?.profile, "no shipped profile \(name)")
    }

    /// The walk a front end steps through: up to the hand-off, then the user's choice.
    static func walk(_ profileName: String, _ options: PhonePeV2Options, choosing name: String?) throws -> WalkRecord {
        var walk = Walk(profile: try profile(profileName), request: .phonePeV2(options))
        if let name {
            let choice = try #require(walk.choices.first { $0.name == name }, "\(name) is not offered")
            walk.finish(choice)
        } else {
            walk.finish()
        }
        return walk.record
    }

    static func cases(_ yaml: String) throws -> [ReplayCase] {
        let parsed = ScenarioParser.parse(yaml, file: "recorded.yaml")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)\n\(yaml)")
        let scenario = try #require(parsed.scenarios.first)
        let expanded = MatrixExpansion.cases(of: scenario, resolve: ShippedScenarioFilesTests.jsonProfile)
        #expect(expanded.problems.isEmpty)
        return expanded.cases
    }

    static func replay(_ yaml: String) throws -> [CaseResult] {
        try cases(yaml).map { CaseRunner.run($0) { _ in nil } }
    }

    @Test(arguments: PhonePeV2Flow.allCases, profiles)
    func everyOfferedChoiceRecordsAndReplaysGreen(_ flow: PhonePeV2Flow, _ profileName: String) throws {
        let first = Walk(profile: try Self.profile(profileName), request: .phonePeV2(PhonePeV2Options(flow: flow)))
        let offered = first.choices.map(\.name)
        #expect(offered.count >= 4, "\(offered)")
        for name in offered {
            let options = PhonePeV2Options(flow: flow, amount: 2599, outcome: try #require(PhonePeV2Outcome("failed-attempts:1,pending:2,completed")), seed: 5)
            let record = try Self.walk(profileName, options, choosing: name)
            let yaml = ScenarioRecorder.yaml(of: record, profileName: profileName)
            #expect(yaml.contains("\nflow: \(flow.rawValue)\n") && yaml.contains("\nuserAction: \(name)\n") && yaml.contains("\nseed: 5\n"), "\(yaml)")
            let cases = try Self.cases(yaml)
            let replayCase = try #require(cases.first)
            #expect(cases.count == 1)
            let result = CaseRunner.run(replayCase) { _ in nil }
            #expect(result.passed, "\(name): \(result.failures)\n\(yaml)")
            // The replay walks the same path: its whole transcript is the recorded walk's.
            #expect(Walk.run(profile: replayCase.profile, request: replayCase.walk).json() == record.json(), "\(name)")
        }
    }

    @Test func theFileSaysWhatWasChosenAndSeen() throws {
        let options = PhonePeV2Options(flow: .intent, app: .gpay, merchantOrderId: "ORDER-1")
        let record = try Self.walk("gpay-only", options, choosing: "decline")
        #expect(ScenarioRecorder.yaml(of: record, profileName: "gpay-only") == """
            # Recorded in the checkout-sim TUI. Replay: checkout-sim replay <this file>
            name: "gpay-only v2-intent GPAY"
            profile: gpay-only
            flow: v2-intent
            app: GPAY
            amount: 100
            userAction: decline
            outcome: completed
            merchantOrderId: ORDER-1
            expect:
              visibleApps: [GPAY]
              deviceContext: {merchantCallbackScheme: iOSIntentIntegration, deviceOS: IOS}
              request.path: /payments/v2/pay
              response.httpStatus: 200
              handOff.surface: payment-app
              return: manual
              statusCodes: [FAILED]
              callback.verified: true
              result: {code: FAILED}

            """)
    }

    @Test func aRefusedWalkRecordsTheBrokenRuleAndReplaysGreen() throws {
        let record = try Self.walk("gpay-only", PhonePeV2Options(flow: .intent, app: .paytm), choosing: nil)
        #expect(!record.errors.isEmpty)
        let yaml = ScenarioRecorder.yaml(of: record, profileName: "gpay-only")
        #expect(yaml.contains("  error: paymentFlow.paymentMode.targetApp\n"), "\(yaml)")
        #expect(try Self.replay(yaml).first?.passed == true)
    }

    @Test func aChangedWalkFailsTheRecordedExpectations() throws {
        let record = try Self.walk("iphone15-all-upi", PhonePeV2Options(flow: .sdk), choosing: "pay")
        let yaml = ScenarioRecorder.yaml(of: record, profileName: "iphone15-all-upi")
        let changed = yaml.replacingOccurrences(of: "\nuserAction: pay\n", with: "\nuserAction: decline\n")
        #expect(changed != yaml)
        let failures = try Self.replay(changed).first?.failures.map(\.subject) ?? []
        #expect(failures.contains("result") && failures.contains("statusCodes"), "\(failures)")
    }
}
