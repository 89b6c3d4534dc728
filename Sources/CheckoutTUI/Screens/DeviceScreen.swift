import CheckoutCore

/// What one profile means on the device: installed apps, the merchant app's URL types and callback
/// scheme, the scheme table (declared, registered by, canOpenURL and why), and the deviceContext.
public struct DeviceScreen: ScreenModel {
    /// The panes Tab cycles through, in order.
    public enum PaneID: Int, CaseIterable, Sendable {
        case apps, merchant, schemes, context
    }

    /// The same facts `profiles show` prints.
    public let summary: DeviceSummary
    public var profile: DeviceProfile { summary.profile }
    public var schemes: [SchemeStatus] { summary.schemes }
    public var page: CheckoutPage { summary.page }
    public var deviceContext: DeviceContext { summary.deviceContext }
    public var focus: PaneID = .schemes
    public var scrolls: [PaneID: ScrollState] = [
        .apps: ScrollState(), .merchant: ScrollState(), .schemes: .list(), .context: ScrollState(),
    ]
    /// The panes laid out for the window, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<PaneID, LayoutBasis>?

    public init(profile: DeviceProfile) {
        summary = DeviceSummary(profile: profile)
    }

    var breadcrumb: String { profile.name }

    var hints: [KeyHint] { [.scroll, .panes, KeyHint("Enter", "checkout"), .back, .help] }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Tab ⇧Tab", "apps, merchant app, schemes, deviceContext"),
            KeyHint("↑↓ j k", "choose a scheme (its reason shows below the table) or scroll"),
            KeyHint("Enter", "go to the checkout page"),
        ]
    }

    /// The scheme chosen in the table.
    public var selectedScheme: SchemeStatus? {
        guard let index = scrolls[.schemes]?.selected, schemes.indices.contains(index) else { return nil }
        return schemes[index]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        switch key {
        case .tab:
            focus = PaneID(rawValue: (focus.rawValue + 1) % PaneID.allCases.count)!
            return .handled
        case .backTab:
            focus = PaneID(rawValue: (focus.rawValue + PaneID.allCases.count - 1) % PaneID.allCases.count)!
            return .handled
        case .enter:
            guard let scripted = context.scenarioCase?.walk else { return .push(.checkout(CheckoutScreen(summary: summary))) }
            return .push(.checkout(CheckoutScreen(summary: summary, scripted: scripted)))
        default:
            guard let placed = refreshPanes(in: area, context: context)[focus] else { return .unhandled }
            var scroll = scrolls[focus] ?? ScrollState()
            guard scroll.handle(key, count: placed.content.lines.count, viewport: placed.viewport) else { return .unhandled }
            scrolls[focus] = scroll
            return .handled
        }
    }

    /// A click focuses the pane under it; in the scheme table it chooses the scheme.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        guard let hit = refreshPanes(in: area, context: context).pane(atColumn: column, row: row) else { return .unhandled }
        focus = hit.id
        if hit.id == .schemes, let scroll = scrolls[.schemes], let index = hit.lineIndex(atRow: row, scroll: scroll) {
            scrolls[.schemes]?.selected = index
        }
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: focus) { scrolls[$0] ?? ScrollState() }
    }

    /// app · on the checkout page or not (UPI apps only) · the schemes it registers, wrapped under their column.
    private func appLines(width: Int) -> [StyledLine] {
        guard !profile.installedApps.isEmpty else { return [StyledLine("No apps are installed.", .warning)] }
        var rows: [[StyledLine.Span]] = [["app", "checkout page", "registers"].map { StyledLine.Span($0, .bold) }]
        for app in profile.installedApps {
            let status = switch page.shows(app) {
            case true?: StyledLine.Span("shown", .ok)
            case false?: StyledLine.Span("hidden", .warning)
            case nil: StyledLine.Span("-", .muted)
            }
            let name = app.id + (app.version.map { " " + $0 } ?? "")
            rows.append([StyledLine.Span(name), status, StyledLine.Span(app.schemes.joined(separator: ", "))])
        }
        let lines = TableText.lines(rows, maxWidths: [20])
        let schemesColumn = lines[0].spans.dropLast().reduce(0) { $0 + CharacterWidth.of($1.text) }
        return lines.flatMap { $0.wrapped(width: width, indent: schemesColumn) }
    }

    /// Key and value rows; long values wrap under the value column.
    private func merchantLines(width: Int) -> [StyledLine] {
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
    /// The profile never changes: only the focus (the focused pane takes the room) and the chosen
    /// scheme (its reason under the table) change what the panes show.
    struct LayoutBasis: Equatable, Sendable {
        var focus: PaneID
        var scheme: Int?
    }

    func layoutBasis(_ context: ScreenContext) -> LayoutBasis { LayoutBasis(focus: focus, scheme: scrolls[.schemes]?.selected) }

    /// Very wide windows: apps, merchant app and deviceContext on the left, the scheme table on the right.
    /// Otherwise all four stacked (the table needs the width), the focused pane taking the room the others do not need.
    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<PaneID>] {
        let columns: [(Rect, [PaneID])]
        if area.width >= 150 {
            let (left, right) = area.splitColumns(left: area.width * 2 / 5)
            columns = [(left, [.apps, .merchant, .context]), (right, [.schemes])]
        } else {
            columns = [(area, [.apps, .merchant, .schemes, .context])]
        }
        return columns.flatMap { rect, ids in
            PaneLayout.stack(rect, ids.map { (id: $0, content: content($0, width: rect.width - 4)) }, focus: focus)
        }
    }

    private func content(_ id: PaneID, width: Int) -> PaneContent {
        switch id {
        case .apps: return PaneContent(title: "Installed apps (\(profile.installedApps.count))", lines: appLines(width: width))
        case .merchant: return PaneContent(title: "Merchant app", lines: merchantLines(width: width))
        case .schemes: return schemePane(width: width)
        case .context: return PaneContent(title: "deviceContext", lines: JSONStyling.lines(deviceContext.json()))
        }
    }
}
