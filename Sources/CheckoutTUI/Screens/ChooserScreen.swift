import CheckoutCore

/// Android's system chooser for open-intent's `upi://pay`: every installed app that handles it, seen by
/// the merchant app or not (those without a button on the checkout page are marked), and "Just once"
/// or "Always". Picking one walks on with it, as `run --app` picks it.
public struct ChooserScreen: HandOffMenuScreen {
    /// The walk waiting at the chooser; each pick walks it again with the app picked.
    public let walk: PhonePeWalk
    /// The packages listed, in the chooser's order.
    let packages: [String]
    /// The packages with a button on the checkout page.
    let shown: Set<String>
    public var menu: ScrollState

    public init(walk: PhonePeWalk) {
        self.walk = walk
        packages = walk.transcript.android?.chooser ?? []
        shown = Set(walk.transcript.page.android?.shown.map(\.package) ?? [])
        let current = walk.transcript.android?.package
        menu = .list(selected: packages.firstIndex { $0 == current } ?? 0)
    }

    /// The package the menu marks.
    var chosen: String? { packages.isEmpty ? nil : packages[min(menu.selected ?? 0, packages.count - 1)] }

    var breadcrumb: String { "Chooser" }

    var hints: [KeyHint] { [.move, KeyHint("Enter", "just once"), KeyHint("a", "always"), .back, .help] }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose the app that opens upi://pay"),
            KeyHint("Enter", "Just once: open it for this payment"),
            KeyHint("a", "Always: open it for this payment; the next walk asks again"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter: return pick(always: false)
        case .character("a"): return pick(always: true)
        default: return moveInMenu(key, count: packages.count)
        }
    }

    /// The hand-off with the chosen app started; "Always" says what Android would keep.
    private func pick(always: Bool) -> ScreenAction {
        guard let chosen else { return .handled }
        let name = AndroidPackages.displayName(of: chosen)
        let note = always
            ? StyledLine("Always: Android would now open upi://pay with \(name) without asking; the simulator keeps it for this walk only.", .warning)
            : StyledLine("Just once: the next upi://pay shows the chooser again.", .muted)
        return .push(Screen(HandOffScreen(walk: .phonePe(walk.picked(inChooser: chosen)), note: note)))
    }

    var choosing: Bool { !packages.isEmpty }

    var choicesScroll: ScrollState { menu }

    /// The app's line in the menu: its name, its package, and whether the page shows it.
    private func label(_ package: String, nameWidth: Int) -> String {
        let name = AndroidPackages.displayName(of: package)
        let padded = name + String(repeating: " ", count: max(0, nameWidth - name.count))
        return "\(padded)  \(package)" + (shown.contains(package) ? "" : "  (not on the checkout page)")
    }

    /// What the chooser was opened with, and the apps it lists.
    func panes(in area: Rect) -> PlacedPanes<HandOffPane, NoBasis> {
        let width = area.width - 4
        let hidden = packages.filter { !shown.contains($0) }.count
        var lines = [
            StyledLine("startActivity(ACTION_VIEW, upi://pay…) with no package: Android shows its chooser, every app that handles upi://pay.", .muted),
            StyledLine("The chooser is not filtered by package visibility: it lists \(hidden) app\(hidden == 1 ? "" : "s") the checkout page does not show.", hidden == 0 ? .muted : .warning),
        ]
        if let url = walk.transcript.handOff?.url { lines += [.blank, StyledLine(url, .bold)] }
        let opened = PaneContent.handOffOpened(title: "Open with (the system chooser)", lines: lines, width: width)
        guard let chosen else { return .handOff(in: area, opened: opened, choices: nil) }
        let nameWidth = packages.map { AndroidPackages.displayName(of: $0).count }.max() ?? 0
        let name = AndroidPackages.displayName(of: chosen)
        let explanation = shown.contains(chosen)
            ? "\(name) has a button on the checkout page too."
            : "\(name) has no button on the checkout page (the merchant app cannot see it), yet the chooser lists it and startActivity opens it."
        let buttons = StyledLine([StyledLine.Span("Enter ", .bold), StyledLine.Span("Just once   "), StyledLine.Span("a ", .bold), StyledLine.Span("Always")])
        let choices = PaneContent.handOffChoices(
            place: "the chooser", labels: packages.map { label($0, nameWidth: nameWidth) }, explanation: explanation, more: [.blank, buttons], width: width)
        return .handOff(in: area, opened: opened, choices: choices)
    }
}
