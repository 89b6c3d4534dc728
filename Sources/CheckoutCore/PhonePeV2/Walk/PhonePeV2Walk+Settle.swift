/// The server's side after the hand-off: order status on PhonePe's polling schedule until the order
/// is final or the merchant gives up, the webhooks as PhonePe sent them, and the result. The app's
/// return and the SDK's completion prove nothing; order status decides.
extension PhonePeV2Walk {
    /// PhonePe's polling schedule while an order is pending, in seconds after the hand-off: first at
    /// 20 s, then every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every minute
    /// until 15 minutes have passed.
    public static let pollingTimes: [Int] = {
        var times = [20]
        for (interval, span) in [(3, 30), (6, 60), (10, 60), (30, 60)] {
            let start = times.last ?? 20
            times += stride(from: start + interval, through: start + span, by: interval)
        }
        while let last = times.last, last + 60 < giveUpAfter { times.append(last + 60) }
        return times
    }()

    public static let giveUpAfter = 900

    /// When the server asks: as soon as the app is back and tells it, then on the schedule.
    static func statusTimes(after returnAt: Int?) -> [Int] {
        guard let returnAt else { return pollingTimes }
        return [returnAt] + pollingTimes.filter { $0 > returnAt }
    }

    mutating func settle() {
        let times = Self.statusTimes(after: transcript.returnStep?.at)
        for at in times {
            let check = checkStatus(at: at)
            transcript.statusChecks.append(check)
            if check.isFinal { break }
        }
        deliverWebhooks(times: times)
        transcript.result = result()
        refundLateSuccess()
    }

    /// An order that completes after the merchant gave up on it was paid for nothing the customer
    /// got: the merchant refunds it once the webhook says so.
    private mutating func refundLateSuccess() {
        guard transcript.result?.code == "PENDING", let webhook = transcript.finalWebhook, webhook.verified,
            webhook.payload["state"]?.stringValue == "COMPLETED"
        else { return }
        gateway.playOut(orderKey)
        var generator = IdGenerator(seed: transcript.options.seed, stream: 3_001)
        let payload = PhonePeV2MerchantRequests.refund(
            merchantRefundId: "MR" + generator.digits(14), amount: transcript.options.amount, originalMerchantOrderId: orderKey.id)
        let call = send(method: "POST", path: PhonePeV2Checkout.refundPath, payload: payload, at: webhook.at)
        transcript.refund = PhonePeV2Refund(at: webhook.at, call: call)
        transcript.result?.summary += "; the order COMPLETED at +\(webhook.at) s (webhook), so the merchant refunds it"
    }

    /// Each webhook the gateway owes, at the second PhonePe sends it: a failed attempt's when the
    /// customer acted, the order's when its status first answers final.
    private mutating func deliverWebhooks(times: [Int]) {
        let merchant = transcript.options.merchant
        let order = gateway.records[orderKey]
        let nonFinal = order?.decision == .declined ? 0 : transcript.options.outcome.nonFinalAnswers.count
        let finalAt = nonFinal == 0 ? Self.actsAt : nonFinal < times.count ? times[nonFinal] : Self.giveUpAfter + 60 * (nonFinal - times.count + 1)
        let authorization = PhonePeV2Webhook.authorization(username: merchant.webhookUsername, password: merchant.webhookPassword)
        transcript.webhooks = gateway.webhooks.filter { $0.key == orderKey }.map { webhook in
            let attempt = webhook.event.hasSuffix(".attempt.failed")
            let payload = webhook.payload
            return PhonePeV2Delivery(
                at: attempt ? Self.actsAt : finalAt, url: merchant.webhookURL, event: webhook.event, type: webhook.type,
                headers: [HTTPHeader("Authorization", authorization), HTTPHeader("Content-Type", "application/json")],
                body: JSONWriter.compactString(webhook.body), payload: payload,
                authorizationValid: PhonePeV2Webhook.isAuthorized(header: authorization, username: merchant.webhookUsername, password: merchant.webhookPassword),
                orderMatches: payload["merchantOrderId"]?.stringValue == orderKey.id && payload["amount"]?.intValue == transcript.options.amount)
        }
    }

    private func result() -> PhonePeV2Result {
        guard let check = transcript.statusChecks.last, check.isFinal else {
            // An order nobody paid fails when it expires; one paid keeps its late answer.
            let order = gateway.records[orderKey]
            let expireAt = order?.decision == nil ? order.map { ($0.expireAt - Self.handOffEpoch * 1000) / 1000 } : nil
            return PhonePeV2Result(
                code: "PENDING",
                summary: "still PENDING after \(Self.giveUpAfter / 60) minutes of order status checks: the merchant gives up and shows the order as failed"
                    + (expireAt.map { "; PhonePe fails it when it expires (expireAt, +\($0) s)" } ?? ""))
        }
        let body = check.call.response.body
        let errorCode = body["errorCode"]?.stringValue
        if check.code == "COMPLETED" {
            return PhonePeV2Result(code: "COMPLETED", errorCode: nil, summary: "order status says COMPLETED: the payment went through")
        }
        let detailed = body["detailedErrorCode"]?.stringValue.map { ", \($0)" } ?? ""
        return PhonePeV2Result(code: "FAILED", errorCode: errorCode, summary: "order status says FAILED (\(errorCode ?? "no errorCode")\(detailed)): the payment did not go through")
    }
}
