import CheckoutCore

/// The mock gateway behind the server. Each call is answered by the core's `MockGateway`, loaded
/// with the payments the call touches from the ledger; what the answer changed is written back in
/// one batch, checked against what was read, and the call is answered again from fresh reads when
/// another call changed the same payments in between. As a sandbox does, the simulated user pays
/// `paysAfter` a payment was created; that decision and the callback it owes are written together.
public actor GatewayStore {
    public let ledger: any Ledger
    private let merchants: [String: ServedMerchant]
    /// Milliseconds since the Unix epoch: a wall clock, since the ledger outlives the process.
    let now: @Sendable () -> Int64

    /// How many times a call is answered again after losing a race before the store gives up.
    static let attempts = 8

    public init(merchants: [ServedMerchant], ledger: any Ledger = MemoryLedger(), now: @escaping @Sendable () -> Int64) {
        var byId: [String: ServedMerchant] = [:]
        for merchant in merchants { byId[merchant.merchantId] = merchant }
        self.merchants = byId
        self.ledger = ledger
        self.now = now
    }

    /// The core's answer to `request`, its changes kept in the ledger.
    public func respond(to request: GatewayRequest) async throws -> GatewayResponse {
        guard let routing = MerchantRouting(request), let merchant = merchants[routing.merchantId] else {
            // The core answers KEY_NOT_CONFIGURED, a bad envelope or an unknown path; nothing is kept.
            var empty = MockGateway(accounts: [:], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 0))
            return empty.respond(to: request)
        }
        for _ in 0..<Self.attempts {
            let time = now()
            let before = try await ledger.payments(merchantId: merchant.merchantId, ids: routing.paymentIds)
            var gateway = Self.gateway(for: merchant, seed: Self.seed(merchantId: merchant.merchantId, id: routing.paymentIds.first ?? ""))
            var changes: [LedgerChange] = []
            var read: [String: LedgerPayment] = [:]
            for var payment in before {
                gateway.remember(payment.record)
                if let paysAt = payment.paysAt, paysAt <= time {
                    changes += Self.decide(&payment, .approved, gateway: &gateway, at: time)
                }
                read[payment.id] = payment
            }
            let response = gateway.respond(to: request)
            changes = Self.changes(after: gateway, read: read, decided: changes, merchant: merchant, at: time)
            if changes.isEmpty { return response }
            if try await ledger.apply(changes) { return response }
        }
        return .error(.internalServerError, message: "The payment kept changing under this call; try again")
    }

    /// Has the simulated user pay every payment whose time has come; returns how many were paid.
    @discardableResult
    public func payDue(limit: Int = 100) async throws -> Int {
        let time = now()
        var paid = 0
        for var payment in try await ledger.paymentsToPay(dueBy: time, limit: limit) {
            guard let merchant = merchants[payment.merchantId] else { continue }
            var gateway = Self.gateway(for: merchant, seed: payment.record.ids.seed)
            gateway.remember(payment.record)
            let changes = Self.decide(&payment, .approved, gateway: &gateway, at: time)
            // Lost to a call that decided it first: nothing more to do.
            if try await ledger.apply(changes) { paid += 1 }
        }
        return paid
    }

    // MARK: - Helpers

    static func gateway(for merchant: ServedMerchant, seed: UInt64) -> MockGateway {
        MockGateway(
            accounts: [merchant.merchantId: MerchantAccount(merchant.settings)], outcome: merchant.outcome,
            ids: FlowIds(flow: .pgIntent, given: nil, seed: seed))
    }

    /// Records the user's decision on `payment`, which `gateway` remembers (as read, so its version
    /// still names the read), and returns the update with the callback it owes.
    static func decide(_ payment: inout LedgerPayment, _ decision: PaymentDecision, gateway: inout MockGateway, at time: Int64) -> [LedgerChange] {
        gateway.paymentAppFinished(id: payment.id, decision: decision)
        if let record = gateway.payments[payment.id] { payment.record = record }
        payment.paysAt = nil
        var changes: [LedgerChange] = [.update(payment)]
        if let callback = gateway.settlementCallback(id: payment.id) {
            changes.append(.enqueue(LedgerCallback(
                merchantId: payment.merchantId, paymentId: payment.id, request: callback, nextAttemptAt: time)))
        }
        return changes
    }

    /// The batch that keeps what answering changed: new payments inserted, changed ones updated
    /// (a payment decided while loading is updated once, with its latest record).
    private static func changes(
        after gateway: MockGateway, read: [String: LedgerPayment], decided: [LedgerChange], merchant: ServedMerchant, at time: Int64
    ) -> [LedgerChange] {
        var changes: [LedgerChange] = []
        var updated: Set<String> = []
        for change in decided {
            guard case .update(var payment) = change else { changes.append(change); continue }
            if let record = gateway.payments[payment.id] { payment.record = record }
            changes.append(.update(payment))
            updated.insert(payment.id)
        }
        for (id, record) in gateway.payments where !updated.contains(id) {
            if let old = read[id] {
                guard old.record != record else { continue }
                var payment = old
                payment.record = record
                changes.append(.update(payment))
            } else {
                let paysAt = record.decision == nil ? merchant.paysAt(createdAt: time) : nil
                changes.append(.insert(LedgerPayment(record: record, createdAt: time, paysAt: paysAt)))
            }
        }
        return changes
    }

    /// Each payment's own ids (reference id, UTR) come from its merchant and id: stable across
    /// restarts and servers, different between payments.
    public static func seed(merchantId: String, id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in merchantId.utf8 + [0] + id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
