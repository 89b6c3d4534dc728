import CheckoutTUI
import Foundation

/// `tui --record FILE`: the live terminal, recorded when asked.
extension TUICommand {
    /// The terminal the TUI runs on. With `--record`, the file is created first, so a path that cannot
    /// be written is reported before the terminal is taken over; it is removed again if the terminal
    /// cannot start.
    func openTerminal() throws -> Terminal {
        guard let record else { return try CursesTerminal(mouse: !noMouse) }
        let file = try RecordingFile(creating: record)
        let curses: CursesTerminal
        do {
            curses = try CursesTerminal(mouse: !noMouse)
        } catch {
            file.discard()
            throw error
        }
        let clock = ContinuousClock()
        let start = clock.now
        let header = Asciicast.Header(
            size: curses.size, timestamp: Int64(Date().timeIntervalSince1970), title: recordingTitle,
            term: ProcessInfo.processInfo.environment["TERM"])
        do {
            return try RecordingTerminal(recording: curses, to: file, header: header, colours: curses.usesColour) { start.duration(to: clock.now) }
        } catch {
            curses.restore()
            file.discard()
            throw RecordingFile.OpenError(path: record, reason: "cannot be written: \(error)")
        }
    }

    /// "checkout-sim tui --profile gpay-only", as the player shows it.
    var recordingTitle: String {
        var words = ["checkout-sim", "tui"]
        if let scenario { words += ["--scenario", scenario] } else { words += ["--profile", chosenProfile] }
        if let gateway { words += ["--gateway", gateway] }
        return words.joined(separator: " ")
    }

    /// After the session, with the terminal handed back: a recording that stopped early is an error.
    func checkRecording(of terminal: Terminal) throws {
        guard let recording = terminal as? RecordingTerminal, let failure = recording.failure else { return }
        throw RecordingStopped(path: record ?? "", reason: failure.reason, at: failure.at)
    }
}

/// A recording that could not be written to the end; what it holds up to then still plays.
struct RecordingStopped: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var at: Duration

    var description: String {
        "--record \(path): the recording stopped \(Asciicast.seconds(at)) s into the session: \(reason); the file plays up to then"
    }
}
