/// Where the integration documents contradict themselves for a flow, and which way the walk went.
enum FlowNotes {
    static func notes(flow: FlowKind, app: UPIApp, context: DeviceContext) -> [String] {
        var notes: [String] = []
        if app == .phonepe, !context.isPPAppPresent, flow != .openIntent, flow != .pgIntent {
            notes.append(flow == .sdkDebit
                ? "PhonePe cannot be detected, so the SDK falls back to its in-app web flow; the seeds do not show this fallback, so it is simulated."
                : "PhonePe cannot be detected, so the gateway answers a web redirect; the seeds show no sample of it (its URL follows PhonePe's UAT web checkout).")
        }
        switch flow {
        case .phonepeIntent:
            notes.append("The phonepe-intent sample sends deviceOS \"IOS\"; PhonePeContextGenerator yields \"iOS\", which is sent here.")
            notes.append("The sample response carries mcbs=demoAppScheme although its request sent iOSIntentIntegration; mcbs here echoes the request's merchantCallBackScheme.")
        case .openIntent:
            notes.append("The open-intent samples omit isPPAppPresent and appSupportedSchemas, which the parameter table marks mandatory; the generator's full deviceContext is sent.")
            if app != .phonepe {
                notes.append("merchantCallBackScheme is left out: PhonePe honours it only with openIntentWithApp PHONEPE.")
            }
        case .pgIntent:
            notes.append("The PG samples for GPAY and PAYTM contain trailing commas (invalid JSON) and send merchantCallBackScheme for apps that ignore it; this request is valid JSON and sends the scheme only for PHONEPE.")
            if app == .phonepe {
                notes.append("The PG sample's ppe:// URL has no mcbs; PhonePe needs it to return, so the walk adds the scheme the request sent.")
            }
        case .sdkDebit:
            notes.append("Seed 002's Objective-C sample names the header X-CALLBACK-MODE; PhonePe's API reference lists X-CALL-MODE, which is used here.")
            notes.append("The SDK's result.successful only means the payment flow finished, not the payment: the server's status check decides.")
        case .mandate:
            notes.append("The mandate samples send deviceOS \"IOS\" and no appSupportedSchemas; the walk sends what PhonePeContextGenerator yields (\"iOS\", with appSupportedSchemas).")
            notes.append("The mandate samples' base64 payloads contain U+00A0 no-break spaces, which are not JSON whitespace: `checkout-sim decode` reports them.")
            notes.append("The auth-status answers while pending are simulated; the seeds document only the AUTH callback.")
        }
        return notes
    }
}
