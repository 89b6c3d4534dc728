/// Citcon's walk behind the seam: its choices at the hand-off and how each finishes it.
extension CitconWalk: ProviderWalk {
    public var record: WalkRecord { .citcon(transcript) }

    public var anyWalk: Walk { .citcon(self) }

    public var choices: [HandOffChoice] {
        PayerChoice.citconOffers.compactMap { choice in
            transcript.describe(choice).map { HandOffChoice(action: choice, label: $0.label, explanation: $0.explanation) }
        }
    }

    public var handOffView: HandOffView { transcript.handOffView }

    public mutating func finish(_ choice: HandOffChoice) {
        finish(choice.action)
    }
}
