/// An in-memory terminal for tests and scripted replays: a fixed size, scripted events, and the frames drawn.
/// Each scripted event comes on its own, as if typed with a pause before it, unless sent `together`
/// (a paste the terminal did not mark): then the run loop reads the rest without waiting.
public final class MemoryTerminal: Terminal {
    public private(set) var size: TerminalSize
    public let glyphs: Glyphs
    /// Events still to be delivered, first first.
    public private(set) var pendingEvents: [TerminalEvent]
    /// Every frame drawn, oldest first.
    public private(set) var frames: [Frame] = []
    public private(set) var restoreCount = 0
    /// For each pending event, the burst it arrives in.
    private var bursts: [Int] = []
    private var nextBurst = 0
    private var lastBurst = -1

    public init(size: TerminalSize, glyphs: Glyphs = .unicode, events: [TerminalEvent] = []) {
        self.size = size
        self.glyphs = glyphs
        pendingEvents = []
        send(events)
    }

    public var lastFrame: Frame? { frames.last }

    /// The last frame as text lines, or nothing before the first draw.
    public var lastFrameText: String { lastFrame?.text ?? "" }

    public func send(_ events: [TerminalEvent]) {
        for event in events { send(together: [event]) }
    }

    /// Events that arrive at once: after the first, a read that does not wait gets them.
    public func send(together events: [TerminalEvent]) {
        pendingEvents += events
        bursts += Array(repeating: nextBurst, count: events.count)
        nextBurst += 1
    }

    public func draw(_ frame: Frame) { frames.append(frame) }

    /// The next scripted event; `.inputClosed` once the script is used up, like a closed stdin,
    /// so a run loop over this terminal always ends.
    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        if timeoutMilliseconds == 0, bursts.first != lastBurst { return nil }
        guard !pendingEvents.isEmpty else { return .inputClosed }
        let event = pendingEvents.removeFirst()
        lastBurst = bursts.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    public func restore() { restoreCount += 1 }
}
