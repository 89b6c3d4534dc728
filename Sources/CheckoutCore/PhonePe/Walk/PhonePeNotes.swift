/// Where the integration documents contradict themselves (or are silent) for a flow, and which way
/// the walk went. Each note is shown only on the walks it touches.
enum PhonePeNotes {
    static func notes(for transcript: PhonePeTranscript) -> [String] {
        if let packages = transcript.device.packages { return androidNotes(for: transcript, packages: packages) }
        guard let app = transcript.app else { return [] }
        let flow = transcript.flow
        var notes: [String] = []
        if flow == .phonepeIntent, !transcript.deviceContext.isPPAppPresent {
            notes.append("PhonePe cannot be detected, so the gateway answers a web redirect; the seeds show no sample of it (its URL follows PhonePe's UAT web checkout).")
        }
        if transcript.response?.code == PhonePeErrorCode.internalServerError.rawValue, transcript.statusChecks.count > 0 {
            notes.append("The seeds do not say what INTERNAL_SERVER_ERROR on the pay call means; PhonePe's API reference says it is not final (check again), so the walk asks for the status before deciding.")
        }
        switch flow {
        case .phonepeIntent:
            notes.append("The phonepe-intent sample sends deviceOS \"IOS\"; PhonePeContextGenerator yields \"iOS\", which is sent here.")
            notes.append("The sample response carries mcbs=demoAppScheme although its request sent iOSIntentIntegration; mcbs here echoes the request's merchantCallBackScheme.")
            notes.append(singularSchemaKey)
        case .openIntent:
            notes.append("The open-intent samples omit isPPAppPresent and appSupportedSchemas, which the parameter table marks mandatory; the generator's full deviceContext is sent.")
            notes.append(singularSchemaKey)
            notes.append("The open-intent sample responses pay SWIGGY8@ybl (utm_medium SWIGGY8) with other transaction ids than the MERCHANTUAT requests above them; the walk's URL carries the requesting merchant and transaction.")
            if app != .phonepe {
                notes.append("merchantCallBackScheme is left out: PhonePe honours it only with openIntentWithApp PHONEPE.")
            }
        case .pgIntent:
            notes += pgIntentNotes(app: app, transcript: transcript)
        case .sdkDebit:
            notes.append("Seed 002's Objective-C sample names the header X-CALLBACK-MODE; PhonePe's API reference lists X-CALL-MODE, which is used here.")
            notes.append("The SDK's result.successful only means the payment flow finished, not the payment: the server's status check decides.")
            notes.append("Seed 002 shows no /v3/debit answer; the gateway answers as /v4/debit does for PhonePe intent (redirectType INTENT, a ppe://pay URL), since this request carries no deviceContext to tell it PhonePe is absent.")
            notes.append("Neither the /v3/debit request nor PPSTransactionRequest carries a callback scheme, so PhonePe has none to open: the user returns to the app by hand, and the SDK's completion block runs then.")
            if transcript.handOff?.failure != nil {
                notes.append("The seeds show no SDK fallback for a device without PhonePe; the SDK cannot open the ppe:// URL and its completion reports the failure (result.error).")
            }
        case .mandate:
            notes += mandateNotes(transcript: transcript)
        }
        return notes
    }

    static let singularSchemaKey =
        "Seed 000's parameter table names the key appSupportedSchema (singular) and lists it, deviceOS and isPPAppPresent without their parent; its samples and PhonePeContextGenerator send appSupportedSchemas inside deviceContext, as here."

    private static func pgIntentNotes(app: UPIApp, transcript: PhonePeTranscript) -> [String] {
        var notes = [
            "The PG samples for GPAY and PAYTM contain trailing commas (invalid JSON) and send merchantCallBackScheme for apps that ignore it; this request is valid JSON and sends the scheme only for PHONEPE.",
            "The PG PHONEPE sample's JSON has only deviceOS and merchantCallBackScheme in deviceContext, while its base64 also carries isPPAppPresent and appSupportedSchemas; the generator's full deviceContext is sent, as in the base64.",
            "The PG PHONEPE sample response says am=1.00 for a request of 10000 paise (₹100.00); am here is the request's amount in rupees.",
            "The PG sample responses name merchant JUSPAYUAT (utm_medium of the PHONEPE one, merchantId and pa of the GPAY and PAYTM ones, with other transaction ids and am=9.00) for MERCHANTUAT requests; the walk answers with the requesting merchant and transaction.",
        ]
        if app == .gpay {
            notes.append("The PG document's base64 sample in the GPAY place is a copy of the PAYTM one (it decodes to targetApp PAYTM); this request names GPAY, the app picked.")
        }
        if app == .phonepe {
            notes.append("The PG sample's ppe:// URL has no mcbs; PhonePe needs it to return, so the walk adds the scheme the request sent.")
        }
        if transcript.options.merchantOrderId != nil {
            notes.append("/pg/v1/pay has no merchantOrderId field (seed 001), so the merchant order id given is not sent.")
        }
        return notes
    }

    private static func mandateNotes(transcript: PhonePeTranscript) -> [String] {
        var notes: [String] = []
        if !transcript.deviceContext.isPPAppPresent {
            notes.append("The mandate document lists only redirectType INTENT and no web checkout, so the mandate is refused without PhonePe rather than sent to a web redirect the documents do not show.")
        }
        notes.append("The mandate samples send deviceOS \"IOS\" and no appSupportedSchemas; the walk sends what PhonePeContextGenerator yields (\"iOS\", with appSupportedSchemas).")
        notes.append("The mandate samples' base64 payloads contain U+00A0 no-break spaces, which are not JSON whitespace: `checkout-sim decode` reports them.")
        guard transcript.errors.isEmpty else { return notes }
        if transcript.response?.success == true {
            notes.append("The mandate document's response table spells redirectUrl, its sample redirectURL (as /v4/debit does); the gateway answers redirectURL.")
        }
        if transcript.intent?.url?.parameters.contains(where: { $0.name == "mcbs" }) == true {
            notes.append("The mandate sample's ppe://mandate URL has no mcbs; the walk adds the merchantCallBackScheme the request sent, as /v4/debit's ppe:// URLs carry it, so PhonePe can return to the app.")
        }
        notes.append("The auth-status answers while pending are simulated; the seeds document only the AUTH callback.")
        if transcript.callback?.check.payload?["data"]?["subscriptionDetails"]?["state"]?.stringValue == "FAILED" {
            notes.append("The mandate document's FAILED AUTH callback says success true and code SUCCESS; it is sent as documented, and the merchant decides on data.subscriptionDetails.state (FAILED), not on code.")
        }
        return notes
    }
}
