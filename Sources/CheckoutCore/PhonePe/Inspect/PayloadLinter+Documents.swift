/// Where a payload shows one of the documents' own contradictions: a key spelt as one table spells it
/// while the samples spell it otherwise, a FAILED mandate callback that says SUCCESS, an intent URL
/// naming another merchant than its answer, a mandate answered other than by INTENT.
extension Linter {
    /// The keys `PhonePeContextGenerator` puts inside `deviceContext`.
    static let deviceContextKeys: Set<String> = ["deviceOS", "isPPAppPresent", "merchantCallBackScheme", "appSupportedSchemas"]

    /// For an unknown key that a document's table names: what the samples send instead. Nil for any other key.
    static func documentedSpelling(of key: String, prefix: String, specs: [FieldSpec]) -> String? {
        if key == "appSupportedSchema" {
            return "is how seed 000's parameter table spells it; its samples and PhonePeContextGenerator send "
                + "appSupportedSchemas (plural) inside deviceContext, which is what to send"
        }
        if prefix.isEmpty, deviceContextKeys.contains(key), specs.contains(where: { $0.name == "deviceContext" }) {
            return "belongs inside deviceContext: seed 000's parameter table lists it without its parent, "
                + "but its samples and PhonePeContextGenerator nest it"
        }
        return nil
    }

    /// The answer's own contradictions, as far as one payload shows them.
    mutating func documentContradictions(in data: JSONObject, endpoint: Endpoint?, isCallback: Bool) {
        if data["redirectUrl"] != nil {
            warn("data.redirectUrl", "is how the mandate document's response table spells it; its sample and /v4/debit's answers "
                + "say redirectURL, so a merchant reading one spelling misses the other")
        }
        if endpoint == .mandate, !isCallback, let type = data["redirectType"]?.stringValue, type != "INTENT" {
            warn("data.redirectType", "\"\(type)\" is not documented for mandates: the mandate document lists only INTENT")
        }
        let urls: [(String, JSONValue?)] = [
            ("data.redirectURL", data["redirectURL"]), ("data.redirectUrl", data["redirectUrl"]),
            ("data.instrumentResponse.intentUrl", data["instrumentResponse"]?["intentUrl"]),
        ]
        for (field, value) in urls {
            guard let text = value?.stringValue, let url = try? IntentURL.parse(text) else { continue }
            merchantsAgree(url, field: field, merchantId: data["merchantId"]?.stringValue)
        }
    }

    /// `pa` (before the `@`), `utm_medium` and the answer's `merchantId` must name one merchant: seed 001's
    /// PHONEPE sample answers merchantId MERCHANTUAT with utm_medium JUSPAYUAT.
    private mutating func merchantsAgree(_ url: IntentURL, field: String, merchantId: String?) {
        let named: [(String, String?)] = [
            ("pa", url["pa"].map { payee in String(payee.prefix { $0 != "@" }) }), ("utm_medium", url["utm_medium"]), ("data.merchantId", merchantId),
        ]
        let present = named.compactMap { name, value in value.map { (name, $0) } }
        guard Set(present.map(\.1)).count > 1 else { return }
        let listed = present.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        warn(field, "names more than one merchant (\(listed)), as seed 001's PHONEPE sample does; "
            + "the URL should carry the merchant that asked")
    }

    /// Seed 003's FAILED AUTH callback says `success: true, code: SUCCESS`: only the states tell.
    mutating func failedMandateSaysSuccess(_ object: JSONObject, data: JSONValue?) {
        guard data?["subscriptionDetails"]?["state"]?.stringValue == "FAILED",
            object["code"]?.stringValue == "SUCCESS" || object["success"]?.boolValue == true
        else { return }
        warn("code", "says success while data.subscriptionDetails.state is FAILED, as the mandate document's FAILED callback does: "
            + "decide on the subscription state, not on code or success")
    }
}
