/// PhonePe v2's walk behind the seam: its choices at the hand-off and how each finishes it.
extension PhonePeV2Walk: ProviderWalk {
    public var record: WalkRecord { .phonePeV2(transcript) }

    public var anyWalk: Walk { .phonePeV2(self) }

    public var choices: [HandOffChoice] {
        // Switching back by hand differs from paying only where PhonePe would bring the user back.
        let offered = PayerChoice.phonePeV2Offers.filter { $0 != .payThenSwitchBack || returnsByCallback }
        return offered.compactMap { choice in
            transcript.describe(choice).map { HandOffChoice(action: choice, label: $0.label, explanation: $0.explanation) }
        }
    }

    public var handOffView: HandOffView { transcript.handOffView }

    public mutating func finish(_ choice: HandOffChoice) {
        finish(choice.action)
    }
}
