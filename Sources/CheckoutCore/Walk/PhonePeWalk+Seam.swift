/// PhonePe's walk behind the seam: its choices at the hand-off and how each finishes it.
extension PhonePeWalk: ProviderWalk {
    public var record: WalkRecord { .phonePe(transcript) }

    public var anyWalk: Walk { .phonePe(self) }

    public var choices: [HandOffChoice] {
        // Switching back by hand differs from paying only where the callback would bring the user back.
        let offered = PhonePeChoice.allCases.filter { $0 != .payThenSwitchBack || returnsByCallback }
        return offered.map { choice in
            let described = transcript.describe(choice)
            return HandOffChoice(action: .phonePe(choice), label: described.label, explanation: described.explanation)
        }
    }

    public var handOffView: HandOffView { transcript.handOffView }

    public mutating func finish(_ choice: HandOffChoice) {
        guard case .phonePe(let choice) = choice.action else { return }
        finish(choice.userAction, returnMode: choice.returnMode)
    }

    public mutating func finish() {
        finish(transcript.options.userAction)
    }
}
