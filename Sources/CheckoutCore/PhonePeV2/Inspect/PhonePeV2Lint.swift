/// What `decode` says of a v2 request body: the rule the gateway would refuse it for, and the
/// mistakes it would take without a word but that break the checkout (v1 habits above all).
public enum PhonePeV2Lint {
    /// The v2 endpoint a body sent to `path` (with or without a host prefix) goes to; nil for a path
    /// that takes no v2 request body.
    public static func endpoint(path: String) -> PhonePeV2Call.Route? {
        let bare = ["/apis/pg-sandbox", "/apis/pg", "/apis/identity-manager"].first { path.hasPrefix($0 + "/") }.map { String(path.dropFirst($0.count)) } ?? path
        switch PhonePeV2Call(method: "POST", path: bare).route {
        case let route?: return route
        case nil: return nil
        }
    }

    /// The endpoint a body looks meant for, when no path says: a refund by its `merchantRefundId`,
    /// an order by its `paymentFlow.type`; nil for a body that is not a v2 request.
    public static func guessedEndpoint(_ payload: JSONValue) -> PhonePeV2Call.Route? {
        if has(payload, "merchantRefundId"), has(payload, "originalMerchantOrderId") { return .refund }
        guard has(payload, "merchantOrderId") else { return nil }
        return payload["paymentFlow"]?["type"]?.stringValue == "PG" ? .pay(.custom) : .pay(.standard)
    }

    public static func findings(_ payload: JSONValue, endpoint: PhonePeV2Call.Route) -> [Finding] {
        var findings: [Finding] = []
        let checkout: PhonePeV2Checkout
        switch endpoint {
        case .refund:
            if let problem = PhonePeV2Gateway.refundProblem(payload) { findings.append(Finding(.error, field: problem.field, problem.message)) }
            return findings
        case .pay(let kind), .sdkOrder(let kind):
            checkout = kind
            if let problem = PhonePeV2Gateway.orderProblem(payload, checkout: kind, sdkOrder: endpoint == .sdkOrder(kind)) {
                findings.append(Finding(.error, field: problem.field, problem.message))
            }
        default:
            return [Finding(.error, "a GET takes no body: decode a pay, SDK order or refund request")]
        }
        if has(payload, "merchantId") {
            findings.append(Finding(.warning, field: "merchantId", "v2 takes the merchant from the OAuth token; merchantId is not read (a v1 habit)"))
        }
        let context = payload["deviceContext"]
        if let context, has(context, "merchantCallBackScheme") {
            findings.append(Finding(
                .error, field: "deviceContext.merchantCallBackScheme",
                "v2 spells it merchantCallbackScheme (lower-case b), v1 merchantCallBackScheme: the gateway does not read this one, so the intent URL carries no mcbs and PhonePe cannot return to the app"))
        }
        guard endpoint == .pay(checkout) else { return findings }
        if checkout == .standard, payload["paymentFlow"]?["merchantUrls"]?["redirectUrl"]?.stringValue == nil {
            findings.append(Finding(
                .warning, field: "paymentFlow.merchantUrls.redirectUrl", "no redirectUrl: the pay page has nowhere to send the customer once paid"))
        }
        if checkout == .custom {
            let os = context?["deviceOS"]?.stringValue
            if os == nil {
                findings.append(Finding(
                    .warning, field: "deviceContext.deviceOS", "no deviceOS: the gateway answers a generic upi://pay intent; give IOS (or ANDROID) for the target app's own"))
            }
            let v1Spelling = context.map { has($0, "merchantCallBackScheme") } ?? false
            if os == "IOS", !v1Spelling, payload["paymentFlow"]?["paymentMode"]?["targetApp"]?.stringValue == "PHONEPE",
                context?["merchantCallbackScheme"]?.stringValue == nil
            {
                findings.append(Finding(
                    .warning, field: "deviceContext.merchantCallbackScheme", "no merchantCallbackScheme: PhonePe cannot open the app again once paid; the customer has to switch back by hand"))
            }
        }
        return findings
    }

    /// Whether `object` has the member at all (`JSONValue` is a nil literal itself, so `!= nil` would
    /// compare with `null`).
    private static func has(_ object: JSONValue, _ key: String) -> Bool {
        object.objectValue?.keys.contains(key) ?? false
    }
}
