import ArgumentParser
import CheckoutCore

/// `run --flow v2-sdk|v2-pay-page|v2-intent`: PhonePe v2's walks, with the options they read.
extension RunCommand {
    func validatePhonePeV2(_ flow: PhonePeV2Flow) throws {
        if citcon.isUsed { throw ValidationError("--method, --currency, --country, --environment, --request-3ds, --field, --order and --wallet-action apply only to --flow citcon") }
        let v1Only: [(String, Bool)] = [
            ("--transaction-id (v2 names the order with --merchant-order-id)", transactionId != nil),
            ("--subscription-id", subscriptionId != nil), ("--auth-workflow", authWorkflow != .transaction),
            ("--return (the device and --user-action decide v2's return)", returnMode != .auto),
            ("--salt-key and --salt-index (v2 authenticates with an OAuth token)", merchant.keys.saltKey != nil || merchant.keys.saltIndex != nil),
        ]
        if let (flag, _) = v1Only.first(where: \.1) { throw ValidationError("\(flag): not for --flow \(flow.rawValue)") }
        if let appArgument, appArgument.app == nil, flow != .intent {
            throw ValidationError("--app \(appArgument.text): only --flow v2-intent takes a package, on an Android phone")
        }
        if upiResponseCode != nil, flow != .intent {
            throw ValidationError("--upi-response-code: only --flow v2-intent starts a UPI app for a result (on an Android phone)")
        }
        if let app, !flow.userPicksApp, app != .phonepe || flow == .payPage {
            throw ValidationError("--app \(app.rawValue): only --flow v2-intent takes a UPI app")
        }
        guard PayerChoice.phonePeV2UserActions.contains(userAction.choice) else {
            throw ValidationError("--user-action \(userAction.choice.rawValue): the v2 flows take \(PayerChoice.phonePeV2UserActions.map(\.rawValue).joined(separator: ", "))")
        }
        _ = try phonePeV2Outcome()
    }

    private func phonePeV2Outcome() throws -> PhonePeV2Outcome {
        if outcome == Self.defaultOutcome { return .completed }
        guard outcome.utf8.count <= PhonePeV2Outcome.maxTextLength, let parsed = PhonePeV2Outcome(outcome) else {
            throw ValidationError("--outcome \(outcome.prefix(PhonePeV2Outcome.maxTextLength)): the v2 flows take \(PhonePeV2RunOptions.outcomeGrammar)")
        }
        if let bounds = parsed.boundsProblem { throw ValidationError("--outcome \(outcome) is too long: \(bounds)") }
        return parsed
    }

    func runPhonePeV2(_ flow: PhonePeV2Flow, profile: DeviceProfile) throws {
        try checkAndroidOptions(on: profile)
        var settings = PhonePeV2Merchant(profile: profile.merchant)
        if let merchantId = merchant.keys.merchantId { settings.merchantId = merchantId }
        if let callbackUrl = merchant.callbackUrl { settings.webhookURL = callbackUrl }
        let options = PhonePeV2Options(
            flow: flow, app: app, amount: amount ?? PhonePeV2Options.defaultAmount, merchantOrderId: merchantOrderId,
            userAction: userAction.choice, outcome: try phonePeV2Outcome(), merchant: settings, seed: seed,
            package: appArgument?.package, upiResponseCode: try parsedResponseCode())
        try emit(Walk.run(profile: profile, request: .phonePeV2(options)))
    }
}

/// What `run` says of the v2 flows' options.
enum PhonePeV2RunOptions {
    static let outcomeGrammar = PhonePeV2Outcome.grammar
}
