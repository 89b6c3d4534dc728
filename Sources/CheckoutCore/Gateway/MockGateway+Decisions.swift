/// What the user did in the payment app, and the status answers that follow from it.
extension PhonePeGateway {
    /// Records what the user did in the payment app.
    public mutating func paymentAppFinished(id: String, decision: PaymentDecision) {
        payments[id]?.decision = decision
    }

    /// The ids of payments started but not yet acted on in the payment app.
    public var paymentsAwaitingUser: Set<String> { Set(payments.compactMap { $0.value.decision == nil ? $0.key : nil }) }

    /// The status codes this payment will answer, in order, once the user has acted; the last repeats.
    public func plannedCodes(id: String) -> [String] {
        guard let record = payments[id], let decision = record.decision else { return ["PAYMENT_PENDING"] }
        switch decision {
        case .approved: return record.outcome.nonFinalCodes + [record.outcome.final.code]
        // Declined in the app: at once, unless the script itself ends declined (its steps then play).
        case .declined: return record.outcome.final == .declined ? record.outcome.nonFinalCodes + ["PAYMENT_DECLINED"] : ["PAYMENT_DECLINED"]
        }
    }

    /// Sets when the payment's status answers turn final (see `PhonePePayment.finalAt`).
    public mutating func setFinalAt(_ time: Int64, id: String) {
        payments[id]?.finalAt = time
    }

    /// Has status answer the payment's final code from now on: its non-final answers have played out.
    public mutating func playOut(id: String) {
        guard let record = payments[id], record.decision != nil else { return }
        let last = plannedCodes(id: id).count - 1
        payments[id]?.statusAnswers = max(record.statusAnswers, last)
    }
}
