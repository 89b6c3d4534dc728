import CheckoutCore

/// What the admin API does to PhonePe v2's orders and refunds, as it does to v1's payments: list,
/// show, set an order's outcome, act as the customer, owe a webhook once more. Each change goes
/// through the store's optimistic loop, the record read in a `PhonePeV2Gateway` (decided first if
/// the simulated customer's time has come) and written back with the webhooks it owes.
extension GatewayStore {
    /// What became of `setV2Outcome`.
    public enum V2OutcomeChange: Sendable {
        /// No order has the id yet: the outcome waits for the pay call that creates it.
        case preArmed
        /// The order existed and now carries the outcome.
        case changed(AdminV2Record)
    }

    /// What the customer does with an order through the admin API.
    public enum V2Action: String, Sendable, CaseIterable {
        /// Pays: the order's outcome plays.
        case pay
        /// Declines in the UPI app: the order fails at once.
        case decline
        /// Does nothing: the order waits, and the simulated customer no longer pays it.
        case leavePending = "leave-pending"
    }

    /// One order or refund with its webhooks.
    public func v2Record(kind: PhonePeV2Order.Kind, merchantId: String, id: String) async throws -> AdminV2Record {
        let merchant = try known(merchantId)
        let key = PhonePeV2Key(kind: kind, id: id)
        guard let row = try await orders(merchantId: merchantId, keys: [key]).first,
            let shown = AdminV2Record(
                row: row, merchant: merchant, at: now(), webhooks: try await ledger.callbacks(merchantId: merchantId, paymentId: Self.webhookOwner(key)))
        else { throw Self.unknown(key, merchantId: merchantId) }
        return shown
    }

    /// Orders or refunds in the order they were created (or the reverse), one merchant's or all,
    /// optionally only those in some states, and how many match in all.
    public func v2Records(merchantId: String?, limit: Int, offset: Int, listing: V2Listing) async throws -> (total: Int, page: [AdminV2Record]) {
        if let merchantId { _ = try known(merchantId) }
        // The ledger keeps orders and refunds in one list and indexes no state: read them all, and
        // find what status answers now only for those a state filter or the page needs.
        let time = now()
        var rows: [LedgerOrder] = []
        var read = 0
        while true {
            let chunk = try await ledger.orders(merchantId: merchantId, limit: AdminRoutes.maxLimit, offset: read)
            read += chunk.count
            rows += chunk.filter { $0.kind == listing.kind.rawValue && merchants[$0.merchantId] != nil }
            if chunk.count < AdminRoutes.maxLimit { break }
        }
        if listing.newestFirst { rows.reverse() }
        let shown = { (row: LedgerOrder) in self.merchants[row.merchantId].flatMap { AdminV2Record(row: row, merchant: $0, at: time, webhooks: nil) } }
        guard let states = listing.states else {
            return (rows.count, rows.dropFirst(offset).prefix(limit).compactMap(shown))
        }
        let matching = rows.compactMap(shown).filter { states.contains($0.state) }
        return (matching.count, Array(matching.dropFirst(offset).prefix(limit)))
    }

    /// Sets how an order goes: pre-armed for an id not used yet (as v1's outcome is, for the next
    /// pay call that creates that id), or the order's own script, played from its start, while it
    /// still waits for the customer.
    public func setV2Outcome(_ outcome: PhonePeOutcome, merchantId: String, id: String) async throws -> V2OutcomeChange {
        _ = try known(merchantId)
        let key = PaymentKey(merchantId: merchantId, id: id)
        presets.withLockedValue { $0[key] = outcome }
        guard try await order(merchantId: merchantId, id: id) != nil else { return .preArmed }
        presets.withLockedValue { $0[key] = nil }
        return .changed(try await changeOrder(merchantId: merchantId, id: id, toApply: "a new outcome") { gateway, record, _, _ throws(AdminError) in
            if outcome.initiationError != nil {
                throw AdminError.conflict("\(outcome) answers the pay call, and order \(id) was already created; pre-arm it for an id not used yet")
            }
            var changed = record
            changed.outcome = PhonePeV2Outcome(outcome)
            changed.statusAnswers = 0
            gateway.remember(changed)
        })
    }

    /// Acts as the customer on an order that still waits for them: the pay page's buttons, or
    /// leaving it be.
    public func actOnOrder(_ action: V2Action, merchantId: String, id: String) async throws -> AdminV2Record {
        try await changeOrder(merchantId: merchantId, id: id, toApply: "\"\(action.rawValue)\"") { gateway, record, row, time throws(AdminError) in
            switch action {
            case .pay: gateway.decide(record.key, .approved, at: time, answerEvery: Self.nonFinalAnswerMilliseconds)
            case .decline: gateway.decide(record.key, .declined, at: time, answerEvery: Self.nonFinalAnswerMilliseconds)
            // Nobody pays it, but it still expires and says so then.
            case .leavePending: row.paysAt = record.expireAt
            }
        }
    }

    /// Owes a decided order's (or a refund's) latest webhook once more, not before status answers
    /// what it carries.
    public func resendV2Webhook(kind: PhonePeV2Order.Kind, merchantId: String, id: String) async throws -> AdminV2Record {
        let merchant = try known(merchantId)
        guard merchant.webhook != nil else {
            throw AdminError.conflict("merchant \(merchantId) has no webhook URL (serve --webhook-url): no webhook is owed")
        }
        let key = PhonePeV2Key(kind: kind, id: id)
        let owner = Self.webhookOwner(key)
        let written: Bool? = try await writing { time in
            let read = try await self.orders(merchantId: merchantId, keys: [key])
            guard !read.isEmpty else { throw Self.unknown(key, merchantId: merchantId) }
            var gateway = Self.v2Gateway(for: merchant, outcome: .completed, seed: 0)
            let loaded = Self.load(read, into: &gateway, at: time)
            guard let record = gateway.records[key], record.decision != nil else {
                let waiting = kind == .order ? "still waits for the customer" : "was not taken by the bank yet"
                throw AdminError.conflict("\(Self.name(key)) \(waiting): no final webhook is owed yet")
            }
            var changes = self.changes(after: gateway, read: loaded, merchant: merchant, paysAt: nil, at: time)
            // Decided while read: that decision's own webhooks are the ones owed now.
            guard gateway.webhooks.isEmpty else { return (true, changes) }
            guard let last = try await self.ledger.callbacks(merchantId: merchantId, paymentId: owner).last else {
                throw AdminError.conflict("\(Self.name(key)) owes no webhook")
            }
            changes.append(.enqueue(LedgerCallback(
                merchantId: merchantId, paymentId: owner, request: last.request, nextAttemptAt: max(time, record.finalAt ?? time))))
            return (true, changes)
        }
        if written == nil { throw AdminError.conflict("\(Self.name(key)) kept changing under this call; try again") }
        return try await v2Record(kind: kind, merchantId: merchantId, id: id)
    }

    // MARK: - Helpers

    /// Changes one order that waits for the customer through the store's optimistic loop: `change`
    /// gets it loaded in a gateway (paid first if the simulated customer's time has come) and its
    /// ledger row; what it changed is written once, with the webhooks owed.
    private func changeOrder(
        merchantId: String, id: String, toApply what: String,
        _ change: (inout PhonePeV2Gateway, PhonePeV2Order, inout LedgerOrder, Int64) throws(AdminError) -> Void
    ) async throws -> AdminV2Record {
        let merchant = try known(merchantId)
        let key = PhonePeV2Key(kind: .order, id: id)
        let written: Bool? = try await writing { time in
            let read = try await self.orders(merchantId: merchantId, keys: [key])
            var gateway = Self.v2Gateway(for: merchant, outcome: .completed, seed: 0)
            let loaded = Self.load(read, into: &gateway, at: time)
            guard let record = gateway.records[key], var row = loaded[key] else { throw Self.unknown(key, merchantId: merchantId) }
            if let decision = record.decision {
                throw AdminError.conflict("order \(id) was already \(decision == .approved ? "paid" : "declined") by the customer; \(what) cannot apply")
            }
            if time >= record.expireAt { throw AdminError.conflict("order \(id) expired unpaid; \(what) cannot apply") }
            let before = row
            try change(&gateway, record, &row, time)
            var changes = self.changes(after: gateway, read: loaded, merchant: merchant, paysAt: nil, at: time)
            let updated = changes.contains { if case .updateOrder(let changed) = $0 { changed.key == row.key } else { false } }
            if row != before, !updated { changes.append(.updateOrder(row)) }
            return (true, changes)
        }
        if written == nil { throw AdminError.conflict("order \(id) kept changing under this call; try again") }
        return try await v2Record(kind: .order, merchantId: merchantId, id: id)
    }

    private static func name(_ key: PhonePeV2Key) -> String { "\(key.kind.rawValue) \(key.id)" }

    private static func unknown(_ key: PhonePeV2Key, merchantId: String) -> AdminError {
        .notFound("merchant \(merchantId) has no v2 \(name(key))")
    }
}
