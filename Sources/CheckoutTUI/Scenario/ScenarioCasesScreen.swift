import CheckoutCore
import CheckoutReplay

/// The first screen of `tui --scenario`: the scenario's cases (its matrix), one per line, with the
/// chosen one's settings below. Enter walks the case from its device screen; the scenario panel under
/// every screen marks what it expects.
public struct ScenarioCasesScreen: ListWithDetailsScreen {
    public let scenario: ScenarioSession
    public var list: ScrollState

    public init(scenario: ScenarioSession, selected: Int = 0) {
        self.scenario = scenario
        list = .list(selected: selected)
    }

    public var selected: Int { list.selected ?? 0 }

    var breadcrumb: String { "Cases" }

    var hints: [KeyHint] { [.move, KeyHint("Enter", "walk the case"), .quit, .help] }

    var helpKeys: [KeyHint] {
        [KeyHint("↑↓ j k", "choose a case of the scenario"), KeyHint("Enter", "walk it, from its device screen"), KeyHint("q", "quit")]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        let cases = scenario.cases
        if list.handle(key, count: cases.count, viewport: listViewport(area)) { return .handled }
        guard key == .enter, cases.indices.contains(selected) else { return .unhandled }
        return .push(Screen(DeviceScreen(profile: cases[selected].profile)))
    }

    func panes(in area: Rect, context: ScreenContext) -> PlacedPanes<ListPane, NoBasis> {
        // A file of several scenarios keeps each case's scenario name; one scenario's cases all share it.
        let oneScenario = Set(scenario.cases.map(\.scenario.name)).count == 1
        let names = scenario.cases.map { StyledLine(oneScenario ? $0.shortName : $0.name, .bold) }
        let title = "Cases of \(scenario.file) (\(scenario.cases.count))"
        var lines: [StyledLine] = []
        if scenario.cases.indices.contains(selected) { lines = Self.settings(scenario.cases[selected], glyphs: context.glyphs) }
        let wrapped = lines.flatMap { $0.wrappedHanging(width: area.width - 4) }
        return Self.layout.panes(in: area, list: PaneContent(title: title, lines: names), details: PaneContent(title: "The case", lines: wrapped))
    }

    /// The list above, the chosen case's settings below.
    static let layout = ListWithDetails(fewest: 4, most: 9, share: 2)

    private func listViewport(_ area: Rect) -> Int { Self.layout.listViewport(area) }

    /// What the case walks with, as `run`'s options name it.
    static func settings(_ replayCase: ReplayCase, glyphs: Glyphs) -> [StyledLine] {
        var rows: [(String, String)] = [("profile", "\(replayCase.profileName) (\(replayCase.profile.name))")]
        rows += replayCase.walk.settings(rupees: glyphs.rupees(paise:)).map { ($0.name, $0.value) }
        let expected = replayCase.scenario.expectations.count
        rows.append(("expects", "\(expected) \(expected == 1 ? "value" : "values")" + (replayCase.scenario.golden.map { " and golden \($0.path)" } ?? "")))
        return TableText.lines(rows.map { [StyledLine.Span($0.0, .bold), StyledLine.Span($0.1)] })
    }
}
