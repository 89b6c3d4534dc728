import CheckoutCore
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

    /// The command that ran, as the player shows it ("checkout-sim tui --profile gpay-only"): its own
    /// words, not what they defaulted to, less `--record FILE`, which is the recording itself.
    var recordingTitle: String { Self.recordingTitle(arguments: Array(CommandLine.arguments.dropFirst())) }

    static func recordingTitle(arguments: [String]) -> String {
        var words = ["checkout-sim"]
        var skipsValue = false
        for word in arguments {
            if skipsValue { skipsValue = false; continue }
            if word == "--record" { skipsValue = true; continue }
            if word.hasPrefix("--record=") { continue }
            words.append(shellWord(word))
        }
        return words.joined(separator: " ")
    }

    /// `word` as a shell reads it back: bare when it is plain, else in single quotes; controls spelled out.
    private static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "_./:=@%+,-".unicodeScalars.contains($0) }
        let shown = word.spellingOutTerminalControls(keepingLayout: false)
        return plain ? shown : "'" + shown.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
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
