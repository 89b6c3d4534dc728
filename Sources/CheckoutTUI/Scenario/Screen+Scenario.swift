import CheckoutCore

extension Screen {
    /// How far a walk has got on this screen, for the scenario panel: nil for screens outside a walk.
    /// A screen the walk cannot go past (a refused request) has decided everything.
    var scenarioStage: ScenarioStage? {
        switch self {
        case .device: return .device
        case .checkout: return .checkout
        case .inspector(let screen): return screen.transcript.errors.isEmpty ? .request : .status
        case .citconWalk(let screen): return screen.walk.awaitsUser ? .request : .status
        case .handOff(let screen): return screen.awaitsUser ? .handOff : .returned
        case .returned: return .returned
        case .status: return .status
        case .picker, .transcript, .phoneList, .phonePayment, .phoneHandOff, .scenarioCases: return nil
        }
    }

    /// The walk this screen shows, as far as it went; nil before the walk starts.
    var walkRecord: WalkRecord? {
        switch self {
        case .inspector(let screen): return .phonePe(screen.transcript)
        case .citconWalk(let screen): return .citcon(screen.transcript)
        case .handOff(let screen): return screen.record
        case .returned(let screen): return screen.walk
        case .status(let screen): return screen.walk
        case .picker, .device, .checkout, .transcript, .phoneList, .phonePayment, .phoneHandOff, .scenarioCases: return nil
        }
    }
}
