import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Testing

@Suite("Terminal: the memory terminal, the run loop, and refusing to start without a terminal")
struct TerminalTests {
    @Test func theRunLoopDrawsAfterEveryEventAndRestoresOnQuit() {
        let terminal = MemoryTerminal(
            size: TerminalSize(columns: 80, rows: 24),
            events: [.key(.down), .key(.character("q")), .key(.down)])
        let model = AppModel(profiles: [ShippedProfiles.entry("gpay-only"), ShippedProfiles.entry("no-upi-app")], size: terminal.size)
        let last = TUIApp.run(model, on: terminal)
        // The first frame, then one after the down arrow; q quits before drawing, and the last key is never read.
        #expect(terminal.frames.count == 2)
        #expect(terminal.pendingEvents == [.key(.down)])
        #expect(terminal.restoreCount == 1)
        if let picker = last.current.screen(as: PickerScreen.self) { #expect(picker.selected == 1) } else { Issue.record("not on the picker") }
    }

    @Test func theRunLoopStopsWhenInputCloses() {
        let terminal = MemoryTerminal(size: TerminalSize(columns: 80, rows: 24), events: [.key(.enter)])
        let model = AppModel(profiles: [ShippedProfiles.entry("gpay-only")], size: terminal.size)
        let last = TUIApp.run(model, on: terminal)
        #expect(last.screens.count == 2)
        #expect(terminal.restoreCount == 1)
        #expect(terminal.lastFrameText.contains("Schemes: canOpenURL"))
    }

    @Test func theRunLoopTakesSizeAndGlyphsFromTheTerminal() {
        let terminal = MemoryTerminal(size: TerminalSize(columns: 64, rows: 18), glyphs: .ascii)
        let model = AppModel(profiles: [ShippedProfiles.entry("gpay-only")], size: TerminalSize(columns: 1, rows: 1))
        TUIApp.run(model, on: terminal)
        let frame = terminal.frames[0]
        #expect(frame.size == TerminalSize(columns: 64, rows: 18))
        #expect(frame.line(1).hasPrefix("+- Device profiles (1) ---"))
    }

    @Test func aResizeEventChangesTheMemoryTerminalsSize() {
        let terminal = MemoryTerminal(size: TerminalSize(columns: 80, rows: 24), events: [.resize(TerminalSize(columns: 40, rows: 10))])
        #expect(terminal.nextEvent(timeoutMilliseconds: nil) == .resize(TerminalSize(columns: 40, rows: 10)))
        #expect(terminal.size == TerminalSize(columns: 40, rows: 10))
        #expect(terminal.nextEvent(timeoutMilliseconds: 10) == .inputClosed)
    }

    @Test func withoutATerminalTheTUIRefusesAndNamesTheHeadlessCommand() {
        #expect(TerminalUnavailable.check(stdinIsTerminal: true, stdoutIsTerminal: false, term: "xterm")?.reason == "standard output is not a terminal")
        #expect(TerminalUnavailable.check(stdinIsTerminal: false, stdoutIsTerminal: true, term: "xterm")?.reason == "standard input is not a terminal")
        #expect(TerminalUnavailable.check(stdinIsTerminal: true, stdoutIsTerminal: true, term: nil)?.reason == "TERM is not set")
        #expect(TerminalUnavailable.check(stdinIsTerminal: true, stdoutIsTerminal: true, term: "dumb")?.reason
            == "TERM is \"dumb\", which cannot position the cursor")
        #expect(TerminalUnavailable.check(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm-256color") == nil)
    }

    @Test func aBareCheckoutSimWithoutATerminalExitsOneWithTheHeadlessCommand() throws {
        let result = try CLI.run([])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: checkout-sim's TUI needs a terminal, but standard output is not a terminal; to run headless use: "
                + "checkout-sim run --flow open-intent (flows: phonepe-intent, open-intent, pg-intent, sdk-debit, mandate; "
                + "see checkout-sim run --help)\n")
    }

    @Test func theOtherCommandsStillRunHeadless() throws {
        let result = try CLI.run(["run", "--profile", "gpay-only", "--flow", "open-intent", "--format", "json"])
        #expect(result.status == 0)
        #expect(try JSONParser.parse(result.stdout)["visibleApps"] == ["GPAY"])
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("tui (default)"))
    }
}
