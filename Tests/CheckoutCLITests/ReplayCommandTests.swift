import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `checkout-sim replay` as a process, on scenario files written into a fresh temporary folder.
@Suite("replay as a process")
struct ReplayCommandTests {
    static let passing = """
        name: gpay
        profile: gpay-only
        flow: open-intent
        app: each-visible
        expect:
          visibleApps: [GPAY]
          result: PAYMENT_SUCCESS
          return: manual

        """

    /// `result` (line 5) cannot hold: the payment succeeds.
    static let failing = """
        name: wrong result
        profile: gpay-only
        flow: open-intent
        expect:
          result: PAYMENT_ERROR
          return: manual

        """

    /// Every shipped profile × each app on its page: a matrix of a dozen and more cases.
    static let matrix = """
        name: matrix
        profiles: ["*"]
        flow: open-intent
        app: each-visible
        expect:
          result: PAYMENT_SUCCESS

        """

    @Test func passingAndFailingCasesWithTheDiffAndTheCounts() throws {
        let folder = try ScenarioFolder()
        let pass = try folder.write("pass.yaml", Self.passing)
        let fail = try folder.write("fail.yaml", Self.failing)

        let good = try CLI.run(["replay", pass])
        #expect(good.status == 0, "stderr: \(good.stderr)")
        #expect(good.stdout == "PASS gpay · gpay-only · open-intent · GPAY\n1 passed, 0 failed\n")

        let mixed = try CLI.run(["replay", pass, fail])
        #expect(mixed.status == 1)
        #expect(mixed.stdout == """
            FAIL wrong result · gpay-only · open-intent
              result (\(fail):5)
                - expected "PAYMENT_ERROR"
                + actual   "PAYMENT_SUCCESS"
            PASS gpay · gpay-only · open-intent · GPAY
            1 passed, 1 failed

            """)
    }

    @Test func aBadFileIsReportedWithItsLineAndTheOthersStillRun() throws {
        let folder = try ScenarioFolder()
        let bad = try folder.write("a-bad.yaml", "name: bad\nprofile: gpay-only\nflo: open-intent\n")
        let good = try folder.write("b-good.yaml", Self.passing)
        let result = try CLI.run(["replay", bad, good])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL \(bad):3: ") == true, "\(lines)")
        #expect(lines.contains("PASS gpay · gpay-only · open-intent · GPAY"))
        #expect(lines.last == "1 passed, 1 failed")
    }

    @Test func aMissingProfileIsAProblemOnItsLine() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("missing.yaml", "name: missing\nprofile: pixel-8\nflow: open-intent\n")
        let result = try CLI.run(["replay", file])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL \(file):2: profile \"pixel-8\": ") == true, "\(lines)")
        #expect(lines.first?.contains("gpay-only") == true, "names the profiles there are")
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test func profilePathsAreRelativeToTheScenarioAndInvalidOnesAreProblems() throws {
        let folder = try ScenarioFolder()
        let shipped = try String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), encoding: .utf8)
        try folder.write("phones/my-phone.json", shipped)
        try folder.write("phones/broken.json", #"{"name": "broken"}"#)
        let good = try folder.write("good.yaml", "name: mine\nprofile: phones/my-phone.json\nflow: open-intent\n")
        let bad = try folder.write("bad.yaml", "name: broken\nflow: open-intent\nprofiles:\n  - gpay-only\n  - phones/broken.json\n")
        let result = try CLI.run(["replay", bad, good])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("PASS mine · my-phone · open-intent"), "\(lines)")
        #expect(lines.contains("PASS broken · gpay-only · open-intent"), "the good reference still walks")
        let problem = "FAIL \(bad):5: profile \"phones/broken.json\": \(folder.path("phones/broken.json")) is invalid: os: is required"
        #expect(lines.contains { $0.hasPrefix(problem) }, "\(lines)")
        #expect(lines.last == "2 passed, 1 failed")
    }

    @Test func filterKeepsTheCasesWhoseNameContainsTheText() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("all.yaml", "name: all\nprofile: iphone15-all-upi\nflow: open-intent\napp: each-visible\n")
        let result = try CLI.run(["replay", file, "--filter", "gPaY"])
        #expect(result.status == 0)
        #expect(result.stdout == "PASS all · iphone15-all-upi · open-intent · GPAY\n1 passed, 0 failed\n")
        let nothing = try CLI.run(["replay", file, "--filter", "no such case"])
        #expect(nothing.status == 1, "a filter that matches nothing is a mistake")
        #expect(nothing.stderr.contains("no case name contains \"no such case\""))
    }

    @Test func threeShardsCoverEveryCaseExactlyOnce() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("matrix.yaml", Self.matrix)
        let whole = try CLI.run(["replay", file])
        let everyCase = Self.caseNames(whole.stdout)
        #expect(everyCase.count >= 12)
        var sharded: [String] = []
        for index in 1...3 {
            let shard = try CLI.run(["replay", file, "--shard", "\(index)/3"])
            let names = Self.caseNames(shard.stdout)
            #expect(!names.isEmpty, "shard \(index) of \(everyCase.count) cases")
            let counts = try #require(shard.stdout.split(separator: "\n").last)
            #expect(counts == "\(names.count { whole.stdout.contains("PASS " + $0) }) passed, \(names.count { whole.stdout.contains("FAIL " + $0) }) failed")
            sharded += names
        }
        #expect(sharded.sorted() == everyCase.sorted())
        #expect(try CLI.run(["replay", file, "--shard", "1/3"]).stdout == CLI.run(["replay", file, "--shard", "1/3"]).stdout, "stable")
    }

    @Test func problemsCountInTheFirstShardOnly() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("missing.yaml", "name: missing\nprofile: pixel-8\nflow: open-intent\n")
        #expect(try CLI.run(["replay", file, "--shard", "1/2"]).stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(try CLI.run(["replay", file, "--shard", "2/2"]).stdout == "0 passed, 0 failed\n")
    }

    @Test func jobsGiveTheSameOutputAsOneThread() throws {
        let folder = try ScenarioFolder()
        let matrix = try folder.write("matrix.yaml", Self.matrix.replacingOccurrences(of: "result: PAYMENT_SUCCESS", with: "app: GPAY"))
        let serial = try CLI.run(["replay", matrix, "--jobs", "1"])
        let parallel = try CLI.run(["replay", matrix, "--jobs", "4"])
        #expect(serial.stdout.contains("PASS ") && serial.stdout.contains("FAIL "), "a mix of outcomes")
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.status == serial.status)
        #expect(try CLI.run(["replay", matrix, "--jobs", "0"]).stdout == serial.stdout)
    }

    @Test func junitReportParsesBackWithACaseAndFailuresPerEntry() throws {
        let folder = try ScenarioFolder()
        let pass = try folder.write("pass.yaml", Self.passing)
        let fail = try folder.write("fail.yaml", Self.failing)
        let missing = try folder.write("missing.yaml", "name: missing <&>\nprofile: pixel-8\nflow: open-intent\n")
        let report = folder.path("report.xml")
        let result = try CLI.run(["replay", pass, fail, missing, "--junit", report])
        #expect(result.status == 1)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(try document.nodes(forXPath: "//testsuite").count == 3, "one per file")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 3)
        let wrong = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "wrong result · gpay-only · open-intent" })
        #expect(wrong.attribute(forName: "classname")?.stringValue == fail)
        let failure = try #require(wrong.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "result (line 5)")
        #expect(failure.stringValue?.contains("- expected \"PAYMENT_ERROR\"\n  + actual   \"PAYMENT_SUCCESS\"") == true)
        #expect(try document.nodes(forXPath: "//failure").count == 2)
        let passed = try #require(cases.first { $0.attribute(forName: "classname")?.stringValue == pass })
        #expect(passed.elements(forName: "failure").isEmpty)
    }

    @Test func jsonReportParsesBack() throws {
        let folder = try ScenarioFolder()
        let pass = try folder.write("pass.yaml", Self.passing)
        let fail = try folder.write("fail.yaml", Self.failing)
        let report = folder.path("report.json")
        let result = try CLI.run(["replay", pass, fail, "--json", report])
        #expect(result.status == 1)
        let json = try JSONParser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: report))))
        #expect(json["passed"] == 1)
        #expect(json["failed"] == 1)
        let cases = try #require(json["cases"]?.arrayValue)
        #expect(cases.count == 2)
        #expect(cases[0] == [
            "name": "wrong result · gpay-only · open-intent", "file": .string(fail), "line": 1, "passed": false,
            "failures": [["subject": "result", "line": 5, "diff": ["- expected \"PAYMENT_ERROR\"", "+ actual   \"PAYMENT_SUCCESS\""]]],
        ])
        #expect(cases[1]["passed"] == true)
        #expect(cases[1]["failures"] == [])
    }

    @Test func updateWritesGoldenFilesAndExpectationsSoTheNextRunPasses() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("golden.yaml", """
            name: golden
            profile: iphone15-all-upi
            flow: open-intent
            app: [GPAY, PAYTM]
            golden: transcripts/${app}.txt
            expect:
              result: PAYMENT_ERROR

            """)
        let first = try CLI.run(["replay", file])
        #expect(first.status == 1)
        #expect(first.stdout.contains("no stored transcript at transcripts/GPAY.txt"))

        let update = try CLI.run(["replay", file, "--update"])
        #expect(update.status == 1, "the run it reports is the one before the update")
        #expect(update.stdout.contains("wrote \(folder.path("transcripts/GPAY.txt"))\n"))
        #expect(update.stdout.contains("wrote \(folder.path("transcripts/PAYTM.txt"))\n"))
        #expect(update.stdout.contains("updated \(file): line 7\n"))
        #expect(update.stdout.hasSuffix("0 passed, 2 failed\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("  result: PAYMENT_SUCCESS\n"))
        let run = try CLI.run(["run", "--profile", "iphone15-all-upi", "--flow", "open-intent", "--app", "GPAY"])
        #expect(try String(contentsOfFile: folder.path("transcripts/GPAY.txt"), encoding: .utf8) == run.stdout)

        let second = try CLI.run(["replay", file])
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout.hasSuffix("2 passed, 0 failed\n"))

        // A stale golden file fails with a diff, and --update rewrites it.
        let stale = folder.path("transcripts/PAYTM.txt")
        try run.stdout.write(toFile: stale, atomically: true, encoding: .utf8)
        let third = try CLI.run(["replay", file])
        #expect(third.stdout.contains("FAIL golden · iphone15-all-upi · open-intent · PAYTM\n  golden transcripts/PAYTM.txt (\(file):5)\n"))
        // The diff starts at the first line that differs: the stored transcript is GPAY's, the walk PAYTM's.
        #expect(third.stdout.contains("  golden transcripts/PAYTM.txt (\(file):5)\n    from line "))
        #expect(third.stdout.contains("\n    -   Pays with: Google Pay (GPAY)\n"))
        #expect(third.stdout.contains("\n    +   Pays with: Paytm (PAYTM)\n"))
        let refresh = try CLI.run(["replay", file, "--update"])
        #expect(refresh.stdout.contains("updated \(stale)\n"))
        #expect(try CLI.run(["replay", file]).status == 0)
    }

    @Test func foldersAndGlobsFindScenarioFilesInSortedOrder() throws {
        let folder = try ScenarioFolder()
        try folder.write("b.yaml", Self.passing.replacingOccurrences(of: "name: gpay", with: "name: b"))
        try folder.write("nested/a.yml", Self.passing.replacingOccurrences(of: "name: gpay", with: "name: a"))
        try folder.write("nested/c.json", #"{"name": "c", "profile": "gpay-only", "flow": "open-intent"}"#)
        try folder.write("nested/c.golden.json", "{}")
        try folder.write("notes.txt", "not a scenario")

        let all = try CLI.run(["replay", folder.root])
        #expect(all.status == 0, "\(all.stdout)")
        #expect(Self.caseNames(all.stdout) == ["b · gpay-only · open-intent · GPAY", "a · gpay-only · open-intent · GPAY", "c · gpay-only · open-intent"])

        let globbed = try CLI.run(["replay", folder.path("*.yaml"), folder.path("nested/?.json")])
        #expect(Self.caseNames(globbed.stdout) == ["b · gpay-only · open-intent · GPAY", "c · gpay-only · open-intent"])

        let unmatched = folder.path("none-*.yaml")
        let withTypo = try CLI.run(["replay", folder.path("b.yaml"), unmatched])
        #expect(withTypo.status == 1)
        #expect(withTypo.stdout == "FAIL \(unmatched): no scenario file matches this pattern\nPASS b · gpay-only · open-intent · GPAY\n1 passed, 1 failed\n")
    }

    @Test func commandLineMistakesAreUsageErrors() throws {
        let none = try CLI.run(["replay"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("give at least one scenario file, folder or glob"))
        let shard = try CLI.run(["replay", "x.yaml", "--shard", "4/3"])
        #expect(shard.status == 64)
        #expect(shard.stderr.contains("--shard takes I/N with 1 ≤ I ≤ N"))
    }

    /// The figures' structure and how they follow from each other, never how fast they are: the machine is shared.
    @Test func benchReplayReportsBothJobCounts() throws {
        let asked = 300
        let result = try CLI.run(["bench", "--replay", "--cases", "\(asked)", "--format", "json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json.objectValue?.keys.sorted() == ["cases", "distinctCases", "process", "runs", "speedUp"])
        #expect(json["cases"]?.intValue == Int64(asked))
        // `replay` in a process of its own on a scenario of as many cases: it ran, and the kernel counted its memory.
        let process = try #require(json["process"])
        #expect(process.objectValue?.keys.sorted() == ["cases", "peakMegabytes", "wallSeconds"])
        #expect(process["cases"]?.intValue == Int64(asked))
        #expect(try #require(BenchTUITests.number(process["peakMegabytes"])) > 1)
        #expect(try #require(BenchTUITests.number(process["wallSeconds"])) > 0)
        let distinct = try Self.distinctBenchCases()
        #expect(json["distinctCases"]?.intValue == Int64(distinct))
        let runs = try #require(json["runs"]?.arrayValue)
        #expect(runs.map { $0["jobs"] } == [1, 2])
        var walls: [Double] = []
        for run in runs {
            #expect(run.objectValue?.keys.sorted() == ["casesPerSecond", "cpuSeconds", "failed", "jobs", "wallSeconds"])
            #expect(run["failed"] == 0, "every case holds its own expectations")
            let wall = try #require(BenchTUITests.number(run["wallSeconds"]))
            let cpu = try #require(BenchTUITests.number(run["cpuSeconds"]))
            let perSecond = try #require(run["casesPerSecond"]?.intValue)
            #expect(wall > 0 && cpu > 0)
            // cases / wall seconds, rounded to a whole case, from the wall time before it was rounded to the millisecond.
            let rate = Self.quotient(Double(asked)...Double(asked), Self.beforeRounding(wall))
            #expect(rate.lowerBound - 0.5 <= Double(perSecond) && Double(perSecond) <= rate.upperBound + 0.5, "\(run)")
            walls.append(wall)
        }
        // One job's wall time over two jobs', rounded to hundredths.
        let speedUp = try #require(BenchTUITests.number(json["speedUp"]))
        let ratio = Self.quotient(Self.beforeRounding(walls[0]), Self.beforeRounding(walls[1]))
        #expect(ratio.lowerBound - 0.005 <= speedUp && speedUp <= ratio.upperBound + 0.005, "speedUp \(speedUp), walls \(walls)")
    }

    /// Where a time rounded to the millisecond was before rounding.
    static func beforeRounding(_ seconds: Double) -> ClosedRange<Double> { (seconds - 0.0005)...(seconds + 0.0005) }

    /// Where a / b lies when each lies in its range (b's above zero), widened by a hair for floating point.
    static func quotient(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> ClosedRange<Double> {
        (a.lowerBound / b.upperBound * (1 - 1e-9))...(a.upperBound / b.lowerBound * (1 + 1e-9))
    }

    /// The cases `bench --replay` builds before cycling them, counted from what `profiles list` shows: on each
    /// shipped profile each flow walks once, except those where the user picks the app, which walk each app
    /// on the page (once when there is none); each with two amounts and three outcomes.
    static func distinctBenchCases() throws -> Int {
        let list = try CLI.run(["profiles", "list"])
        let rows = list.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.count == ShippedProfileFiles.names.count, "\(list.stdout)")
        return rows.reduce(0) { total, row in
            // The OS column is two words ("iOS 17.4", "Android 14"); each app the page shows is walked, on
            // Android by package (BHIM, CRED too).
            let apps = row.count > 3 && row[3] != "none" ? row[3].split(separator: ",").count : 0
            return total + PhonePeFlow.allCases.reduce(0) { $0 + ($1.userPicksApp ? max(1, apps) : 1) } * 2 * 3
        }
    }

    /// The names on PASS and FAIL lines, in order.
    static func caseNames(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.hasPrefix("PASS ") || line.hasPrefix("FAIL ") ? String(line.dropFirst(5)) : nil
        }
    }
}

/// A fresh temporary folder of scenario files, removed when the test is done with it.
final class ScenarioFolder {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-replay-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let file = path(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
