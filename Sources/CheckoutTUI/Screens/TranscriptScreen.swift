import CheckoutCore

/// A walked flow's text transcript (`Transcript.text`) in one scrolling pane, long lines wrapped.
public struct TranscriptScreen: ScreenModel {
    /// Flow, app, amount and outcome: the pane's title.
    public let title: String
    /// The transcript's lines, styled: section headings, errors and the result stand out.
    public let lines: [StyledLine]
    /// The result code, e.g. PAYMENT_SUCCESS, or the first broken rule.
    public let outcome: String
    public var scroll = ScrollState()
    /// The lines wrapped for the window's width, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<TextPane, NoBasis>?

    public init(transcript: Transcript, glyphs: Glyphs) {
        let amount = transcript.options.effectiveAmount.map { glyphs.rupees(paise: $0) } ?? "no amount"
        let app = transcript.app.map { " \(glyphs.separator) \($0.displayName)" } ?? ""
        if let result = transcript.result {
            outcome = result.code
        } else if let error = transcript.errors.first {
            outcome = "refused: \(error.field)"
        } else {
            outcome = "no result"
        }
        title = "\(transcript.flow.rawValue)\(app) \(glyphs.separator) \(amount) \(glyphs.separator) \(outcome)"
        lines = Self.styled(transcript.text)
    }

    /// A Citcon walk's text transcript, titled by method, amount in its currency, and the merchant's decision.
    public init(citcon transcript: CitconTranscript, glyphs: Glyphs) {
        let method = transcript.method.map { " \(glyphs.separator) \($0.displayName)" } ?? ""
        let amount = CheckoutScreen.currencyAmount(cents: transcript.options.amount, currency: transcript.options.currency)
        if let result = transcript.result {
            outcome = "\(result.code) \(glyphs.separator) \(result.state)"
        } else if let error = transcript.errors.first {
            outcome = "refused: \(error.field)"
        } else {
            outcome = "no result"
        }
        title = "citcon\(method) \(glyphs.separator) \(amount) \(glyphs.separator) \(outcome)"
        // Citcon's result line carries no PAYMENT_SUCCESS: whether the merchant was paid decides its colour.
        let paid = transcript.result?.paid == true
        lines = Self.styled(transcript.text, resultIsOK: { _ in paid })
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

    /// "== Section ==" headings stand out; the Errors section and a failed result in the error colour.
    static func styled(_ text: String, resultIsOK: (String) -> Bool = { $0.contains("SUCCESS") }) -> [StyledLine] {
        var section = ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { substring in
            let line = String(substring)
            if line.hasPrefix("== "), line.hasSuffix(" ==") {
                section = String(line.dropFirst(3).dropLast(3))
                return StyledLine(line, section.hasPrefix("Errors") ? .error : .heading)
            }
            if section.hasPrefix("Errors"), !line.isEmpty { return StyledLine(line, .error) }
            if section == "Result", !line.isEmpty {
                return StyledLine(line, resultIsOK(line) ? TextStyle(.bold, role: .ok) : .error)
            }
            return StyledLine(line)
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
