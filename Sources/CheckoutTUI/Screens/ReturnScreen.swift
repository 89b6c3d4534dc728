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
            return .push(.status(StatusScreen(walk: walk)))
        case .character("t"):
            return .push(.transcript(TranscriptScreen(record: walk, glyphs: context.glyphs)))
        default:
            let pane = pane(width: area.width - 4)
            return scroll.handle(key, count: pane.lines.count, viewport: pane.viewport(height: area.height)) ? .handled : .unhandled
        }
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        pane(width: area.width - 4).draw(in: area, frame: &frame, glyphs: context.glyphs)
    }

    private func pane(width: Int) -> Pane {
        Pane(title: view.title, lines: view.lines.flatMap { StyledLine($0).wrappedHanging(width: width) }, focused: true, scroll: scroll)
    }
}
