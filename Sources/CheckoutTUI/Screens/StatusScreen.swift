import CheckoutCore

/// What reaches the merchant after the hand-off, on the simulated clock: PhonePe's status checks and
/// S2S callback, or Citcon's client results, IPN and inquiries (see `WalkTimeline`), then the result.
/// Events show one at a time, so a demo can walk the clock forward.
public struct StatusScreen: ScreenModel {
    public enum PaneID: Int, CaseIterable, Sendable {
        case timeline, details
        /// Shown under the others once every event is; never focused.
        case result
    }

    public let walk: WalkRecord
    /// Seconds since the hand-off of each event.
    public let eventTimes: [Int]
    /// How many events are shown so far.
    public var revealed: Int
    public var focus: PaneID = .timeline
    public var timeline = ScrollState.list()
    public var details = ScrollState()
    /// The revealed events' rows, refreshed when the clock moves on.
    var timelineRows: [StyledLine] = []
    /// The panes laid out for the window, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<PaneID, LayoutBasis>?
    /// Up after `x`: the file the walk is exported to.
    var export: WalkExportPrompt?

    public init(walk: WalkRecord) {
        self.walk = walk
        eventTimes = walk.timeline.times
        revealed = 0
        reveal(upTo: 1)
    }

    public var isComplete: Bool { revealed >= eventTimes.count }

    private var content: any WalkTimeline { walk.timeline }

    var breadcrumb: String { "Status" }

    var takesText: Bool { export != nil }

    var hints: [KeyHint] {
        if export != nil { return WalkExportPrompt.hints }
        let enter = isComplete ? KeyHint("Enter", "new walk") : KeyHint("Enter", "next event")
        return [enter, KeyHint("a", "all"), KeyHint("s", "save scenario"), KeyHint("x", "export"), .move, .panes, KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Enter Space n", "move the clock to the next event; at the end, back to the checkout page"),
            KeyHint("a", "show every event and the result"),
            KeyHint("↑↓ j k", "choose an event (what it carried shows below) or scroll the details"),
            KeyHint("t", "the whole walk as a text transcript"),
            KeyHint("s", "save the walk as a scenario that checkout-sim replay runs"),
            KeyHint("x", "export the walk as an HTML page or a Mermaid diagram (as the name ends), with the same run command"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        if let action = WalkExportPrompt.handle(key, in: &export) { return action }
        switch key {
        case .character("x"):
            export = WalkExportPrompt(record: walk, context: context)
        case .enter where isComplete:
            return .backToCheckout
        case .enter, .character(" "), .character("n"):
            reveal(upTo: revealed + 1)
        case .character("a"):
            reveal(upTo: eventTimes.count)
        case .tab, .backTab:
            focus = focus == .timeline ? .details : .timeline
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: walk, glyphs: context.glyphs)))
        case .character("s"):
            return .save(walk)
        default:
            guard let placed = refreshPanes(in: area, context: context)[focus] else { return .unhandled }
            if focus == .timeline {
                guard timeline.handle(key, count: revealed, viewport: placed.viewport) else { return .unhandled }
                details = ScrollState()
            } else {
                guard details.handle(key, count: placed.content.lines.count, viewport: placed.viewport) else { return .unhandled }
            }
        }
        return .handled
    }

    /// A click focuses the pane under it; in the timeline it chooses the event.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        guard let hit = refreshPanes(in: area, context: context).pane(atColumn: column, row: row), hit.id != .result else { return .unhandled }
        focus = hit.id
        if hit.id == .timeline, let index = hit.lineIndex(atRow: row, scroll: timeline) {
            timeline.selected = index
            details = ScrollState()
        }
        return .handled
    }

    /// Shows events up to `count` and chooses the newest, as a clock moving forward would.
    private mutating func reveal(upTo count: Int) {
        let shown = min(count, eventTimes.count)
        if shown != revealed || timelineRows.isEmpty {
            let content = content
            timelineRows = TableText.lines((0..<shown).map { content.row($0).map(StyledLine.Span.init) })
        }
        revealed = shown
        timeline.selected = max(0, revealed - 1)
        details = ScrollState()
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: focus) { id in
            switch id {
            case .timeline: return timeline
            case .details: return details
            case .result: return ScrollState()
            }
        }
        export?.input.draw(in: area, note: export?.note ?? StyledLine(""), frame: &frame, glyphs: context.glyphs)
    }

    private var clock: Int { revealed > 0 ? eventTimes[revealed - 1] : 0 }
}

extension StatusScreen: KeepsPanesLaidOut {
    /// What the panes show: how far the clock is, the chosen event, and which pane takes the room.
    struct LayoutBasis: Equatable, Sendable {
        var revealed: Int
        var chosen: Int?
        var focus: PaneID
    }

    func layoutBasis(_ context: ScreenContext) -> LayoutBasis {
        LayoutBasis(revealed: revealed, chosen: timeline.selected, focus: focus)
    }

    /// The timeline on top, the chosen event's details below it, the result at the bottom.
    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<PaneID>] {
        let width = area.width - 4
        let content = content
        let panes: [(id: PaneID, content: PaneContent)] = [
            (.timeline, timelinePane(content)), (.details, detailsPane(content, width: width)), (.result, resultPane(content, width: width)),
        ]
        return PaneLayout.stack(area, panes, focus: focus)
    }

    private func timelinePane(_ content: any WalkTimeline) -> PaneContent {
        var footer: [StyledLine] = []
        if eventTimes.isEmpty {
            footer.append(StyledLine(content.noEvents, .muted))
        } else if !isComplete {
            footer.append(StyledLine("Next: \(content.label(revealed)) at +\(eventTimes[revealed]) s (Enter)", .muted))
        }
        let title = eventTimes.isEmpty ? "After the hand-off" : "After the hand-off: clock at +\(clock) s"
        return PaneContent(title: title, lines: timelineRows, footer: footer)
    }

    private func detailsPane(_ content: any WalkTimeline, width: Int) -> PaneContent {
        let index = timeline.selected ?? 0
        guard index < revealed else {
            // A walk with no events (ended by the gateway's answer) has nothing to come, not "yet"; the
            // timeline above already says why, so it is not said twice.
            let text = eventTimes.isEmpty ? "No event to show: the result below says how the walk ended." : "Nothing has happened yet: Enter shows the next event."
            return PaneContent(title: "Details", lines: [StyledLine(text, .muted)])
        }
        let lines = StyledLine.lines(content.details(index)).flatMap { $0.wrappedHanging(width: width) }
        return PaneContent(title: content.detailsTitle(index), lines: lines)
    }

    private func resultPane(_ content: any WalkTimeline, width: Int) -> PaneContent {
        guard isComplete, let lines = content.result else {
            return PaneContent(title: "Result", lines: [StyledLine(content.pending, .muted)])
        }
        return PaneContent(title: "Result", lines: lines.flatMap { StyledLine($0).wrappedHanging(width: width) })
    }
}
