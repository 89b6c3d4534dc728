/// PhonePe's walk behind the seam: its choices at the hand-off and how each finishes it.
extension PhonePeWalk: ProviderWalk {
    public var record: WalkRecord { .phonePe(transcript) }

    public var anyWalk: Walk { .phonePe(self) }

    public var choices: [HandOffChoice] {
        // On Android a UPI app started by startActivity offers its own; PhonePe's web checkout offers the usual ones.
        if transcript.android != nil, transcript.handOff?.openedAppId != nil { return transcript.androidChoices }
        // Switching back by hand differs from paying only where the callback would bring the user back.
        let offered = PayerChoice.phonePeOffers.filter { $0 != .payThenSwitchBack || returnsByCallback }
        return offered.compactMap { choice in
            transcript.describe(choice).map { HandOffChoice(action: choice, label: $0.label, explanation: $0.explanation) }
        }
    }

    public var handOffView: HandOffView { transcript.handOffView }

    public mutating func finish(_ choice: HandOffChoice) {
        if let code = choice.upiResponseCode { transcript.options.upiResponseCode = code }
        finish(choice.action)
    }

    public mutating func finish() {
        finish(transcript.options.userAction)
    }
}
