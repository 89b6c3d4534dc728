import CheckoutCore

/// A Citcon walk one section at a time: which wallets the device can offer, the CPayRequest (or the
/// rules it broke), where the payment went and how it came back, the results in the order they
/// arrived, the merchant's decision, and the notes. `t` shows the whole walk as text.
public struct CitconWalkScreen: ScreenModel {
    /// The sections Tab cycles through.
    public enum Section: String, CaseIterable, Sendable {
        case wallets = "Wallets"
        case request = "CPayRequest"
        case handOff = "Hand-off"
        case results = "Results"
        case result = "Result"
        case notes = "Notes"
    }

    public let transcript: CitconTranscript
    /// The sections this walk has: a refused request has nothing to show past the rules it broke.
    public let sections: [Section]
    public var section: Section
    public var scrolls: [Section: ScrollState] = [:]
    var cache = WrapCache()

    public init(transcript: CitconTranscript) {
        self.transcript = transcript
        var sections: [Section] = [.wallets, .request]
        if transcript.errors.isEmpty {
            if transcript.handOff != nil { sections.append(.handOff) }
            if transcript.returnStep != nil { sections.append(.results) }
            if transcript.result != nil { sections.append(.result) }
            if !transcript.notes.isEmpty { sections.append(.notes) }
        }
        self.sections = sections
        section = sections[0]
    }

    var breadcrumb: String { "Citcon walk" }

    var hints: [KeyHint] { [KeyHint("Tab", "section"), .scroll, KeyHint("t", "transcript"), .back, .help] }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Tab ⇧Tab ← →", "next / previous section"),
            KeyHint("↑↓ j k", "scroll the section"),
            KeyHint("t", "the whole walk as a text transcript"),
            KeyHint("Esc q", "back to the checkout page"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .tab, .right, .character("l"):
            move(by: 1)
        case .backTab, .left, .character("h"):
            move(by: -1)
        case .character("t"):
            return .push(.transcript(TranscriptScreen(citcon: transcript, glyphs: context.glyphs)))
        default:
            let width = area.width - 4
            let slot = WrapCache.Slot(section: section.rawValue, width: width)
            if cache.lines(for: slot) == nil { cache.store(wrap(width: width), for: slot) }
            let (pane, rect) = layout(area, glyphs: context.glyphs)
            var scroll = scrolls[section] ?? ScrollState()
            guard scroll.handle(key, count: pane.lines.count, viewport: pane.viewport(height: rect.height)) else { return .unhandled }
            scrolls[section] = scroll
        }
        return .handled
    }

    /// A click on a section's name shows it.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        let (tabs, _) = area.splitRows(top: 1)
        guard tabs.contains(column: column, row: row),
            let index = SectionTabs.index(atColumn: column, names: sections.map(\.rawValue), selected: sections.firstIndex(of: section) ?? 0, in: tabs)
        else { return .unhandled }
        section = sections[index]
        return .handled
    }

    private mutating func move(by step: Int) {
        let index = sections.firstIndex(of: section) ?? 0
        section = sections[(index + step + sections.count) % sections.count]
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        let (tabs, _) = area.splitRows(top: 1)
        SectionTabs.draw(sections.map(\.rawValue), selected: sections.firstIndex(of: section) ?? 0, in: tabs, frame: &frame, glyphs: context.glyphs)
        let (pane, rect) = layout(area, glyphs: context.glyphs)
        pane.draw(in: rect, frame: &frame, glyphs: context.glyphs)
    }

    private func layout(_ area: Rect, glyphs: Glyphs) -> (Pane, Rect) {
        let (_, body) = area.splitRows(top: 1)
        let width = body.width - 4
        let lines = cache.lines(for: WrapCache.Slot(section: section.rawValue, width: width)) ?? wrap(width: width)
        return (Pane(title: title(glyphs: glyphs), lines: lines, focused: true, scroll: scrolls[section] ?? ScrollState()), body)
    }

    private func wrap(width: Int) -> [StyledLine] {
        content.flatMap { $0.wrappedHanging(width: width) }
    }

    private func title(glyphs: Glyphs) -> String {
        switch section {
        case .wallets:
            let amount = CheckoutScreen.currencyAmount(cents: transcript.options.amount, currency: transcript.options.currency)
            return "Wallets on \(transcript.profile.name) \(glyphs.separator) \(amount)"
        case .request:
            let method = transcript.method?.rawValue ?? transcript.options.methodName
            return transcript.errors.isEmpty ? "CPayRequest: requestOrder with \(method)" : "Refused: requestOrder was not called"
        case .handOff: return transcript.handOff.map { "Hand-off: \($0.surface)" } ?? "Hand-off"
        case .results: return "Results, in the order they arrived"
        case .result: return "Result: what the merchant decided"
        case .notes: return "Where the seed contradicts itself"
        }
    }
}
