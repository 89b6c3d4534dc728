import CheckoutCore
@testable import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

/// `tui --record` in a real terminal, and text beyond one scalar a character, read off tmux's screen.
@Suite("TUI recordings and Unicode text in tmux", .serialized)
struct TmuxRecordingTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The pane's rows, trailing spaces trimmed as `Frame.line` trims them.
    static func rows(_ screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        if rows.last == "" { rows.removeLast() }
        return rows.map { line in
            var line = String(line)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func aRecordedSessionPlaysBackTheScreensShownAndTheResize() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("walk.cast")
        let started = Int64(Date().timeIntervalSince1970)
        let session = try TmuxSession(name: "record", columns: 100, rows: 30, arguments: ["--profile", "gpay-only", "--record", cast.path])
        defer { session.kill() }
        // --profile opens the device screen; Esc shows the picker.
        let device = try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.back)
        let picker = try session.waitFor(text: "Profiles/gpay-only.json")
        try session.resize(columns: 80, rows: 24)
        _ = try session.waitFor("the picker at 80×24") { Self.rows($0).count == 24 && $0.contains("Device profiles") }
        try session.press(.confirm)
        let small = try session.waitFor("the device screen at 80×24") { Self.rows($0).count == 24 && $0.contains("Schemes: canOpenURL") }
        try session.press(.back)
        let last = try session.waitFor("the picker at 80×24") { Self.rows($0).count == 24 && $0.contains("Device profiles") }
        try session.press(.quit)
        #expect(try session.waitFor(text: "EXIT=").contains("EXIT=0"))

        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "every line ends in a line break")
        let header = try JSONParser.parse(String(lines[0]))
        #expect(header["version"]?.intValue == 2)
        #expect(header["width"]?.intValue == 100 && header["height"]?.intValue == 30)
        let timestamp = try #require(header["timestamp"]?.intValue)
        #expect(timestamp >= started - 1 && timestamp <= Int64(Date().timeIntervalSince1970))
        // The command as it ran (no `tui`: it is the default), less the recording's own --record FILE.
        #expect(header["title"]?.stringValue == "checkout-sim --profile gpay-only")
        #expect(header["env"]?["TERM"]?.stringValue?.isEmpty == false)

        // Each event in turn on a screen of the header's size: every screen tmux showed is among the
        // screens the recording plays, and time never goes back.
        var screen = ANSIScreen(size: TerminalSize(columns: 100, rows: 30))
        var played: [[String]] = []
        var time = 0.0
        var resizes: [String] = []
        for line in lines.dropFirst().dropLast() {
            let event = try #require(try JSONParser.parse(String(line)).arrayValue, "\(line)")
            #expect(event.count == 3)
            let seconds = try #require(Self.seconds(event[0]), "\(line)")
            #expect(seconds >= time, "times never go back: \(line.prefix(40))")
            time = seconds
            let data = try #require(event[2].stringValue)
            switch event[1].stringValue {
            case "o":
                screen.play(data)
                played.append(screen.lines)
            case "r":
                resizes.append(data)
                let size = data.split(separator: "x").compactMap { Int($0) }
                screen.resize(to: TerminalSize(columns: size[0], rows: size[1]))
            default: Issue.record("an event neither o nor r: \(line)")
            }
        }
        #expect(resizes == ["80x24"])
        for (name, shown) in [("picker", picker), ("device", device), ("device at 80×24", small), ("picker at 80×24", last)] {
            #expect(played.contains(Self.rows(shown)), "the recording never shows the \(name) screen tmux showed:\n\(shown)")
        }
        #expect(played.last == Self.rows(last))
    }

    /// asciicast times are JSON numbers; ours always have a decimal point.
    static func seconds(_ value: JSONValue) -> Double? {
        switch value {
        case .double(let seconds): seconds
        case .int(let seconds): Double(seconds)
        default: nil
        }
    }

    @Test func aRecordingNeverReplacesAFileNorWritesIntoAFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("old.cast")
        try "keep me".write(to: existing, atomically: true, encoding: .utf8)
        for (path, message) in [
            (existing.path, "--record \(existing.path): it already exists and a recording never replaces a file; remove it or choose another name"),
            (folder.path, "--record \(folder.path): it is a folder; give a file in it, e.g. --record \(folder.path)/walk.cast"),
        ] {
            let session = try TmuxSession(name: "record-refused", columns: 250, arguments: ["--record", path])
            defer { session.kill() }
            let screen = try session.waitFor(text: "EXIT=")
            #expect(screen.contains("EXIT=1") && screen.contains("TTY=restored"))
            #expect(screen.contains("error: \(message)\n"), "\(screen)")
        }
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep me")
    }

    /// A disk that takes only part of an event (here the file size limit, SIGXFSZ ignored so the
    /// write fails with EFBIG as on a full disk): the line is cut off again, the session goes on, and
    /// the way out says when the recording stopped.
    @Test func aRecordingThatRunsOutOfRoomKeepsWholeLinesOnly() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("full.cast")
        // 4 blocks of 512 bytes: the header fits, the first screen does not.
        let session = try TmuxSession(
            name: "record-full", columns: 200, rows: 30, arguments: ["--record", cast.path], limits: "trap '' XFSZ; ulimit -f 4")
        defer { session.kill() }
        try session.waitFor(text: "Device profiles (")
        try session.press(.selectNext)
        try session.press(.quit)
        let screen = try session.waitFor(text: "EXIT=")
        #expect(screen.contains("EXIT=1") && screen.contains("TTY=restored"), "\(screen)")
        #expect(screen.contains("error: --record \(cast.path): the recording stopped ") && screen.contains("File too large; the file plays up to then"))
        // Bytes, not UTF-8: a line cut inside a character must fail on its line, not here.
        let text = String(decoding: try Data(contentsOf: cast), as: UTF8.self)
        #expect(text.hasSuffix("\n"), "the last line is whole")
        for line in text.split(separator: "\n") {
            #expect((try? JSONParser.parse(String(line))) != nil, "every line is JSON: \(line.prefix(60))…")
        }
    }

    /// A name with an accent made of two scalars and an emoji shows whole, and the columns after it stay put.
    @Test func aProfileNameWithACombiningAccentAndAnEmojiShowsWholeInThePicker() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Jose\u{301}'s 📱 test"
        let shipped = try String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), encoding: .utf8)
        let profile = folder.appendingPathComponent("unicode-name.json")
        try shipped.replacingOccurrences(of: "iPhone 14 — Google Pay only", with: name).write(to: profile, atomically: true, encoding: .utf8)
        let session = try TmuxSession(name: "unicode-name", columns: 120, rows: 30, arguments: ["--profile", profile.path])
        defer { session.kill() }
        _ = try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.back)
        let screen = try session.waitFor(text: "\(name) (iOS 17.2)")
        let rows = Self.rows(screen)
        let listed = try #require(rows.first { $0.contains("unicode-name ") })
        #expect(listed.contains(name) && listed.hasSuffix("│"), "\(listed)")
        // The emoji takes two columns, the accented letter one: the row is as wide as its neighbours.
        let neighbour = try #require(rows.first { $0.contains("gpay-only ") })
        #expect(Self.columns(listed) == Self.columns(neighbour), "\n\(listed)\n\(neighbour)")
        #expect(listed.unicodeScalars.contains("\u{301}") && !listed.unicodeScalars.contains("\u{E9}"), "the accent as it was written")
    }

    /// Columns a captured row takes: one a character, two for the phone emoji this test uses.
    static func columns(_ row: String) -> Int { row.count + row.filter { $0 == "📱" }.count }
}
