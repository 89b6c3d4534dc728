import CheckoutCore

/// A `flow: v2-…` scenario's case: the options `run --flow v2-…` would walk with.
extension MatrixExpansion {
    static func phonePeV2Case(
        _ shared: Shared<Scenario>, _ phonePeV2: PhonePeV2Scenario, profileName: String, profile: Shared<DeviceProfile>, app: MatrixApp?, amount: Int64?
    ) -> ReplayCase {
        let scenario = shared.value
        // As `run` does: the profile's merchant block, then what the scenario sets.
        var merchant = PhonePeV2Merchant(profile: profile.value.merchant)
        if let merchantId = scenario.merchant.merchantId { merchant.merchantId = merchantId }
        if let callbackUrl = scenario.merchant.callbackUrl { merchant.webhookURL = callbackUrl }
        let options = PhonePeV2Options(
            flow: phonePeV2.flow, app: app?.app, amount: amount ?? PhonePeV2Options.defaultAmount, merchantOrderId: phonePeV2.merchantOrderId,
            userAction: phonePeV2.userAction, outcome: phonePeV2.outcome, merchant: merchant, seed: scenario.seed, package: app?.package)
        return ReplayCase(
            name: caseName(scenario, flowName: phonePeV2.flow.rawValue, profile: profile.value, profileName: profileName, app: app, amount: amount), scenario: shared,
            profileName: profileName, profile: profile, walk: .phonePeV2(options))
    }
}
