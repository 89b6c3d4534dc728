/// What a front end asks to walk, with its options: the one place a provider is chosen. Each
/// provider's options are `WalkOptions`, and `options` is the one place this value asks which it holds.
public enum WalkRequest: Sendable, Equatable {
    case phonePe(PhonePeOptions)
    case citcon(CitconOptions)
    case phonePeV2(PhonePeV2Options)

    /// The provider's own options.
    public var options: any WalkOptions {
        switch self {
        case .phonePe(let options): return options
        case .citcon(let options): return options
        case .phonePeV2(let options): return options
        }
    }

    /// What seeds the walk's generated ids.
    public var seed: UInt64 {
        get { options.seed }
        set {
            var options = self.options
            options.seed = newValue
            self = options.request
        }
    }

    /// What the user does at the hand-off as the options say it, and how control comes back.
    public var scriptedChoice: String { options.scriptedChoice }

    /// The `checkout-sim run` options after `--profile` that walk the same path.
    public var runArguments: [String] { options.runArguments }

    /// What the walk is set to, as `run`'s options name it; `rupees` writes paise.
    public func settings(rupees: (Int64) -> String) -> [(name: String, value: String)] { options.settings(rupees: rupees) }

    public var phonePeOptions: PhonePeOptions? {
        guard case .phonePe(let options) = self else { return nil }
        return options
    }

    public var citconOptions: CitconOptions? {
        guard case .citcon(let options) = self else { return nil }
        return options
    }

    public var phonePeV2Options: PhonePeV2Options? {
        guard case .phonePeV2(let options) = self else { return nil }
        return options
    }
}
