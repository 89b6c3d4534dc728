import CheckoutCore
@testable import CheckoutReplay
import CheckoutTestSupport
import Foundation
import Testing

/// What ships in Profiles/ for scenarios: a JSON Schema that describes what the parser accepts, and
/// examples that parse and whose expectations hold.
@Suite("Shipped scenario files")
struct ShippedScenarioFilesTests {
    static let examples = RepositoryPaths.profiles.appendingPathComponent("Scenarios")

    private func schema() throws -> JSONValue {
        let data = try Data(contentsOf: RepositoryPaths.profiles.appendingPathComponent("scenario.schema.json"))
        return try JSONParser.parse([UInt8](data))
    }

    @Test func theSchemaAllowsExactlyTheParsersKeys() throws {
        let schema = try schema()
        let objects: [String: JSONValue?] = [
            "": schema,
            "scenarios[]": schema["$defs"]?["entry"],
            "merchant": schema["$defs"]?["merchant"],
        ]
        for (path, node) in objects {
            let name = path.isEmpty ? "(root)" : path
            let keys = node?["properties"]?.objectValue?.keys ?? []
            #expect(keys == ScenarioParser.allowedKeys[path] ?? [], "schema object \(name), in the README's order")
            #expect(node?["additionalProperties"] == false, "schema object \(name) must refuse unknown keys")
        }
    }

    @Test func theSchemaListsTheParsersValues() throws {
        let definitions = try #require(try schema()["$defs"])
        func values(_ name: String) -> [String] {
            (definitions[name]?["enum"]?.arrayValue ?? []).compactMap(\.stringValue)
        }
        #expect(values("flow") == PhonePeFlow.allCases.map(\.rawValue) + [ScenarioParser.citconFlow] + PhonePeV2Flow.allCases.map(\.rawValue))
        #expect(values("environment") == CitconEnvironment.allCases.map(\.rawValue))
        #expect(values("order") == CitconResultOrder.allCases.map(\.rawValue))
        #expect(values("return") == PhonePeReturnMode.allCases.map(\.rawValue))
        let v2Only = PayerChoice.phonePeV2Offers.filter { !PayerChoice.phonePeUserActions.contains($0) }
        #expect(values("userAction") == (PayerChoice.phonePeUserActions + v2Only).map(\.rawValue))
        #expect(values("authWorkflow") == AuthWorkflow.allCases.map(\.rawValue))
    }

    @Test func theSchemaAcceptsTheExpectationPathsTheParserAccepts() throws {
        let pattern = try #require(try schema()["$defs"]?["expect"]?["propertyNames"]?["pattern"]?.stringValue)
        let expression = try NSRegularExpression(pattern: pattern)
        func accepts(_ path: String) -> Bool {
            expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for key in ScenarioParser.transcriptKeys + ScenarioParser.citconTranscriptKeys + ScenarioParser.phonePeV2TranscriptKeys {
            #expect(accepts(key) && accepts("\(key).x.0") && accepts("\(key).*.code"), "\(key)")
        }
        for alias in ScenarioParser.expectationAliases {
            #expect(accepts(alias) && !accepts("\(alias).0"), "\(alias)")
        }
        #expect(!accepts("reslt") && !accepts("intent..pa") && !accepts("result."))
    }

    private func exampleFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { ($0, try String(contentsOf: Self.examples.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theExamplesParseWithoutProblems() throws {
        let files = try exampleFiles()
        #expect(files.count >= 4)
        for (name, text) in files {
            let parsed = ScenarioParser.parse(text, file: "Profiles/Scenarios/\(name)")
            #expect(parsed.problems.isEmpty, "\(parsed.problems)")
            #expect(!parsed.scenarios.isEmpty, "\(name)")
            #expect(text.hasPrefix("# "), "\(name) starts with a comment saying what it shows")
        }
    }

    /// Walks every case of the examples whose profile is a JSON file (the YAML profile needs the command's
    /// YAML loader), so an example cannot drift from what the simulator does.
    @Test func theExamplesExpectationsHoldOnTheShippedJSONProfiles() throws {
        var walked = 0
        for (name, text) in try exampleFiles() {
            for scenario in ScenarioParser.parse(text, file: name).scenarios {
                let expanded = MatrixExpansion.cases(of: scenario, resolve: Self.jsonProfile)
                #expect(expanded.problems.isEmpty, "\(expanded.problems)")
                for replayCase in expanded.cases {
                    let result = CaseRunner.run(replayCase) { path in
                        try? String(contentsOf: Self.examples.appendingPathComponent(path), encoding: .utf8)
                    }
                    #expect(result.failures.isEmpty, "\(replayCase.name): \(result.failures.map(\.description))")
                    walked += 1
                }
            }
        }
        #expect(walked >= 10)
    }

    static func jsonProfile(_ reference: Located<String>) -> Result<[MatrixExpansion.NamedProfile], ScenarioProblem> {
        switch ShippedProfileFiles.json(reference.value) {
        case .success(let profile): .success([(name: reference.value, profile: profile)])
        case .failure(let problems): .failure(ScenarioProblem(file: "Profiles/\(reference.value).json", line: reference.line, "\(problems)"))
        case nil: .success([])
        }
    }
}
