import CheckoutCore

/// The payment app, wallet, H5 page or browser "opens": what it received and asks. The user chooses
/// what to do there (pay, decline or cancel, leave, kill it…); a hand-off that failed says why instead.
public struct HandOffScreen: ScreenModel {
    /// The walk waiting at its hand-off (or whose hand-off failed).
    public let walk: Walk
    /// What opened and the user's choices there, worked out once.
    let view: HandOffView
    let choices: [HandOffChoice]
    /// The view's lines in the TUI's styles, converted once.
    let openedLines: [StyledLine]
    public var menu = ScrollState.list()
    /// A scenario's walk (`tui --scenario`): the first choice, chosen at start, does what the scenario says.
    public let scripted: Bool

    public init(walk: Walk, scripted: Bool = false) {
        self.walk = walk
        view = walk.handOffView
        choices = walk.choices
        openedLines = view.lines.map(StyledLine.init)
        self.scripted = scripted && walk.awaitsUser
    }

    /// What the menu offers: the scenario's own choice first when there is one, then every choice.
    var offered: [HandOffChoice] { scripted ? [Self.scenarioChoice(walk)] + choices : choices }

    var awaitsUser: Bool { walk.awaitsUser }

    /// The walk so far, for the transcript and for a hand-off that failed.
    var record: WalkRecord { walk.record }

    /// The walk finished with the choice at `index`.
    func finished(_ index: Int) -> WalkRecord {
        var finished = walk
        if scripted && index == 0 {
            finished.finish()
        } else if !choices.isEmpty {
            finished.finish(choices[min(index - (scripted ? 1 : 0), choices.count - 1)])
        }
        return finished.record
    }

    var breadcrumb: String { view.breadcrumb }

    var hints: [KeyHint] {
        awaitsUser
            ? [.move, KeyHint("Enter", "do it"), KeyHint("t", "transcript"), .back, .help]
            : [KeyHint("Enter", "result"), KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose what the user does in \(view.place)"),
            KeyHint("Enter", "do it: control comes back to the merchant app, or does not"),
            KeyHint("t", "the walk so far as a text transcript"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            guard awaitsUser else { return .push(.status(StatusScreen(walk: record))) }
            return .push(.returned(ReturnScreen(walk: finished(menu.selected ?? 0))))
        case .character("t"):
            return .push(.transcript(TranscriptScreen(record: record, glyphs: context.glyphs)))
        default:
            guard awaitsUser else { return .unhandled }
            let count = offered.count
            return menu.handle(key, count: count, viewport: count) ? .handled : .unhandled
        }
    }

    /// A click chooses what the user does; a click on the chosen one does it.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        guard awaitsUser, let index = panes(width: area.width).choice(atColumn: column, row: row, in: area) else { return .unhandled }
        if index == menu.selected { return handle(.enter, area: area, context: context) }
        menu.selected = index
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(width: area.width).draw(in: area, frame: &frame, glyphs: context.glyphs)
    }

    /// What was opened, and the choices; none after a failed hand-off.
    private func panes(width areaWidth: Int) -> HandOffPanes {
        let width = areaWidth - 4
        let offered = offered
        var choices: Pane?
        if !offered.isEmpty {
            let selected = min(menu.selected ?? 0, offered.count - 1)
            choices = HandOffPanes.choices(
                place: view.place, labels: offered.map(\.label), explanation: offered[selected].explanation, width: width, menu: menu)
        }
        return HandOffPanes(title: view.title, openedLines: openedLines, width: width, choices: choices)
    }
}
