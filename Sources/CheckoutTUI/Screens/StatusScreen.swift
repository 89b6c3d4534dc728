import CheckoutCore

/// What the merchant server sees after the hand-off, on the simulated clock: each status check with
/// its code, the S2S callback and whether it verified, then the result (and a refund when the
/// merchant gave up on a payment that later succeeded). Events show one at a time, so a demo can
/// walk the clock forward.
public struct StatusScreen: ScreenModel {
    public enum PaneID: Int, CaseIterable, Sendable {
        case timeline, details
    }

    public let transcript: Transcript
    public let events: [TimelineEvent]
    /// How many events are shown so far.
    public var revealed: Int
    public var focus: PaneID = .timeline
    public var timeline = ScrollState.list()
    public var details = ScrollState()
    /// The timeline's rows and the chosen event's wrapped details, kept between keys (see WrapCache).
    var timelineCache = WrapCache()
    var detailsCache = WrapCache()

    public init(transcript: Transcript) {
        self.transcript = transcript
        events = transcript.timeline
        revealed = min(1, events.count)
    }

    public var isComplete: Bool { revealed >= events.count }

    var breadcrumb: String { "Status" }

    var hints: [KeyHint] {
        let enter = isComplete ? KeyHint("Enter", "new walk") : KeyHint("Enter", "next event")
        return [enter, KeyHint("a", "all"), KeyHint("s", "save scenario"), .move, .panes, KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Enter Space n", "move the clock to the next event; at the end, back to the checkout page"),
            KeyHint("a", "show every event and the result"),
            KeyHint("↑↓ j k", "choose an event (its request and answer show below) or scroll the details"),
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
            reveal(upTo: events.count)
        case .tab, .backTab:
            focus = focus == .timeline ? .details : .timeline
        case .character("t"):
            return .push(.transcript(TranscriptScreen(transcript: transcript, glyphs: context.glyphs)))
        case .character("s"):
            return .save(transcript)
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
        revealed = min(count, events.count)
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
        let panes = [timelinePane(), detailsPane(width: width), resultPane(width: width)]
        let rects = PaneLayout.stack(area, natural: panes.map(\.naturalHeight), focus: focus.rawValue)
        return Array(zip(panes, rects))
    }

    private var clock: Int { revealed > 0 ? events[revealed - 1].at : 0 }

    private var timelineSlot: WrapCache.Slot { WrapCache.Slot(section: "timeline \(revealed)", width: 0) }

    private func detailsSlot(width: Int) -> WrapCache.Slot {
        WrapCache.Slot(section: "details \(timeline.selected ?? 0) of \(revealed)", width: width)
    }

    /// Fills the caches for what the screen shows now, so the next view (and key) reuse them.
    private mutating func prepare(width: Int) {
        if timelineCache.lines(for: timelineSlot) == nil { timelineCache.store(timelineLines(), for: timelineSlot) }
        let slot = detailsSlot(width: width)
        if detailsCache.lines(for: slot) == nil { detailsCache.store(detailsLines(width: width), for: slot) }
    }

    private func timelineLines() -> [StyledLine] { TableText.lines(events.prefix(revealed).map(row)) }

    private func timelinePane() -> Pane {
        var footer: [StyledLine] = []
        if events.isEmpty {
            footer.append(StyledLine("No status checks: the payment never started.", .muted))
        } else if !isComplete {
            footer.append(StyledLine("Next: \(label(events[revealed])) at +\(events[revealed].at) s (Enter)", .muted))
        }
        let title = events.isEmpty ? "After the hand-off" : "After the hand-off: clock at +\(clock) s"
        let lines = timelineCache.lines(for: timelineSlot) ?? timelineLines()
        return Pane(title: title, lines: lines, footer: footer, focused: focus == .timeline, scroll: timeline)
    }

    private func label(_ event: TimelineEvent) -> String {
        switch event.kind {
        case .statusCheck(let index): return "status check \(index + 1)"
        case .callback: return "S2S callback"
        }
    }

    private func row(_ event: TimelineEvent) -> [StyledLine.Span] {
        let at = StyledLine.Span("+\(event.at) s", .muted)
        switch event.kind {
        case .statusCheck(let index):
            let code = transcript.statusChecks[index].code
            return [at, StyledLine.Span("status check \(index + 1)"), StyledLine.Span(code, Self.style(code: code))]
        case .callback:
            guard let callback = transcript.callback else { return [at] }
            let code = callback.check.payload?["code"]?.stringValue ?? "unreadable"
            let verdict = callback.check.verified
                ? StyledLine.Span("S2S callback, verified", .ok) : StyledLine.Span("S2S callback, NOT verified", .error)
            return [at, verdict, StyledLine.Span(code, Self.style(code: code))]
        }
    }

    static func style(code: String) -> TextStyle {
        switch code {
        case "PAYMENT_SUCCESS": return TextStyle(.bold, role: .ok)
        case "PAYMENT_PENDING", "INTERNAL_SERVER_ERROR": return .warning
        default: return .error
        }
    }

    private func detailsPane(width: Int) -> Pane {
        let index = timeline.selected ?? 0
        guard index < revealed else {
            return Pane(title: "Details", lines: [StyledLine("Nothing has happened yet.", .muted)], focused: focus == .details, scroll: details)
        }
        let lines = detailsCache.lines(for: detailsSlot(width: width)) ?? detailsLines(width: width)
        return Pane(title: detailsTitle(events[index]), lines: lines, focused: focus == .details, scroll: details)
    }

    private func detailsLines(width: Int) -> [StyledLine] {
        let index = timeline.selected ?? 0
        guard index < revealed else { return [] }
        return eventLines(events[index]).flatMap { $0.wrappedHanging(width: width) }
    }

    private func detailsTitle(_ event: TimelineEvent) -> String {
        switch event.kind {
        case .statusCheck(let index):
            let check = transcript.statusChecks[index]
            return "Status check \(index + 1): \(check.method) \(check.path)"
        case .callback:
            guard let callback = transcript.callback else { return "S2S callback" }
            return "S2S callback at +\(callback.at) s: POST \(callback.request.path)"
        }
    }

    private func eventLines(_ event: TimelineEvent) -> [StyledLine] {
        switch event.kind {
        case .statusCheck(let index):
            let check = transcript.statusChecks[index]
            let headers = TableText.lines(check.headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
            return headers + [StyledLine("X-VERIFY = sha256(path + salt key) + \"###\" + salt index", .muted), .blank,
                              StyledLine("Answer: HTTP \(check.response.httpStatus)", .heading)] + JSONStyling.lines(check.response.body)
        case .callback:
            guard let callback = transcript.callback else { return [] }
            let check = callback.check
            let amount = check.amountMatches.map { $0 ? "matches the order" : "DIFFERS from the order" } ?? "not checked (none in the payload)"
            var lines: [StyledLine] = [
                StyledLine([StyledLine.Span("X-VERIFY  ", .bold), StyledLine.Span(check.checksumValid ? "valid" : "INVALID", check.checksumValid ? .ok : .error)]),
                StyledLine([StyledLine.Span("amount    ", .bold), StyledLine.Span(amount, check.amountMatches == false ? .error : .ok)]),
            ]
            lines += check.problems.map { StyledLine("problem: \($0)", .error) }
            lines += [.blank, StyledLine("Headers", .heading)]
            lines += TableText.lines(callback.request.headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
            lines += [StyledLine([StyledLine.Span("body  ", .bold), StyledLine.Span(callback.request.body)])]
            if let payload = check.payload { lines += [.blank, StyledLine("Decoded response", .heading)] + JSONStyling.lines(payload) }
            return lines
        }
    }

    private func resultPane(width: Int) -> Pane {
        guard isComplete, let result = transcript.result else {
            return Pane(title: "Result", lines: [StyledLine("Not known yet: the server is still waiting for a final status.", .muted)], focused: false, scroll: ScrollState())
        }
        var lines = [StyledLine([StyledLine.Span("\(result.code) · \(result.state)", Self.style(code: result.code)), StyledLine.Span("  \(result.summary)")])]
        if let refund = transcript.refund {
            lines.append(StyledLine("Refund: \(refund.request.method) \(refund.request.path) answered \(refund.response.code)", .warning))
        }
        return Pane(title: "Result", lines: lines.flatMap { $0.wrappedHanging(width: width) }, focused: false, scroll: ScrollState())
    }
}
