/// What the merchant's server sends PhonePe in v2, field for field as PhonePe's backend SDKs send it
/// (the Python SDK 3.0.1's models): the token request's form, the orders' JSON with every optional
/// field present as null, and the headers of every call.
public enum PhonePeV2MerchantRequests {
    /// The token request's form, in the SDK's order; `client_secret` is the real one (the walk shows
    /// `maskedTokenForm`).
    static func tokenForm(_ client: PhonePeOAuthClient) -> String {
        tokenForm(client, secret: PercentCoding.pathSegment(client.clientSecret))
    }

    /// The token request's form as shown: the secret masked (and left unescaped, to be read).
    static func maskedTokenForm(_ client: PhonePeOAuthClient) -> String {
        tokenForm(client, secret: PhonePeV2Masking.masked(client.clientSecret))
    }

    private static func tokenForm(_ client: PhonePeOAuthClient, secret: String) -> String {
        let id = PercentCoding.pathSegment(client.clientId)
        return "client_id=\(id)&client_secret=\(secret)&grant_type=\(PhonePeOAuth.grantType)&client_version=\(client.clientVersion)"
    }

    static let tokenHeaders = [HTTPHeader("Content-Type", "application/x-www-form-urlencoded"), HTTPHeader("Accept", "application/json")]

    /// Every payment call's headers, `authorization` the `O-Bearer` value (masked where shown).
    static func headers(authorization: String) -> [HTTPHeader] {
        [HTTPHeader("Authorization", authorization), HTTPHeader("Content-Type", "application/json"), HTTPHeader("Accept", "application/json")]
    }

    /// `POST /checkout/v2/sdk/order` for Standard Checkout (`CreateSdkOrderRequest.build_standard_checkout_request`):
    /// the iOS SDK returns by the app's scheme, so no redirect URL is given.
    static func sdkOrder(merchantOrderId: String, amount: Int64) -> JSONValue {
        [
            "merchantOrderId": .string(merchantOrderId), "amount": .int(amount), "metaInfo": nil,
            "paymentFlow": ["type": "PG_CHECKOUT", "message": nil, "merchantUrls": ["redirectUrl": nil], "paymentModeConfig": nil],
            "constraints": nil, "expireAfter": nil, "disablePaymentRetry": nil,
        ]
    }

    /// `POST /checkout/v2/pay` (`StandardCheckoutPayRequest.build_request`).
    static func standardPay(merchantOrderId: String, amount: Int64, redirectURL: String) -> JSONValue {
        [
            "merchantOrderId": .string(merchantOrderId), "amount": .int(amount), "metaInfo": nil,
            "paymentFlow": [
                "type": "PG_CHECKOUT", "message": nil, "merchantUrls": ["redirectUrl": .string(redirectURL)], "paymentModeConfig": nil,
            ],
            "expireAfter": nil, "disablePaymentRetry": nil,
        ]
    }

    /// `POST /payments/v2/pay` for a UPI intent (`PgPaymentRequest.build_upi_intent_pay_request`), with
    /// the SDK's `deviceContext` (`merchantCallbackScheme` first, then `deviceOS`).
    /// `targetApp` is iOS's name (`PHONEPE`) or, with `deviceOS` ANDROID, the app's package.
    static func upiIntentPay(merchantOrderId: String, amount: Int64, callbackScheme: String?, targetApp: String, deviceOS: String) -> JSONValue {
        [
            "merchantOrderId": .string(merchantOrderId), "amount": .int(amount), "metaInfo": nil,
            "deviceContext": ["merchantCallbackScheme": callbackScheme.map(JSONValue.string) ?? .null, "deviceOS": .string(deviceOS)],
            "paymentFlow": ["type": "PG", "paymentMode": ["type": "UPI_INTENT", "targetApp": .string(targetApp)], "merchantUrls": nil],
            "constraints": nil, "expireAfter": nil, "expireAt": nil,
        ]
    }

    /// `POST /payments/v2/refund` (`RefundRequest.build_refund_request`).
    static func refund(merchantRefundId: String, amount: Int64, originalMerchantOrderId: String) -> JSONValue {
        ["merchantRefundId": .string(merchantRefundId), "amount": .int(amount), "originalMerchantOrderId": .string(originalMerchantOrderId)]
    }

    /// The order status query: PhonePe's Python SDK sends its bool as Python writes it.
    static let orderStatusQuery = "details=True"
}
