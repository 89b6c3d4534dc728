import CheckoutCore

/// How a new payment goes: the status script it carries, and when the simulated user pays.
struct PaymentPlan: Equatable {
    var outcome: PhonePeOutcome
    /// Nil: nobody pays on their own; the admin API acts.
    var paysAfter: Duration?

    /// When a payment created at `createdAt` (milliseconds) is paid, if ever.
    func paysAt(createdAt: Int64) -> Int64? {
        paysAfter.map { createdAt + $0.milliseconds }
    }

    /// The most specific wins: an outcome the admin API set for the id, then a magic amount (unless
    /// the merchant turned them off), then the
    /// merchant's template (success unless configured). While the late-success fault is on, payments
    /// are paid only once its window has passed and succeed unless the admin API said otherwise.
    static func choose(preset: PhonePeOutcome?, amount: Int64?, merchant: ServedMerchant, lateSuccessAfter: Duration?) -> PaymentPlan {
        if let lateSuccessAfter { return PaymentPlan(outcome: preset ?? .success, paysAfter: lateSuccessAfter) }
        if let preset { return PaymentPlan(outcome: preset, paysAfter: merchant.paysAfter) }
        if merchant.magicAmounts, let magic = MagicAmount(amount: amount) {
            return PaymentPlan(outcome: magic.outcome, paysAfter: magic.userNeverPays ? nil : merchant.paysAfter)
        }
        return PaymentPlan(outcome: merchant.outcome, paysAfter: merchant.paysAfter)
    }
}

/// A payment's key across merchants.
struct PaymentKey: Hashable, Sendable {
    var merchantId: String
    var id: String
}

extension GatewayStore {
    /// The plan of a payment `id` of `merchant` that a call may create.
    nonisolated func plan(merchant: ServedMerchant, id: String, amount: Int64?) -> PaymentPlan {
        let lateSuccess = faults.current(for: merchant.merchantId).lateSuccess
        let preset = presets.withLockedValue { $0[PaymentKey(merchantId: merchant.merchantId, id: id)] }
        return PaymentPlan.choose(
            preset: preset, amount: amount, merchant: merchant,
            lateSuccessAfter: lateSuccess.map { .seconds($0) })
    }
}
