import CheckoutCore

/// What v1's and v2's inspectors share: the key hints, the help and what Enter, `t` and `s` do; each
/// names where Enter goes and what a refusal stopped.
struct InspectorKeys {
    /// Where Enter goes, for the status line; nil when the walk cannot go on.
    var next: String?
    /// What was refused, in the help's and the notice's words: "the request" or "the walk".
    var refused: String
    /// Who never got the refused call: "the gateway" or "PhonePe".
    var receiver: String

    func hints(search: TextSearch) -> [KeyHint] {
        [KeyHint("Tab", "section"), .scrollShort] + (next.map { [KeyHint("Enter", $0)] } ?? []) + search.hints
            + [KeyHint("t", "transcript"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Tab ⇧Tab ← →", "next / previous section"),
            KeyHint("↑↓ j k", "scroll the section"),
            KeyHint("Enter", next.map { "go on: \($0)" } ?? "nothing: \(refused) was refused, Esc goes back to fix it"),
            KeyHint("t", "the whole walk as a text transcript"),
        ] + TextSearch.helpKeys
    }

    /// Enter, `t` and `s` on `walk`; nil for the keys the tabs take.
    func handle(_ key: Key, walk: some ProviderWalk, handOffFailed: Bool, hasResult: Bool, refusedFields: [String], context: ScreenContext) -> ScreenAction? {
        switch key {
        case .enter:
            if walk.awaitsUser || handOffFailed { return .push(Screen(HandOffScreen(walk: walk.anyWalk, scripted: context.scenarioCase != nil))) }
            if hasResult { return .push(Screen(StatusScreen(walk: walk.record))) }
            return .handled
        case .character("t"):
            return .push(Screen(TranscriptScreen(record: walk.record, glyphs: context.glyphs)))
        case .character("s") where !refusedFields.isEmpty:
            // s saves a scenario from the status screen; a refused walk never gets there, so say why.
            return .notify(Notice(
                "Not saved: \(refused) was refused (\(refusedFields.joined(separator: ", "))), so nothing reached \(receiver) to record; Esc goes back to fix it",
                isError: true))
        default:
            return nil
        }
    }
}
