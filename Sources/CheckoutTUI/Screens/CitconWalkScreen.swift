import CheckoutCore

/// A Citcon walk up to the hand-off, one section at a time: which wallets the device can offer, the
/// CPayRequest (or the rules it broke), where the payment goes, and the notes. Enter opens the wallet
/// (see `HandOffScreen`); `t` shows the walk so far as text.
public struct CitconWalkScreen: TabbedScreen {
    /// The sections Tab cycles through.
    public enum Section: String, CaseIterable, Sendable {
        case wallets = "Wallets"
        case request = "CPayRequest"
        case handOff = "Hand-off"
        case notes = "Notes"
    }

    public let walk: CitconWalk
    /// The section names over one scrolling pane.
    var tabs: SectionedPane<Section>
    /// The sections this walk has: a refused request has nothing to show past the rules it broke.
    public var sections: [Section] { tabs.sections }
    public var section: Section {
        get { tabs.section }
        set { tabs.section = newValue }
    }

    public init(walk: CitconWalk) {
        self.walk = walk
        let transcript = walk.transcript
        var sections: [Section] = [.wallets, .request]
        if transcript.errors.isEmpty {
            if transcript.handOff != nil { sections.append(.handOff) }
            if !transcript.notes.isEmpty { sections.append(.notes) }
        }
        tabs = SectionedPane(sections: sections)
        // A refused request opens on the rules it broke, as PhonePe's walk opens on "Refused".
        if !transcript.errors.isEmpty { tabs.section = .request }
    }

    var prompt: Prompt? { tabs.search.prompt }

    public var transcript: CitconTranscript { walk.transcript }

    var breadcrumb: String { "Citcon walk" }

    var hints: [KeyHint] {
        let open = walk.awaitsUser ? [KeyHint("Enter", "hand-off")] : []
        return open + [KeyHint("Tab", "section"), .scrollShort, KeyHint("t", "transcript")] + tabs.search.hints + [.back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Enter", "requestOrder opens the wallet, H5 page or browser: choose what the user does there"),
            KeyHint("Tab ⇧Tab ← →", "next / previous section"),
            KeyHint("↑↓ j k", "scroll the section"),
            KeyHint("t", "the whole walk as a text transcript"),
        ] + TextSearch.helpKeys + [KeyHint("Esc q", "back to the checkout page")]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        // While a search is typed every key is the query's, Enter and t included.
        switch tabs.search.typing ? .character("/") : key {
        case .enter where walk.awaitsUser:
            return .push(Screen(HandOffScreen(walk: walk.anyWalk, scripted: context.scenarioCase != nil)))
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: walk.record, glyphs: context.glyphs)))
        default:
            return handleTabs(key, area: area)
        }
    }

    func title(glyphs: Glyphs) -> String {
        switch section {
        case .wallets:
            return "Wallets on \(transcript.profile.name) \(glyphs.separator) \(transcript.options.amountText)"
        case .request:
            let method = transcript.method?.rawValue ?? transcript.options.methodName
            return transcript.errors.isEmpty ? "CPayRequest: requestOrder with \(method)" : "Refused: requestOrder was not called"
        case .handOff: return transcript.handOff.map { "Hand-off: \($0.surface)" } ?? "Hand-off"
        case .notes: return "Where Citcon's document contradicts itself"
        }
    }
}
