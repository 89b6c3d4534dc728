import CheckoutTUI
import Foundation

/// Milliseconds from launching `checkout-sim tui` to its first frame, one figure per launch.
struct StartupFigure {
    /// Sorted.
    var milliseconds: [Double]

    var min: Double { milliseconds[0] }
    var max: Double { milliseconds[milliseconds.count - 1] }
    var median: Double {
        let middle = milliseconds.count / 2
        return milliseconds.count % 2 == 1 ? milliseconds[middle] : (milliseconds[middle - 1] + milliseconds[middle]) / 2
    }
}

/// Launches this very binary with `tui --exit-after-first-frame` on a pseudo-terminal and times each
/// launch until the process has exited: process start, profile loading, curses, the first frame and
/// the terminal's restore, all included.
enum StartupBench {
    static let size = TerminalSize(columns: 80, rows: 24)

    static func measure(profile: String, runs: Int) throws -> StartupFigure {
        let arguments = [OwnExecutable.path, "tui", "--profile", profile, "--exit-after-first-frame"]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        var milliseconds: [Double] = []
        for _ in 0..<runs {
            let run = try PseudoTerminal.run(arguments, environment: environment, size: size)
            // The title bar's name shows a frame was drawn, not just an error printed; xterm's leave-the-
            // alternate-screen sequence, that the terminal was restored.
            let output = String(decoding: run.output, as: UTF8.self)
            guard run.status == 0, output.contains("checkout-sim"), output.contains("\u{1B}[?1049l") else {
                throw TUIBenchFailure(
                    "`checkout-sim tui` exited with status \(run.status) without drawing a frame and restoring the terminal: \(shown(run.output))")
            }
            milliseconds.append(run.elapsed.microseconds / 1000)
        }
        return StartupFigure(milliseconds: milliseconds.sorted())
    }

    /// `run`'s cold start: this binary launched with `run --flow open-intent` (output to /dev/null), each
    /// launch timed until the process has exited: loading, argument parsing, the profile, the walk and its
    /// transcript, all included.
    static func measureRun(profile: String, runs: Int) throws -> StartupFigure {
        let arguments = [OwnExecutable.path, "run", "--profile", profile, "--flow", "open-intent"]
        var milliseconds: [Double] = []
        for _ in 0..<runs {
            let run = try ChildRun.run(arguments)
            guard run.status == 0 else {
                throw BenchError("`checkout-sim run` exited with status \(run.status): \(run.errorOutput)")
            }
            milliseconds.append(run.milliseconds)
        }
        return StartupFigure(milliseconds: milliseconds.sorted())
    }

    /// What a failed launch printed, without escape sequences, for an error message.
    private static func shown(_ output: [UInt8]) -> String {
        let text = String(decoding: output, as: UTF8.self).unicodeScalars.filter { $0 == "\n" || $0.value >= 0x20 && $0.value != 0x7F }
        return String(String.UnicodeScalarView(text)).suffix(500).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
