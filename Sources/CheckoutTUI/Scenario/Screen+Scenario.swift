import CheckoutCore

/// A screen of a walk, as the scenario panel reads it: how far the walk has got, and the walk.
protocol ScenarioStaged {
    /// A screen the walk cannot go past (a refused request) has decided everything.
    var scenarioStage: ScenarioStage { get }
    /// The walk this screen shows, as far as it went; nil before the walk starts.
    var walkRecord: WalkRecord? { get }
}

extension ScenarioStaged {
    var walkRecord: WalkRecord? { nil }
}

extension Screen {
    /// How far a walk has got on this screen, for the scenario panel: nil for screens outside a walk.
    var scenarioStage: ScenarioStage? { (model as? any ScenarioStaged)?.scenarioStage }

    var walkRecord: WalkRecord? { (model as? any ScenarioStaged)?.walkRecord }
}

extension DeviceScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { .device }
}

extension CheckoutScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { .checkout }
}

extension InspectorScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { transcript.errors.isEmpty ? .request : .status }
    var walkRecord: WalkRecord? { walk.record }
}

extension PhonePeV2InspectorScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { transcript.errors.isEmpty ? .request : .status }
    var walkRecord: WalkRecord? { walk.record }
}

extension CitconWalkScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { walk.awaitsUser ? .request : .status }
    var walkRecord: WalkRecord? { walk.record }
}

extension HandOffScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { awaitsUser ? .handOff : .returned }
    var walkRecord: WalkRecord? { record }
}

extension ReturnScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { .returned }
    var walkRecord: WalkRecord? { walk }
}

extension StatusScreen: ScenarioStaged {
    var scenarioStage: ScenarioStage { .status }
    var walkRecord: WalkRecord? { walk }
}
