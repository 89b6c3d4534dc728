import CheckoutCore

/// A walked flow's text transcript (`Transcript.text`) in one scrolling pane, long lines wrapped.
public struct TranscriptScreen: ScreenModel {
    /// Flow, app, amount and outcome: the pane's title.
    public let title: String
    /// The transcript's lines, styled: section headings, errors and the result stand out.
    public let lines: [StyledLine]
    public var scroll = ScrollState()
    /// The lines wrapped for the window's width, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<TextPane, NoBasis>?

    public init(record: WalkRecord, glyphs: Glyphs) {
        title = record.title(separator: glyphs.separator)
        lines = Self.styled(record.textLines, succeeded: record.succeeded) + [.blank]
    }

    var breadcrumb: String { "Transcript" }

    var hints: [KeyHint] { [.scroll, KeyHint("g/G", "top/end"), .back, .help] }

    var helpKeys: [KeyHint] {
        [KeyHint("↑↓ j k", "scroll a line"), KeyHint("PgUp PgDn", "scroll a page"), KeyHint("Esc q", "back to the checkout page")]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        guard let text = refreshPanes(in: area, context: context)[.text] else { return .unhandled }
        return scroll.handle(key, count: text.content.lines.count, viewport: text.viewport) ? .handled : .unhandled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: .text) { _ in scroll }
    }

    /// Headings stand out; broken rules, and a result that is not a success, in the error colour.
    static func styled(_ lines: [TranscriptLine], succeeded: Bool) -> [StyledLine] {
        lines.map { line in
            switch line.kind {
            case .plain: return StyledLine(line.text)
            case .heading: return StyledLine(line.text, .heading)
            case .errorHeading, .error: return StyledLine(line.text, .error)
            case .result: return StyledLine(line.text, succeeded ? TextStyle(.bold, role: .ok) : .error)
            }
        }
    }
}

extension TranscriptScreen: KeepsPanesLaidOut {
    /// The screen's one pane.
    enum TextPane: Hashable, Sendable { case text }

    /// The transcript never changes: only the window's width decides how it wraps.
    func layoutBasis(_ context: ScreenContext) -> NoBasis { NoBasis() }

    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<TextPane>] {
        let wrapped = lines.flatMap { $0.wrappedHanging(width: area.width - 4) }
        return [PlacedPane(id: .text, content: PaneContent(title: title, lines: wrapped), rect: area)]
    }
}
