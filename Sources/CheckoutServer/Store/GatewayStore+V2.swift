import CheckoutCore

/// PhonePe v2's calls, kept in the same ledger as v1's payments and answered the same way: the
/// records a call touches are read, the core's `PhonePeV2Gateway` answers with them, and what it
/// changed is written in one batch with the webhooks it owes, again from fresh reads after a lost
/// race. The simulated customer pays `paysAfter` an order was made; the bank takes a refund
/// `nonFinalAnswerMilliseconds` after it was asked for.
extension GatewayStore {
    /// Where `serve` shows Standard Checkout's pay page: `{v2PayPagePath}/{merchantId}/{merchantOrderId}`.
    public static let v2PayPagePath = "/_sim/v2/pay"

    /// The answer to a v2 call from `merchant`'s OAuth client (its token already checked).
    /// `host` is the call's `Host` when it is one of this server's names: the pay page's URL is built on it.
    public func respond(to call: PhonePeV2Call, merchant: ServedMerchant, host: String?) async throws -> PhonePeV2Response {
        var keys = call.reads
        if let transactionId = call.transactionId,
            let order = try await ledger.order(merchantId: merchant.merchantId, transactionId: transactionId)
        {
            keys.append(PhonePeV2Key(kind: .order, id: order.id))
        }
        let newId = call.creates ? keys.last?.id ?? "" : ""
        let base = host.map { "http://" + $0 } ?? servedURL
        let answer = try await writing { time in
            let before = try await self.orders(merchantId: merchant.merchantId, keys: keys)
            let plan = call.creates ? self.plan(merchant: merchant, id: newId, amount: call.amount) : PaymentPlan(outcome: merchant.outcome, paysAfter: nil)
            var gateway = Self.v2Gateway(for: merchant, outcome: plan.outcome, seed: Self.seed(merchantId: merchant.merchantId, id: newId))
            if let base { gateway.payPageBase = base + Self.v2PayPagePath }
            let read = Self.load(before, into: &gateway, at: time)
            let response = gateway.respond(to: call, at: time)
            return (response, self.changes(after: gateway, read: read, merchant: merchant, paysAt: plan.paysAt(createdAt: time), at: time))
        }
        return answer ?? PhonePeV2Response(httpStatus: 500, body: ["code": "INTERNAL_SERVER_ERROR", "message": "The order kept changing under this call; try again"])
    }

    /// Has the simulated customer pay every order, and the bank take every refund, whose time has
    /// come; returns how many were decided.
    func payDueOrders(limit: Int) async throws -> Int {
        var decided = 0
        for due in try await ledger.ordersToPay(dueBy: now(), limit: limit) {
            guard let merchant = merchants[due.merchantId], let record = PhonePeV2Order(json: due.record) else { continue }
            // A refund that fails gives its amount back to the order: both are written together.
            var keys = [record.key]
            if let orderId = record.refundOf { keys.append(PhonePeV2Key(kind: .order, id: orderId)) }
            let kept = try await writing { time in
                let read = try await self.orders(merchantId: due.merchantId, keys: keys)
                var gateway = Self.v2Gateway(for: merchant, outcome: record.outcome, seed: record.seed)
                let loaded = Self.load(read, into: &gateway, at: time)
                return (true, self.changes(after: gateway, read: loaded, merchant: merchant, paysAt: nil, at: time))
            }
            if kept == true { decided += 1 }
        }
        return decided
    }

    /// A v2 order as the ledger keeps it, nil when the merchant has none with that id.
    public func order(merchantId: String, id: String) async throws -> PhonePeV2Order? {
        try await orders(merchantId: merchantId, keys: [PhonePeV2Key(kind: .order, id: id)]).first.flatMap { PhonePeV2Order(json: $0.record) }
    }

    // MARK: - Helpers

    /// What a v2 record's webhooks are kept under in the ledger's callbacks: `v2/order/ID` or
    /// `v2/refund/ID`, which no v1 payment id can be (a `/` is refused in those), so an order, a refund
    /// and a v1 payment with the same id never share callbacks.
    public static func webhookOwner(_ key: PhonePeV2Key) -> String { "v2/\(key.kind.rawValue)/\(key.id)" }

    static func v2Gateway(for merchant: ServedMerchant, outcome: PhonePeOutcome, seed: UInt64) -> PhonePeV2Gateway {
        PhonePeV2Gateway(
            merchantId: merchant.merchantId, displayName: merchant.settings.displayName, mcc: merchant.settings.mcc,
            outcome: PhonePeV2Outcome(outcome), seed: seed)
    }

    static func v2Gateway(for merchant: ServedMerchant, outcome: PhonePeV2Outcome, seed: UInt64) -> PhonePeV2Gateway {
        PhonePeV2Gateway(merchantId: merchant.merchantId, displayName: merchant.settings.displayName, mcc: merchant.settings.mcc, outcome: outcome, seed: seed)
    }

    func orders(merchantId: String, keys: [PhonePeV2Key]) async throws -> [LedgerOrder] {
        keys.isEmpty ? [] : try await ledger.orders(merchantId: merchantId, keys: keys.map { LedgerOrderKey(kind: $0.kind.rawValue, id: $0.id) })
    }

    /// Has `gateway` remember the records read, deciding those whose time has come and playing out
    /// those past their `finalAt`; the ledger rows by key, as read. All are remembered before any is
    /// decided, so that a refund failing finds its order.
    static func load(_ rows: [LedgerOrder], into gateway: inout PhonePeV2Gateway, at time: Int64) -> [PhonePeV2Key: LedgerOrder] {
        var read: [PhonePeV2Key: LedgerOrder] = [:]
        for row in rows {
            guard let record = PhonePeV2Order(json: row.record) else { continue }
            gateway.remember(record)
            read[record.key] = row
        }
        for (key, row) in read {
            guard let record = gateway.records[key] else { continue }
            if let paysAt = row.paysAt, paysAt <= time {
                // Too late to pay: the order expired unpaid, and says so once.
                guard time < record.expireAt || record.kind == .refund else { gateway.expire(key, at: time); continue }
                gateway.decide(key, record.outcome.final == .declined ? .declined : .approved, at: time, answerEvery: nonFinalAnswerMilliseconds)
            } else if let finalAt = record.finalAt, finalAt <= time {
                gateway.playOut(key)
            }
        }
        return read
    }

    /// The batch that keeps what answering changed: new records inserted (an order paid `paysAt`, a
    /// refund taken by the bank shortly), changed ones updated, and the webhooks owed, when the
    /// merchant has a webhook URL.
    func changes(after gateway: PhonePeV2Gateway, read: [PhonePeV2Key: LedgerOrder], merchant: ServedMerchant, paysAt: Int64?, at time: Int64) -> [LedgerChange] {
        var changes: [LedgerChange] = []
        for (key, record) in gateway.records {
            let json = record.json
            if var row = read[key] {
                // Due and still undecided: too late (an expired order), and never due again.
                let wasDue = row.paysAt.map { $0 <= time } ?? false
                guard row.record != json || wasDue || (record.decision != nil && row.paysAt != nil) else { continue }
                row.record = json
                row.transactionIds = record.transactionIds
                if record.decision != nil || wasDue { row.paysAt = nil }
                changes.append(.updateOrder(row))
            } else {
                // An order nobody will pay is visited at its expiry, to owe its failed webhook then.
                let due = record.kind == .refund ? time + Self.nonFinalAnswerMilliseconds : paysAt ?? record.expireAt
                changes.append(.insertOrder(LedgerOrder(
                    merchantId: record.merchantId, kind: record.kind.rawValue, id: record.id, record: json,
                    transactionIds: record.transactionIds, createdAt: time, paysAt: record.decision == nil ? due : nil)))
            }
        }
        guard let webhook = merchant.webhook else { return changes }
        let authorization = PhonePeV2Webhook.authorization(username: webhook.username, password: webhook.password)
        for owed in gateway.webhooks {
            changes.append(.enqueue(LedgerCallback(
                merchantId: merchant.merchantId, paymentId: Self.webhookOwner(owed.key),
                request: GatewayRequest(
                    method: "POST", path: webhook.url,
                    headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Authorization", authorization)],
                    body: JSONWriter.compactString(owed.body)),
                nextAttemptAt: owed.dueAt)))
        }
        return changes
    }
}
