import CheckoutCore

/// Per-stage cost of the open-intent hand-off, each stage timed alone on precomputed inputs.
enum StageBench {
    static func stages(profile: DeviceProfile) -> [(name: String, run: () -> Int)] {
        let options = PhonePeOptions(flow: .openIntent, app: .gpay, transactionId: "TX000000000042")
        let device = Device(profile: profile)
        let context = DeviceContext(device: device)
        let ids = FlowIds(flow: .openIntent, given: options.transactionId, seed: 1)
        let payloadBytes = (try? PaymentRequestBuilder.payload(options: options, app: .gpay, context: context, ids: ids).get()) ?? []
        let payload = (try? JSONParser.parse(payloadBytes)) ?? .null
        let request = SignedRequest(path: "/v4/debit", payloadBytes: payloadBytes, merchant: options.merchant)
        let gateway = PhonePeGateway(accounts: [options.merchant.merchantId: MerchantAccount(options.merchant)], outcome: .success, ids: ids)
        var answered = gateway
        let url = answered.respond(to: GatewayRequest(request)).body["data"]?["redirectURL"]?.stringValue ?? ""
        return [
            ("device (scheme lookups)", { Device(profile: profile).limitsDeclaredSchemes ? 1 : 0 }),
            ("deviceContext", { DeviceContext(device: device).appSupportedSchemas.count }),
            ("checkout page", { CheckoutPage(device: device).visibleApps.count }),
            ("ids from the seed", { FlowIds(flow: .openIntent, given: nil, seed: 1).utr.count }),
            ("payload with rules, written", { (try? PaymentRequestBuilder.payload(options: options, app: .gpay, context: context, ids: ids).get()) == nil ? 0 : 1 }),
            ("  JSON writer (from a value)", { JSONWriter.compact(payload).count }),
            ("  base64", { Base64.encode(JSONWriter.compact(payload)).utf8.count }),
            ("  X-VERIFY", { Checksum.forRequest(base64: request.base64, path: "/v4/debit", saltKey: PhonePeMerchant.uatSaltKey, saltIndex: 1).utf8.count }),
            ("sign: base64, sha256", { SignedRequest(path: "/v4/debit", payloadBytes: payloadBytes, merchant: options.merchant).base64.count }),
            ("  envelope decode", { (try? Envelope.decode(request.body, key: "request").get())?.bytes.count ?? 0 }),
            ("  JSON parser", { (try? JSONParser.parse(request.payloadJSON)) == nil ? 0 : 1 }),
            ("  JSON outline (what the gateway reads)", { (try? JSONOutline.read(request.payloadBytes))?.root.kind == .object ? 1 : 0 }),
            ("gateway: decode, verify, respond", {
                var fresh = gateway
                return fresh.respond(to: GatewayRequest(request)).httpStatus
            }),
            ("intent URL read for the hand-off", { IntentURL.readableScheme(url)?.utf8.count ?? 0 }),
            ("intent URL parsed back", { ((try? IntentURL.parse(url))?.parameters.count) ?? 0 }),
            ("intent URL validated", { ((try? IntentURL.parse(url)).map(IntentURLValidator.defects(in:))?.count) ?? 0 }),
            ("whole hand-off", { PhonePeWalk(profile: profile, options: options).transcript.intent == nil ? 0 : 1 }),
        ]
    }
}
