/// The second half's server side: the S2S callback, the status checks on PhonePe's schedule, a refund
/// when the merchant gave up on a payment that succeeded later, and the result.
extension PhonePeWalk {
    /// Seconds after the hand-off when the user approves in the payment app.
    public static let paidAt = 8

    /// The callback, the status checks on PhonePe's schedule, a refund if the merchant gave up too early, and the result.
    mutating func settle(id: String) {
        let options = transcript.options
        let merchant = options.merchant
        let planned = gateway.plannedCodes(id: id)
        let nonFinal = planned.count - 1
        let schedule = StatusSchedule.times
        let settledAt = nonFinal == 0
            ? Self.paidAt
            : nonFinal < schedule.count ? schedule[nonFinal] : StatusSchedule.giveUpAfter + 60 * (nonFinal - schedule.count + 1)
        var callback: PhonePeCallback?
        if let request = gateway.settlementCallback(id: id) {
            let check = CallbackVerifier.check(request, merchant: merchant, expectedAmount: options.effectiveAmount)
            callback = PhonePeCallback(at: settledAt, request: request, check: check)
        }
        transcript.callback = callback

        for at in schedule {
            if let callback, callback.check.verified, callback.at < at, !transcript.statusChecks.isEmpty { break }
            let check = checkStatus(at: at, id: id)
            transcript.statusChecks.append(check)
            if PaymentStatus.isFinal(check.code) { break }
        }

        let finalCheck = transcript.statusChecks.last.flatMap { PaymentStatus.isFinal($0.code) ? $0 : nil }
        let finalCode = finalCheck?.code ?? (callback?.check.verified == true && callback!.at <= StatusSchedule.giveUpAfter ? planned.last : nil)
        guard let finalCode else {
            transcript.result = PhonePeResult(
                code: "PAYMENT_PENDING", state: .pending,
                summary: "still pending after \(StatusSchedule.giveUpAfter / 60) minutes of checks: the merchant gives up and shows the order as failed")
            if let callback, callback.check.verified, planned.last == "PAYMENT_SUCCESS", options.flow != .mandate,
                let amount = options.effectiveAmount
            {
                let refund = RefundRequest.signed(originalId: id, refundId: ids.refundTransactionId, amount: amount, merchant: merchant)
                transcript.refund = RefundStep(request: refund, response: gateway.respond(to: GatewayRequest(refund)))
                transcript.result?.summary += "; the payment succeeded at \(callback.at) s (S2S callback), so the merchant refunds it"
            }
            return
        }
        transcript.result = Self.result(code: finalCode, flow: options.flow)
    }

    /// INTERNAL_SERVER_ERROR on the pay call is not final (PhonePe: check again): the payment may or may
    /// not exist, so the merchant asks for its status on the usual schedule and decides on that answer.
    mutating func checkAfterServerError(id: String) {
        for at in StatusSchedule.times {
            let check = checkStatus(at: at, id: id)
            transcript.statusChecks.append(check)
            if PaymentStatus.isFinal(check.code) { break }
        }
        let code = transcript.statusChecks.last?.code ?? PhonePeErrorCode.internalServerError.rawValue
        let flow = transcript.flow
        if code == "TRANSACTION_NOT_FOUND" {
            transcript.result = PhonePeResult(
                code: code, state: .notStarted,
                summary: "the pay call answered INTERNAL_SERVER_ERROR, which is not final; the status check found no such payment, "
                    + "so it never started: the merchant may try again with a new \(flow.idField)")
        } else if PaymentStatus.isFinal(code) {
            transcript.result = Self.result(code: code, flow: flow)
        } else {
            transcript.result = PhonePeResult(
                code: code, state: .pending,
                summary: "the pay call answered INTERNAL_SERVER_ERROR and no status check was final within \(StatusSchedule.giveUpAfter / 60) minutes")
        }
    }

    /// One signed status check at `at` seconds: `X-VERIFY = sha256(path + saltKey) + "###" + saltIndex`.
    private mutating func checkStatus(at: Int, id: String) -> PhonePeStatusCheck {
        let merchant = transcript.options.merchant
        let path = transcript.flow.statusPath(merchantId: merchant.merchantId, id: id)
        let headers = [
            HTTPHeader("Content-Type", "application/json"),
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)),
            HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ]
        let response = gateway.respond(to: GatewayRequest(method: "GET", path: path, headers: headers))
        return PhonePeStatusCheck(at: at, method: "GET", path: path, headers: headers, response: response)
    }

    private static func result(code: String, flow: PhonePeFlow) -> PhonePeResult {
        let success = code == "PAYMENT_SUCCESS"
        if flow == .mandate {
            return PhonePeResult(
                code: code, state: success ? .active : .failed,
                summary: success ? "the mandate is set up: subscription ACTIVE" : "the mandate was not set up: subscription FAILED")
        }
        return PhonePeResult(
            code: code, state: PaymentStatus.state(forCode: code),
            summary: success ? "the payment succeeded" : "the payment did not go through (\(code))")
    }
}
