import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// `bench --tui` prints figures; these check they are all there and make sense, never how fast they are.
@Suite("bench --tui as a process")
struct BenchTUITests {
    /// Every kind of screen in the order a walk meets them: the inspector once per section of the default
    /// profile's first walk, then the Citcon walk's screens on the profile bench walks Citcon on.
    static let screens = ["picker", "device", "checkout"]
        + ["deviceContext", "Request", "X-VERIFY", "Response", "Intent", "Notes"].map { "inspector \($0)" }
        + ["hand-off", "return", "status", "transcript", "citcon walk", "citcon hand-off", "citcon status"]
    static let windows: [(columns: Int64, rows: Int64)] = [(80, 24), (120, 40), (300, 100)]
    /// Each screen at each window size, in the order they are measured.
    static let rows = screens.flatMap { screen in windows.map { "\(screen) at \($0.columns)×\($0.rows)" } }
    /// However short the time asked for, each screen takes at least this many timed keystrokes.
    static let minimumKeystrokes: Int64 = 5

    @Test func printsEveryScreenAtEveryWindowSizeAndTheStartUp() throws {
        let result = try CLI.run(["bench", "--tui", "--seconds", "0.05", "--startup-runs", "2", "--format", "json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json.objectValue?.keys.sorted() == ["keystrokeTargetMicroseconds", "screens", "slowest", "startup"])
        let figures = try #require(json["screens"]?.arrayValue)
        #expect(figures.map { "\($0["screen"]?.stringValue ?? "?") at \($0["columns"]?.intValue ?? 0)×\($0["rows"]?.intValue ?? 0)" } == Self.rows)
        for figure in figures {
            let name = "\(figure["screen"]?.stringValue ?? "?") at \(figure["columns"]?.intValue ?? 0)"
            #expect(figure.objectValue?.keys.sorted()
                == ["columns", "keystrokes", "meanMicroseconds", "p99Microseconds", "rows", "screen", "worstMicroseconds"], "\(name)")
            let keystrokes = try #require(figure["keystrokes"]?.intValue)
            let mean = try #require(Self.number(figure["meanMicroseconds"]))
            let p99 = try #require(Self.number(figure["p99Microseconds"]))
            let worst = try #require(Self.number(figure["worstMicroseconds"]))
            Self.expectConsistent(keystrokes: keystrokes, mean: mean, p99: p99, worst: worst, name)
        }
        // The slowest is the figure with the highest mean, whole.
        let slowest = try #require(json["slowest"])
        #expect(figures.contains { $0 == slowest }, "\(slowest)")
        #expect(Self.number(slowest["meanMicroseconds"]) == figures.compactMap { Self.number($0["meanMicroseconds"]) }.max())
        #expect(Self.number(json["keystrokeTargetMicroseconds"]) == 2000)

        let startup = try #require(json["startup"])
        #expect(startup.objectValue?.keys.sorted()
            == ["columns", "maxMilliseconds", "medianMilliseconds", "minMilliseconds", "rows", "runs", "targetMilliseconds"])
        #expect(startup["runs"]?.intValue == 2, "one figure per launch asked for")
        #expect(startup["columns"]?.intValue == 80 && startup["rows"]?.intValue == 24)
        #expect(Self.number(startup["targetMilliseconds"]) == 100)
        let minimum = try #require(Self.number(startup["minMilliseconds"]))
        let median = try #require(Self.number(startup["medianMilliseconds"]))
        let maximum = try #require(Self.number(startup["maxMilliseconds"]))
        #expect(minimum > 0 && minimum <= median && median <= maximum)
        // The median of two launches is their mean; each figure is rounded to tenths.
        #expect(abs(median - (minimum + maximum) / 2) <= 0.1 + 1e-9, "min \(minimum), median \(median), max \(maximum)")
    }

    @Test func printsATableAndTheTargets() throws {
        let result = try CLI.run(["bench", "--tui", "--seconds", "0.01", "--startup-runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("Keystroke to frame: j or k pressed on each screen") == true)
        #expect(lines.count > 1 && Self.cells(lines[1]) == ["screen", "window", "keys", "mean µs", "p99 µs", "worst µs"])
        let table = lines.dropFirst(2).prefix { !$0.hasPrefix("slowest: ") }.map(Self.cells)
        #expect(table.map { "\($0.first ?? "?") at \($0.dropFirst().first ?? "?")" } == Self.rows)
        for row in table where row.count == 6 {
            let name = "\(row[0]) at \(row[1])"
            let keystrokes = try #require(Int64(row[2]), "\(row)")
            let (mean, p99, worst) = (try #require(Double(row[3])), try #require(Double(row[4])), try #require(Double(row[5])))
            Self.expectConsistent(keystrokes: keystrokes, mean: mean, p99: p99, worst: worst, name)
        }
        // "slowest: status at 300×100, mean 5889.0 µs, p99 11533.3 µs (target: …)": a row of the table, with the highest mean.
        let slowest = try #require(lines.first { $0.hasPrefix("slowest: ") })
        let highest = table.compactMap { $0.count == 6 ? Double($0[3]) : nil }.max()
        let named = table.first { $0.count == 6 && slowest.hasPrefix("slowest: \($0[0]) at \($0[1]), mean \($0[3]) µs, p99 \($0[4]) µs (") }
        #expect(named != nil && Double(named?[3] ?? "") == highest, "\(slowest)")
        #expect(slowest.hasSuffix(" µs (target: under 2000 µs on the largest window)"))
        #expect(result.stdout.contains("\n\nStart-up to first frame: `checkout-sim tui` launched 1 times on an 80×24 pseudo-terminal"))
        #expect(result.stdout.contains("(target: under 100 ms)"))
        // One launch: its figure is the minimum, the median and the maximum.
        let figures = try #require(lines.last { $0.hasPrefix("min ") }).split(separator: " ", omittingEmptySubsequences: true)
        #expect(figures.count == 9 && figures[0] == "min" && figures[3] == "median" && figures[6] == "max", "\(figures)")
        #expect(figures.count == 9 && figures[1] == figures[4] && figures[4] == figures[7], "\(figures)")
    }

    @Test func refusesFlowAndStages() throws {
        for extra in [["--stages"], ["--flow", "open-intent"]] {
            let result = try CLI.run(["bench", "--tui"] + extra)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--tui times the terminal UI: it takes no --stages or --flow"))
        }
    }

    /// What holds of any screen's figures however fast the machine: each is one of at least the minimum
    /// number of timed keystrokes, sorted; the 99th percentile of n is the one at n × 99 / 100, so up to
    /// 100 keystrokes it is the worst.
    static func expectConsistent(keystrokes: Int64, mean: Double, p99: Double, worst: Double, _ name: String) {
        #expect(keystrokes >= minimumKeystrokes, "\(name)")
        #expect(0 < mean && mean <= worst, "\(name): mean \(mean), worst \(worst)")
        #expect(p99 <= worst, "\(name): p99 \(p99), worst \(worst)")
        if keystrokes <= 100 { #expect(p99 == worst && mean <= p99, "\(name): \(keystrokes) keystrokes, p99 \(p99), worst \(worst)") }
    }

    /// A text table's row as its cells: columns are apart by two spaces or more, cells by one at most.
    static func cells(_ line: String) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// JSON numbers come back as integers when they happen to be whole.
    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}
