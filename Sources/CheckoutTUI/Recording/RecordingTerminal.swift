/// Where a recording's lines go: each written whole and at once, so the file is valid up to the last
/// event however the program ends.
public protocol RecordingOutput: AnyObject {
    /// Writes `line` and a line break; throws a readable reason when it cannot.
    func write(line: String) throws
    func close()
}

/// A terminal that records what it shows as an asciicast while another paints it: each frame drawn
/// as the bytes that show it, each new window size as a resize.
///
/// A recording that cannot be written stops (`failure` says why) and the session goes on: what a user
/// is doing matters more than the file.
public final class RecordingTerminal: Terminal {
    private let shown: Terminal
    private let output: RecordingOutput
    private let elapsed: () -> Duration
    private var encoder: ANSIFrameEncoder
    private var recordedSize: TerminalSize
    /// Why recording stopped early, and when; nil while it goes on.
    public private(set) var failure: (reason: String, at: Duration)?

    /// Writes the header at once. `elapsed` is the time since the recording started (the clock is
    /// the caller's, so tests can step it); `colours` as the shown terminal paints.
    public init(
        recording shown: Terminal, to output: RecordingOutput, header: Asciicast.Header, colours: Bool, elapsed: @escaping () -> Duration
    ) throws {
        self.shown = shown
        self.output = output
        self.elapsed = elapsed
        encoder = ANSIFrameEncoder(colours: colours)
        recordedSize = header.size
        try output.write(line: Asciicast.headerLine(header))
    }

    public var size: TerminalSize { shown.size }
    public var glyphs: Glyphs { shown.glyphs }

    public func draw(_ frame: Frame) {
        shown.draw(frame)
        let data = encoder.encode(frame)
        if !data.isEmpty { record { Asciicast.outputLine(at: $0, data) } }
    }

    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        let event = shown.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
        if case .resize(let size) = event, size != recordedSize {
            recordedSize = size
            record { Asciicast.resizeLine(at: $0, to: size) }
        }
        return event
    }

    public func restore() {
        shown.restore()
        output.close()
    }

    private func record(_ line: (Duration) -> String) {
        guard failure == nil else { return }
        let now = elapsed()
        do {
            try output.write(line: line(now))
        } catch {
            failure = ("\(error)", now)
            output.close()
        }
    }
}
