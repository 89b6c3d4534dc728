/// One checkout walk, whichever provider: what `run`, `replay` and the TUI hold. `init` goes up to the
/// hand-off (the payment app, wallet, H5 page or browser opening, or the request being refused);
/// `finish` applies what the user does there and settles. Provider switches stay in here.
public enum Walk: Sendable, Equatable {
    case phonePe(PhonePeWalk)
    case citcon(CitconWalk)

    public init(profile: DeviceProfile, request: WalkRequest) {
        self.init(device: Device(profile: profile), request: request)
    }

    /// Up to the hand-off on a device already built.
    public init(device: Device, request: WalkRequest) {
        switch request {
        case .phonePe(let options): self = .phonePe(PhonePeWalk(device: device, options: options))
        case .citcon(let options): self = .citcon(CitconWalk(device: device, options: options))
        }
    }

    /// Both halves, the user doing what the request says.
    public static func run(profile: DeviceProfile, request: WalkRequest) -> WalkRecord {
        var walk = Walk(profile: profile, request: request)
        walk.finish()
        return walk.record
    }

    /// True when the payment app, wallet or page is open and waiting for the user.
    public var awaitsUser: Bool {
        switch self {
        case .phonePe(let walk): return walk.awaitsUser
        case .citcon(let walk): return walk.awaitsUser
        }
    }

    /// The walk so far.
    public var record: WalkRecord {
        switch self {
        case .phonePe(let walk): return .phonePe(walk.transcript)
        case .citcon(let walk): return .citcon(walk.transcript)
        }
    }

    /// What the user can do at the hand-off, in the order a front end offers it; empty unless `awaitsUser`.
    public var choices: [HandOffChoice] {
        guard awaitsUser else { return [] }
        switch self {
        case .phonePe(let walk):
            // Switching back by hand differs from paying only where the callback would bring the user back.
            let offered = PayerChoice.phonePeOffers.filter { $0 != .payThenSwitchBack || walk.returnsByCallback }
            return offered.compactMap { choice in
                walk.transcript.describe(choice).map { HandOffChoice(action: choice, label: $0.label, explanation: $0.explanation) }
            }
        case .citcon(let walk):
            return PayerChoice.citconOffers.compactMap { choice in
                walk.transcript.describe(choice).map { HandOffChoice(action: choice, label: $0.label, explanation: $0.explanation) }
            }
        }
    }

    /// What opened at the hand-off, with what, and where the user now is.
    public var handOffView: HandOffView {
        switch self {
        case .phonePe(let walk): return walk.transcript.handOffView
        case .citcon(let walk): return walk.transcript.handOffView
        }
    }

    /// The user's choice at the hand-off, then the return and everything after it. Does nothing unless
    /// `awaitsUser`, or for a choice this walk's provider does not offer.
    public mutating func finish(_ choice: HandOffChoice) {
        switch self {
        case .phonePe(var walk):
            guard let userAction = choice.action.userAction else { return }
            walk.finish(userAction, returnMode: choice.action.returnMode)
            self = .phonePe(walk)
        case .citcon(var walk):
            guard PayerChoice.citconOffers.contains(choice.action) else { return }
            walk.finish(choice.action)
            self = .citcon(walk)
        }
    }

    /// Finishes as the request's options say (PhonePe's user action and return, Citcon's outcome and return).
    public mutating func finish() {
        switch self {
        case .phonePe(var walk):
            walk.finish(walk.transcript.options.userAction)
            self = .phonePe(walk)
        case .citcon(var walk):
            walk.finish()
            self = .citcon(walk)
        }
    }
}
