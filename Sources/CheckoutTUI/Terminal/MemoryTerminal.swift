/// An in-memory terminal for tests and scripted replays: a fixed size, scripted events, and the frames drawn.
public final class MemoryTerminal: Terminal {
    public private(set) var size: TerminalSize
    public let glyphs: Glyphs
    /// Events still to be delivered, first first.
    public private(set) var pendingEvents: [TerminalEvent]
    /// Every frame drawn, oldest first.
    public private(set) var frames: [Frame] = []
    public private(set) var restoreCount = 0

    public init(size: TerminalSize, glyphs: Glyphs = .unicode, events: [TerminalEvent] = []) {
        self.size = size
        self.glyphs = glyphs
        pendingEvents = events
    }

    public var lastFrame: Frame? { frames.last }

    /// The last frame as text lines, or nothing before the first draw.
    public var lastFrameText: String { lastFrame?.text ?? "" }

    public func send(_ events: [TerminalEvent]) { pendingEvents += events }

    public func draw(_ frame: Frame) { frames.append(frame) }

    /// The next scripted event; `.inputClosed` once the script is used up, like a closed stdin,
    /// so a run loop over this terminal always ends.
    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        guard !pendingEvents.isEmpty else { return .inputClosed }
        let event = pendingEvents.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    public func restore() { restoreCount += 1 }
}
