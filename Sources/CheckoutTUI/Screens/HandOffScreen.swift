import CheckoutCore

/// The payment app, wallet, H5 page or browser "opens": what it received and asks. The user chooses
/// what to do there (pay, decline or cancel, leave, kill it…); a hand-off that failed says why instead.
public struct HandOffScreen: HandOffMenuScreen {
    /// The walk waiting at its hand-off (or whose hand-off failed).
    public let walk: Walk
    /// What opened and the user's choices there, worked out once.
    let view: HandOffView
    let choices: [HandOffChoice]
    /// The view's lines in the TUI's styles, converted once.
    private(set) var openedLines: [StyledLine]
    public var menu = ScrollState.list()
    /// A scenario's walk (`tui --scenario`): the first choice, chosen at start, does what the scenario says.
    public let scripted: Bool

    /// `note` goes under the line that names what opened: how the app was picked, when a screen
    /// before this one picked it.
    init(walk: Walk, scripted: Bool = false, note: StyledLine) {
        self.init(walk: walk, scripted: scripted)
        openedLines.insert(note, at: min(1, openedLines.count))
    }

    public init(walk: Walk, scripted: Bool = false) {
        self.walk = walk
        view = walk.handOffView
        choices = walk.choices
        openedLines = view.lines.map(StyledLine.init)
        self.scripted = scripted && walk.awaitsUser
    }

    /// What the menu offers, each choice's label and explanation: the scenario's own walk first when
    /// there is one, then every choice.
    var offered: [(label: String, explanation: String)] {
        (scripted ? [Self.scenarioEntry(walk)] : []) + choices.map { ($0.label, $0.explanation) }
    }

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
            guard awaitsUser else { return .push(Screen(StatusScreen(walk: record))) }
            return .push(Screen(ReturnScreen(walk: finished(menu.selected ?? 0))))
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: record, glyphs: context.glyphs)))
        default:
            guard awaitsUser else { return .unhandled }
            return moveInMenu(key, count: offered.count)
        }
    }

    var choosing: Bool { awaitsUser }

    var choicesScroll: ScrollState { menu }

    /// What was opened, and the choices; none after a failed hand-off.
    func panes(in area: Rect) -> PlacedPanes<HandOffPane, NoBasis> {
        let width = area.width - 4
        let offered = offered
        var menuPane: PaneContent?
        if !offered.isEmpty {
            let selected = min(menu.selected ?? 0, offered.count - 1)
            menuPane = .handOffChoices(place: view.place, labels: offered.map(\.label), explanation: offered[selected].explanation, width: width)
        }
        return .handOff(in: area, opened: .handOffOpened(title: view.title, lines: openedLines, width: width), choices: menuPane)
    }
}

extension HandOffScreen {
    /// The menu's entry for a scenario's walk at the hand-off: what its options say the user does, and
    /// how control comes back. It is no choice: the walk finishes with its own options, as `replay`
    /// finishes it.
    static func scenarioEntry(_ walk: Walk) -> (label: String, explanation: String) {
        let what = walk.record.request.scriptedChoice
        return ("As the scenario says: \(what)",
                "What the scenario's case does here, as replay walks it; the choices below leave the scenario's walk.")
    }
}
