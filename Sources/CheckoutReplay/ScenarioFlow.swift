import CheckoutCore

/// What a scenario walks: one of the PhonePe flows, the Citcon walk with its settings, or one of
/// PhonePe's v2 flows with its settings. One value, so a scenario cannot hold two, nor a flow it
/// would never walk.
public enum ScenarioFlow: Sendable, Equatable {
    case phonePe(PhonePeFlow)
    /// `flow: citcon`: amounts are then cents, and the PhonePe-only settings keep their defaults.
    case citcon(CitconScenario)
    /// `flow: v2-sdk`, `v2-pay-page` or `v2-intent`: v1's return, user actions and outcome grammar
    /// give way to v2's.
    case phonePeV2(PhonePeV2Scenario)
}
