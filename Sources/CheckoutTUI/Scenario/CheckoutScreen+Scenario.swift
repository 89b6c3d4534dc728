import CheckoutCore

extension CheckoutScreen {
    /// The page for a scenario's case: the form set to the case's flow, outcome, amount and app or
    /// method as far as it shows them, and Enter walking the case exactly as `replay` does.
    public init(summary: DeviceSummary, scripted request: WalkRequest) {
        self.init(summary: summary)
        scripted = request
        amountEdited = true
        switch request {
        case .phonePe(let options):
            var phonePe = phonePe ?? parked?.base as? PhonePeCheckoutForm ?? PhonePeCheckoutForm(device: device)
            phonePe.choose(options.flow)
            phonePe.outcome = options.outcome
            phonePe.authWorkflow = options.authWorkflow
            show(AnyCheckoutForm(phonePe))
            amount = options.amount ?? Self.defaultAmount
            formScroll = .list(selected: options.app.flatMap { phonePe.rows.firstIndex(of: .app($0)) } ?? phonePe.firstRow)
        case .citcon(let options):
            var citcon = citcon ?? parked?.base as? CitconCheckoutForm ?? CitconCheckoutForm(device: device)
            citcon.outcome = options.outcome
            citcon.currency = options.currency
            citcon.country = options.country
            citcon.order = options.order
            citcon.consumerReference = options.fields.first { $0.path == "consumer.reference" }?.value
            citcon.threeDSecure = options.request3DSecure ? .on : .off
            show(AnyCheckoutForm(citcon))
            amount = options.amount
            let method = CitconMethod(methodName: options.methodName)
            formScroll = .list(selected: method.flatMap { citcon.rows.firstIndex(of: .method($0)) } ?? citcon.firstRow)
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

    /// The first screen of a scenario's walk, on this device.
    static func walkScreen(_ request: WalkRequest, device: Device) -> Screen {
        switch request {
        case .phonePe(let options): return Screen(InspectorScreen(walk: PhonePeWalk(device: device, options: options)))
        case .citcon(let options): return Screen(CitconWalkScreen(walk: CitconWalk(device: device, options: options)))
        }
    }

    static let scriptedHelpKeys = [
        KeyHint("↑↓ j k", "look at the rows: the scenario sets every value, so none can be changed here"),
        KeyHint("Enter", "walk the case, step by step, as replay walks it"),
    ]
}
