import ArgumentParser
import CheckoutCore
import CheckoutReplay

/// `run --flow citcon`: the Citcon SDK walk, with its own options.
extension RunCommand {
    func validateCitcon() throws {
        guard citcon.method != nil else { throw ValidationError("--flow citcon needs --method (\(CitconMethod.namesForHelp))") }
        let phonePeOnly: [(String, Bool)] = [
            ("--app", appArgument != nil), ("--upi-response-code", upiResponseCode != nil), ("--merchant-order-id", merchantOrderId != nil), ("--subscription-id", subscriptionId != nil),
            ("--user-action", userAction.choice != .pay), ("--auth-workflow", authWorkflow != .transaction),
            ("--return callback", returnMode == .callback),
            ("--merchant-id, --salt-key, --salt-index and --callback-url (use --field urls.ipn=… for Citcon's IPN)",
             merchant.keys.isUsed || merchant.callbackUrl != nil),
        ]
        if let (flag, _) = phonePeOnly.first(where: \.1) { throw ValidationError("\(flag): not for --flow citcon") }
        for field in citcon.fields where CitconField(argument: field) == nil {
            throw ValidationError("--field \"\(field)\": expected path=value, e.g. consumer.reference=C-1")
        }
        _ = try citconOutcome()
        if let action = citcon.walletAction?.choice {
            if returnMode != .auto { throw ValidationError("--return: not with --wallet-action \(action.rawValue), which decides how the user comes back") }
            if [.cancel, .killWithoutPaying].contains(action), outcome != Self.defaultOutcome {
                throw ValidationError("--outcome: not with --wallet-action \(action.rawValue), which decides the outcome")
            }
        }
    }

    /// ` (did you mean --method alipay?)` after the refusal of a misspelt method: the transcript states
    /// the rule, and the command line's fix goes with the error line.
    func didYouMean(_ error: RuleViolation) -> String {
        guard error.field == "payment.method", let method = citcon.method, CitconMethod(methodName: method) == nil,
            let meant = Suggestion.closest(to: method, among: CitconMethod.allCases.map(\.rawValue))
        else { return "" }
        return " (did you mean --method \(meant)?)"
    }

    private func citconOutcome() throws -> CitconOutcome {
        do { return try CitconOutcome.parse(outcome) } catch { throw ValidationError("--outcome: \(error)") }
    }

    func runCitcon(profile: DeviceProfile) throws {
        let returnMode: CitconReturnMode = switch self.returnMode {
        case .manual: .manual
        case .abandon: .abandon
        case .auto, .callback: .auto
        }
        var options = CitconOptions(
            methodName: citcon.method ?? "", amount: amount ?? 100, currency: citcon.currency, country: citcon.country,
            reference: transactionId, environment: citcon.environment, request3DSecure: citcon.request3DSecure,
            fields: citcon.fields.compactMap(CitconField.init(argument:)), returnMode: returnMode, outcome: try citconOutcome(),
            order: citcon.order, seed: seed)
        if let action = citcon.walletAction?.choice { options.apply(action) }
        try emit(Walk.run(profile: profile, request: .citcon(options)))
    }
}
