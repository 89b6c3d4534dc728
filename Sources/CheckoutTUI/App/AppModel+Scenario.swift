import CheckoutCore
import CheckoutReplay

extension AppModel {
    /// Opens `scenario` on its list of cases; a scenario of one case opens on that case's device screen
    /// (Esc shows the list).
    public init(scenario: ScenarioSession, profiles: [ProfileEntry], size: TerminalSize, glyphs: Glyphs = .unicode) {
        self.init(profiles: profiles, size: size, glyphs: glyphs)
        self.scenario = scenario
        screens = [Screen(ScenarioCasesScreen(scenario: scenario))]
        if scenario.cases.count == 1, let first = scenario.cases.first {
            screens.append(Screen(DeviceScreen(profile: first.profile)))
        }
    }

    /// The case being walked: the one chosen on the list of cases.
    var scenarioCase: ReplayCase? {
        guard let scenario, let list = screens.first?.screen(as: ScenarioCasesScreen.self), scenario.cases.indices.contains(list.selected)
        else { return nil }
        return scenario.cases[list.selected]
    }

    /// Rows the scenario panel takes under the screens: every mark when they fit in a third of the
    /// content area, else a third (a single line in a small window, so the screens keep their room).
    static func scenarioPanelHeight(_ scenario: ScenarioSession?, size: TerminalSize) -> Int {
        guard let scenario else { return 0 }
        let marks = max(1, (scenario.cases.first?.scenario.expectations.count ?? 0) + (scenario.cases.first?.scenario.golden == nil ? 0 : 1))
        let content = contentArea(size).height
        return min(marks + 2, content >= 20 ? content / 3 : 3)
    }

    /// The marks for the screen in focus: decided as far as the walk under it has got.
    func scenarioMarks() -> [ExpectationMark]? {
        guard let scenario, let replayCase = scenarioCase else { return nil }
        let walkScreens = screens.filter { $0.scenarioStage != nil }
        guard let reached = walkScreens.last?.scenarioStage else {
            return ExpectationMark.marks(for: replayCase, result: CaseResult(name: "", source: replayCase.scenario.source, failures: []), reached: nil)
        }
        let record = walkScreens.last?.walkRecord ?? replayCase.walkUpToHandOff
        return scenario.marks(replayCase, record: record, reached: reached)
    }

    /// The panel: failures first with replay's diff, then what held, then what is still to come.
    static func scenarioPanel(_ marks: [ExpectationMark], glyphs: Glyphs, width: Int, namesKey: Bool = true) -> PaneContent {
        let counts = ExpectationMark.counts(marks)
        let title = "Expects: \(counts.passed) \(glyphs.passMark) \(counts.failed) \(glyphs.failMark) \(counts.pending) to come"
            + (namesKey ? " (e: all)" : "")
        guard !marks.isEmpty else {
            return PaneContent(title: title, lines: [StyledLine("The scenario expects nothing: replay only checks that it walks.", .muted)])
        }
        let ordered = ExpectationMark.newsFirst(marks)
        let lines = ordered.flatMap { mark -> [StyledLine] in
            let line: StyledLine
            switch mark.state {
            case .passed:
                line = StyledLine([StyledLine.Span("\(glyphs.passMark) ", TextStyle(.bold, role: .ok)), StyledLine.Span(mark.subject)])
            case .failed(let diff):
                line = StyledLine(
                    [StyledLine.Span("\(glyphs.failMark) ", .error), StyledLine.Span(mark.subject, .bold), StyledLine.Span("  ")]
                        + diff.map { StyledLine.Span($0 + "  ", $0.hasPrefix("+") ? .error : .plain) })
            case .pending:
                line = StyledLine([StyledLine.Span("\(glyphs.pendingMark) \(mark.subject)", .muted), StyledLine.Span("  decided on \(mark.stage.screenName)", .muted)])
            }
            return line.wrapped(width: width, indent: 4)
        }
        return PaneContent(title: title, lines: lines)
    }

    /// Draws the panel in the bottom rows of the content area.
    static func drawScenarioPanel(_ model: AppModel, into frame: inout Frame) {
        let height = scenarioPanelHeight(model.scenario, size: frame.size)
        guard height > 0, let marks = model.scenarioMarks() else { return }
        let content = contentArea(frame.size)
        let rect = Rect(x: content.x, y: content.y + content.height - height, width: content.width, height: height)
        let panel = scenarioPanel(marks, glyphs: model.glyphs, width: rect.width - 4)
        if height <= 3 {
            // One row: the counts, and the worst news first.
            var single = panel
            single.lines = Array(panel.lines.prefix(1))
            Pane(single, focused: false, scroll: ScrollState()).draw(in: rect, frame: &frame, glyphs: model.glyphs)
        } else {
            Pane(panel, focused: false, scroll: ScrollState()).draw(in: rect, frame: &frame, glyphs: model.glyphs)
        }
    }

    /// Every mark in a box over the screen (`e`), until any key.
    static func drawExpectations(_ model: AppModel, into frame: inout Frame) {
        guard let marks = model.scenarioMarks() else { return }
        let content = contentArea(frame.size)
        var panel = scenarioPanel(marks, glyphs: model.glyphs, width: content.width - 6, namesKey: false)
        panel.footer = [.blank, StyledLine("Any key closes this list.", .muted)]
        let box = content.centred(width: content.width - 2, height: panel.naturalHeight)
        frame.fill(box)
        Pane(panel, focused: true, scroll: ScrollState()).draw(in: box, frame: &frame, glyphs: model.glyphs)
    }
}

extension Glyphs {
    /// Marks an expectation that held, did not, or is still to come.
    var passMark: String { usesUnicode ? "✓" : "+" }
    var failMark: String { usesUnicode ? "✗" : "x" }
    var pendingMark: String { usesUnicode ? "·" : "." }
}
