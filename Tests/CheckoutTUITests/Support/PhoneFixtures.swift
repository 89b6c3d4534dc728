import CheckoutCore
import CheckoutTUI

/// Served payments as a `serve`'s admin API shows them, made the way serve makes them: the core's
/// mock gateway answers a signed pay call, and its record goes out with the admin API's fields.
enum PhoneFixtures {
    static let gateway = "http://127.0.0.1:8080"
    static let callbackUrl = "https://merchant.example/callback"

    static func payment(
        _ id: String, amount: Int64 = 10000, decision: PaymentDecision? = nil, attempts: [JSONValue] = [], createdAt: Int64 = 1_700_000_000_000
    ) -> ServedPayment {
        let merchant = PhonePeMerchant()
        var gateway = PhonePeGateway(
            accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 7))
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": .string(id), "merchantUserId": "MUID123",
            "amount": .int(amount), "callbackUrl": .string(callbackUrl), "mobileNumber": "9999999999",
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"], "deviceContext": ["deviceOS": "IOS"],
        ]
        _ = gateway.respond(to: GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant)))
        if let decision { gateway.paymentAppFinished(id: id, decision: decision) }
        var json = gateway.payments[id]?.json.objectValue ?? [:]
        let planned = gateway.plannedCodes(id: id)
        json["createdAt"] = .int(createdAt)
        json["paysAt"] = .null
        json["plannedCodes"] = .array(planned.map(JSONValue.string))
        json["nextStatusCode"] = .string(planned[0])
        json["callbacks"] = decision == nil ? [] : [
            ["id": 1, "url": .string(callbackUrl), "body": "{}", "nextAttemptAt": .int(createdAt + 1000), "delivered": false, "attempts": .array(attempts)]
        ]
        guard let served = ServedPayment(json: .object(json)) else { fatalError("the admin API's JSON for \(id) does not read back") }
        return served
    }

    /// A listing as the admin API answers it: oldest first.
    static func list(_ payments: [ServedPayment]) -> ServedList {
        let json: JSONValue = ["total": .int(Int64(payments.count)), "transactions": .array(payments.map(json))]
        guard let list = ServedList(json: json) else { fatalError("the listing does not read back") }
        return list
    }

    private static func json(_ payment: ServedPayment) -> JSONValue {
        var object = payment.record.json.objectValue ?? [:]
        object["createdAt"] = .int(payment.createdAt)
        object["plannedCodes"] = .array(payment.plannedCodes.map(JSONValue.string))
        return .object(object)
    }
}
