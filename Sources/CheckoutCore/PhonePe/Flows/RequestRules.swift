/// The request rules of the seeds, checked before anything is signed or sent.
enum RequestRules {
    /// An id that must not be empty and, when its document gives a limit, must be shorter than it.
    static func lengthUnder(_ limit: Int?, field: String, value: String) -> RuleViolation? {
        if value.isEmpty { return RuleViolation(field: field, rule: "must not be empty") }
        guard let limit, IdLengthLimits.isTooLong(value, limit: limit) else { return nil }
        return RuleViolation(
            field: field, rule: "must be under \(limit) characters, got \(value.count) (\"\(value)\")")
    }

    /// An id the status check puts in its URL path (`merchantId` and the flow's own id).
    static func pathSafe(field: String, value: String) -> RuleViolation? {
        StatusPathIds.problem(in: value).map { RuleViolation(field: field, rule: $0) }
    }

    static func amount(_ amount: Int64?, options: PhonePeOptions) -> RuleViolation? {
        if !options.sendsAmount {
            guard let amount else { return nil }
            return RuleViolation(
                field: "amount",
                rule: "must be absent when authWorkflowType is PENNY_DROP (got \(amount)); drop --amount or use --auth-workflow TRANSACTION")
        }
        guard let amount else {
            return RuleViolation(field: "amount", rule: "is required when authWorkflowType is TRANSACTION")
        }
        guard amount > 0 else {
            return RuleViolation(field: "amount", rule: "must be a positive whole number of paise (100 = ₹1.00), got \(amount)")
        }
        return nil
    }

    static func callbackScheme(_ scheme: String?) -> RuleViolation? {
        guard let scheme, let problem = URLSchemeRules.callbackSchemeProblem(scheme) else { return nil }
        return RuleViolation(
            field: "deviceContext.merchantCallBackScheme",
            rule: "\"\(scheme)\" is not a valid callback scheme: \(problem); fix merchantApp.callbackScheme in the profile")
    }

    /// Seed 003's table marks `deviceContext.merchantCallBackScheme` mandatory on a mandate ("Yes"),
    /// unlike the debit APIs, where it is optional.
    static func mandateCallbackScheme(_ scheme: String?) -> RuleViolation? {
        guard scheme == nil else { return nil }
        return RuleViolation(
            field: "deviceContext.merchantCallBackScheme",
            rule: "is required on a mandate (the mandate document's table marks it mandatory); set merchantApp.callbackScheme in the profile")
    }

    /// Seed 003 documents a mandate only as PhonePe intent (`redirectType` INTENT and nothing else):
    /// with PhonePe undetectable there is no documented way to set one up, so none is sent.
    static func mandateNeedsPhonePe(_ context: DeviceContext) -> RuleViolation? {
        guard !context.isPPAppPresent else { return nil }
        if context.deviceOS == DeviceContext.android {
            return RuleViolation(
                field: "deviceContext.isPPAppPresent",
                rule: "is false (the merchant app cannot see \(AndroidPackages.phonePe): Android 11's package visibility hides it, or it is not installed), "
                    + "but the mandate document offers mandates only as PhonePe intent (no web checkout): add <package android:name=\"\(AndroidPackages.phonePe)\"/> to <queries>, "
                    + "or offer the mandate only when PhonePe is on the checkout page")
        }
        return RuleViolation(
            field: "deviceContext.isPPAppPresent",
            rule: "is false (no ppemerchantsdkv1/v2/v3 scheme is openable), but the mandate document offers mandates only as PhonePe intent "
                + "(redirectType INTENT, no web checkout): offer the mandate only when PhonePe is on the checkout page")
    }

    static func merchant(_ merchant: PhonePeMerchant) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        if merchant.merchantId.isEmpty { violations.append(RuleViolation(field: "merchantId", rule: "must not be empty")) }
        if let violation = pathSafe(field: "merchantId", value: merchant.merchantId) { violations.append(violation) }
        if merchant.saltKey.isEmpty { violations.append(RuleViolation(field: "salt key", rule: "must not be empty")) }
        if let problem = WebURL.problem(in: merchant.callbackUrl) {
            violations.append(RuleViolation(field: "callbackUrl", rule: "\(problem): the gateway calls it back, so it must be \(WebURL.rule); fix merchant.callbackUrl in the profile (or --callback-url)"))
        }
        if merchant.saltIndex < 1 {
            violations.append(RuleViolation(field: "salt index", rule: "must be 1 or more, got \(merchant.saltIndex)"))
        }
        return violations
    }
}
