import CheckoutCore

/// What the admin API does to payments. Each change is written like a gateway call's: read, change,
/// one batch checked against what was read (`writing`), a decision with the callback it owes.
extension GatewayStore {
    /// What became of a `setOutcome`.
    public enum OutcomeChange: Sendable {
        /// No payment has the id yet: the outcome waits for the pay call that creates it.
        case preArmed
        /// The payment existed and now carries the outcome.
        case changed(AdminTransaction)
    }

    /// One payment with what the admin API shows of it: its planned status codes and callbacks.
    public func transaction(merchantId: String, id: String) async throws -> AdminTransaction {
        _ = try known(merchantId)
        guard let payment = try await ledger.payments(merchantId: merchantId, ids: [id]).first else {
            throw AdminError.notFound("merchant \(merchantId) has no payment \(id)")
        }
        return AdminTransaction(payment: payment, callbacks: try await ledger.callbacks(merchantId: merchantId, paymentId: id))
    }

    /// Payments in the order they were created (or the reverse), one merchant's or all of them,
    /// optionally only those in some states, and how many there are in all.
    public func transactions(
        merchantId: String?, limit: Int, offset: Int, listing: TransactionListing = TransactionListing()
    ) async throws -> (total: Int, page: [AdminTransaction]) {
        if let merchantId { _ = try known(merchantId) }
        guard let states = listing.states else {
            let total = try await ledger.count(merchantId: merchantId)
            guard listing.newestFirst else {
                let page = try await ledger.payments(merchantId: merchantId, limit: limit, offset: offset)
                return (total, page.map { AdminTransaction(payment: $0, callbacks: nil) })
            }
            // Newest first is the oldest-first page at the other end, read backwards.
            let count = max(0, min(limit, total - offset))
            let page = count == 0 ? [] : try await ledger.payments(merchantId: merchantId, limit: count, offset: total - offset - count)
            return (total, page.reversed().map { AdminTransaction(payment: $0, callbacks: nil) })
        }
        // A state is what a status call answers now, which the ledger does not index: read them all.
        var matching: [AdminTransaction] = []
        var read = 0
        while true {
            let chunk = try await ledger.payments(merchantId: merchantId, limit: AdminRoutes.maxLimit, offset: read)
            read += chunk.count
            matching += chunk.map { AdminTransaction(payment: $0, callbacks: nil) }.filter { states.contains(TransactionListing.state(of: $0)) }
            if chunk.count < AdminRoutes.maxLimit { break }
        }
        if listing.newestFirst { matching.reverse() }
        return (matching.count, Array(matching.dropFirst(offset).prefix(limit)))
    }

    /// Sets how a payment's status answers go: pre-armed for an id not paid yet, or the payment's
    /// own script, played from its start, while it still waits for the user.
    public func setOutcome(_ outcome: PhonePeOutcome, merchantId: String, id: String) async throws -> OutcomeChange {
        _ = try known(merchantId)
        let key = PaymentKey(merchantId: merchantId, id: id)
        presets.withLockedValue { $0[key] = outcome }
        guard try await !ledger.payments(merchantId: merchantId, ids: [id]).isEmpty else { return .preArmed }
        presets.withLockedValue { $0[key] = nil }
        try await changePayment(merchantId: merchantId, id: id) { payment, _, _ throws(AdminError) in
            try Self.awaitingUser(payment, toApply: "a new outcome")
            if outcome.initiationError != nil {
                throw AdminError.conflict("\(outcome) answers the pay call, and payment \(id) was already created; pre-arm it for an id not used yet")
            }
            payment.record.outcome = outcome
            payment.record.statusAnswers = 0
            return []
        }
        return .changed(try await transaction(merchantId: merchantId, id: id))
    }

    /// Acts as the payment app on a payment that still waits for the user.
    public func act(_ action: PayerChoice, merchantId: String, id: String) async throws -> AdminTransaction {
        try await changePayment(merchantId: merchantId, id: id) { payment, gateway, time throws(AdminError) in
            try Self.awaitingUser(payment, toApply: "\"\(action.rawValue)\"")
            guard let decision = action.gatewayDecision else {
                // Left pending: the payment waits, and the simulated user no longer pays it.
                payment.paysAt = nil
                return []
            }
            return Self.decide(&payment, decision, gateway: &gateway, at: time)
        }
        return try await transaction(merchantId: merchantId, id: id)
    }

    /// Enqueues the callback a decided payment owes, once more.
    public func resendCallback(merchantId: String, id: String) async throws -> AdminTransaction {
        try await changePayment(merchantId: merchantId, id: id) { payment, gateway, time throws(AdminError) in
            guard payment.record.decision != nil else {
                throw AdminError.conflict("payment \(id) still waits for the user: no callback is owed yet")
            }
            guard let callback = gateway.settlementCallback(id: id) else {
                throw AdminError.conflict("payment \(id) owes no callback: it has no callback URL or is not final")
            }
            // Not before the status answers the final code the callback carries.
            let due = max(time, payment.record.finalAt ?? time)
            return [.enqueue(LedgerCallback(merchantId: merchantId, paymentId: id, request: callback, nextAttemptAt: due))]
        }
        return try await transaction(merchantId: merchantId, id: id)
    }

    // MARK: - Helpers

    func known(_ merchantId: String) throws(AdminError) -> ServedMerchant {
        guard let merchant = merchants[merchantId] else {
            throw AdminError.notFound("no merchant \(merchantId) is served; served: \(merchants.keys.sorted().joined(separator: ", "))")
        }
        return merchant
    }

    private static func awaitingUser(_ payment: LedgerPayment, toApply what: String) throws(AdminError) {
        guard let decision = payment.record.decision else { return }
        let done = decision == .approved ? "approved" : "declined"
        throw AdminError.conflict("payment \(payment.id) was already \(done) in the payment app; \(what) cannot apply")
    }

    /// Changes one existing payment through the store's optimistic loop. `change` gets it loaded in a
    /// gateway (paid first if the simulated user's time has come) and returns the callbacks to
    /// enqueue; the payment is written once, as `change` left it, in the same batch.
    private func changePayment(
        merchantId: String, id: String,
        _ change: (inout LedgerPayment, inout PhonePeGateway, Int64) throws(AdminError) -> [LedgerChange]
    ) async throws {
        let merchant = try known(merchantId)
        let written: Void? = try await writing { time in
            guard let stored = try await self.ledger.payments(merchantId: merchantId, ids: [id]).first else {
                throw AdminError.notFound("merchant \(merchantId) has no payment \(id)")
            }
            var gateway = Self.gateway(for: merchant, outcome: stored.record.outcome, seed: stored.record.ids.seed)
            let (read, decided) = Self.load([stored], into: &gateway, at: time)
            var payment = read[id] ?? stored
            let more = try change(&payment, &gateway, time)
            let callbacks = (decided + more).filter { if case .update = $0 { false } else { true } }
            return ((), [.update(payment)] + callbacks)
        }
        if written == nil { throw AdminError.conflict("payment \(id) kept changing under this call; try again") }
    }
}
