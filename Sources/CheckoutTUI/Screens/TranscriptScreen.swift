import CheckoutCore

/// A walked flow's text transcript (`PhonePeTranscript.text`) in one scrolling pane, long lines wrapped.
public struct TranscriptScreen: ScreenModel {
    /// Flow, app, amount and outcome: the pane's title.
    public let title: String
    /// The transcript's lines, styled: section headings, errors and the result stand out.
    public let lines: [StyledLine]
    /// The walk, for its text and the file name `w` offers.
    public let record: WalkRecord
    public var scroll = ScrollState()
    /// The file name being typed after `w`, until Enter writes or Esc cancels.
    var fileName: FileNamePrompt?
    /// `/` and `n` `N` over the wrapped lines.
    var search = TextSearch()
    /// The lines wrapped for the window's width, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<TextPane, NoBasis>?
    /// Up after `x`: the file the walk is exported to.
    var export: WalkExportPrompt?

    public init(record: WalkRecord, glyphs: Glyphs) {
        self.record = record
        title = record.title(separator: glyphs.separator)
        lines = Self.styled(record.textLines, succeeded: record.succeeded) + [.blank]
    }

    var breadcrumb: String { "Transcript" }

    var takesText: Bool { export != nil || prompt != nil }

    var hints: [KeyHint] {
        if export != nil { return WalkExportPrompt.hints }
        return [.scroll, KeyHint("g/G", "top/end")] + search.hints + [KeyHint("w", "write"), KeyHint("x", "export"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [KeyHint("↑↓ j k", "scroll a line"), KeyHint("PgUp PgDn", "scroll a page")] + TextSearch.helpKeys
            + [KeyHint("w", "write the transcript to a file (a name is offered; an existing file is never replaced unasked)")]
            + [KeyHint("x", "export the walk as an HTML page or a Mermaid diagram (as the name ends), with the same run command")]
            + [KeyHint("Esc q", "back to the checkout page")]
    }

    var prompt: Prompt? { fileName?.prompt ?? search.prompt }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        if var typing = fileName {
            switch typing.handle(key) {
            case .typing: fileName = typing
            case .cancelled: fileName = nil
            case .done(let path):
                fileName = nil
                return .writeTranscript(TranscriptWriteRequest(path: path, text: record.text))
            }
            return .handled
        }
        if let action = WalkExportPrompt.handle(key, in: &export) { return action }
        if key == .character("x"), !search.typing {
            export = WalkExportPrompt(record: record, context: context)
            return .handled
        }
        if key == .character("w"), !search.typing {
            fileName = FileNamePrompt(offering: Self.defaultFileName(record, context: context))
            return .handled
        }
        guard let text = refreshPanes(in: area, context: context)[.text] else { return .unhandled }
        if let step = search.handle(key, lines: text.content.lines.map(\.text), top: scroll.offset) {
            scroll.show(step, count: text.content.lines.count, viewport: text.viewport)
            return .handled
        }
        return scroll.handle(key, count: text.content.lines.count, viewport: text.viewport) ? .handled : .unhandled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        guard let placed = panes(in: area, context: context)[.text] else { return }
        search.pane(placed.content, scroll: scroll).draw(in: placed.rect, frame: &frame, glyphs: context.glyphs)
        export?.input.draw(in: area, note: export?.note ?? StyledLine(""), frame: &frame, glyphs: context.glyphs)
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

extension TranscriptScreen {
    /// `<profile>-<flow>[-<app or method>].txt` in the working folder, as a saved scenario is named.
    static func defaultFileName(_ record: WalkRecord, context: ScreenContext) -> String {
        let profile = context.profiles.first { $0.profile == record.profile }?.id ?? "walk"
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        let stem = ([profile] + record.nameParts).joined(separator: "-").lowercased().map { allowed.contains($0) ? $0 : "-" }
        return String(stem) + ".txt"
    }
}
