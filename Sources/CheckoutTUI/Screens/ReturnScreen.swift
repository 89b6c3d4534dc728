import CheckoutCore

/// How control came back to the merchant app: by itself through the callback scheme (with the URL it
/// was opened with), by the user switching back (and why), not at all (the app was killed), or from
/// the web checkout. For Citcon, also whether the app handed the return to the SDK. Enter goes on to
/// what reaches the merchant after it.
public struct ReturnScreen: ScreenModel {
    public let walk: WalkRecord
    /// How the walk came back, worked out once.
    let view: ReturnView
    public var scroll = ScrollState()
    /// The lines wrapped for the window's width, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<ReturnPane, NoBasis>?

    public init(walk: WalkRecord) {
        self.walk = walk
        view = walk.returnView
    }

    var breadcrumb: String { "Return" }

    var hints: [KeyHint] { [KeyHint("Enter", view.next), .scroll, KeyHint("t", "transcript"), .back, .help] }

    var helpKeys: [KeyHint] { [KeyHint("Enter", view.nextExplained), KeyHint("t", "the walk as a text transcript")] }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            return .push(Screen(StatusScreen(walk: walk)))
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: walk, glyphs: context.glyphs)))
        default:
            guard let text = refreshPanes(in: area, context: context)[.text] else { return .unhandled }
            return scroll.handle(key, count: text.content.lines.count, viewport: text.viewport) ? .handled : .unhandled
        }
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: .text) { _ in scroll }
    }
}

extension ReturnScreen: KeepsPanesLaidOut {
    /// The screen's one pane.
    enum ReturnPane: Hashable, Sendable { case text }

    /// The return never changes: only the window's width decides how it wraps.
    func layoutBasis(_ context: ScreenContext) -> NoBasis { NoBasis() }

    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<ReturnPane>] {
        let wrapped = view.lines.flatMap { StyledLine($0).wrappedHanging(width: area.width - 4) }
        return [PlacedPane(id: .text, content: PaneContent(title: view.title, lines: wrapped), rect: area)]
    }
}
