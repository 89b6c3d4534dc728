@testable import CheckoutReplay
import CheckoutCore
import CheckoutTestSupport
import Testing

/// Matrix expansion, expectations, golden comparison and `--update`, on scenarios built in code.
@Suite("Replay core")
struct ReplayCoreTests {
    static let here = SourceLocation(file: "s.yaml", line: 1)
    static let profiles: [String: DeviceProfile] = [
        "all": Fixtures.profile(),
        "gpay": Fixtures.profile(apps: [Fixtures.gpay]),
        "none": Fixtures.profile(apps: []),
    ]

    /// Names and globs over the fixture profiles, as the command resolves them over files.
    static func resolve(_ reference: Located<String>) -> Result<[MatrixExpansion.NamedProfile], ScenarioProblem> {
        let names = reference.value == "*" ? profiles.keys.sorted() : [reference.value]
        let found = names.compactMap { name in profiles[name].map { (name: name, profile: $0) } }
        return found.isEmpty ? .failure(ScenarioProblem(file: "s.yaml", line: reference.line, "no profile \"\(reference.value)\"")) : .success(found)
    }

    static func scenario(
        profiles: [String] = ["all"], flow: PhonePeFlow = .openIntent, apps: AppChoice = .firstVisible, amounts: [Int64?] = [nil],
        outcome: String = "success", expect: [(String, JSONValue)] = []
    ) -> Scenario {
        Scenario(
            source: here, name: "s", profiles: profiles.map { Located($0, line: 2) }, flow: .phonePe(flow), apps: apps, amounts: amounts,
            outcome: try! PhonePeOutcome.parse(outcome),
            expectations: expect.enumerated().map { Expectation(path: $0.element.0, value: $0.element.1, line: 10 + $0.offset) })
    }

    static func run(_ scenario: Scenario, stored: [String: String] = [:]) -> [CaseResult] {
        let expanded = MatrixExpansion.cases(of: scenario, resolve: resolve)
        #expect(expanded.problems.isEmpty)
        return expanded.cases.map { CaseRunner.run($0, storedTranscript: { stored[$0] }) }
    }

    @Test func theMatrixIsProfilesTimesVisibleAppsTimesAmounts() {
        let expanded = MatrixExpansion.cases(of: Self.scenario(profiles: ["*"], apps: .eachVisible, amounts: [100, 250]), resolve: Self.resolve)
        // all: 3 apps, gpay: 1, none: walks once to show the refusal; × 2 amounts.
        #expect(expanded.cases.count == (3 + 1 + 1) * 2)
        #expect(expanded.cases.map(\.name).prefix(3) == ["s · all · open-intent · PHONEPE · 100 paise", "s · all · open-intent · PHONEPE · 250 paise", "s · all · open-intent · GPAY · 100 paise"])
        #expect(Set(expanded.cases.map(\.name)).count == expanded.cases.count, "case names are unique")
        #expect(expanded.cases.first?.walk.phonePeOptions?.amount == 100)
    }

    @Test func overlappingReferencesGiveEachProfileOnceAndTheCountIsWhatIsBuilt() {
        let matrix = MatrixExpansion.matrix(of: Self.scenario(profiles: ["gpay", "*", "all"], apps: .eachVisible, amounts: [100, 250]), resolve: Self.resolve)
        #expect(matrix.profiles.map(\.name) == ["gpay", "all", "none"])
        #expect(matrix.count == 10)
        #expect(matrix.cases().count == matrix.count)
        var asked: [String] = []
        let wanted = matrix.cases { name in
            asked.append(name)
            return name.hasSuffix("250 paise")
        }
        #expect(asked.count == 10, "every name is offered to the filter")
        #expect(wanted.map(\.name) == asked.filter { $0.hasSuffix("250 paise") }, "only the wanted cases are built")
    }

    @Test func flowsThatAlwaysPayWithPhonePeWalkOncePerProfile() throws {
        let expanded = MatrixExpansion.cases(of: Self.scenario(flow: .phonepeIntent, apps: .eachVisible), resolve: Self.resolve)
        #expect(expanded.cases.count == 1)
        #expect(try #require(expanded.cases[0].walk.phonePeOptions).app == nil)
    }

    @Test func aMissingProfileIsAProblemAndTheRestStillExpands() {
        let expanded = MatrixExpansion.cases(of: Self.scenario(profiles: ["gpay", "nope"]), resolve: Self.resolve)
        #expect(expanded.cases.count == 1)
        #expect(expanded.problems.map(\.description) == ["s.yaml:2: no profile \"nope\""])
    }

    @Test func expectationsThatHoldPass() {
        let results = Self.run(Self.scenario(profiles: ["*"], apps: .eachVisible, expect: [
            ("result", "PAYMENT_SUCCESS"),
            ("request.payload.openIntentWithApp", "${app}"),
            ("deviceContext", ["deviceOS": "iOS"]),
            ("statusCodes", ["PAYMENT_SUCCESS"]),
            ("statusChecks.0.at", 20),
        ]).withProfiles(["all", "gpay"]))
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.passed }, "\(results.flatMap(\.failures))")
    }

    @Test func aFailureShowsExpectedAgainstActual() throws {
        let results = Self.run(Self.scenario(profiles: ["gpay"], outcome: "pending:1,success", expect: [
            ("statusCodes", ["PAYMENT_SUCCESS"]), ("return", "callback"), ("intent.params.nothere", "x"),
        ]))
        let failures = try #require(results.first?.failures)
        #expect(failures.map(\.subject) == ["statusCodes", "return", "intent.params.nothere"])
        #expect(failures[0].diff == ["- expected [\"PAYMENT_SUCCESS\"]", "+ actual   [\"PAYMENT_PENDING\",\"PAYMENT_SUCCESS\"]"])
        #expect(failures[0].line == 10)
        #expect(failures[1].diff == ["- expected \"callback\"", "+ actual   \"manual\""])
        #expect(failures[2].diff == ["- expected \"x\"", "+ actual   (absent)"])
    }

    @Test func anObjectThatDiffersShowsOnlyTheKeysThatDiffer() throws {
        let results = Self.run(Self.scenario(profiles: ["gpay"], expect: [
            ("intent.params", ["pa": "MERCHANTUAT@ybl", "am": "2.00", "cu": "INR"]),
            ("request.payload", ["merchantId": "MERCHANTUAT", "deviceContext": ["deviceOS": "Android"]]),
        ]))
        let failures = try #require(results.first?.failures)
        #expect(failures.map(\.diff) == [
            ["- am: expected \"2.00\"", "+ am: actual   \"1.00\"", "- cu: expected \"INR\"", "+ cu: actual   (absent)"],
            ["- deviceContext.deviceOS: expected \"Android\"", "+ deviceContext.deviceOS: actual   \"iOS\""],
        ])
    }

    @Test func anExpectedErrorNamesTheField() throws {
        let refused = Self.run(Self.scenario(profiles: ["none"], expect: [("error", "openIntentWithApp"), ("result", nil)]))
        #expect(refused.first?.passed == true, "\(refused.first?.failures ?? [])")
        let sent = Self.run(Self.scenario(profiles: ["all"], expect: [("error", "amount")]))
        #expect(try #require(sent.first?.failures.first).diff == ["- an error on \"amount\"", "+ errors on: none (the request was sent)"])
    }

    @Test func objectsMatchAsSubsetsAndNullMatchesAbsent() {
        #expect(ExpectationCheck.matches(["a": 1], ["a": 1, "b": 2]))
        #expect(!ExpectationCheck.matches(["a": 1, "c": 3], ["a": 1, "b": 2]))
        #expect(!ExpectationCheck.matches([1, 2], [1, 2, 3]), "arrays match whole")
        #expect(ExpectationCheck.matches(.null, nil))
        #expect(!ExpectationCheck.matches("x", nil))
    }

    @Test func aGoldenTranscriptIsComparedByteForByte() throws {
        var scenario = Self.scenario(profiles: ["gpay"])
        scenario.golden = GoldenReference(path: "golden/${profile}.txt", line: 5)
        let options = MatrixExpansion.cases(of: scenario, resolve: Self.resolve).cases[0]
        let text = PhonePeWalk.run(profile: options.profile, options: try #require(options.walk.phonePeOptions)).text
        #expect(Self.run(scenario, stored: ["golden/gpay.txt": text]).first?.passed == true)
        let changed = text.replacingOccurrences(of: "PAYMENT_SUCCESS", with: "PAYMENT_ERROR")
        let failure = try #require(Self.run(scenario, stored: ["golden/gpay.txt": changed]).first?.failures.first)
        #expect(failure.subject == "golden golden/gpay.txt")
        #expect(failure.diff.first?.hasPrefix("from line ") == true)
        #expect(failure.diff.contains { $0.hasPrefix("- ") && $0.contains("PAYMENT_ERROR") })
        #expect(failure.diff.contains { $0.hasPrefix("+ ") && $0.contains("PAYMENT_SUCCESS") })
        let missing = try #require(Self.run(scenario).first)
        #expect(missing.failures.first?.diff == ["no stored transcript at golden/gpay.txt: replay with --update to write it"])
        #expect(missing.golden?.text == text, "what --update would write")
    }

    @Test func updateRewritesFailingExpectationsOnTheirLines() throws {
        let text = """
            # what open intent shows on a Google Pay phone
            name: s
            profile: gpay
            flow: open-intent
            expect:
              result: PAYMENT_ERROR   # was wrong
              statusCodes:
                - PAYMENT_PENDING
              return: manual
            """
        let scenario = Self.scenario(profiles: ["gpay"], expect: [])
        var located = scenario
        located.expectations = [
            Expectation(path: "result", value: "PAYMENT_ERROR", line: 6),
            Expectation(path: "statusCodes", value: ["PAYMENT_PENDING"], line: 7),
            Expectation(path: "return", value: "manual", line: 9),
        ]
        let results = Self.run(located)
        let updated = ScenarioUpdate.rewrite(text, file: "s.yaml", results: [(located, results)])
        #expect(updated.problems.isEmpty)
        #expect(updated.text == """
            # what open intent shows on a Google Pay phone
            name: s
            profile: gpay
            flow: open-intent
            expect:
              result: PAYMENT_SUCCESS  # was wrong
              statusCodes: [PAYMENT_SUCCESS]
              return: manual
            """)
    }

    @Test func updateEditsAOneLineMappingKeyByKeyAndKeepsCRLF() throws {
        let scenario = Self.scenario(profiles: ["gpay"], expect: [])
        var flow = scenario
        flow.expectations = [
            Expectation(path: "result", value: "PAYMENT_SUCCESS", line: 2),
            Expectation(path: "return", value: "callback", line: 2),
        ]
        let oneLine = "name: s\nexpect: {result: PAYMENT_SUCCESS, return: callback}\n"
        let edited = ScenarioUpdate.rewrite(oneLine, file: "s.yaml", results: [(flow, Self.run(flow))])
        #expect(edited.problems.isEmpty)
        #expect(edited.text == "name: s\nexpect: {result: PAYMENT_SUCCESS, return: manual}\n", "only the failing entry changes")

        let twoLines = "name: s\nexpect: {result: PAYMENT_SUCCESS,\n  return: callback}\n"
        var spread = scenario
        spread.expectations = [Expectation(path: "return", value: "callback", line: 3)]
        let left = ScenarioUpdate.rewrite(twoLines, file: "s.yaml", results: [(spread, Self.run(spread))])
        #expect(left.text == twoLines, "nothing lost: a mapping over several lines is left whole")
        #expect(left.problems.map(\.description) == [
            "s.yaml:3: return: written inside a mapping that --update cannot edit key by key (it does not open and close on this line), so it left it; write each expectation on its own line, or edit it by hand",
        ])

        var crlf = scenario
        crlf.expectations = [Expectation(path: "return", value: "callback", line: 3)]
        let windows = "name: s\r\nexpect:\r\n  return: callback # from the old app\r\n  result: PAYMENT_SUCCESS\r\n"
        let rewritten = ScenarioUpdate.rewrite(windows, file: "s.yaml", results: [(crlf, Self.run(crlf))])
        #expect(rewritten.problems.isEmpty)
        #expect(rewritten.text == "name: s\r\nexpect:\r\n  return: manual  # from the old app\r\n  result: PAYMENT_SUCCESS\r\n")
    }

    @Test func updateRefusesAValueTheCasesDisagreeOn() {
        var scenario = Self.scenario(profiles: ["all"], apps: .eachVisible)
        scenario.expectations = [Expectation(path: "request.payload.openIntentWithApp", value: "GPAY", line: 3)]
        let results = Self.run(scenario)
        let text = "profile: all\nflow: open-intent\nexpect: {}\n"
        let updated = ScenarioUpdate.rewrite(text, file: "s.yaml", results: [(scenario, results)])
        #expect(updated.text == text)
        #expect(updated.problems.first?.description.hasPrefix("s.yaml:3: request.payload.openIntentWithApp: the cases saw different values") == true)
    }

    @Test func flowYAMLReadsBackTheSame() {
        #expect(YAMLFlow.text(["PAYMENT_SUCCESS", "true", "12", "a b", "https://x/y"]) == #"[PAYMENT_SUCCESS, "true", "12", "a b", "https://x/y"]"#)
        #expect(YAMLFlow.text(["k": 1, "n": .null, "yes": true]) == #"{k: 1, "n": null, "yes": true}"#, "words YAML 1.1 reads as booleans stay quoted")
    }
}

private extension Scenario {
    func withProfiles(_ names: [String]) -> Scenario {
        var copy = self
        copy.profiles = names.map { Located($0, line: 2) }
        return copy
    }
}
