/// Citcon's walk behind the seam: its choices at the hand-off and how each finishes it.
extension CitconWalk: ProviderWalk {
    public var record: WalkRecord { .citcon(transcript) }

    public var anyWalk: Walk { .citcon(self) }

    public var choices: [HandOffChoice] {
        CitconUserAction.allCases.map { action in
            let described = transcript.describe(action)
            return HandOffChoice(action: .citcon(action), label: described.label, explanation: described.explanation)
        }
    }

    public var handOffView: HandOffView { transcript.handOffView }

    public mutating func finish(_ choice: HandOffChoice) {
        guard case .citcon(let action) = choice.action else { return }
        finish(action)
    }
}
