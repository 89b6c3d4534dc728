import CheckoutCore

/// An Android phone's panes: its apps by package, the merchant app's manifest, package visibility
/// (the way the iOS scheme table explains `canOpenURL`) and the checkout page beside the chooser.
extension DeviceScreen {
    /// Android's package visibility on the device as edited.
    var packages: PackageVisibility { summary.device.packages ?? PackageVisibility(profile: profile) }

    /// The verdict chosen in the visibility table.
    public var selectedVerdict: PackageVerdict? {
        let verdicts = packages.verdicts
        guard let index = scrolls[.visibility]?.selected, verdicts.indices.contains(index) else { return nil }
        return verdicts[index]
    }

    /// The `<queries>` entry chosen in the merchant app's pane, if the chosen line is one.
    public var selectedQuery: AndroidQuery? {
        guard let line = scrolls[.merchant]?.selected else { return nil }
        return manifestRows(width: layout?[.merchant].map { $0.rect.width - 4 } ?? 76).queries[line]
    }

    /// app · on the checkout page, hidden, not installed or "-" (not a UPI app) · package: what it handles.
    func androidAppRows(width: Int) -> AppRows {
        let page = self.page.android
        var rows: [[StyledLine.Span]] = [["app", "checkout page", "package: handles"].map { StyledLine.Span($0, .bold) }]
        for app in appChoices {
            let installed = isInstalled(app)
            let package = app.package ?? app.id
            let status: StyledLine.Span
            if !installed {
                status = StyledLine.Span("not installed", .muted)
            } else if page?.shown.contains(where: { $0.package == package }) == true {
                status = StyledLine.Span("shown", .ok)
            } else if page?.hidden.contains(where: { $0.package == package }) == true {
                status = StyledLine.Span("hidden", .warning)
            } else {
                status = StyledLine.Span("-", .muted)
            }
            let name = app.id + (app.version.map { " " + $0 } ?? "")
            let handles = "\(package): " + app.handles.map(\.description).joined(separator: ", ")
            rows.append([StyledLine.Span(name, installed ? .plain : .muted), status, StyledLine.Span(handles, installed ? .plain : .muted)])
        }
        let table = TableText.lines(rows, maxWidths: [20])
        let lastColumn = table[0].spans.dropLast().reduce(0) { $0 + CharacterWidth.of($1.text) }
        var lines: [StyledLine] = []
        var starts: [Int] = []
        for row in table.dropFirst() {
            starts.append(lines.count)
            lines += row.wrapped(width: width, indent: lastColumn)
        }
        return AppRows(header: table[0], lines: lines, starts: starts)
    }

    /// The manifest's lines, and which `<queries>` entry each line that starts one shows.
    struct ManifestRows {
        var lines: [StyledLine]
        var queries: [Int: AndroidQuery]
    }

    /// package, targetSdk (and what it means here), one row per `<queries>` entry, permissions.
    func manifestRows(width: Int) -> ManifestRows {
        let manifest = profile.merchantApp.android ?? AndroidManifest(package: "-", targetSdk: PackageVisibility.filteringSince)
        var rows: [[StyledLine.Span]] = [
            [StyledLine.Span("package", .bold), StyledLine.Span(manifest.package)],
            [StyledLine.Span("targetSdk", .bold), StyledLine.Span(targetSdkMeaning(manifest.targetSdk))],
        ]
        var entries: [AndroidQuery?] = [nil, nil]
        let queries = manifest.queries.intents.map { AndroidQuery.intent($0.description) } + manifest.queries.packages.map(AndroidQuery.package)
        for (index, query) in queries.enumerated() {
            let shown = switch query {
            case .intent(let uri): "<intent> \(uri)"
            case .package(let name): "<package> \(name)"
            }
            rows.append([StyledLine.Span(index == 0 ? "<queries>" : "", .bold), StyledLine.Span(shown)])
            entries.append(query)
        }
        if queries.isEmpty {
            rows.append([StyledLine.Span("<queries>", .bold), StyledLine.Span("none", .warning)])
            entries.append(nil)
        }
        let permissions = manifest.permissions.isEmpty ? ["none"] : manifest.permissions
        for (index, permission) in permissions.enumerated() {
            let style: TextStyle = permission == AndroidManifest.queryAllPackages ? .warning : .plain
            rows.append([StyledLine.Span(index == 0 ? "permissions" : "", .bold), StyledLine.Span(permission, style)])
            entries.append(nil)
        }
        let table = TableText.lines(rows, maxWidths: [12])
        let valueColumn = CharacterWidth.of(table[0].spans[0].text)
        var lines: [StyledLine] = []
        var starts: [Int: AndroidQuery] = [:]
        for (row, entry) in zip(table, entries) {
            if let entry { starts[lines.count] = entry }
            lines += row.wrapped(width: width, indent: valueColumn)
        }
        return ManifestRows(lines: lines, queries: starts)
    }

    /// What `targetSdk` means on this phone, after the number.
    private func targetSdkMeaning(_ target: Int) -> String {
        let level = profile.os.apiLevel ?? PackageVisibility.filteringSince
        if level < PackageVisibility.filteringSince { return "\(target); \(profile.os.label) filters no packages, whatever the target" }
        if target < PackageVisibility.filteringSince { return "\(target): below 30, so Android does not filter what the app sees" }
        return "\(target): from 30, the app sees only what <queries> names"
    }

    /// One row per installed app: visible or not, and why; under the table, the chosen app's whole
    /// reason and the manifest line that would show it. `compact` (a pane too short for both and the
    /// rows): the fix alone for a hidden app, since its row starts the reason.
    func visibilityPane(width: Int, compact: Bool = false) -> PaneContent {
        let title = "Package visibility: what the merchant app can query"
        let verdicts = packages.verdicts
        guard !verdicts.isEmpty else { return PaneContent(title: title, lines: [StyledLine("No apps are installed.", .warning)]) }
        var rows: [[StyledLine.Span]] = [["app", "visible", "why"].map { StyledLine.Span($0, .bold) }]
        for verdict in verdicts {
            rows.append([
                StyledLine.Span(verdict.displayName),
                verdict.visible ? StyledLine.Span("yes", .ok) : StyledLine.Span("no", .error),
                StyledLine.Span(verdict.reason, .muted),
            ])
        }
        let table = TableText.lines(rows, maxWidths: [16, 7])
        // As tall as the longest explanation, so the panes do not jump as the choice moves.
        let height = max(2, verdicts.map { Self.explanation($0, width: width, compact: compact).count }.max() ?? 0)
        let footer = selectedVerdict.map { Self.explanation($0, width: width, compact: compact) } ?? []
        return PaneContent(
            title: title, lines: Array(table.dropFirst()), header: [table[0]],
            footer: Array((footer + Array(repeating: StyledLine.blank, count: height)).prefix(height)))
    }

    /// Whether the visibility table shows fewer rows than it needs (up to four) in `placed`.
    static func starves(_ placed: PlacedPane<PaneID>) -> Bool {
        placed.content.viewport(height: placed.rect.height) < min(4, placed.content.lines.count)
    }

    /// The package and its whole reason, then the fix for a hidden app; `compact`, the fix alone when there is one.
    static func explanation(_ verdict: PackageVerdict, width: Int, compact: Bool = false) -> [StyledLine] {
        let fix = verdict.fix.map { StyledLine([StyledLine.Span("fix: ", .bold), StyledLine.Span($0, .ok)]).wrapped(width: width, indent: 5) }
        if compact, let fix { return fix }
        let reason = StyledLine([
            StyledLine.Span("\(verdict.package): ", .bold), StyledLine.Span(verdict.reason, verdict.visible ? .ok : .error),
        ]).wrapped(width: width, indent: 2)
        return reason + (fix ?? [])
    }

    /// The buttons the page shows, what the chooser for `upi://pay` lists, the note when it lists more,
    /// and the deviceContext PhonePe is sent.
    func pagePane(width: Int) -> PaneContent {
        let page = self.page.android ?? AndroidCheckoutPage(packages)
        let names = { (verdicts: [PackageVerdict]) in verdicts.map(\.displayName).joined(separator: ", ") }
        var rows: [[StyledLine.Span]] = [[
            StyledLine.Span("buttons", .bold),
            page.shown.isEmpty
                ? StyledLine.Span("none: the merchant app sees no UPI app", .warning)
                : StyledLine.Span(names(page.shown), .ok),
        ]]
        rows.append([
            StyledLine.Span("chooser", .bold),
            page.chooser.isEmpty
                ? StyledLine.Span("no installed app handles upi://pay", .error)
                : StyledLine.Span("upi://pay lists " + names(page.chooser)),
        ])
        if let note = page.chooserNote { rows.append([StyledLine.Span("note", .bold), StyledLine.Span(note, .warning)]) }
        rows.append([StyledLine.Span("deviceContext", .bold), StyledLine.Span(JSONWriter.compactString(deviceContext.json()), .muted)])
        let table = TableText.lines(rows)
        let valueColumn = CharacterWidth.of(table[0].spans[0].text)
        let title = "Checkout page (\(page.shown.count) of \(page.shown.count + page.hidden.count) UPI apps) and the chooser"
        return PaneContent(title: title, lines: table.flatMap { $0.wrapped(width: width, indent: valueColumn) })
    }
}
