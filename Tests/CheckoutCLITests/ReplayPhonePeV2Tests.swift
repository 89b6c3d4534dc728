import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `replay` with `flow: v2-…` scenarios, through the command.
@Suite("replay: PhonePe v2")
struct ReplayPhonePeV2Tests {
    @Test func theShippedV2ExampleReplaysGreenAsTheDocsShow() throws {
        let file = RepositoryPaths.profiles.appendingPathComponent("Scenarios/phonepe-v2.yaml").path
        let result = try CLI.run(["replay", file])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        // The SDK with PhonePe and without, the pay page on two profiles, the intent with each app at two amounts, one decline.
        #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 13)
        #expect(lines.contains("PASS v2-sdk with PhonePe · iphone15-all-upi"))
        #expect(lines.contains("PASS v2-intent with each app · gpay-only · GPAY · 39900 paise"))
        #expect(lines.last == "13 passed, 0 failed")
    }

    @Test func junitNamesEachCaseWithItsFlowInAFileMixingProviders() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("mixed.yaml", """
            name: mixed
            scenarios:
              - {profile: gpay-only, flow: open-intent}
              - {profile: citcon-all-wallets, flow: citcon, method: alipay}
              - {profile: gpay-only, flow: v2-intent, expect: {result: COMPLETED}}
              - {profile: gpay-only, flow: v2-pay-page, userAction: decline, expect: {result: COMPLETED}}

            """)
        let report = folder.path("report.xml")
        let result = try CLI.run(["replay", file, "--junit", report])
        #expect(result.status == 1)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report), options: [])
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == [
            "mixed #1 · gpay-only · open-intent", "mixed #2 · citcon-all-wallets · citcon · alipay · 100 cents",
            "mixed #3 · gpay-only · v2-intent", "mixed #4 · gpay-only · v2-pay-page",
        ])
        let failed = try #require(cases.last?.elements(forName: "failure").first)
        #expect(failed.attribute(forName: "message")?.stringValue == "result (line 6)")
        #expect(failed.stringValue?.contains("- expected \"COMPLETED\"\n  + actual   \"FAILED\"") == true)
        #expect(cases.dropLast().allSatisfy { $0.elements(forName: "failure").isEmpty })
    }

    /// `--update` writes a v2 case's golden files and fixes its failing expectation; the next replay passes.
    @Test func updateWritesV2GoldensAndExpectations() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("v2.yaml", """
            profile: gpay-only
            flow: v2-intent
            golden: golden/${profile}-${flow}-${app}.json
            expect:
              return: callback

            """)
        let first = try CLI.run(["replay", file, "--update"])
        #expect(first.status == 1, "\(first.stdout)")
        let golden = folder.path("golden/gpay-only-v2-intent-GPAY.json")
        let written = try String(contentsOfFile: golden, encoding: .utf8)
        let run = try CLI.run(["run", "--profile", "gpay-only", "--flow", "v2-intent", "--format", "json"])
        #expect(written == run.stdout)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\n  return: manual\n"))
        let second = try CLI.run(["replay", file])
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout == "PASS v2 · gpay-only · v2-intent\n1 passed, 0 failed\n")
    }
}
