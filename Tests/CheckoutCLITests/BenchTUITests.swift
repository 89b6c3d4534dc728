import CheckoutCore
import CheckoutTestSupport
import Testing

/// `bench --tui` prints figures; these check they are all there and make sense, never how fast they are.
@Suite("bench --tui as a process")
struct BenchTUITests {
    static let screens = ["picker", "device", "checkout", "inspector deviceContext", "hand-off", "return", "status", "transcript", "citcon walk", "citcon hand-off", "citcon status"]
    static let windows: [(columns: Int64, rows: Int64)] = [(80, 24), (120, 40), (300, 100)]

    @Test func printsEveryScreenAtEveryWindowSizeAndTheStartUp() throws {
        let result = try CLI.run(["bench", "--tui", "--seconds", "0.05", "--startup-runs", "2", "--format", "json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        let figures = try #require(json["screens"]?.arrayValue)
        let names = figures.compactMap { $0["screen"]?.stringValue }
        for screen in Self.screens {
            let sizes = figures.filter { $0["screen"]?.stringValue == screen }.map { ($0["columns"]?.intValue, $0["rows"]?.intValue) }
            #expect(sizes.map { "\($0.0 ?? 0)×\($0.1 ?? 0)" } == Self.windows.map { "\($0.columns)×\($0.rows)" }, "\(screen)")
        }
        #expect(Set(names.filter { $0.hasPrefix("inspector ") }).count >= 5, "one row per inspector section")
        for figure in figures {
            #expect((figure["keystrokes"]?.intValue ?? 0) > 0)
            for key in ["meanMicroseconds", "p99Microseconds", "worstMicroseconds"] {
                #expect((Self.number(figure[key]) ?? 0) > 0, "\(key) of \(figure["screen"]?.stringValue ?? "?")")
            }
        }
        #expect(names.contains(json["slowest"]?["screen"]?.stringValue ?? "none"))
        let startup = try #require(json["startup"])
        #expect(startup["runs"]?.intValue == 2)
        let minimum = try #require(Self.number(startup["minMilliseconds"]))
        let median = try #require(Self.number(startup["medianMilliseconds"]))
        let maximum = try #require(Self.number(startup["maxMilliseconds"]))
        #expect(minimum > 0 && minimum <= median && median <= maximum)
    }

    @Test func printsATableAndTheTargets() throws {
        let result = try CLI.run(["bench", "--tui", "--seconds", "0.01", "--startup-runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("Keystroke to frame"))
        #expect(result.stdout.contains("\ntranscript "))
        #expect(result.stdout.contains("\nslowest: "))
        #expect(result.stdout.contains("under 2000 µs on the largest window"))
        #expect(result.stdout.contains("under 100 ms"))
    }

    @Test func refusesFlowAndStages() throws {
        for extra in [["--stages"], ["--flow", "open-intent"]] {
            let result = try CLI.run(["bench", "--tui"] + extra)
            #expect(result.status != 0)
            #expect(result.stderr.contains("--tui times the terminal UI: it takes no --stages or --flow"))
        }
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
