import CheckoutTestSupport
import Foundation
import Testing

/// `/` in the picker, the transcript and the inspector, and `w` on the transcript, in a real terminal at 80×24.
@Suite("TUI search and transcript files in tmux", .serialized)
struct TmuxSearchTests {
    @Test func slashFiltersThePickerAsYouTypeEnterKeepsItEscClearsIt() throws {
        let session = try TmuxSession(name: "filter", columns: 80, rows: 24)
        defer { session.kill() }
        try session.waitFor(text: "Device profiles (")
        try session.press(keys: .character("/"))
        try session.waitFor(text: "Enter keep · Esc drop")
        try session.type(text: "citcon")
        let filtered = try session.waitFor(text: "match /citcon")
        #expect(filtered.contains("│ citcon-all-wallets "))
        #expect(!filtered.contains("│ callback-invalid "))
        // Enter keeps the filter; arrows and Enter then work on what it kept.
        try session.press(.confirm)
        let kept = try session.waitFor(text: "Esc clear filter")
        #expect(kept.contains("match /citcon"))
        try session.press(.back)
        let cleared = try session.waitFor(text: "│ callback-invalid ")
        #expect(!cleared.contains("match /citcon"))
        #expect(cleared.contains("/ filter"))
        try session.press(keys: .character("/"))
        try session.type(text: "zzz")
        try session.waitFor(text: "No profile matches \"zzz\": Esc clears the filter.")
        try session.press(.back)
        try session.waitFor(text: "│ callback-invalid ")
    }

    @Test func slashSearchesTheTranscriptAndTheInspectorAndNJumps() throws {
        let session = try TmuxSession(name: "search", columns: 80, rows: 24, arguments: ["tui", "--profile", "gpay-only"])
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
        try session.press(.confirm)
        let inspector = try session.waitFor(text: "/ search")
        #expect(inspector.contains("deviceContext   Request"))
        try session.press(keys: .character("/"))
        // Case is ignored: the JSON's key and the line that explains it.
        try session.type(text: "isppapppresent")
        let found = try session.waitFor(text: "/isppapppresent 1 of 2")
        #expect(found.contains("Enter keep · Esc drop"))
        try session.press(.confirm)
        try session.waitFor(text: "n/N next/prev")
        try session.press(keys: .character("n"))
        try session.waitFor(text: "/isppapppresent 2 of 2")
        try session.press(keys: .character("N"))
        try session.waitFor(text: "/isppapppresent 1 of 2")
        // Esc ends the search first; the next Esc goes back.
        try session.press(.back)
        try session.waitFor(text: "/ search")
        try session.press(.transcript)
        try session.waitFor(text: "w write")
        try session.press(keys: .character("/"))
        try session.type(text: "X-VERIFY")
        let transcript = try session.waitFor(text: "/X-VERIFY 1 of ")
        #expect(transcript.contains("X-VERIFY"))
        // n goes on from the match shown, and round the end.
        try session.press(.confirm)
        try session.press(keys: .character("n"))
        try session.waitFor(text: "/X-VERIFY 2 of 2")
        try session.press(keys: .character("n"))
        try session.waitFor(text: "/X-VERIFY 1 of 2")
    }

    @Test func wWritesTheTranscriptWhereTheUserSaysAndAsksBeforeReplacingAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-transcript-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(name: "write", columns: 80, rows: 24, arguments: ["tui", "--profile", "gpay-only"])
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm, .confirm, .confirm, .confirm, .confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        try session.press(.transcript)
        try session.waitFor(text: "w write")
        try session.press(keys: .character("w"))
        // The name offered is the walk's; typing replaces it.
        try session.waitFor(text: "Write the transcript to: gpay-only-open-intent-gpay.txt")
        let file = folder.appendingPathComponent("walk.txt").path
        try session.type(text: file)
        try session.press(.confirm)
        // The status line cuts a long path at the window's edge.
        try session.waitFor(text: "Wrote the transcript to /")
        let expected = try CLI.run(["run", "--profile", "gpay-only", "--flow", "open-intent"]).stdout
        #expect(try String(contentsOfFile: file, encoding: .utf8) == expected)

        try session.press(keys: .character("w"))
        try session.type(text: file)
        try session.press(.confirm)
        // A path too long for the line is cut at its start: the question and "exists" stay whole.
        try session.waitFor(text: "walk.txt exists")
        #expect(try session.capture().contains("y overwrite · n keep both · Esc cancel: "))
        try session.press(.back)
        try session.waitFor(text: "Not written: /")
        try session.press(keys: .character("w"))
        try session.type(text: file)
        try session.press(.confirm, .keepBoth)
        let beside = folder.appendingPathComponent("walk-2.txt").path
        try session.waitFor("\(beside) written") { _ in FileManager.default.fileExists(atPath: beside) }
        #expect(try String(contentsOfFile: beside, encoding: .utf8) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["walk-2.txt", "walk.txt"])
    }

    /// A walk paid to its end, on its transcript (`t`).
    static func transcript(in session: TmuxSession) throws {
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm, .confirm, .confirm, .confirm, .confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        try session.press(.transcript)
        try session.waitFor(text: "w write")
    }

    /// A FIFO would hold the screen in open(2) until a reader came: it is refused before anything is
    /// opened, as is a name in a folder that does not exist, each saying what to do.
    @Test func wRefusesAFIFOAndAMissingFolderAndTheScreenGoesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-fifo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession(name: "write-fifo", columns: 250, rows: 24, arguments: ["tui", "--profile", "gpay-only"])
        defer { session.kill() }
        try Self.transcript(in: session)
        try session.press(keys: .character("w"))
        try session.type(text: fifo)
        try session.press(.confirm)
        try session.waitFor(text: "Not written: \(fifo): cannot be written: it is a FIFO (a named pipe), not a file: name a regular file")
        // The screen still answers: the same question again, then a folder that is not there.
        let missing = folder.appendingPathComponent("no-such-folder").path
        try session.press(keys: .character("w"))
        try session.waitFor(text: "Write the transcript to: ")
        try session.type(text: missing + "/walk.txt")
        try session.press(.confirm)
        try session.waitFor(
            text: "cannot be written: the folder \(missing) does not exist: create it, or name a file in a folder that exists")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }
}
