import CheckoutCore
import CheckoutTUI

/// `bench --tui`: keystroke-to-frame on every screen at three window sizes, then start-up to the first frame.
struct TUIBench {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 300, rows: 100)]
    /// Per keystroke, on the largest window.
    static let keystrokeTargetMicroseconds = 2000.0
    static let startupTargetMilliseconds = 100.0

    var profile: String
    /// Per window size, shared by its screens.
    var seconds: Double
    var startupRuns: Int

    func run(format: OutputFormat) throws {
        let (entries, selected) = try ProfileEntries.load(preselecting: profile)
        func start(_ size: TerminalSize) -> AppModel {
            AppModel(profiles: entries, selectedProfile: selected, size: size, glyphs: .unicode)
        }
        let screens = try KeystrokeBench.screens(from: start(Self.sizes[0]))
        var figures: [KeystrokeFigure] = []
        for screen in screens {
            for size in Self.sizes {
                figures.append(try KeystrokeBench.measure(screen, from: start(size), seconds: seconds / Double(screens.count)))
            }
        }
        let startup = try StartupBench.measure(profile: profile, runs: startupRuns)
        switch format {
        case .json: print(JSONWriter.pretty(json(figures, startup)))
        case .text: print(text(figures, startup))
        }
    }

    private func slowest(_ figures: [KeystrokeFigure]) -> KeystrokeFigure {
        figures.max { $0.mean < $1.mean }!
    }

    private func text(_ figures: [KeystrokeFigure], _ startup: StartupFigure) -> String {
        var table = TextTable(["screen", "window", "keys", "mean µs", "p99 µs", "worst µs"])
        for figure in figures {
            table.add([
                figure.screen, figure.size.description, String(figure.microseconds.count),
                format1(figure.mean), format1(figure.p99), format1(figure.worst),
            ])
        }
        let slow = slowest(figures)
        let target = Int(Self.keystrokeTargetMicroseconds)
        return """
            Keystroke to frame: j or k pressed on each screen, timed through update, view and paint (curses' own output aside).
            \(table.render(indent: ""))
            slowest: \(slow.screen) at \(slow.size), mean \(format1(slow.mean)) µs, p99 \(format1(slow.p99)) µs \
            (target: under \(target) µs on the largest window)

            Start-up to first frame: `checkout-sim tui` launched \(startup.milliseconds.count) times on an \
            \(StartupBench.size) pseudo-terminal, each timed until it exits (target: under \(Int(Self.startupTargetMilliseconds)) ms).
            min \(format1(startup.min)) ms  median \(format1(startup.median)) ms  max \(format1(startup.max)) ms
            """
    }

    private func json(_ figures: [KeystrokeFigure], _ startup: StartupFigure) -> JSONValue {
        func entry(_ figure: KeystrokeFigure) -> JSONValue {
            [
                "screen": .string(figure.screen), "columns": .int(Int64(figure.size.columns)), "rows": .int(Int64(figure.size.rows)),
                "keystrokes": .int(Int64(figure.microseconds.count)), "meanMicroseconds": rounded(figure.mean),
                "p99Microseconds": rounded(figure.p99), "worstMicroseconds": rounded(figure.worst),
            ]
        }
        return [
            "screens": .array(figures.map(entry)),
            "slowest": entry(slowest(figures)),
            "keystrokeTargetMicroseconds": rounded(Self.keystrokeTargetMicroseconds),
            "startup": [
                "runs": .int(Int64(startup.milliseconds.count)), "columns": .int(Int64(StartupBench.size.columns)),
                "rows": .int(Int64(StartupBench.size.rows)), "minMilliseconds": rounded(startup.min),
                "medianMilliseconds": rounded(startup.median), "maxMilliseconds": rounded(startup.max),
                "targetMilliseconds": rounded(Self.startupTargetMilliseconds),
            ],
        ]
    }

    /// Tenths are all the precision a shared machine gives.
    private func rounded(_ value: Double) -> JSONValue { .double((value * 10).rounded() / 10) }

    private func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
