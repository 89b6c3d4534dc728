import CheckoutCore
import CheckoutReplay
import CheckoutTUI
import Testing

@Suite("Scenario expectations: where each is decided, and its mark")
struct ScenarioMarksTests {
    private static func expectation(_ path: String, _ value: JSONValue = "x") -> CheckoutReplay.Expectation { CheckoutReplay.Expectation(path: path, value: value, line: 1) }

    @Test(arguments: [
        ("schemes", ScenarioStage.device), ("visibleApps", .device), ("deviceContext.isPPAppPresent", .device),
        ("app", .checkout), ("amount", .checkout), ("request.payload.paymentScope", .request), ("error", .request),
        ("intent.params.pa", .request), ("handOff.openedApp", .handOff), ("return", .returned), ("return.url", .returned),
        ("statusCodes", .status), ("callback.verified", .status), ("result", .status), ("refund", .status), ("clientResults", .status),
        ("merchantOrderId", .checkout), ("userAction", .checkout), ("token.response.httpStatus", .request), ("startCheckout.token", .request),
        ("completion.state", .returned), ("attemptWebhooks.*.event", .status), ("tokenRefreshes", .status),
    ])
    func eachPathIsDecidedOnTheScreenThatShowsIt(path: String, stage: ScenarioStage) {
        #expect(ScenarioStage.deciding(Self.expectation(path)) == stage)
    }

    @Test func marksFollowReplaysCheckUpToTheScreenReached() throws {
        let replayCase = try #require(ScenarioFixtures.cases(ScenarioFixtures.gpayMixed).first)
        let record = Walk.run(profile: replayCase.profile, request: replayCase.walk)
        let result = CaseRunner.check(replayCase, record: record) { _ in nil }
        #expect(result == CaseRunner.run(replayCase) { _ in nil })

        let atRequest = ExpectationMark.marks(for: replayCase, result: result, reached: .request)
        #expect(atRequest.map(\.subject) == ["request.path", "intent.params.pa", "return", "result"])
        #expect(atRequest[0].state == .passed)
        #expect(atRequest[1].state == .failed(["- expected \"SOMEONE@ybl\"", "+ actual   \"MERCHANTUAT@ybl\""]))
        #expect(atRequest[2].state == .pending && atRequest[2].stage == .returned)
        #expect(atRequest[3].state == .pending && atRequest[3].stage == .status)

        let atEnd = ExpectationMark.marks(for: replayCase, result: result, reached: .status)
        #expect(atEnd[2].state == .failed(["- expected \"callback\"", "+ actual   \"manual\""]))
        #expect(atEnd[3].state == .passed)
        let counts = ExpectationMark.counts(atEnd)
        #expect(counts.passed == 2 && counts.failed == 2 && counts.pending == 0)

        let beforeTheWalk = ExpectationMark.marks(for: replayCase, result: result, reached: nil)
        #expect(beforeTheWalk.allSatisfy { $0.state == .pending })
    }

    @Test func newsFirstPutsFailuresThenTheLatestScreensPassesFirst() {
        let marks = [
            ExpectationMark(subject: "app", line: 1, stage: .checkout, state: .passed),
            ExpectationMark(subject: "result", line: 2, stage: .status, state: .pending),
            ExpectationMark(subject: "request.path", line: 3, stage: .request, state: .passed),
            ExpectationMark(subject: "intent.params.pa", line: 4, stage: .request, state: .failed(["- a", "+ b"])),
        ]
        #expect(ExpectationMark.newsFirst(marks).map(\.subject) == ["intent.params.pa", "request.path", "app", "result"])
    }

    @Test func aGoldenFileIsMarkedOnlyOnceTheWalkHasEnded() throws {
        let yaml = ScenarioFixtures.gpayMixed + "\ngolden: golden/${profile}.txt\n"
        let replayCase = try #require(ScenarioFixtures.cases(yaml).first)
        let record = Walk.run(profile: replayCase.profile, request: replayCase.walk)
        #expect(CaseRunner.goldenPath(replayCase, record: record) == "golden/gpay-only.txt")
        let stored = CaseRunner.check(replayCase, record: record) { $0 == "golden/gpay-only.txt" ? record.text : nil }
        #expect(ExpectationMark.marks(for: replayCase, result: stored, reached: .returned).last?.state == .pending)
        #expect(ExpectationMark.marks(for: replayCase, result: stored, reached: .status).last?.state == .passed)
        let missing = CaseRunner.check(replayCase, record: record) { _ in nil }
        guard case .failed(let diff)? = ExpectationMark.marks(for: replayCase, result: missing, reached: .status).last?.state else {
            Issue.record("a missing golden file is not marked failed")
            return
        }
        #expect(diff == ["no stored transcript at golden/gpay-only.txt: replay with --update to write it"])
    }
}
