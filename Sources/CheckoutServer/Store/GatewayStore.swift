import CheckoutCore
import NIOConcurrencyHelpers

/// The mock gateway behind the server. Each call is answered by the core's `PhonePeGateway`, loaded
/// with the payments the call touches from the ledger; what the answer changed is written back in
/// one batch, checked against what was read, and the call is answered again from fresh reads when
/// another call changed the same payments in between. As a sandbox does, the simulated user pays
/// `paysAfter` a payment was created; that decision and the callback it owes are written together.
/// v1's calls are answered off the actor: the ledger's checked writes keep them apart, as they keep
/// several servers on one ledger apart, and what they read of the store is behind locks.
public actor GatewayStore {
    public let ledger: any Ledger
    let merchants: [String: ServedMerchant]
    /// Milliseconds since the Unix epoch: a wall clock, since the ledger outlives the process.
    let now: @Sendable () -> Int64
    /// Test-session settings of the admin API, kept in memory: not ledger data.
    public let faults: Faults
    /// The merchants by v2 OAuth client: `POST /v1/oauth/token` issues tokens to each one's client.
    public nonisolated let clients: ServedClients
    /// Outcomes the admin API set for payments not created yet, by merchant and id.
    let presets = NIOLockedValueBox<[PaymentKey: PhonePeOutcome]>([:])
    /// `http://host:port` as bound, for the pay page's URL when a call's `Host` is not one of ours.
    private let servedAddress = NIOLockedValueBox<String?>(nil)

    /// Where `serve` shows PG's hosted pay page: `{payPagePath}/{merchantId}/{id}`.
    public static let payPagePath = "/_sim/pay"

    /// How many times a call is answered again after losing a race before the store gives up.
    static let attempts = 8

    /// How long each non-final status answer lasts once the user has acted: PhonePe's own polling
    /// interval. A payment planned `pending:3` is final 9 s after it was paid, however often it was
    /// polled meanwhile, and its callback goes out then.
    public static let nonFinalAnswerMilliseconds: Int64 = 3_000

    public init(
        merchants: [ServedMerchant], ledger: any Ledger = MemoryLedger(), faults: Faults = Faults(), now: @escaping @Sendable () -> Int64
    ) {
        var byId: [String: ServedMerchant] = [:]
        for merchant in merchants { byId[merchant.merchantId] = merchant }
        self.merchants = byId
        self.ledger = ledger
        self.faults = faults
        self.clients = ServedClients(merchants)
        self.now = now
    }

    /// The core's answer to `request`, its changes kept in the ledger.
    public nonisolated func respond(to request: GatewayRequest) async throws -> GatewayResponse {
        try await respond(to: GatewayCall(request))
    }

    nonisolated func respond(to call: GatewayCall) async throws -> GatewayResponse {
        let request = call.request
        guard let routing = call.routing, let merchant = merchants[routing.merchantId] else {
            // The core answers KEY_NOT_CONFIGURED, a bad envelope, a payload naming no merchant (401
            // unless one of our salt keys signed it) or an unknown path; nothing is kept.
            var refusing = PhonePeGateway(
                accounts: merchants.mapValues { MerchantAccount($0.settings) }, outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 0))
            refusing.explainsRefusals = true
            return refusing.respond(to: request, envelope: call.envelope)
        }
        // The last id is the one a call may create (a refund's own id after its payment's).
        let newId = routing.paymentIds.last ?? ""
        // A pay call almost always names a new id: the first try writes without reading, and only
        // an id found taken (the insert refused) makes the next try read it.
        var readFirst = !routing.createsPayment
        let answer = try await writing { time in
            let before = readFirst ? try await self.read(merchantId: merchant.merchantId, ids: routing.paymentIds) : []
            readFirst = true
            // Only a POST creates a payment; a status call needs no plan.
            let plan = request.method == "POST"
                ? self.plan(merchant: merchant, id: newId, amount: routing.amount)
                : PaymentPlan(outcome: merchant.outcome, paysAfter: merchant.paysAfter)
            var gateway = Self.gateway(for: merchant, outcome: plan.outcome, seed: Self.seed(merchantId: merchant.merchantId, id: newId))
            if let base = request.headers["Host"].map({ "http://" + $0 }) ?? self.servedURL { gateway.payPageBase = base + Self.payPagePath }
            let (read, decided) = Self.load(before, into: &gateway, at: time)
            let response = gateway.respond(to: request, envelope: call.envelope)
            return (response, Self.changes(after: gateway, read: read, decided: decided, paysAt: plan.paysAt(createdAt: time), at: time))
        }
        return answer ?? .error(.internalServerError, message: "The payment kept changing under this call; try again")
    }

    /// Where the server listens, once it does.
    public func served(at url: String) { servedAddress.withLockedValue { $0 = url } }

    nonisolated var servedURL: String? { servedAddress.withLockedValue { $0 } }

    /// The optimistic loop every write goes through: `attempt` reads what it needs and returns its
    /// answer with the batch to write; a batch that lost a race is tried again from fresh reads.
    /// Nil when every try lost. It runs where its caller runs: on the actor for the admin API's calls.
    nonisolated(nonsending) func writing<Answer>(_ attempt: (_ time: Int64) async throws -> (Answer, [LedgerChange])) async throws -> Answer? {
        for _ in 0..<Self.attempts {
            let time = now()
            let (answer, changes) = try await attempt(time)
            if changes.isEmpty { return answer }
            if try await keep(changes) { return answer }
        }
        return nil
    }

    /// Writes one batch, its callbacks shaped by the faults in force (duplicated, held back).
    private nonisolated(nonsending) func keep(_ changes: [LedgerChange]) async throws -> Bool {
        let owesCallbacks = !faults.quiet && changes.contains { if case .enqueue = $0 { true } else { false } }
        return try await ledger.apply(owesCallbacks ? await faults.shapeCallbacks(changes) : changes)
    }

    /// The payments a call touches, and the latest refund of each (a new refund waits for it).
    private nonisolated func read(merchantId: String, ids: [String]) async throws -> [LedgerPayment] {
        let payments = try await ledger.payments(merchantId: merchantId, ids: ids)
        let refunds = payments.compactMap(\.record.latestRefundId).filter { !ids.contains($0) }
        return refunds.isEmpty ? payments : payments + (try await ledger.payments(merchantId: merchantId, ids: refunds))
    }

    /// Has the simulated user pay every payment whose time has come; returns how many were paid.
    @discardableResult
    public func payDue(limit: Int = 100) async throws -> Int {
        let time = now()
        var paid = 0
        for var payment in try await ledger.paymentsToPay(dueBy: time, limit: limit) {
            guard let merchant = merchants[payment.merchantId] else { continue }
            var gateway = Self.gateway(for: merchant, outcome: payment.record.outcome, seed: payment.record.ids.seed)
            gateway.remember(payment.record)
            let changes = Self.decide(&payment, Self.simulatedUsersDecision(payment.record), gateway: &gateway, at: time)
            // Lost to a call that decided it first: nothing more to do.
            if try await keep(changes) { paid += 1 }
        }
        return paid + (try await payDueOrders(limit: limit))
    }

    // MARK: - Helpers

    /// A gateway for one merchant; `outcome` is what a payment it starts will carry.
    static func gateway(for merchant: ServedMerchant, outcome: PhonePeOutcome, seed: UInt64) -> PhonePeGateway {
        var gateway = PhonePeGateway(
            accounts: [merchant.merchantId: MerchantAccount(merchant.settings)], outcome: outcome,
            ids: FlowIds(flow: .pgIntent, given: nil, seed: seed))
        // A merchant's developer reads the 401 to fix their signing: it says which mistake it could be.
        gateway.explainsRefusals = true
        return gateway
    }

    /// Has `gateway` remember the payments read, deciding those the simulated user has paid by `time`:
    /// the payments by id as read, and the decisions' changes.
    static func load(_ payments: [LedgerPayment], into gateway: inout PhonePeGateway, at time: Int64) -> ([String: LedgerPayment], [LedgerChange]) {
        var read: [String: LedgerPayment] = [:]
        var decided: [LedgerChange] = []
        for var payment in payments {
            gateway.remember(payment.record)
            if let paysAt = payment.paysAt, paysAt <= time {
                decided += decide(&payment, simulatedUsersDecision(payment.record), gateway: &gateway, at: time)
            } else if let finalAt = payment.record.finalAt, finalAt <= time {
                gateway.playOut(id: payment.id)
            }
            read[payment.id] = payment
        }
        return (read, decided)
    }

    /// Records the user's decision on `payment`, which `gateway` remembers (as read, so its version
    /// still names the read), and returns the update with the callback it owes.
    static func decide(_ payment: inout LedgerPayment, _ decision: PaymentDecision, gateway: inout PhonePeGateway, at time: Int64) -> [LedgerChange] {
        gateway.paymentAppFinished(id: payment.id, decision: decision)
        let finalAt = time + Int64(gateway.plannedCodes(id: payment.id).count - 1) * nonFinalAnswerMilliseconds
        gateway.setFinalAt(finalAt, id: payment.id)
        if let record = gateway.payments[payment.id] { payment.record = record }
        payment.paysAt = nil
        var changes: [LedgerChange] = [.update(payment)]
        if let callback = gateway.settlementCallback(id: payment.id) {
            changes.append(.enqueue(LedgerCallback(
                merchantId: payment.merchantId, paymentId: payment.id, request: callback, nextAttemptAt: finalAt)))
        }
        return changes
    }

    /// What the simulated user does in the payment app: pays, or declines a payment whose outcome
    /// is to be declined (so the admin API shows a declined payment as declined).
    static func simulatedUsersDecision(_ record: PhonePePayment) -> PaymentDecision {
        record.outcome.final == .declined ? .declined : .approved
    }

    /// The batch that keeps what answering changed: new payments inserted, changed ones updated
    /// (a payment decided while loading is updated once, with its latest record).
    private static func changes(
        after gateway: PhonePeGateway, read: [String: LedgerPayment], decided: [LedgerChange], paysAt: Int64?, at time: Int64
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
                changes.append(.insert(LedgerPayment(record: record, createdAt: time, paysAt: record.decision == nil ? paysAt : nil)))
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
