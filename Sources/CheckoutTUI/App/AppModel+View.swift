extension AppModel {
    /// The Elm view: the whole frame for `size`, built before anything is painted.
    public static func view(_ model: AppModel, size: TerminalSize) -> Frame {
        var frame = Frame(size: size, glyphs: model.glyphs)
        if size.columns < minimumSize.columns || size.rows < minimumSize.rows {
            drawTooSmall(size: size, glyphs: model.glyphs, into: &frame)
            return frame
        }
        drawTitleBar(model, into: &frame)
        model.current.draw(in: model.screenArea, frame: &frame, context: model.context)
        drawScenarioPanel(model, into: &frame)
        if let question = model.overwriteQuestion {
            // A path too long for the line shows its end, so "exists" and the file's name stay on screen.
            let (ask, exists) = ("y overwrite · n keep both · Esc cancel: ", " exists")
            let room = size.columns - 1 - CharacterWidth.of(ask) - CharacterWidth.of(exists)
            let text = ask + Self.ending(question.path, within: room, glyphs: model.glyphs) + exists
            frame.put(" " + text, column: 0, row: size.rows - 1, style: TextStyle(.bold, role: .warning))
        } else if let notice = model.notice {
            drawNotice(notice, into: &frame)
        } else if let prompt = model.current.prompt {
            // A text too long for the line shows its end, where typing goes, and leaves room for the help.
            let fits = CharacterWidth.of(prompt.text) <= size.columns - 2
            let room = size.columns - 2 - CharacterWidth.of(prompt.help) - 2
            let text = fits ? prompt.text : Self.ending(prompt.text, within: room, glyphs: model.glyphs)
            let used = frame.put(" " + text, column: 0, row: size.rows - 1, style: .bold)
            frame.put("█", column: used, row: size.rows - 1, style: TextStyle(role: .accent))
            frame.put("  " + prompt.help, column: used + 1, row: size.rows - 1, style: .muted)
        } else {
            // With a scenario open, its list of marks comes first: the panel may show only some.
            let hints = (model.scenario == nil ? [] : [KeyHint("e", "expects")]) + model.current.hints
            drawStatusLine(hints, row: size.rows - 1, into: &frame)
        }
        if model.showsHelp { drawHelp(for: model.current, into: &frame, glyphs: model.glyphs, scenario: model.scenario != nil) }
        if model.showsExpectations { drawExpectations(model, into: &frame) }
        return frame
    }

    /// The status line. An error too long for it (a refused write names the file, why, and what to
    /// do) goes on over the rows above it, at most three, rather than losing its end; other notices
    /// are cut at the window's edge.
    private static func drawNotice(_ notice: Notice, into frame: inout Frame) {
        let size = frame.size
        guard notice.isError else {
            frame.put(" " + notice.text, column: 0, row: size.rows - 1, style: TextStyle(.bold, role: .ok))
            return
        }
        let lines = StyledLine(notice.text, .error).wrapped(width: size.columns - 2, indent: 0).prefix(3)
        for (index, line) in lines.enumerated() {
            let row = size.rows - lines.count + index
            frame.fill(Rect(x: 0, y: row, width: size.columns, height: 1))
            line.draw(in: &frame, column: 1, row: row, width: size.columns - 1)
        }
    }

    /// `text`, or when it is wider than `width` its end after an ellipsis: what is typed goes there.
    static func ending(_ text: String, within width: Int, glyphs: Glyphs) -> String {
        let mark = CharacterWidth.of(glyphs.ellipsis)
        guard width > mark, CharacterWidth.of(text) > width else { return text }
        var start = text.endIndex
        var used = mark
        while start > text.startIndex {
            let before = text.index(before: start)
            used += CharacterWidth.of(text[before])
            if used > width { break }
            start = before
        }
        return glyphs.ellipsis + text[start...]
    }

    private static func drawTooSmall(size: TerminalSize, glyphs: Glyphs, into frame: inout Frame) {
        let message: [StyledLine] = [
            StyledLine("The window is too small (\(glyphs.size(size))).", .bold),
            StyledLine("checkout-sim needs at least \(glyphs.size(minimumSize))."),
            StyledLine("Make it larger, or press q to quit.", .muted),
        ]
        let lines = message.flatMap { $0.wrapped(width: size.columns, indent: 0) }
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let left = max(0, (size.columns - line.width) / 2)
            line.draw(in: &frame, column: left, row: top + index, width: size.columns - left)
        }
    }

    private static func drawTitleBar(_ model: AppModel, into frame: inout Frame) {
        let width = frame.size.columns
        frame.fill(Rect(x: 0, y: 0, width: width, height: 1), style: .reverse)
        let name = " checkout-sim "
        let used = frame.put(name, column: 0, row: 0, style: TextStyle([.reverse, .bold], role: .accent))
        var crumbs = model.screens.map(\.title)
        let separator = " \(model.glyphs.usesUnicode ? "›" : ">") "
        // The newest crumbs matter most: drop the oldest until the trail fits.
        while crumbs.count > 1, CharacterWidth.of(crumbs.joined(separator: separator)) > width - used - 2 {
            crumbs.removeFirst()
            if crumbs.count > 1 { crumbs[0] = model.glyphs.ellipsis }
        }
        frame.put(" " + crumbs.joined(separator: separator), column: used, row: 0, style: .reverse, maxWidth: width - used)
    }

    /// The screen's keys, as many as fit; the last (help) always shows, so every key can be found.
    private static func drawStatusLine(_ hints: [KeyHint], row: Int, into frame: inout Frame) {
        func width(_ hint: KeyHint) -> Int { CharacterWidth.of(hint.keys) + CharacterWidth.of(hint.action) + 3 }
        var shown: [KeyHint] = []
        var used = 1 + (hints.last.map(width) ?? 0)
        for hint in hints.dropLast() where used + width(hint) <= frame.size.columns {
            shown.append(hint)
            used += width(hint)
        }
        if let last = hints.last { shown.append(last) }
        var column = 1
        for hint in shown {
            column += frame.put(hint.keys, column: column, row: row, style: TextStyle(.bold, role: .accent))
            column += frame.put(" " + hint.action + "  ", column: column, row: row, style: TextStyle(role: .muted))
        }
    }

    private static func drawHelp(for screen: Screen, into frame: inout Frame, glyphs: Glyphs, scenario: Bool) {
        var rows: [[StyledLine.Span]] = screen.helpKeys.map { [StyledLine.Span($0.keys, .heading), StyledLine.Span($0.action)] }
        // A shared key the screen already lists, alone or among others ("Tab ⇧Tab ← →"), is not listed twice.
        let own = Set(screen.helpKeys.flatMap(\.keyNames))
        if scenario { rows.append([StyledLine.Span(scenarioHelp.keys, .heading), StyledLine.Span(scenarioHelp.action)]) }
        rows += AppModel.globalHelp.filter { !own.isSuperset(of: $0.keyNames) }.map { [StyledLine.Span($0.keys, .heading), StyledLine.Span($0.action)] }
        var lines = TableText.lines(rows)
        lines.append(.blank)
        lines.append(StyledLine("Any key closes this help.", .muted))
        let content = Rect(x: 0, y: 1, width: frame.size.columns, height: frame.size.rows - 2)
        let width = min(content.width - 4, max(40, (lines.map(\.width).max() ?? 0) + 4))
        let box = content.centred(width: width, height: lines.count + 2)
        frame.fill(box)
        Pane(title: "Keys", lines: lines, focused: true, scroll: ScrollState()).draw(in: box, frame: &frame, glyphs: glyphs)
    }

    /// With a scenario open: its expectations in full.
    static let scenarioHelp = KeyHint("e", "every expectation of the scenario, marked ✓ ✗ or to come")

    /// Keys every screen shares, listed in the help after the screen's own.
    static let globalHelp: [KeyHint] = [
        KeyHint("PgUp PgDn", "page up / down"),
        KeyHint("Home End g G", "first / last"),
        KeyHint("Tab ⇧Tab", "next / previous pane"),
        KeyHint("Esc q", "back (q on the profile list quits)"),
        KeyHint("click", "choose a row or section; again: Enter"),
        KeyHint("wheel", "scroll"),
        KeyHint("?", "this help"),
        KeyHint("Ctrl-C", "quit at once"),
    ]
}
