import CheckoutCore

/// The first screen: every loaded profile on one line (file, iOS, UPI apps on the checkout page,
/// name), invalid ones greyed with their first problem, and the chosen one's details below.
public struct PickerScreen: ListWithDetailsScreen {
    /// Over the profiles shown: all of them, or those the filter keeps.
    public var list: ScrollState
    /// Said under the list after Enter on an invalid profile.
    public var notice: String?
    /// `/` filters the list as the user types (the query and its prompt; its matches are `shown`).
    var filter = TextSearch()
    /// The indexes in the profiles of those the filter keeps; nil without a filter.
    var shown: [Int]?

    public init(selected: Int = 0) { list = .list(selected: selected) }

    /// The chosen profile's index among all the profiles.
    public var selected: Int {
        let row = list.selected ?? 0
        guard let shown else { return row }
        return shown.indices.contains(row) ? shown[row] : -1
    }

    var breadcrumb: String { "Profiles" }

    var hints: [KeyHint] {
        [.move, KeyHint("Enter", "open device"), filter.isActive ? KeyHint("Esc", "clear filter") : KeyHint("/", "filter"), .quit, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose a profile"), KeyHint("Enter", "open its device screen"),
            KeyHint("/", "filter the list as you type (name, device, description): Enter keeps the filter, Esc clears it"),
            KeyHint("q", "quit"),
        ]
    }

    var prompt: Prompt? { filter.prompt }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        if filter.typing || key == .character("/") || (key == .escape && filter.isActive) {
            if filter.handle(key, lines: context.profiles.map(Self.filterText), top: 0) != nil {
                let before = selected
                // The filter's own matches: the list is not searched again (a paste is thousands of keys).
                shown = filter.isActive ? filter.matches : nil
                // The chosen profile stays chosen while the filter keeps it.
                list = .list(selected: (shown ?? Array(context.profiles.indices)).firstIndex(of: before) ?? 0)
                notice = nil
                return .handled
            }
        }
        let count = shown?.count ?? context.profiles.count
        if list.handle(key, count: count, viewport: listViewport(area)) {
            notice = nil
            return .handled
        }
        guard key == .enter, context.profiles.indices.contains(selected) else { return .unhandled }
        let entry = context.profiles[selected]
        guard let profile = entry.profile else {
            notice = "\(entry.id) is invalid; fix it, then check with: checkout-sim profiles validate \(entry.file)"
            return .handled
        }
        notice = nil
        return .push(Screen(DeviceScreen(profile: profile, source: entry)))
    }

    mutating func choseRow() { notice = nil }

    func panes(in area: Rect, context: ScreenContext) -> PlacedPanes<ListPane, NoBasis> {
        Self.layout.panes(in: area, list: listPane(context, width: area.width), details: detailsPane(context, width: area.width - 4))
    }

    /// The list above, about a third of the rows for the chosen profile's details below.
    static let layout = ListWithDetails(fewest: 5, most: 10, share: 3)

    /// Rows of the list a page shows: one per profile, nothing pinned above or below them.
    private func listViewport(_ area: Rect) -> Int { Self.layout.listViewport(area) }

    /// The device's name goes last, and only when there is room for enough of it to read: a name
    /// cut to "iP…" says nothing the details pane does not say better.
    static let shortestUsefulName = 16

    /// What the filter looks in: the file's name, the device's name and its description.
    static func filterText(_ entry: ProfileEntry) -> String {
        [entry.id, entry.profile?.name ?? "", entry.profile?.description ?? ""].joined(separator: " ")
    }

    private func listPane(_ context: ScreenContext, width: Int) -> PaneContent {
        let entries = shown.map { $0.map { context.profiles[$0] } } ?? context.profiles
        var rows: [[StyledLine.Span]] = entries.map { entry in
            guard let profile = entry.profile else {
                return [StyledLine.Span(entry.id, .muted), StyledLine.Span("invalid", .muted), StyledLine.Span(entry.problems[0], .muted)]
            }
            let apps = entry.shownAppNames.isEmpty ? "no UPI app" : entry.shownAppNames.joined(separator: ", ")
            return [
                StyledLine.Span(entry.id, .bold), StyledLine.Span(profile.os.shortLabel),
                StyledLine.Span(apps, entry.shownAppNames.isEmpty ? .warning : .ok), StyledLine.Span(profile.name),
            ]
        }
        let leading = TableText.lines(rows.map { Array($0.prefix(3)) + [StyledLine.Span("")] }, maxWidths: [34, 10, 28])
        let room = width - 4 - (leading.map(\.width).max() ?? 0)
        if room < Self.shortestUsefulName { rows = rows.map { Array($0.prefix(3)) } }
        var lines = TableText.lines(rows, maxWidths: [34, 10, 28])
        var title = "Device profiles (\(context.profiles.count))"
        if filter.isActive {
            title = "Device profiles: \(entries.count) of \(context.profiles.count) match /\(filter.query)"
            if entries.isEmpty { lines = [StyledLine("No profile matches \"\(filter.query)\": Esc clears the filter.", .warning)] }
        }
        return PaneContent(title: title, lines: lines)
    }

    private func detailsPane(_ context: ScreenContext, width: Int) -> PaneContent {
        var lines: [StyledLine] = []
        if let notice { lines.append(StyledLine(notice, .error)) }
        if context.profiles.indices.contains(selected) {
            let entry = context.profiles[selected]
            if let profile = entry.profile {
                lines.append(StyledLine("\(profile.name) (\(profile.os.label))", .bold))
                lines.append(StyledLine(entry.file, .muted))
                if let description = profile.description { lines.append(StyledLine(description)) }
            } else {
                lines.append(StyledLine("\(entry.id) cannot be loaded:", .error))
                lines += entry.problems.map { StyledLine("\($0)") }
                lines.append(StyledLine(entry.file, .muted))
            }
        } else if shown != nil {
            lines.append(StyledLine("No profile matches the filter: Esc clears it, / types another.", .muted))
        } else {
            lines.append(StyledLine("No profiles were found: set CHECKOUT_SIM_PROFILES or run from the repository.", .warning))
        }
        let wrapped = lines.flatMap { $0.wrapped(width: width, indent: 0) }
        return PaneContent(title: "Details", lines: wrapped)
    }
}
