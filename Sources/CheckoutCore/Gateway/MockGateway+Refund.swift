/// `POST /pg/v1/refund`: a refund is a payment of its own (its own merchant id, status and
/// callback), accepted only for a payment that succeeded, never beyond what was paid, and not
/// while the previous refund of that payment is still undecided.
extension PhonePeGateway {
    mutating func refund(_ request: GatewayRequest, envelope: Envelope.Reading?) -> GatewayResponse {
        let payload: JSONOutline.Value, merchantId: String
        switch verifiedPayload(request, envelope: envelope) {
        case .success(let verified): (payload, merchantId) = (verified.payload, verified.merchantId)
        case .failure(let refusal): return refusal.response
        }
        if let refusal = Self.urlRefusal(request, payload: payload) { return refusal }
        guard let refundId = payload["merchantTransactionId"]?.stringValue, !refundId.isEmpty,
            !IdLengthLimits.isTooLong(refundId, limit: IdLengthLimits.paymentId)
        else {
            return .error(.badRequest, message: "merchantTransactionId (the refund's own id) is missing or not under \(IdLengthLimits.paymentId) characters")
        }
        if let problem = StatusPathIds.problem(in: refundId) { return .error(.badRequest, message: "merchantTransactionId \(problem)") }
        guard let amount = payload["amount"]?.intValue, amount > 0 else {
            return .error(.badRequest, message: "amount must be a positive number of paise")
        }
        guard let originalId = payload["originalTransactionId"]?.stringValue, var original = payments[originalId],
            original.refundOf == nil
        else {
            return .failure("TRANSACTION_NOT_FOUND", message: "No Transaction found with the given details.", httpStatus: 200)
        }
        guard payments[refundId] == nil else { return .error(.invalidTransactionId) }
        guard original.decision == .approved, original.outcome.final == .success else {
            return .error(.badRequest, message: "only a payment that succeeded can be refunded; \(originalId) has not")
        }
        if let latest = original.latestRefundId, payments[latest]?.decision == nil {
            return .failure("EXCESS_REFUND_AMOUNT", message: "A refund for this payment is already pending", httpStatus: 200)
        }
        guard amount <= (original.amount ?? 0) - original.refundedAmount else {
            return .failure("EXCESS_REFUND_AMOUNT", message: "Refund amount exceeds the payment amount", httpStatus: 200)
        }
        var refund = PhonePePayment(
            flow: .pgIntent, merchantId: merchantId, id: refundId, amount: amount, app: original.app,
            callbackUrl: payload["callbackUrl"]?.stringValue, outcome: .success,
            ids: FlowIds(flow: .pgIntent, given: refundId, seed: ids.seed))
        refund.refundOf = originalId
        original.refundedAmount += amount
        original.latestRefundId = refundId
        payments[originalId] = original
        payments[refundId] = refund
        return GatewayResponse(httpStatus: 200, body: [
            "success": true, "code": "PAYMENT_PENDING", "message": "Your request is in pending state.",
            "data": [
                "merchantId": .string(merchantId), "merchantTransactionId": .string(refundId),
                "transactionId": .string(refund.ids.providerReferenceId),
                "amount": .int(amount), "state": "PENDING", "responseCode": "PENDING",
            ],
        ])
    }
}
