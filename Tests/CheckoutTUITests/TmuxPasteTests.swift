import CheckoutTestSupport
import Foundation
import Testing

/// Text pasted into the inputs of the real binary in a real terminal: a long paste is answered at once,
/// and a line break in a paste never submits a one-line input nor runs the rest as keys.
@Suite("TUI pastes in tmux", .serialized)
struct TmuxPasteTests {
    /// Far more than any input takes: the answer must not grow with it key by key.
    static let long = String(repeating: "0123456789", count: 300)
    /// Generous for a small, shared machine; before, a paste this long took minutes.
    static let bound: Duration = .seconds(10)

    /// Sends `text` as typed keys (what a terminal without bracketed paste sends), or `marked` as a
    /// paste, then waits for `answer`, which must come within `bound`.
    static func paste(_ text: String, into session: TmuxSession, answer: String, marked: Bool = false) throws {
        let clock = ContinuousClock()
        let start = clock.now
        if marked { try session.paste(text) } else { try session.type(text: text) }
        try session.waitFor(text: answer)
        let took = start.duration(to: clock.now)
        #expect(took < bound, "\(text.count) characters answered after \(took)")
    }

    @Test func aLongTextTypedIntoTheSearchOfTheInspectorAndTheTranscriptIsAnsweredAtOnce() throws {
        let session = try TmuxSession(name: "paste-search", columns: 80, rows: 24, arguments: ["tui", "--profile", "gpay-only"])
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm, .confirm)
        try session.waitFor(text: "/ search")
        try session.press(keys: .character("/"))
        try Self.paste(Self.long, into: session, answer: "at most 200 characters")
        try session.press(.back)
        try session.waitFor(text: "/ search")
        try session.press(.transcript)
        try session.waitFor(text: "w write")
        try session.press(keys: .character("/"))
        try Self.paste(Self.long, into: session, answer: "at most 200 characters")
        try session.press(.back)
        try session.waitFor(text: "w write")
    }

    @Test func aLongTextTypedIntoTheDeviceEditorAndThePickerFilterIsAnsweredAtOnce() throws {
        let session = try TmuxSession(name: "paste-editor", columns: 80, rows: 24)
        defer { session.kill() }
        try session.waitFor(text: "Device profiles (")
        try session.press(keys: .character("/"))
        try Self.paste(Self.long, into: session, answer: "at most 200 characters")
        try session.press(.back)
        try session.waitFor(text: "Device profiles (")
        try session.press(keys: .character("/"))
        try Self.paste(Self.long, into: session, answer: "at most 200 characters", marked: true)
        try session.press(.back)
        try session.waitFor(text: "Device profiles (")
        // The first profile's device, whichever platform it is: each editor's `a` takes a bounded line.
        try session.press(.confirm)
        try session.waitFor(text: "Installed apps (")
        try session.press(keys: .character("a"))
        try Self.paste(Self.long + Self.long + Self.long, into: session, answer: "At most 200 characters: the rest is left out")
        try session.press(.back)
        try session.press(keys: .character("a"))
        try Self.paste(Self.long, into: session, answer: "At most 200 characters: the rest is left out", marked: true)
        try session.press(.back)
        try session.waitFor(text: "Installed apps (")
    }

    /// A marked paste (bracketed paste, as terminals send one) with line breaks, into `w`'s file name:
    /// one line, written only on Enter, nothing after the break run as keys.
    @Test func aPastedLineBreakInTheFileNameNeitherSubmitsItNorRunsAsKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-paste-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(name: "paste-name", columns: 120, rows: 24, arguments: ["tui", "--profile", "gpay-only"])
        defer { session.kill() }
        try TmuxSearchTests.transcript(in: session)
        try session.press(keys: .character("w"))
        try session.waitFor(text: "Write the transcript to: ")
        try session.paste("\(folder.path)/first\nq\n")
        try session.waitFor(text: "Write the transcript to: \(folder.path)/first q")
        try session.press(.confirm)
        try session.waitFor(text: "Wrote the transcript to ")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["first q"])
    }

    /// Bracketed paste is the program's mode: the shell gets plain pastes after Ctrl-Z and after q.
    @Test func theShellGetsPlainPastesWhileStoppedAndAfterQuitting() throws {
        let session = try TmuxSession(shellNamed: "paste-shell")
        defer { session.kill() }
        try session.waitFor(text: TmuxSession.prompt)
        try session.type(line: TmuxSession.commandLine())
        try session.waitFor(text: "Device profiles (")
        try session.suspend()
        try session.waitFor(text: "Stopped")
        try session.paste("echo stopped-$((1 + 1))\n")
        try session.waitFor(text: "\nstopped-2")
        try session.type(line: "fg")
        try session.waitFor(text: "Device profiles (")
        try session.press(.quit)
        try session.waitFor(modes: .shell)
        try session.paste("echo quit-$((2 + 2))\n")
        try session.waitFor(text: "\nquit-4")
    }
}
