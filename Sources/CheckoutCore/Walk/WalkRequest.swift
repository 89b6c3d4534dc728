/// What a front end asks to walk, with its options: the one place a provider is chosen.
public enum WalkRequest: Sendable, Equatable {
    case phonePe(CheckoutOptions)
    case citcon(CitconOptions)

    public var phonePeOptions: CheckoutOptions? {
        guard case .phonePe(let options) = self else { return nil }
        return options
    }

    public var citconOptions: CitconOptions? {
        guard case .citcon(let options) = self else { return nil }
        return options
    }
}
