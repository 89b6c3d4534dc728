/// What happens outside the API: the customer pays or declines in the UPI app (or the bank takes a
/// refund), and time passes.
extension PhonePeV2Gateway {
    /// Records `decision` on an undecided record at `time`: its attempts are made (those the outcome
    /// fails first, then the last), and the webhooks it owes are queued. `answerEvery` (a server's
    /// polling interval, in ms) sets when status answers the final state however few calls came;
    /// nil (a walk) plays the script one status call at a time. Nothing happens to a record already
    /// decided, or to an order past its expiry.
    public mutating func decide(_ key: PhonePeV2Key, _ decision: PhonePeV2Decision, at time: Int64, answerEvery: Int64? = nil) {
        guard var record = records[key], record.decision == nil, record.kind == .refund || time < record.expireAt else { return }
        record.decision = decision
        let failedFirst = decision == .declined ? 0 : record.outcome.failedAttempts
        for index in 0..<failedFirst {
            let codes = PhonePeV2Outcome.Final.failed.errorCodes
            record.attempts.append(PhonePeV2Attempt(
                transactionId: PhonePeV2Ids.transactionId(seed: record.seed, attempt: index), timestamp: time, state: "FAILED",
                errorCode: codes?.errorCode, detailedErrorCode: codes?.detailedErrorCode))
            if record.kind == .order {
                var pending = record
                pending.decision = nil
                webhooks.append(PhonePeV2Webhook(
                    key: key, event: record.checkout.eventPrefix + ".transaction.attempt.failed",
                    payload: Self.orderBody(pending, at: time, showing: nil, errorContext: false), dueAt: time))
            }
        }
        let final = record.final
        let codes = final.errorCodes
        record.attempts.append(PhonePeV2Attempt(
            transactionId: PhonePeV2Ids.transactionId(seed: record.seed, attempt: failedFirst), timestamp: time, state: final.state,
            errorCode: codes?.errorCode, detailedErrorCode: codes?.detailedErrorCode,
            utr: final == .completed ? PhonePeV2Ids.utr(seed: record.seed, attempt: failedFirst) : nil))
        if decision == .declined {
            record.statusAnswers = record.plannedAnswers - 1
        }
        let finalAt = answerEvery.map { time + Int64(record.plannedAnswers - 1 - record.statusAnswers) * $0 }
        record.finalAt = finalAt
        records[key] = record
        if record.kind == .refund, final != .completed, let orderId = record.refundOf,
            var order = records[PhonePeV2Key(kind: .order, id: orderId)]
        {
            // A failed refund gives its amount back to refund again.
            order.refundedAmount = max(0, order.refundedAmount - record.amount)
            records[order.key] = order
        }
        let event = record.kind == .refund
            ? "pg.refund." + (final == .completed ? "completed" : "failed")
            : record.checkout.eventPrefix + ".order." + (final == .completed ? "completed" : "failed")
        let payload = record.kind == .refund
            ? Self.refundBody(record, asFinal: true) : Self.orderBody(record, at: time, showing: nil, errorContext: false, asFinal: true)
        webhooks.append(PhonePeV2Webhook(key: key, event: event, payload: payload, dueAt: finalAt ?? time))
    }

    /// Marks an order nobody paid as expired once `time` is past its `expireAt`, owing its
    /// `…order.failed` webhook (status answers `FAILED` with `TIMED_OUT` from then on). Once only:
    /// an order decided, already expired, or not yet due is left as it is.
    public mutating func expire(_ key: PhonePeV2Key, at time: Int64) {
        guard var order = records[key], order.kind == .order, order.decision == nil, !order.expired, time >= order.expireAt else { return }
        order.expired = true
        records[key] = order
        webhooks.append(PhonePeV2Webhook(
            key: key, event: order.checkout.eventPrefix + ".order.failed",
            payload: Self.orderBody(order, at: time, showing: nil, errorContext: false), dueAt: time))
    }

    /// Has a decided record's status answer its final state from now on (a server, once its
    /// `finalAt` has passed).
    public mutating func playOut(_ key: PhonePeV2Key) {
        guard var record = records[key], record.decision != nil else { return }
        record.statusAnswers = record.plannedAnswers - 1
        records[key] = record
    }
}
