import CheckoutTestSupport
import Foundation

/// What a terminal is switched to that the screen does not show, as tmux keeps it for a pane.
struct TerminalModes: Equatable, CustomStringConvertible {
    var alternateScreen: Bool
    var mouseReports: Bool
    var cursorVisible: Bool
    /// Arrow keys as `ESC O A` (keypad mode, what curses asks for) rather than `ESC [ A`.
    var applicationCursorKeys: Bool

    /// The TUI running.
    static let program = TerminalModes(alternateScreen: true, mouseReports: true, cursorVisible: false, applicationCursorKeys: true)
    /// A shell's terminal, as the program must leave it.
    static let shell = TerminalModes(alternateScreen: false, mouseReports: false, cursorVisible: true, applicationCursorKeys: false)

    var description: String {
        "alternate screen \(alternateScreen), mouse \(mouseReports), cursor \(cursorVisible), application cursor keys \(applicationCursorKeys)"
    }
}

extension TmuxSession {
    func modes() throws -> TerminalModes {
        let format = "#{alternate_on} #{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag} #{cursor_flag} #{keypad_cursor_flag}"
        let fields = try Self.tmux(["display-message", "-p", "-t", name, format]).split(whereSeparator: \.isWhitespace)
        guard fields.count == 4 else { throw Failure(description: "tmux reported the modes as \(fields)") }
        return TerminalModes(
            alternateScreen: fields[0] == "1", mouseReports: fields[1].contains("1"), cursorVisible: fields[2] == "1",
            applicationCursorKeys: fields[3] == "1")
    }

    /// Polls until the pane's modes are `expected`; throws with the last ones at the deadline.
    func waitFor(modes expected: TerminalModes) throws {
        var last: TerminalModes?
        try eventuallyBlocking("\(expected)", every: .milliseconds(50), lastSeen: { last.map { "the pane has \($0)" } }) {
            last = try modes()
            return last == expected
        }
    }

    /// Sends `signal` to the program the pane's shell runs (its only child), as `kill` would.
    func signalProgram(_ signal: Int32) throws {
        let shell = try Self.tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        let pids = children.split(separator: " ").compactMap { pid_t(String($0)) }
        guard pids.count == 1, let program = pids.first else {
            throw Failure(description: "the shell \(shell) runs \(pids.count) processes, not the one program")
        }
        guard Foundation.kill(program, signal) == 0 else { throw Failure(description: "kill \(program) failed: error \(errno)") }
    }
}

extension TmuxSession {
    /// Types `text` as it is, each character a key (a search, a filter, a file name), without Enter.
    func type(text: String) throws {
        try Self.tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Pastes `text` as a terminal does: marked as a paste (bracketed) when the program asked for
    /// that, line breaks sent as Enter (CR).
    func paste(_ text: String) throws {
        let buffer = "paste-\(name)"
        try Self.tmux(["set-buffer", "-b", buffer, text])
        try Self.tmux(["paste-buffer", "-p", "-d", "-b", buffer, "-t", name])
    }
}
