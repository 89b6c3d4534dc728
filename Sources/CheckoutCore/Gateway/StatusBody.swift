/// Status answers and callback payloads, shaped per API family: `/pg/v1/status` (PG),
/// `/v3/transaction/…/status` (the debit APIs) and the mandate's auth status and `AUTH` callback.
struct StatusBody {
    var record: PhonePePayment
    var ids: FlowIds { record.ids }

    func json(code: String) -> JSONValue {
        let state = PaymentStatus.state(forCode: code).rawValue
        let responseCode = PaymentStatus.responseCode(forCode: code)
        let amount: JSONValue = record.amount.map(JSONValue.int) ?? .null
        let data: JSONValue
        switch record.flow {
        case .pgIntent:
            var instrument: JSONObject = ["type": "UPI"]
            if code == "PAYMENT_SUCCESS" { instrument["utr"] = .string(ids.utr) }
            data = [
                "merchantId": .string(record.merchantId), "merchantTransactionId": .string(record.id),
                "transactionId": .string(ids.providerReferenceId), "amount": amount, "state": .string(state),
                "responseCode": .string(responseCode), "paymentInstrument": .object(instrument),
            ]
        case .mandate:
            data = mandateData(code: code, includeCallbackType: false)
        default:
            data = [
                "transactionId": .string(record.id), "merchantId": .string(record.merchantId), "amount": amount,
                "providerReferenceId": .string(ids.providerReferenceId), "paymentState": .string(state),
                "payResponseCode": .string(responseCode), "paymentModes": paymentModes(code: code),
            ]
        }
        return [
            "success": .bool(code == "PAYMENT_SUCCESS"), "code": .string(code),
            "message": .string(PaymentStatus.message(forCode: code)), "data": data,
        ]
    }

    /// The seed's `AUTH` callback: code SUCCESS, the subscription ACTIVE or FAILED.
    func mandateCallback(code: String) -> JSONValue {
        let active = code == "PAYMENT_SUCCESS"
        return [
            "success": true, "code": "SUCCESS",
            "message": .string(active ? "Your subscription is active." : "Your subscription is failed."),
            "data": mandateData(code: code, includeCallbackType: true),
        ]
    }

    private func mandateData(code: String, includeCallbackType: Bool) -> JSONValue {
        let active = code == "PAYMENT_SUCCESS"
        let pending = !PaymentStatus.isFinal(code)
        var details: JSONObject = ["providerReferenceId": .string(ids.providerReferenceId)]
        if let amount = record.amount { details["amount"] = .int(amount) }
        details["state"] = .string(PaymentStatus.state(forCode: code).rawValue)
        // The seed's failed AUTH callback says AUTHORIZATION_FAILED.
        details["payResponseCode"] = .string(active ? "SUCCESS" : pending ? "PENDING" : "AUTHORIZATION_FAILED")
        details["paymentModes"] = paymentModes(code: code)
        var data: JSONObject = [:]
        if includeCallbackType { data["callbackType"] = "AUTH" }
        data["merchantId"] = .string(record.merchantId)
        data["authRequestId"] = .string(record.id)
        data["transactionDetails"] = .object(details)
        data["subscriptionDetails"] = [
            "subscriptionId": .string(ids.subscriptionId),
            "state": .string(active ? "ACTIVE" : pending ? "CREATED" : "FAILED"),
        ]
        return .object(data)
    }

    private func paymentModes(code: String) -> JSONValue {
        guard code == "PAYMENT_SUCCESS" || record.flow == .mandate, PaymentStatus.isFinal(code) else { return [] }
        var mode: JSONObject = ["mode": "ACCOUNT"]
        if let amount = record.amount { mode["amount"] = .int(amount) }
        mode["utr"] = .string(ids.utr)
        return [.object(mode)]
    }
}
