import CheckoutCore

/// A walked flow's text transcript (`Transcript.text`) in one scrolling pane, long lines wrapped.
public struct TranscriptScreen: ScreenModel {
    /// Flow, app, amount and outcome: the pane's title.
    public let title: String
    /// The transcript's lines, styled: section headings, errors and the result stand out.
    public let lines: [StyledLine]
    public var scroll = ScrollState()
    var cache = WrapCache()

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
        let width = area.width - 4
        let slot = WrapCache.Slot(section: "", width: width)
        if cache.lines(for: slot) == nil { cache.store(wrap(width: width), for: slot) }
        let pane = pane(width: width)
        return scroll.handle(key, count: pane.lines.count, viewport: pane.viewport(height: area.height)) ? .handled : .unhandled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        pane(width: area.width - 4).draw(in: area, frame: &frame, glyphs: context.glyphs)
    }

    private func pane(width: Int) -> Pane {
        let wrapped = cache.lines(for: WrapCache.Slot(section: "", width: width)) ?? wrap(width: width)
        return Pane(title: title, lines: wrapped, focused: true, scroll: scroll)
    }

    private func wrap(width: Int) -> [StyledLine] {
        lines.flatMap { $0.wrappedHanging(width: width) }
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
