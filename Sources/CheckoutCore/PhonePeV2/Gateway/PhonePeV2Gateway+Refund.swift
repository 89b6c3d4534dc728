/// `POST /payments/v2/refund`: money back on a completed order, up to what is left of it.
extension PhonePeV2Gateway {
    mutating func refund(_ call: PhonePeV2Call, at time: Int64) -> PhonePeV2Response {
        let payload = call.payload ?? .null
        if let problem = Self.refundProblem(payload) { return .badRequest(problem) }
        let id = payload["merchantRefundId"]?.stringValue ?? ""
        let orderId = payload["originalMerchantOrderId"]?.stringValue ?? ""
        let amount = payload["amount"]?.intValue ?? 0
        guard records[PhonePeV2Key(kind: .refund, id: id)] == nil else {
            return .badRequest(field: "merchantRefundId", message: "merchantRefundId \(id) was used already: every refund needs an id of its own")
        }
        let orderKey = PhonePeV2Key(kind: .order, id: orderId)
        guard var order = records[orderKey] else {
            return .badRequest(field: "originalMerchantOrderId", message: "No order with merchantOrderId \(orderId) to refund")
        }
        guard order.isFinal, order.final == .completed else {
            return .badRequest(field: "originalMerchantOrderId", message: "Order \(orderId) is not COMPLETED: only a paid order can be refunded")
        }
        let left = order.amount - order.refundedAmount
        guard amount <= left else {
            return .badRequest(field: "amount", message: "amount \(amount) is more than the \(left) paise left to refund on order \(orderId)")
        }
        if let code = outcome.initiationError {
            return PhonePeV2Response(httpStatus: code == "INTERNAL_SERVER_ERROR" ? 500 : 400, body: ["code": .string(code), "message": "The gateway refused the refund, as this merchant's outcome says"])
        }
        order.refundedAmount += amount
        records[orderKey] = order
        var refund = PhonePeV2Order(
            kind: .refund, checkout: .custom, merchantId: merchantId, id: id, phonePeId: PhonePeV2Ids.phonePeId(kind: .refund, seed: seed),
            amount: amount, createdAt: time, expireAt: time, request: payload, outcome: outcome, seed: seed)
        refund.refundOf = orderId
        records[refund.key] = refund
        webhooks.append(PhonePeV2Webhook(key: refund.key, event: "pg.refund.accepted", payload: Self.refundBody(refund), dueAt: time))
        return PhonePeV2Response(httpStatus: 200, body: ["refundId": .string(refund.phonePeId), "amount": .int(amount), "state": "PENDING"])
    }

    /// The first rule a refund request breaks.
    static func refundProblem(_ payload: JSONValue) -> PhonePeV2Rules.Problem? {
        PhonePeV2Rules.idProblem(payload["merchantRefundId"], field: "merchantRefundId")
            ?? PhonePeV2Rules.idProblem(payload["originalMerchantOrderId"], field: "originalMerchantOrderId")
            ?? PhonePeV2Rules.amountProblem(payload["amount"], atLeast: 1)
    }
}
