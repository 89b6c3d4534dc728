/// The merchant server's side of each flow: which app pays, the payload with every field the seeds
/// show for the flow, the rules checked, and the signed request.
public enum PaymentRequestBuilder {
    /// The app that will pay: PhonePe for the PhonePe-only flows, else the user's pick from the checkout page.
    public static func chooseApp(options: PhonePeOptions, page: CheckoutPage, device: Device) -> Result<UPIApp, RuleViolation> {
        guard options.flow.userPicksApp else {
            if let app = options.app, app != .phonepe {
                return .failure(RuleViolation(
                    field: "openIntentWithApp",
                    rule: "\(options.flow.rawValue) always pays with PhonePe; --app \(app.rawValue) applies only to open-intent and pg-intent"))
            }
            return .success(.phonepe)
        }
        let field = options.flow == .pgIntent ? "paymentInstrument.targetApp" : "openIntentWithApp"
        guard let app = options.app ?? page.visibleApps.first else {
            let reasons = UPIApp.allCases.map { "\($0.rawValue) (\(page.hiddenReasons[$0] ?? "hidden"))" }
            return .failure(RuleViolation(
                field: field,
                rule: "no UPI app is on this device's checkout page: " + reasons.joined(separator: "; ")))
        }
        guard page.visibleApps.contains(app) else {
            let visible = page.visibleApps.map(\.rawValue).joined(separator: ", ")
            return .failure(RuleViolation(
                field: field,
                rule: "\(app.rawValue) is not on this device's checkout page (\(page.hiddenReasons[app] ?? "hidden")); "
                    + (visible.isEmpty ? "no UPI app is visible" : "pick one of \(visible)")))
        }
        return .success(app)
    }

    /// Checks every rule and writes the payload's compact JSON (the bytes that are signed), or
    /// returns every violation found.
    /// `targetPackage` is what an Android payload names the app by (pg-intent's `targetApp`); an Android
    /// open intent names none, as the user picks in the system chooser after the call.
    public static func payload(
        options: PhonePeOptions, app: UPIApp, context: DeviceContext, ids: FlowIds, targetPackage: String? = nil
    ) -> Result<[UInt8], RuleViolations> {
        let merchant = options.merchant
        let flow = options.flow
        var violations = RequestRules.merchant(merchant)
        if let violation = RequestRules.lengthUnder(IdLengthLimits.ownId(of: flow), field: flow.idField, value: ids.merchantTransactionId) {
            violations.append(violation)
        }
        if let violation = RequestRules.pathSafe(field: flow.idField, value: ids.merchantTransactionId) { violations.append(violation) }
        // Only the debit APIs carry merchantOrderId; a mandate quotes it in its free-text message.
        if flow.sendsMerchantOrderId, let orderId = options.merchantOrderId, let violation = RequestRules.lengthUnder(IdLengthLimits.merchantOrderId, field: "merchantOrderId", value: orderId) {
            violations.append(violation)
        }
        if let violation = RequestRules.lengthUnder(IdLengthLimits.merchantUserId, field: "merchantUserId", value: merchant.merchantUserId) {
            violations.append(violation)
        }
        if flow == .mandate, options.subscriptionId?.isEmpty == true {
            violations.append(RuleViolation(field: "subscriptionId", rule: "must not be empty"))
        }
        let amount = options.effectiveAmount
        if let violation = RequestRules.amount(amount, options: options) { violations.append(violation) }
        // The callback scheme travels only where PhonePe pays and a device context is sent.
        let sendsCallbackScheme = app == .phonepe && flow != .sdkDebit
        if sendsCallbackScheme, let violation = RequestRules.callbackScheme(context.merchantCallBackScheme) {
            violations.append(violation)
        }
        let android = context.deviceOS == DeviceContext.android
        if flow == .mandate {
            // On Android the mandate's result comes back by onActivityResult: there is no callback scheme to require.
            violations += [RequestRules.mandateNeedsPhonePe(context), android ? nil : RequestRules.mandateCallbackScheme(context.merchantCallBackScheme)]
                .compactMap { $0 }
        }
        guard violations.isEmpty else { return .failure(RuleViolations(violations: violations)) }

        let wireApp: String? = android ? (flow == .pgIntent ? targetPackage ?? app.androidPackage : nil) : app.rawValue
        return .success(write(options: options, wireApp: wireApp, context: context, ids: ids, sendsCallbackScheme: sendsCallbackScheme))
    }

    /// The payload's compact JSON in the documents' field order for the flow, written straight from
    /// the fields (the rules are checked already).
    private static func write(options: PhonePeOptions, wireApp: String?, context: DeviceContext, ids: FlowIds, sendsCallbackScheme: Bool) -> [UInt8] {
        let merchant = options.merchant
        let amount = options.effectiveAmount
        var body = PayloadWriter()
        body.string("merchantId", merchant.merchantId)
        func deviceContext(_ writer: inout PayloadWriter) {
            // PhonePe PG's Android integration sends deviceContext {deviceOS: ANDROID} and nothing else.
            if options.flow == .pgIntent, context.deviceOS == DeviceContext.android { return writer.string("deviceOS", context.deviceOS) }
            context.write(into: &writer, includingCallbackScheme: sendsCallbackScheme)
        }
        switch options.flow {
        case .phonepeIntent, .openIntent:
            body.string("transactionId", ids.merchantTransactionId)
            if let orderId = options.merchantOrderId { body.string("merchantOrderId", orderId) }
            body.string("merchantUserId", merchant.merchantUserId)
            body.int("amount", amount ?? 0)
            body.string("mobileNumber", merchant.mobileNumber)
            if options.flow == .phonepeIntent {
                body.string("paymentScope", "PHONEPE")
            } else {
                body.string("paymentScope", "ALL_UPI_APPS")
                if let wireApp { body.string("openIntentWithApp", wireApp) }
            }
            body.object("deviceContext", deviceContext)
        case .pgIntent:
            body.string("merchantTransactionId", ids.merchantTransactionId)
            body.string("merchantUserId", merchant.merchantUserId)
            body.int("amount", amount ?? 0)
            body.string("callbackUrl", merchant.callbackUrl)
            body.string("mobileNumber", merchant.mobileNumber)
            body.object("deviceContext", deviceContext)
            body.object("paymentInstrument") { instrument in
                instrument.string("type", "UPI_INTENT")
                if let wireApp { instrument.string("targetApp", wireApp) }
            }
        case .sdkDebit:
            body.string("transactionId", ids.merchantTransactionId)
            body.int("amount", amount ?? 0)
            body.string("merchantUserId", merchant.merchantUserId)
            if let orderId = options.merchantOrderId { body.string("merchantOrderId", orderId) }
            body.string("mobileNumber", merchant.mobileNumber)
        case .mandate:
            body.string("subscriptionId", ids.subscriptionId)
            body.string("merchantUserId", merchant.merchantUserId)
            body.string("message", "Payment towards order No. \(options.merchantOrderId ?? ids.merchantTransactionId)")
            body.string("authRequestId", ids.merchantTransactionId)
            body.string("paymentScope", "PHONEPE")
            if let amount { body.int("amount", amount) }
            body.object("deviceContext", deviceContext)
        }
        return body.finish()
    }

    /// Headers beyond Content-Type and X-VERIFY: the S2S callback URL where the flow takes one, and the SDK's call mode.
    public static func extraHeaders(flow: PhonePeFlow, merchant: PhonePeMerchant) -> [HTTPHeader] {
        switch flow {
        case .phonepeIntent, .openIntent, .mandate: return [HTTPHeader("X-CALLBACK-URL", merchant.callbackUrl)]
        // The SDK sends these to PhonePe along with the server-signed body.
        case .sdkDebit: return [HTTPHeader("X-CALLBACK-URL", merchant.callbackUrl), HTTPHeader("X-CALL-MODE", "POST")]
        case .pgIntent: return []
        }
    }
}
