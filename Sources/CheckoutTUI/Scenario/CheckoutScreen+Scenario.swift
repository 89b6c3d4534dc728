import CheckoutCore

extension CheckoutScreen {
    /// The page for a scenario's case: the form set to the case's flow, outcome, amount and app or
    /// method as far as it shows them, and Enter walking the case exactly as `replay` does.
    public init(summary: DeviceSummary, scripted request: WalkRequest) {
        self.init(summary: summary)
        scripted = request
        amountEdited = true
        // The form shown, the parked one, then a new one of each provider: the first that takes the request shows it.
        let shownForm = form.base, parkedForm = parked?.base, device = self.device
        let candidates: [() -> (any CheckoutForm)?] = [
            { shownForm }, { parkedForm }, { PhonePeCheckoutForm(device: device) }, { CitconCheckoutForm(device: device) },
            { PhonePeV2CheckoutForm(device: device) },
        ]
        for candidate in candidates {
            guard var next = candidate() else { continue }
            guard let shown = next.show(scripted: request) else { continue }
            show(AnyCheckoutForm(next))
            amount = shown.amount
            formScroll = .list(selected: shown.row)
            return
        }
    }

    /// `form` shown, the other provider's form parked when the provider changes.
    private mutating func show(_ next: AnyCheckoutForm) {
        if type(of: next.base) == type(of: form.base) { form = next } else { swap(to: next) }
    }

    /// With a scenario's case, keys that would change a value change nothing; nil for the keys that move or walk.
    mutating func handleScripted(_ key: Key) -> ScreenAction? {
        guard scripted != nil else { return nil }
        switch key {
        case .character(let character) where character.isASCII && character.isNumber: return .handled
        case .backspace, .delete, .left, .right, .character("h"), .character("l"), .character(" "): return .handled
        default: return nil
        }
    }

    static let scriptedHelpKeys = [
        KeyHint("↑↓ j k", "look at the rows: the scenario sets every value, so none can be changed here"),
        KeyHint("Enter", "walk the case, step by step, as replay walks it"),
    ]
}
