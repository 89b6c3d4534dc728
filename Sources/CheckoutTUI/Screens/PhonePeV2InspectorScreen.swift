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

    private var keys: InspectorKeys { InspectorKeys(next: next, refused: "the walk", receiver: "PhonePe") }

    var hints: [KeyHint] { keys.hints(search: tabs.search) }

    var helpKeys: [KeyHint] { keys.helpKeys }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        // While a search is typed every key is the query's, Enter and t included.
        if !tabs.search.typing, let action = keys.handle(
            key, walk: walk, handOffFailed: transcript.handOff?.failure != nil, hasResult: transcript.result != nil,
            refusedFields: transcript.errors.map(\.field), context: context)
        {
            return action
        }
        return handleTabs(key, area: area)
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
