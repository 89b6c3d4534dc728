/// Order, transaction and refund status: what the merchant's server asks, since the app's own
/// result proves nothing.
extension PhonePeV2Gateway {
    /// `GET …/order/{merchantOrderId}/status`: `details=true` lists every attempt (else the latest),
    /// `errorContext=true` adds why a failed one failed. Once the customer has acted each call plays
    /// the outcome's next answer, the last repeating.
    mutating func orderStatus(id: String, call: PhonePeV2Call, at time: Int64) -> PhonePeV2Response {
        let key = PhonePeV2Key(kind: .order, id: id)
        guard let order = records[key] else {
            return .notFound(code: "ORDER_NOT_FOUND", message: "No order with merchantOrderId \(id)", context: ["merchantOrderId": .string(id)])
        }
        if let answer = playNext(key) { return answer }
        let body = Self.orderBody(order, at: time, showing: call.flag("details") ? nil : .latest, errorContext: call.flag("errorContext"))
        return PhonePeV2Response(httpStatus: 200, body: body)
    }

    /// `GET …/transaction/{transactionId}/status`: the order with that one attempt.
    mutating func transactionStatus(id: String, call: PhonePeV2Call, at time: Int64) -> PhonePeV2Response {
        guard let order = records.values.first(where: { $0.kind == .order && $0.transactionIds.contains(id) }) else {
            return .notFound(code: "TRANSACTION_NOT_FOUND", message: "No transaction with transactionId \(id)", context: ["transactionId": .string(id)])
        }
        if let answer = playNext(order.key) { return answer }
        let body = Self.orderBody(records[order.key] ?? order, at: time, showing: .transaction(id), errorContext: call.flag("errorContext"))
        return PhonePeV2Response(httpStatus: 200, body: body)
    }

    /// `GET /payments/v2/refund/{merchantRefundId}/status`.
    mutating func refundStatus(id: String, at time: Int64) -> PhonePeV2Response {
        let key = PhonePeV2Key(kind: .refund, id: id)
        guard records[key] != nil else {
            return .notFound(code: "REFUND_NOT_FOUND", message: "No refund with merchantRefundId \(id)", context: ["merchantRefundId": .string(id)])
        }
        if let answer = playNext(key) { return answer }
        return PhonePeV2Response(httpStatus: 200, body: Self.refundBody(records[key]!))
    }

    /// Moves a decided record's status script on by one call; the 500 its script plays now, if any.
    private mutating func playNext(_ key: PhonePeV2Key) -> PhonePeV2Response? {
        guard var record = records[key], record.decision != nil, !record.isFinal else { return nil }
        let serverError = record.outcome.nonFinalAnswers[record.statusAnswers]
        record.statusAnswers += 1
        records[key] = record
        return serverError ? .serverError() : nil
    }

    /// Which attempts an order's status lists.
    enum Shown: Equatable {
        case latest
        case transaction(String)
    }

    /// The order status body (also a webhook's payload): `showing` nil lists every attempt.
    static func orderBody(_ order: PhonePeV2Order, at time: Int64, showing: Shown?, errorContext: Bool, asFinal: Bool = false) -> JSONValue {
        let final = asFinal || order.isFinal
        let expired = order.decision == nil && time >= order.expireAt
        // The attempt that settles the order is pending until the order is final; those the outcome
        // fails first failed at once.
        let settling = order.attempts.count > (order.decision == .declined ? 0 : order.outcome.failedAttempts)
        var attempts = order.attempts.enumerated().map { index, attempt -> PhonePeV2Attempt in
            guard !final, settling, index == order.attempts.count - 1 else { return attempt }
            return PhonePeV2Attempt(transactionId: attempt.transactionId, timestamp: attempt.timestamp, state: "PENDING")
        }
        switch showing {
        case .latest: attempts = attempts.suffix(1)
        case .transaction(let id): attempts = attempts.filter { $0.transactionId == id }
        case nil: break
        }
        var body: JSONObject = [
            "merchantId": .string(order.merchantId), "merchantOrderId": .string(order.id), "orderId": .string(order.phonePeId),
            "state": .string(expired ? "FAILED" : final ? order.final.state : "PENDING"), "amount": .int(order.amount),
            "payableAmount": .int(order.amount), "feeAmount": 0, "expireAt": .int(order.expireAt),
        ]
        if let meta = order.request["metaInfo"], meta.objectValue != nil { body["metaInfo"] = meta }
        if let flow = order.request["paymentFlow"]?["type"] { body["paymentFlow"] = ["type": flow] }
        let codes = expired ? PhonePeV2Outcome.Final.expired.errorCodes : final ? order.final.errorCodes : nil
        if let codes {
            body["errorCode"] = .string(codes.errorCode)
            if let detailed = codes.detailedErrorCode { body["detailedErrorCode"] = .string(detailed) }
            if errorContext { body["errorContext"] = Self.errorContext(codes) }
        }
        body["paymentDetails"] = .array(attempts.map { attemptBody($0, amount: order.amount, errorContext: errorContext) })
        return .object(body)
    }

    static func attemptBody(_ attempt: PhonePeV2Attempt, amount: Int64, errorContext: Bool) -> JSONValue {
        var body: JSONObject = [
            "paymentMode": "UPI_INTENT", "transactionId": .string(attempt.transactionId), "timestamp": .int(attempt.timestamp),
            "amount": .int(amount), "payableAmount": .int(amount), "feeAmount": 0, "state": .string(attempt.state),
        ]
        if let code = attempt.errorCode {
            body["errorCode"] = .string(code)
            if let detailed = attempt.detailedErrorCode { body["detailedErrorCode"] = .string(detailed) }
            if errorContext { body["errorContext"] = Self.errorContext((code, attempt.detailedErrorCode)) }
        }
        if let utr = attempt.utr {
            body["rail"] = ["type": "UPI", "utr": .string(utr), "upiTransactionId": .string("YBL" + utr), "vpa": "customer@ybl"]
            body["instrument"] = ["type": "ACCOUNT", "maskedAccountNumber": "XXXXXXXX1234", "ifsc": "SBIN0000001", "accountType": "SAVINGS"]
        }
        return .object(body)
    }

    private static func errorContext(_ codes: (errorCode: String, detailedErrorCode: String?)) -> JSONValue {
        [
            "errorCode": .string(codes.errorCode), "detailedErrorCode": codes.detailedErrorCode.map(JSONValue.string) ?? .null,
            "source": codes.errorCode == "AUTHORIZATION_ERROR" ? "CUSTOMER" : "BANK",
            "description": .string(codes.errorCode == "AUTHORIZATION_ERROR" ? "The customer entered a wrong UPI PIN" : "The payment did not go through"),
        ]
    }

    /// The refund status body (also a refund webhook's payload): `PENDING` until the bank takes it,
    /// `CONFIRMED` while its script plays, then `COMPLETED` or `FAILED`.
    static func refundBody(_ refund: PhonePeV2Order, asFinal: Bool = false) -> JSONValue {
        let final = asFinal || refund.isFinal
        let state = refund.decision == nil ? "PENDING" : final ? refund.final.state : "CONFIRMED"
        var body: JSONObject = [
            "merchantId": .string(refund.merchantId), "merchantRefundId": .string(refund.id), "refundId": .string(refund.phonePeId),
            "originalMerchantOrderId": .string(refund.refundOf ?? ""), "amount": .int(refund.amount), "state": .string(state),
        ]
        if final, let codes = refund.final.errorCodes {
            body["errorCode"] = .string(codes.errorCode)
            if let detailed = codes.detailedErrorCode { body["detailedErrorCode"] = .string(detailed) }
        }
        let attempts = refund.attempts.map { attempt in
            final ? attempt : PhonePeV2Attempt(transactionId: attempt.transactionId, timestamp: attempt.timestamp, state: "PENDING")
        }
        body["paymentDetails"] = .array(attempts.map { attemptBody($0, amount: refund.amount, errorContext: false) })
        return .object(body)
    }
}
