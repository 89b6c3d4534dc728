import CheckoutCore

/// What a scenario walks: one of the PhonePe flows, or the Citcon walk with its settings. One value,
/// so a scenario cannot hold both, nor a PhonePe flow it would never walk.
public enum ScenarioFlow: Sendable, Equatable {
    case phonePe(PhonePeFlow)
    /// `flow: citcon`: amounts are then cents, and the PhonePe-only settings keep their defaults.
    case citcon(CitconScenario)
}
