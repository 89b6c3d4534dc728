/// What a front end asks to walk, with its options: the one place a provider is chosen.
public enum WalkRequest: Sendable, Equatable {
    case phonePe(PhonePeOptions)
    case citcon(CitconOptions)

    /// What seeds the walk's generated ids.
    public var seed: UInt64 {
        get {
            switch self {
            case .phonePe(let options): return options.seed
            case .citcon(let options): return options.seed
            }
        }
        set {
            switch self {
            case .phonePe(var options):
                options.seed = newValue
                self = .phonePe(options)
            case .citcon(var options):
                options.seed = newValue
                self = .citcon(options)
            }
        }
    }

    public var phonePeOptions: PhonePeOptions? {
        guard case .phonePe(let options) = self else { return nil }
        return options
    }

    public var citconOptions: CitconOptions? {
        guard case .citcon(let options) = self else { return nil }
        return options
    }
}
