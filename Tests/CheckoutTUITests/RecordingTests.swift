import CheckoutCore
@testable import CheckoutTUI
import Testing

/// The asciicast a recording terminal writes, on a memory terminal with a clock the test steps.
@Suite("Recording a session as an asciicast")
struct RecordingTests {
    /// Lines kept in memory; it can be told to fail after some, as a full disk would.
    final class Lines: RecordingOutput {
        var written: [String] = []
        var failAfter: Int?
        var closed = 0

        struct Full: Error, CustomStringConvertible { var description: String { "No space left on device" } }

        func write(line: String) throws {
            if let failAfter, written.count >= failAfter { throw Full() }
            written.append(line)
        }

        func close() { closed += 1 }
    }

    static let size = TerminalSize(columns: 20, rows: 4)
    static let header = Asciicast.Header(size: size, timestamp: 1_700_000_000, title: "checkout-sim tui --profile gpay-only", term: "xterm-256color")

    static func frame(_ texts: [(String, TextStyle)], size: TerminalSize = size) -> Frame {
        var frame = Frame(size: size)
        for (row, (text, style)) in texts.enumerated() { frame.put(text, column: 0, row: row, style: style) }
        return frame
    }

    @Test func theHeaderIsOneJSONObjectWithTheSizeTimeTitleAndTerm() throws {
        let header = try JSONParser.parse(Asciicast.headerLine(Self.header))
        #expect(header["version"]?.intValue == 2)
        #expect(header["width"]?.intValue == 20 && header["height"]?.intValue == 4)
        #expect(header["timestamp"]?.intValue == 1_700_000_000)
        #expect(header["title"]?.stringValue == "checkout-sim tui --profile gpay-only")
        #expect(header["env"]?["TERM"]?.stringValue == "xterm-256color")
        var noTerm = Self.header
        noTerm.term = nil
        #expect(try JSONParser.parse(Asciicast.headerLine(noTerm))["env"] == nil)
    }

    @Test func eventsEscapeControlCharactersAndKeepUTF8() throws {
        let data = "\u{1B}[1;1H\"quoted\" back\\slash \u{7}\u{9B} José 👍🏽 ₹1,00,000.00"
        let line = Asciicast.outputLine(at: .milliseconds(1500), data)
        #expect(line.hasPrefix("[1.500000, \"o\", \"\\u001b[1;1H\\\"quoted\\\" back\\\\slash \\u0007\\u009b José 👍🏽"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let event = try #require(try JSONParser.parse(line).arrayValue)
        #expect(event.count == 3)
        #expect(event[1].stringValue == "o")
        #expect(event[2].stringValue == data)
        #expect(Asciicast.resizeLine(at: .seconds(3), to: TerminalSize(columns: 80, rows: 24)) == "[3.000000, \"r\", \"80x24\"]")
    }

    @Test func secondsAreFloatsWithMicroseconds() {
        #expect(Asciicast.seconds(.zero) == "0.000000")
        #expect(Asciicast.seconds(.microseconds(7)) == "0.000007")
        #expect(Asciicast.seconds(.milliseconds(61_250)) == "61.250000")
    }

    @Test func framesAreRecordedAsTheyAreDrawnAndResizesAsRevents() throws {
        let memory = MemoryTerminal(size: Self.size, events: [.key(.down), .resize(TerminalSize(columns: 30, rows: 5))])
        let lines = Lines()
        var now = Duration.zero
        let recording = try RecordingTerminal(recording: memory, to: lines, header: Self.header, colours: true) { now }
        recording.draw(Self.frame([("Device profiles", .heading), ("gpay-only", .plain)]))
        now = .milliseconds(250)
        #expect(recording.nextEvent(timeoutMilliseconds: nil) == .key(.down))
        recording.draw(Self.frame([("Device profiles", .heading), ("gpay-only", .reverse)]))
        now = .milliseconds(900)
        #expect(recording.nextEvent(timeoutMilliseconds: nil) == .resize(TerminalSize(columns: 30, rows: 5)))
        recording.draw(Self.frame([("Device profiles", .heading)], size: TerminalSize(columns: 30, rows: 5)))
        recording.restore()

        #expect(memory.frames.count == 3, "the shown terminal paints every frame")
        #expect(memory.restoreCount == 1 && lines.closed == 1)
        let events = try lines.written.dropFirst().map { try #require(try JSONParser.parse($0).arrayValue) }
        #expect(events.map { $0[1].stringValue } == ["o", "o", "r", "o"])
        #expect(lines.written[1].hasPrefix("[0.000000, "))
        #expect(lines.written[2].hasPrefix("[0.250000, "))
        #expect(events[2][2].stringValue == "30x5")

        // Played back, the events show what was drawn; the second only rewrites the row that changed.
        var screen = ANSIScreen(size: Self.size)
        screen.play(try #require(events[0][2].stringValue))
        #expect(screen.lines == ["Device profiles", "gpay-only", "", ""])
        #expect(screen.sgr(column: 0, row: 0) == "0;1;36", "bold cyan, as curses paints a heading")
        let second = try #require(events[1][2].stringValue)
        #expect(!second.contains("Device profiles") && second.contains("\u{1B}[2;1H\u{1B}[0;7mgpay-only"))
        screen.play(second)
        #expect(screen.sgr(column: 0, row: 1) == "0;7")
        screen.resize(to: TerminalSize(columns: 30, rows: 5))
        screen.play(try #require(events[3][2].stringValue))
        #expect(screen.lines == ["Device profiles", "", "", "", ""])
    }

    @Test func aFrameLikeTheLastOneSendsNothing() throws {
        let lines = Lines()
        let recording = try RecordingTerminal(recording: MemoryTerminal(size: Self.size), to: lines, header: Self.header, colours: false) { .zero }
        let frame = Self.frame([("₹1,00,000.00", .heading)])
        recording.draw(frame)
        recording.draw(frame)
        #expect(lines.written.count == 2, "header and one frame")
        #expect(!lines.written[1].contains("36m"), "no colours when the terminal shows none")
    }

    @Test func wideAndComposedCharactersPlayBackInTheirColumns() throws {
        var encoder = ANSIFrameEncoder(colours: true)
        var screen = ANSIScreen(size: Self.size)
        let first = Self.frame([("支付 José 👍🏽 x", .plain), ("🇮🇳 ok", .ok)])
        screen.play(encoder.encode(first))
        #expect(screen.lines == first.lines)
        // A narrow character over the right half of a wide one: the span starts on the whole character.
        var second = first
        second.put("y", column: 1, row: 0)
        let data = encoder.encode(second)
        #expect(data.hasPrefix("\u{1B}[1;1H"))
        screen.play(data)
        #expect(screen.lines == second.lines)
        #expect(screen.line(0).hasPrefix(" y付"))
    }

    @Test func aRecordingThatCannotBeWrittenStopsAndTheSessionGoesOn() throws {
        let memory = MemoryTerminal(size: Self.size)
        let lines = Lines()
        lines.failAfter = 2
        var now = Duration.zero
        let recording = try RecordingTerminal(recording: memory, to: lines, header: Self.header, colours: true) { now }
        recording.draw(Self.frame([("one", .plain)]))
        now = .seconds(2)
        recording.draw(Self.frame([("two", .plain)]))
        recording.draw(Self.frame([("three", .plain)]))
        #expect(memory.frames.count == 3)
        #expect(lines.written.count == 2)
        let failure = try #require(recording.failure)
        #expect(failure.reason == "No space left on device" && failure.at == .seconds(2))
        #expect(lines.closed == 1)
    }
}
