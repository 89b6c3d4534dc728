/// One checkout walk, whichever provider: what `run`, `replay` and the TUI hold. `init` goes up to the
/// hand-off (the payment app, wallet, H5 page or browser opening, or the request being refused);
/// `finish` applies what the user does there and settles. Each provider's walk is a `ProviderWalk`,
/// and `current` is the one place this value asks which it holds.
public enum Walk: Sendable, Equatable {
    case phonePe(PhonePeWalk)
    case citcon(CitconWalk)
    case phonePeV2(PhonePeV2Walk)

    public init(profile: DeviceProfile, request: WalkRequest) {
        self.init(device: Device(profile: profile), request: request)
    }

    /// Up to the hand-off on a device already built.
    public init(device: Device, request: WalkRequest) {
        switch request {
        case .phonePe(let options): self = .phonePe(PhonePeWalk(device: device, options: options))
        case .citcon(let options): self = .citcon(CitconWalk(device: device, options: options))
        case .phonePeV2(let options): self = .phonePeV2(PhonePeV2Walk(device: device, options: options))
        }
    }

    /// Both halves, the user doing what the request says.
    public static func run(profile: DeviceProfile, request: WalkRequest) -> WalkRecord {
        var walk = Walk(profile: profile, request: request)
        walk.finish()
        return walk.record
    }

    /// The provider's own walk.
    public var current: any ProviderWalk {
        switch self {
        case .phonePe(let walk): return walk
        case .citcon(let walk): return walk
        case .phonePeV2(let walk): return walk
        }
    }

    /// True when the payment app, wallet or page is open and waiting for the user.
    public var awaitsUser: Bool { current.awaitsUser }

    /// The walk so far (not through `current`, which would copy the walk into a box first).
    public var record: WalkRecord {
        switch self {
        case .phonePe(let walk): return walk.record
        case .citcon(let walk): return walk.record
        case .phonePeV2(let walk): return walk.record
        }
    }

    /// What the user can do at the hand-off, in the order a front end offers it; empty unless `awaitsUser`.
    public var choices: [HandOffChoice] {
        let walk = current
        return walk.awaitsUser ? walk.choices : []
    }

    /// What opened at the hand-off, with what, and where the user now is.
    public var handOffView: HandOffView { current.handOffView }

    /// The user's choice at the hand-off, then the return and everything after it. Does nothing unless
    /// `awaitsUser`, or for a choice this walk's provider does not offer.
    public mutating func finish(_ choice: HandOffChoice) {
        finish(choosing: choice)
    }

    /// Finishes as the request's options say (PhonePe's user action and return, Citcon's outcome and return, v2's user action).
    public mutating func finish() {
        finish(choosing: nil)
    }

    /// Not through `current`: an `any ProviderWalk` copies the whole walk into a box and back, and
    /// `replay` finishes thousands of walks a second.
    private mutating func finish(choosing choice: HandOffChoice?) {
        switch self {
        case .phonePe(var walk):
            if let choice { walk.finish(choice) } else { walk.finish() }
            self = .phonePe(walk)
        case .citcon(var walk):
            if let choice { walk.finish(choice) } else { walk.finish() }
            self = .citcon(walk)
        case .phonePeV2(var walk):
            if let choice { walk.finish(choice) } else { walk.finish() }
            self = .phonePeV2(walk)
        }
    }
}
