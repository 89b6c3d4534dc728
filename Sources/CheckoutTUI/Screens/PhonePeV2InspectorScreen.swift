import CheckoutCore

/// What a PhonePe v2 walk's merchant server sent and got back up to the hand-off, one section at a
/// time: what the SDK reads of the device (or the `deviceContext` sent), the token call, the order
/// call and its answer, and what opens (the SDK's `startCheckoutFlow`, the pay page, the intent URL).
/// Secrets are masked as the transcript masks them. Enter hands off; `t` shows the walk as text.
public struct PhonePeV2InspectorScreen: TabbedScreen {
    /// The sections Tab cycles through.
    public enum Section: String, CaseIterable, Sendable {
        case refused = "Refused"
        case device = "Device"
        case token = "Token"
        case order = "Order"
        case response = "Response"
        case handOff = "Hand-off"
        case notes = "Notes"
    }

    public let walk: PhonePeV2Walk
    /// The section names over one scrolling pane.
    var tabs: SectionedPane<Section>
    /// The sections this walk has: a refused walk has nothing to show past the rules it broke.
    public var sections: [Section] { tabs.sections }
    public var section: Section {
        get { tabs.section }
        set { tabs.section = newValue }
    }

    public init(walk: PhonePeV2Walk) {
        self.walk = walk
        let transcript = walk.transcript
        var sections: [Section] = transcript.errors.isEmpty ? [] : [.refused]
        if transcript.deviceContext != nil { sections.append(.device) }
        if transcript.errors.isEmpty {
            if transcript.tokenCall != nil { sections.append(.token) }
            if transcript.orderCall != nil { sections += [.order, .response] }
            if transcript.handOff != nil { sections.append(.handOff) }
        }
        if !transcript.notes.isEmpty { sections.append(.notes) }
        tabs = SectionedPane(sections: sections)
    }

    var prompt: Prompt? { tabs.search.prompt }

    public var transcript: PhonePeV2Transcript { walk.transcript }

    var breadcrumb: String { "Inspector" }

    /// Where Enter goes from here, for the status line; nil when the walk cannot go on.
    private var next: String? {
        if walk.awaitsUser { return "open \(walk.handOffView.place)" }
        if transcript.handOff?.failure != nil { return "hand-off" }
        return transcript.result == nil ? nil : "result"
    }

    var hints: [KeyHint] {
        [KeyHint("Tab", "section"), .scrollShort] + (next.map { [KeyHint("Enter", $0)] } ?? []) + tabs.search.hints
            + [KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Tab ⇧Tab ← →", "next / previous section"),
            KeyHint("↑↓ j k", "scroll the section"),
            KeyHint("Enter", next.map { "go on: \($0)" } ?? "nothing: the walk was refused, Esc goes back to fix it"),
            KeyHint("t", "the whole walk as a text transcript"),
        ] + TextSearch.helpKeys
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        // While a search is typed every key is the query's, Enter and t included.
        switch tabs.search.typing ? .character("/") : key {
        case .enter:
            if walk.awaitsUser || transcript.handOff?.failure != nil { return .push(Screen(HandOffScreen(walk: walk.anyWalk, scripted: context.scenarioCase != nil))) }
            if transcript.result != nil { return .push(Screen(StatusScreen(walk: walk.record))) }
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: walk.record, glyphs: context.glyphs)))
        case .character("s") where !transcript.errors.isEmpty:
            // s saves a scenario from the status screen; a refused walk never gets there, so say why.
            let fields = transcript.errors.map(\.field).joined(separator: ", ")
            return .notify(Notice(
                "Not saved: the walk was refused (\(fields)), so nothing reached PhonePe to record; Esc goes back to fix it", isError: true))
        default:
            return handleTabs(key, area: area)
        }
        return .handled
    }

    func title(glyphs: Glyphs) -> String {
        switch section {
        case .refused: return "Refused: nothing was sent"
        case .device: return transcript.flow == .sdk ? "What the iOS SDK reads of the device" : "deviceContext"
        case .token: return transcript.tokenCall.map { "Token: \($0.method) \($0.target)" } ?? "Token"
        case .order: return transcript.orderCall.map { "Order: \($0.method) \($0.target)" } ?? "Order"
        case .response: return transcript.orderCall.map { "Response: HTTP \($0.response.httpStatus)" } ?? "Response"
        case .handOff: return handOffTitle
        case .notes: return "Where PhonePe's documents and SDKs differ"
        }
    }

    private var handOffTitle: String {
        switch transcript.flow {
        case .sdk: return "Hand-off: startCheckoutFlow"
        case .payPage: return "Hand-off: PhonePe's pay page"
        case .intent: return "Hand-off: intent URL and its parameters"
        }
    }
}
