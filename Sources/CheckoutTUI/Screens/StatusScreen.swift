import CheckoutCore

/// What reaches the merchant after the hand-off, on the simulated clock: PhonePe's status checks and
/// S2S callback, or Citcon's client results, IPN and inquiries (see `WalkTimeline`), then the result.
/// Events show one at a time, so a demo can walk the clock forward.
public struct StatusScreen: ScreenModel {
    public enum PaneID: Int, CaseIterable, Sendable {
        case timeline, details
    }

    public let walk: WalkRecord
    /// Seconds since the hand-off of each event.
    public let eventTimes: [Int]
    /// How many events are shown so far.
    public var revealed: Int
    public var focus: PaneID = .timeline
    public var timeline = ScrollState.list()
    public var details = ScrollState()
    /// The timeline's rows and the chosen event's wrapped details, kept between keys (see WrapCache).
    var timelineCache = WrapCache()
    var detailsCache = WrapCache()

    public init(walk: WalkRecord) {
        self.walk = walk
        eventTimes = walk.timeline.times
        revealed = min(1, eventTimes.count)
    }

    public var isComplete: Bool { revealed >= eventTimes.count }

    private var content: any WalkTimeline { walk.timeline }

    var breadcrumb: String { "Status" }

    var hints: [KeyHint] {
        let enter = isComplete ? KeyHint("Enter", "new walk") : KeyHint("Enter", "next event")
        return [enter, KeyHint("a", "all"), KeyHint("s", "save scenario"), .move, .panes, KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Enter Space n", "move the clock to the next event; at the end, back to the checkout page"),
            KeyHint("a", "show every event and the result"),
            KeyHint("↑↓ j k", "choose an event (what it carried shows below) or scroll the details"),
            KeyHint("t", "the whole walk as a text transcript"),
            KeyHint("s", "save the walk as a scenario that checkout-sim replay runs"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        prepare(width: area.width - 4)
        defer { prepare(width: area.width - 4) }
        switch key {
        case .enter where isComplete:
            return .backToCheckout
        case .enter, .character(" "), .character("n"):
            reveal(upTo: revealed + 1)
        case .character("a"):
            reveal(upTo: eventTimes.count)
        case .tab, .backTab:
            focus = focus == .timeline ? .details : .timeline
        case .character("t"):
            return .push(.transcript(TranscriptScreen(record: walk, glyphs: context.glyphs)))
        case .character("s"):
            return .save(walk)
        default:
            let placed = layout(area, glyphs: context.glyphs)
            let index = focus.rawValue
            let viewport = placed[index].pane.viewport(height: placed[index].rect.height)
            if focus == .timeline {
                guard timeline.handle(key, count: revealed, viewport: viewport) else { return .unhandled }
                details = ScrollState()
            } else {
                guard details.handle(key, count: placed[index].pane.lines.count, viewport: viewport) else { return .unhandled }
            }
        }
        return .handled
    }

    /// A click focuses the pane under it; in the timeline it chooses the event.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        let placed = layout(area, glyphs: context.glyphs)
        guard let hit = placed.indices.first(where: { placed[$0].rect.contains(column: column, row: row) }),
            let id = PaneID(rawValue: hit)
        else { return .unhandled }
        focus = id
        if id == .timeline, let index = placed[hit].pane.lineIndex(atRow: row, in: placed[hit].rect) {
            timeline.selected = index
            details = ScrollState()
        }
        return .handled
    }

    /// Shows events up to `count` and chooses the newest, as a clock moving forward would.
    private mutating func reveal(upTo count: Int) {
        revealed = min(count, eventTimes.count)
        timeline.selected = max(0, revealed - 1)
        details = ScrollState()
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        for placed in layout(area, glyphs: context.glyphs) {
            placed.pane.draw(in: placed.rect, frame: &frame, glyphs: context.glyphs)
        }
    }

    // MARK: Layout

    private func layout(_ area: Rect, glyphs: Glyphs) -> [(pane: Pane, rect: Rect)] {
        let width = area.width - 4
        let content = content
        let panes = [timelinePane(content), detailsPane(content, width: width), resultPane(content, width: width)]
        let rects = PaneLayout.stack(area, natural: panes.map(\.naturalHeight), focus: focus.rawValue)
        return Array(zip(panes, rects))
    }

    private var clock: Int { revealed > 0 ? eventTimes[revealed - 1] : 0 }

    private var timelineSlot: WrapCache.Slot { WrapCache.Slot(section: "timeline \(revealed)", width: 0) }

    private func detailsSlot(width: Int) -> WrapCache.Slot {
        WrapCache.Slot(section: "details \(timeline.selected ?? 0) of \(revealed)", width: width)
    }

    /// Fills the caches for what the screen shows now, so the next view (and key) reuse them.
    private mutating func prepare(width: Int) {
        let content = content
        if timelineCache.lines(for: timelineSlot) == nil { timelineCache.store(timelineLines(content), for: timelineSlot) }
        let slot = detailsSlot(width: width)
        if detailsCache.lines(for: slot) == nil { detailsCache.store(detailsLines(content, width: width), for: slot) }
    }

    private func timelineLines(_ content: any WalkTimeline) -> [StyledLine] {
        TableText.lines((0..<revealed).map { content.row($0).map(StyledLine.Span.init) })
    }

    private func timelinePane(_ content: any WalkTimeline) -> Pane {
        var footer: [StyledLine] = []
        if eventTimes.isEmpty {
            footer.append(StyledLine(content.noEvents, .muted))
        } else if !isComplete {
            footer.append(StyledLine("Next: \(content.label(revealed)) at +\(eventTimes[revealed]) s (Enter)", .muted))
        }
        let title = eventTimes.isEmpty ? "After the hand-off" : "After the hand-off: clock at +\(clock) s"
        let lines = timelineCache.lines(for: timelineSlot) ?? timelineLines(content)
        return Pane(title: title, lines: lines, footer: footer, focused: focus == .timeline, scroll: timeline)
    }

    private func detailsPane(_ content: any WalkTimeline, width: Int) -> Pane {
        let index = timeline.selected ?? 0
        guard index < revealed else {
            return Pane(title: "Details", lines: [StyledLine("Nothing has happened yet.", .muted)], focused: focus == .details, scroll: details)
        }
        let lines = detailsCache.lines(for: detailsSlot(width: width)) ?? detailsLines(content, width: width)
        return Pane(title: content.detailsTitle(index), lines: lines, focused: focus == .details, scroll: details)
    }

    private func detailsLines(_ content: any WalkTimeline, width: Int) -> [StyledLine] {
        let index = timeline.selected ?? 0
        guard index < revealed else { return [] }
        return StyledLine.lines(content.details(index)).flatMap { $0.wrappedHanging(width: width) }
    }

    private func resultPane(_ content: any WalkTimeline, width: Int) -> Pane {
        guard isComplete, let lines = content.result else {
            return Pane(title: "Result", lines: [StyledLine(content.pending, .muted)], focused: false, scroll: ScrollState())
        }
        return Pane(title: "Result", lines: lines.flatMap { StyledLine($0).wrappedHanging(width: width) }, focused: false, scroll: ScrollState())
    }
}
