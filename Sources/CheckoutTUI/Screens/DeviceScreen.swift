import CheckoutCore

/// What one profile means on the device: installed apps, the merchant app's URL types and callback
/// scheme, the scheme table (declared, registered by, canOpenURL and why), and the deviceContext; on
/// an Android phone, the apps by package, the merchant app's manifest, package visibility (why each
/// app is seen or not, and the manifest line that would show it) and the checkout page with the chooser.
/// A profile opened from the picker can be edited here (see `DeviceScreen+Editing`): every pane and
/// the checkout page after it follow the edited device at once; the edits stay in memory until saved
/// as a new profile file.
public struct DeviceScreen: ScreenModel {
    /// The panes Tab cycles through, in order.
    public enum PaneID: Int, CaseIterable, Sendable {
        case apps, merchant, schemes, context
        /// An Android phone's: what the merchant app sees and why, and its checkout page beside the chooser.
        case visibility, page
    }

    /// The same facts `profiles show` prints, for the device as edited.
    public internal(set) var summary: DeviceSummary
    /// The profile as loaded (or last saved): the device is modified when it differs.
    public internal(set) var original: DeviceProfile
    /// The picker's entry the profile came from; nil for a device from elsewhere (the phone of
    /// `tui --gateway`), which is shown but not edited.
    public internal(set) var source: ProfileEntry?
    /// The apps the apps pane lists, installed or not: the original's, then the UPI apps it lacks.
    var appChoices: [InstalledApp]
    /// The text input that is up (a scheme, a version, a file name), taking every key.
    var prompt: DevicePrompt?
    /// Set by Esc or q on a modified device: said once that the edits would be lost; the next one leaves.
    var warnedAboutLeaving = false
    public var profile: DeviceProfile { summary.profile }
    public var schemes: [SchemeStatus] { summary.schemes }
    public var page: CheckoutPage { summary.page }
    public var deviceContext: DeviceContext { summary.deviceContext }
    public var focus: PaneID = .schemes
    public var scrolls: [PaneID: ScrollState] = [
        .apps: .list(), .merchant: ScrollState(), .schemes: .list(), .context: ScrollState(), .visibility: .list(), .page: ScrollState(),
    ]
    /// The panes laid out for the window, kept between keys (see `KeepsPanesLaidOut`).
    var layout: PlacedPanes<PaneID, LayoutBasis>?

    /// `source` makes the device editable and names the file a save starts from.
    public init(profile: DeviceProfile, source: ProfileEntry? = nil) {
        summary = DeviceSummary(profile: profile)
        original = profile
        self.source = source
        appChoices = source == nil ? profile.installedApps : DeviceProfile.appChoices(from: profile)
        if profile.os.platform == .android {
            // What the merchant app sees is the question on Android; the manifest's entries are chosen to remove them.
            focus = .visibility
            scrolls[.merchant] = .list()
        }
    }

    public var isAndroid: Bool { profile.os.platform == .android }

    /// The panes Tab cycles through, in order.
    public var paneOrder: [PaneID] { isAndroid ? [.apps, .merchant, .visibility, .page] : [.apps, .merchant, .schemes, .context] }

    public var isEditable: Bool { source != nil }
    public var isModified: Bool { profile != original }

    var breadcrumb: String { profile.name + (isModified ? " [modified]" : "") }

    var takesText: Bool { prompt != nil }

    var hints: [KeyHint] {
        if let prompt { return prompt.hints }
        guard isEditable else { return [.scroll, .panes, KeyHint("Enter", "checkout"), .back, .help] }
        let edits = [KeyHint("Enter", "checkout"), KeyHint(isAndroid ? "i a x t p" : "i a x v c", "edit")]
        let save = isModified ? [KeyHint("s", "save as"), KeyHint("r", "revert")] : []
        return edits + save + [.panes, .back, .scroll, .help]
    }

    var helpKeys: [KeyHint] {
        if isAndroid { return Self.androidViewingHelp + (isEditable ? Self.androidEditingHelp : []) }
        let viewing = [
            KeyHint("Tab ⇧Tab", "apps, merchant app, schemes, deviceContext"),
            KeyHint("↑↓ j k", "choose an app or a scheme (its reason: below), or scroll"),
            KeyHint("Enter", "go to the checkout page (of the device as edited)"),
        ]
        return isEditable ? viewing + Self.editingHelp : viewing
    }

    /// The scheme chosen in the table.
    public var selectedScheme: SchemeStatus? {
        guard let index = scrolls[.schemes]?.selected, schemes.indices.contains(index) else { return nil }
        return schemes[index]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        if prompt != nil { return handlePrompt(key) }
        let warned = warnedAboutLeaving
        warnedAboutLeaving = false
        switch key {
        case .tab, .backTab:
            let order = paneOrder
            let index = order.firstIndex(of: focus) ?? 0
            focus = order[(index + (key == .tab ? 1 : order.count - 1)) % order.count]
            return .handled
        case .enter:
            guard let scripted = context.scenarioCase?.walk else { return .push(Screen(CheckoutScreen(summary: summary))) }
            return .push(Screen(CheckoutScreen(summary: summary, scripted: scripted)))
        case .escape, .character("q"):
            guard isModified, !warned else { return .unhandled }
            warnedAboutLeaving = true
            return .notify(Notice("The edits are not saved: s saves them as a new profile, r reverts them; \(key == .escape ? "Esc" : "q") again leaves without them", isError: true))
        default:
            if isEditable, let action = handleEdit(key) { return action }
            guard let placed = refreshPanes(in: area, context: context)[focus] else { return .unhandled }
            var scroll = scrolls[focus] ?? ScrollState()
            let before = scroll.selected
            guard scroll.handle(key, count: placed.content.lines.count, viewport: placed.viewport) else { return .unhandled }
            if focus == .apps { scroll.selected = snappedToApp(scroll.selected, from: before, width: placed.rect.width - 4) }
            scrolls[focus] = scroll.clamped(count: placed.content.lines.count, viewport: placed.viewport)
            return .handled
        }
    }

    /// A click focuses the pane under it; in the scheme table it chooses the scheme, in the apps pane the app.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        defer { refreshPanes(in: area, context: context) }
        if prompt != nil { return .handled }
        guard let hit = refreshPanes(in: area, context: context).pane(atColumn: column, row: row) else { return .unhandled }
        focus = hit.id
        if Self.choosesLines(hit.id, android: isAndroid), let scroll = scrolls[hit.id], let index = hit.lineIndex(atRow: row, scroll: scroll) {
            let chosen = hit.id == .apps ? snappedToApp(index, from: nil, width: hit.rect.width - 4) : index
            scrolls[hit.id]?.selected = chosen
        }
        return .handled
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        panes(in: area, context: context).draw(frame: &frame, glyphs: context.glyphs, focus: prompt == nil ? focus : nil) {
            scrolls[$0] ?? ScrollState()
        }
        if let prompt { prompt.input.draw(in: area, note: prompt.note(on: self, saveFolder: context.profileSaveFolder), frame: &frame, glyphs: context.glyphs) }
    }

    /// The panes whose lines are chosen, not only scrolled: the apps, the schemes, and on Android the
    /// visibility table and the manifest (whose `<queries>` entries x removes).
    static func choosesLines(_ pane: PaneID, android: Bool) -> Bool {
        [.apps, .schemes, .visibility].contains(pane) || (android && pane == .merchant)
    }

    /// The first line of the app a line belongs to (rows wrap): moving down onto a wrapped line goes
    /// on to the next app, anything else goes back to the start of the app the line is part of.
    func snappedToApp(_ line: Int?, from previous: Int?, width: Int) -> Int? {
        guard let line else { return nil }
        let starts = appRows(width: width).starts
        if let previous, line > previous, !starts.contains(line) {
            return starts.first { $0 > line } ?? starts.last { $0 <= line }
        }
        return starts.last { $0 <= line } ?? starts.first
    }
}
