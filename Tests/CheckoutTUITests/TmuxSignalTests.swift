import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

/// Signals at a real shell with job control: what Ctrl-Z, `fg` and `kill` leave behind. In the
/// end-to-end suite, so these programs too run one at a time.
extension TmuxEndToEndTests {
    /// The profile the picker starts on, and the one below it.
    private static let firstProfile = "iphone15-all-upi"
    private static var nextProfile: String {
        let ids = ShippedProfileFiles.names
        return ids[(ids.firstIndex(of: firstProfile) ?? 0) + 1]
    }

    /// `command` is the line typed: the program alone, or with more after it.
    private func start(_ command: String, atTheShellOf session: TmuxSession) throws {
        try session.waitFor(text: TmuxSession.prompt)
        try session.type(line: command)
        try session.waitFor(text: "Profiles/\(Self.firstProfile).")
        try session.waitFor(modes: .program)
    }

    /// The terminal modes the line discipline runs the shell with: lines edited, typing echoed,
    /// Ctrl-C and Ctrl-Z as signals. `marker` starts the output line, which the command line does not.
    private func expectCookedModes(in session: TmuxSession, marker: String) throws {
        let flags = "grep -x -e -icanon -e icanon -e -echo -e echo -e -isig -e isig"
        try session.type(line: "echo \"\(marker) $(stty -a | tr ' ;' '\\n\\n' | \(flags) | tr '\\n' ' ')\"")
        let screen = try session.waitFor("the modes after \(marker)") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("\(marker) ") }
        }
        let modes = screen.split(separator: "\n").last { $0.hasPrefix("\(marker) ") }
        #expect(modes == "\(marker) isig icanon echo")
    }

    @Test func ctrlZHandsTheTerminalBackAndFgTakesItAgainWithWorkingArrows() throws {
        let session = try TmuxSession(shellNamed: "ctrl-z")
        defer { session.kill() }
        // Alone: a stopped job's shell goes on with the rest of its line.
        try start(TmuxSession.commandLine(), atTheShellOf: session)

        try session.suspend()
        try session.waitFor(text: "Stopped")
        try session.waitFor(modes: .shell)
        try expectCookedModes(in: session, marker: "stopped")

        try session.type(line: "fg")
        try session.waitFor(text: "Profiles/\(Self.firstProfile).")
        try session.waitFor(modes: .program)
        // The first arrow after `fg` moves the selection: it does not arrive as Esc and two letters.
        try session.press(keys: .down)
        try session.waitFor(text: "Profiles/\(Self.nextProfile).")
        try session.press(keys: .up)
        try session.waitFor(text: "Profiles/\(Self.firstProfile).")

        try session.press(.quit)
        try session.waitFor(modes: .shell)
        // `fg` reports the status of the job it continued.
        try session.type(line: "echo \"fg=$?\"")
        try session.waitFor(text: "\nfg=0")
        try expectCookedModes(in: session, marker: "quit")
    }

    @Test func aWindowResizedWhileStoppedIsMetAfterFg() throws {
        let session = try TmuxSession(shellNamed: "ctrl-z-resize")
        defer { session.kill() }
        try start(TmuxSession.commandLine(), atTheShellOf: session)
        try session.suspend()
        try session.waitFor(text: "Stopped")
        // The shell has the terminal, so SIGWINCH goes to it, not to the stopped program.
        try session.resize(columns: 40, rows: 10)
        try session.type(line: "fg")
        try session.waitFor(text: "The window is too small (40×10).")
        try session.resize(columns: 100, rows: 30)
        try session.waitFor(text: "Profiles/\(Self.firstProfile).")
    }

    /// `kill -TSTP` where nobody can continue the program (sh -c, no job control): the stop is
    /// dropped, and the program must take the terminal straight back.
    @Test func aStopThatCannotHappenLeavesTheProgramWorking() throws {
        let session = try TmuxSession(name: "tstp-orphaned")
        defer { session.kill() }
        try session.waitFor(text: "Profiles/\(Self.firstProfile).")
        try session.signalProgram(SIGTSTP)
        try session.waitFor(modes: .program)
        try session.press(keys: .down)
        try session.waitFor(text: "Profiles/\(Self.nextProfile).")
    }

    /// Ctrl-\ quits: no backtrace drawn over the screen, no program left waiting for a key.
    @Test func ctrlBackslashRestoresTheTerminalAndExits131() throws {
        let session = try TmuxSession(shellNamed: "ctrl-backslash")
        defer { session.kill() }
        try start(TmuxSession.commandLine() + "; echo EXIT=$?", atTheShellOf: session)
        try session.quit()
        let screen = try session.waitFor(text: "EXIT=131")
        #expect(!screen.contains("Device profiles") && !screen.contains("crashed") && !screen.contains("Backtrace"), "\(screen)")
        try session.waitFor(modes: .shell)
        try expectCookedModes(in: session, marker: "quit")
    }

    /// Every signal that ends the program by default, besides Ctrl-C (`ctrlCRestoresTheTerminalAndExits130`).
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGHUP, SIGTERM])
    func aSignalThatEndsTheProgramLeavesTheShellSane(signal: Int32) throws {
        let session = try TmuxSession(shellNamed: "signal-\(signal)")
        defer { session.kill() }
        try start(TmuxSession.commandLine() + "; echo EXIT=$?", atTheShellOf: session)
        try session.signalProgram(signal)
        // The program dies of the signal, as the shell reports it.
        let screen = try session.waitFor(text: "EXIT=\(128 + signal)")
        #expect(!screen.contains("Device profiles"))
        #expect(screen.split(separator: "\n").last?.hasPrefix(TmuxSession.prompt) == true)
        try session.waitFor(modes: .shell)
        try expectCookedModes(in: session, marker: "ended")
    }
}
