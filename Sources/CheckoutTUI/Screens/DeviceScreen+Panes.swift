import CheckoutCore

/// The four panes of the device screen, built from the device as edited.
extension DeviceScreen {
    /// The apps pane's rows: column names, then each app (its schemes wrapped under their column),
    /// and the line each app starts on, since the pane's list chooses apps, not lines.
    struct AppRows {
        var header: StyledLine
        var lines: [StyledLine]
        var starts: [Int]
    }

    /// app · on the checkout page, hidden or not installed (UPI apps only) · the schemes it registers.
    func appRows(width: Int) -> AppRows {
        if isAndroid { return androidAppRows(width: width) }
        var rows: [[StyledLine.Span]] = [["app", "checkout page", "registers"].map { StyledLine.Span($0, .bold) }]
        for app in appChoices {
            let installed = isInstalled(app)
            let status = switch (installed, page.shows(app)) {
            case (false, _): StyledLine.Span("not installed", .muted)
            case (true, true?): StyledLine.Span("shown", .ok)
            case (true, false?): StyledLine.Span("hidden", .warning)
            case (true, nil): StyledLine.Span("-", .muted)
            }
            let name = app.id + (app.version.map { " " + $0 } ?? "")
            rows.append([StyledLine.Span(name, installed ? .plain : .muted), status, StyledLine.Span(app.schemes.joined(separator: ", "), installed ? .plain : .muted)])
        }
        let table = TableText.lines(rows, maxWidths: [20])
        let schemesColumn = table[0].spans.dropLast().reduce(0) { $0 + CharacterWidth.of($1.text) }
        var lines: [StyledLine] = []
        var starts: [Int] = []
        for row in table.dropFirst() {
            starts.append(lines.count)
            lines += row.wrapped(width: width, indent: schemesColumn)
        }
        return AppRows(header: table[0], lines: lines, starts: starts)
    }

    /// Whether `app` (one of `appChoices`) is on the device as edited.
    func isInstalled(_ app: InstalledApp) -> Bool {
        profile.installedApps.contains { $0.id.lowercased() == app.id.lowercased() }
    }

    /// Key and value rows; long values wrap under the value column.
    func merchantLines(width: Int) -> [StyledLine] {
        let merchantApp = profile.merchantApp
        var rows: [[StyledLine.Span]] = []
        rows.append([StyledLine.Span("bundle id", .bold), StyledLine.Span(merchantApp.bundleId ?? "-")])
        let urlTypes = merchantApp.urlSchemes.isEmpty ? "none" : merchantApp.urlSchemes.joined(separator: ", ")
        rows.append([StyledLine.Span("URL types", .bold), StyledLine.Span(urlTypes)])
        rows.append([StyledLine.Span("callback scheme", .bold), callbackVerdict()])
        let declared = merchantApp.queriesSchemes.count
        var queries = "\(declared) declared in LSApplicationQueriesSchemes"
        if declared > Device.queriesSchemesLimit {
            queries += Device.limitsDeclaredSchemes(on: profile.os)
                ? "; iOS \(profile.os.version) reads only the first \(Device.queriesSchemesLimit)"
                : "; before iOS \(Device.queriesSchemesLimitSince) all of them count"
        }
        rows.append([StyledLine.Span("queries schemes", .bold), StyledLine.Span(queries)])
        if !merchantApp.universalLinks.isEmpty {
            rows.append([StyledLine.Span("universal links", .bold), StyledLine.Span(merchantApp.universalLinks.joined(separator: ", "))])
        }
        let lines = TableText.lines(rows, maxWidths: [16])
        let valueColumn = CharacterWidth.of(lines[0].spans[0].text)
        return lines.flatMap { $0.wrapped(width: width, indent: valueColumn) }
    }

    /// The callback scheme with PhonePe's verdict on it.
    private func callbackVerdict() -> StyledLine.Span {
        guard let verdict = profile.merchantApp.callbackVerdict else {
            return StyledLine.Span("none: PhonePe cannot return to the app by itself", .warning)
        }
        if let problem = verdict.problem {
            return StyledLine.Span("\(verdict.scheme): invalid, \(problem)", .error)
        }
        if verdict.registered {
            return StyledLine.Span("\(verdict.scheme): valid and one of the URL types", .ok)
        }
        return StyledLine.Span("\(verdict.scheme): valid, but not one of the URL types, so PhonePe cannot return", .warning)
    }

    private func schemePane(width: Int) -> PaneContent {
        var rows: [[StyledLine.Span]] = [
            ["scheme", "declared", "registered by", "canOpenURL", "why not"].map { StyledLine.Span($0, .bold) }
        ]
        for status in schemes {
            rows.append([
                StyledLine.Span(status.scheme),
                StyledLine.Span(status.declaredPosition.map { "#\($0)" } ?? "no", status.declared ? .plain : .warning),
                StyledLine.Span(status.registeredBy.isEmpty ? "-" : status.registeredBy.joined(separator: ", ")),
                status.canOpen ? StyledLine.Span("yes", .ok) : StyledLine.Span("no", .error),
                StyledLine.Span(status.canOpen ? "" : status.reason, .muted),
            ])
        }
        let table = TableText.lines(rows, maxWidths: [22, 8, 24, 10])
        // The chosen scheme's whole reason, since the table clips it; two rows always, so panes do not jump.
        var footer: [StyledLine] = [""]
        if let chosen = selectedScheme {
            footer = StyledLine([
                StyledLine.Span("\(chosen.scheme): ", .bold),
                StyledLine.Span(chosen.reason, chosen.canOpen ? .ok : .error),
            ]).wrapped(width: width, indent: 2)
        }
        footer = Array((footer + [.blank, .blank]).prefix(2))
        return PaneContent(
            title: "Schemes: canOpenURL from the merchant app", lines: Array(table.dropFirst()), header: [table[0]], footer: footer)
    }
}

extension DeviceScreen: KeepsPanesLaidOut {
    /// What the panes show: the device as edited, the focus (the focused pane takes the room) and the
    /// chosen scheme or app (its reason under the table).
    struct LayoutBasis: Equatable, Sendable {
        var profile: DeviceProfile
        var focus: PaneID
        var scheme: Int?
        var verdict: Int?
    }

    func layoutBasis(_ context: ScreenContext) -> LayoutBasis {
        LayoutBasis(profile: profile, focus: focus, scheme: scrolls[.schemes]?.selected, verdict: scrolls[.visibility]?.selected)
    }

    /// Very wide windows: apps, merchant app and deviceContext on the left, the scheme table on the right.
    /// Otherwise all four stacked (the table needs the width), the focused pane taking the room the others do not need,
    /// except the installed apps, which stay whole while they fit in a third of the rows: every other pane depends on them.
    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<PaneID>] {
        let columns: [(Rect, [PaneID])]
        let order = paneOrder
        if area.width >= 150 {
            // The table on the right: the scheme table, or on Android package visibility.
            let table = order[2]
            let (left, right) = area.splitColumns(left: area.width * 2 / 5)
            columns = [(left, order.filter { $0 != table }), (right, [table])]
        } else {
            columns = [(area, order)]
        }
        return columns.flatMap { rect, ids in
            let stacked = PaneLayout.stack(rect, ids.map { (id: $0, content: content($0, width: rect.width - 4)) }, focus: focus, whole: .apps)
            // A short window: the visibility table keeps its rows, its explanation shrinks to the fix.
            guard let table = stacked.first(where: { $0.id == .visibility }), Self.starves(table) else { return stacked }
            let compact = ids.map { id in
                (id: id, content: id == .visibility ? visibilityPane(width: rect.width - 4, compact: true) : content(id, width: rect.width - 4))
            }
            return PaneLayout.stack(rect, compact, focus: focus, whole: .apps)
        }
    }

    private func content(_ id: PaneID, width: Int) -> PaneContent {
        switch id {
        case .apps:
            // The OS is the device's too, and the editor changes iOS's version (v): said where it is seen first.
            let title = "Installed apps (\(profile.installedApps.count)) on \(profile.os.label)"
            guard !appChoices.isEmpty else { return PaneContent(title: title, lines: [StyledLine("No apps are installed.", .warning)]) }
            let rows = appRows(width: width)
            return PaneContent(title: title, lines: rows.lines, header: [rows.header])
        case .merchant:
            guard isAndroid else { return PaneContent(title: "Merchant app", lines: merchantLines(width: width)) }
            return PaneContent(title: "Merchant app's manifest", lines: manifestRows(width: width).lines)
        case .schemes: return schemePane(width: width)
        case .context: return PaneContent(title: "deviceContext", lines: JSONStyling.lines(deviceContext.json()))
        case .visibility: return visibilityPane(width: width)
        case .page: return pagePane(width: width)
        }
    }
}
