@testable import CheckoutCLI
import CheckoutCore
import CheckoutReplay
import CheckoutTestSupport
import Foundation
import Testing

/// `--junit` and `--json` are written entry by entry as the cases finish, and put together at the end:
/// the files must be the very bytes the whole-report writer made (`WholeReplayReport`).
@Suite("streamed replay reports")
struct StreamedReportTests {
    /// Text from files someone else wrote: control characters, markup, quotes, line breaks, and
    /// unicode beyond ASCII (accents, CJK, an emoji, a combining mark, right-to-left).
    static let oddTexts = [
        "plain", "tab\there", "line\nbreak", "esc \u{1B}[2J bell \u{7} nul \u{0}", "c1 \u{9B}31m del \u{7F}",
        "<&\"'>", "₹ 1 · 支付 · 💳 · é\u{301} · שלום", "\u{FFFE}\u{FFFF}", "back\\slash",
    ]

    /// Problems and cases over three files, one of whose entries come back after another file's
    /// (so its suite is written from two places in the spool), enough of them to pass a spool block.
    static func entries(count: Int) -> [ReplayReport.Entry] {
        let files = ["a.yaml", "b ₹.yaml", "c\u{1B}.yaml"]
        var entries = [ReplayReport.Entry(ScenarioProblem(file: files[1], line: 3, "unknown key \"ämount\" \u{7}"))]
        for index in 0..<count {
            let file = files[(index / 7) % files.count]
            let text = oddTexts[index % oddTexts.count]
            let failures = index % 3 == 0 ? [] : [
                CaseFailure(subject: "result", line: index % 50, diff: ["- expected \"\(text)\"", "+ actual \"PAYMENT_ERROR\""]),
                CaseFailure(subject: "golden", line: 2, diff: index % 2 == 0 ? [] : ["  {", "- \"am\": \(index)", "+ \"am\": \"\(text)\""]),
            ].prefix(index % 3)
            let result = CaseResult(name: "case \(index) · \(text)", source: SourceLocation(file: file, line: index + 1), failures: Array(failures))
            entries.append(ReplayReport.Entry(result, file: file, caseIndex: index))
            if index == count / 2 { entries.append(ReplayReport.Entry(ScenarioProblem(file: files[0], line: 0, "profile \"x\": no such file"))) }
        }
        return entries
    }

    static func streamed(_ entries: [ReplayReport.Entry], in folder: ScenarioFolder) throws -> (junit: Data, json: Data) {
        var report = ReplayReport(keepsEntries: false, junit: ReplayJUnitReport(), json: ReplayJSONReport())
        for entry in entries { _ = report.record(entry) }
        try report.junit?.write(to: folder.path("report.xml"))
        try report.json?.write(to: folder.path("report.json"))
        return (try Data(contentsOf: URL(fileURLWithPath: folder.path("report.xml"))), try Data(contentsOf: URL(fileURLWithPath: folder.path("report.json"))))
    }

    @Test(arguments: [0, 1, 5, 3_000])
    func streamedReportsAreTheWholeReportsBytes(cases: Int) throws {
        let folder = try ScenarioFolder()
        let entries = cases == 0 ? [] : Self.entries(count: cases)
        let (junit, json) = try Self.streamed(entries, in: folder)
        #expect(String(decoding: junit, as: UTF8.self) == WholeReplayReport.junitXML(entries))
        #expect(String(decoding: json, as: UTF8.self) == WholeReplayReport.json(entries))
        if cases == 3_000 { #expect(junit.count > 2 * AtomicFile.Output.blockSize && json.count > 2 * AtomicFile.Output.blockSize) }
    }

    /// A real replay in its own process: failing cases, a file that cannot be parsed, and names with
    /// control characters and unicode, against the whole-report writer given the same replay's entries.
    @Test func aReplaysFilesAreTheWholeReportsBytes() throws {
        let folder = try ScenarioFolder()
        let amounts = (1...150).map { String(100 + $0) }.joined(separator: ", ")
        let scenarios = [
            try folder.write("matrix ₹.yaml", """
                name: "支付 \\e[31m \\u00e9\\u0301 <&>"
                profiles: [iphone15-all-upi, gpay-only]
                flow: open-intent
                app: each-visible
                amounts: [\(amounts)]
                expect:
                  result: PAYMENT_SUCCESS
                  intent.params.am: "1.01"

                """),
            try folder.write("broken.yaml", "profile: iphone15-all-upi\nflow: open-intent\nbogus: 1\n"),
            try folder.write("odd.yaml", ReplayReportControlCharacterTests.scenario.replacingOccurrences(of: "EVIL", with: "gpay-only")),
        ]
        // Beside the scenarios' folder, not in it: the replay below reads that folder again.
        let reports = try ScenarioFolder()
        let junit = reports.path("report.xml")
        let json = reports.path("report.json")
        let result = try CLI.run(["replay", folder.root, "--jobs", "2", "--junit", junit, "--json", json])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("failed"))

        let plan = ReplayPlan(arguments: [folder.root], filter: nil, shard: .whole, resolver: ProfileResolver(store: ProfileStore(directory: RepositoryPaths.profiles)))
        var report = ReplayReport(keepsEntries: true)
        plan.walk(jobs: 1, keepWalks: false, into: &report, print: { _ in }, walked: { _, _ in })
        #expect(report.entries.count > 300)
        #expect(report.failed > 0 && report.passed > 0)
        #expect(Set(report.entries.map(\.file)).isSuperset(of: scenarios))
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == WholeReplayReport.junitXML(report.entries))
        #expect(try String(contentsOfFile: json, encoding: .utf8) == WholeReplayReport.json(report.entries))
    }
}
