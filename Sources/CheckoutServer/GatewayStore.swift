import CheckoutCore

/// The mock gateway behind the server: one `MockGateway` per merchant, each serving every payment of
/// that merchant (the core keeps payments by id). Calls for a merchant the store does not know go to
/// an empty gateway, which answers the core's KEY_NOT_CONFIGURED; nothing is recorded for them.
/// Kept in memory; the actor is the seam a persistent ledger will sit behind. As a sandbox does, the
/// user "pays" in the payment app `paysAfter` a payment was created; the clock is injected.
public actor GatewayStore {
    private var gateways: [String: MockGateway]
    private let fallback: MockGateway
    private let paysAfter: Duration?
    private let now: @Sendable () -> ContinuousClock.Instant
    /// When each payment still waiting for the user was created, by merchant and id.
    private var created: [String: [String: ContinuousClock.Instant]] = [:]

    /// One gateway per merchant in `merchants`; payments end as `outcome` says (success by default),
    /// `paysAfter` they were created (never when nil).
    public init(
        merchants: [MerchantSettings], outcome: OutcomeScript = .success, paysAfter: Duration? = .seconds(3),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.paysAfter = paysAfter
        self.now = now
        var gateways: [String: MockGateway] = [:]
        for merchant in merchants {
            // The ids only seed reference numbers on answers; the payment's own id comes from each request.
            let ids = FlowIds(flow: .pgIntent, given: nil, seed: 0)
            gateways[merchant.merchantId] = MockGateway(
                accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: outcome, ids: ids)
        }
        self.gateways = gateways
        fallback = MockGateway(accounts: [:], outcome: outcome, ids: FlowIds(flow: .pgIntent, given: nil, seed: 0))
    }

    /// The core's answer to `request`, recorded in the gateway of the merchant it names.
    public func respond(to request: GatewayRequest) -> GatewayResponse {
        guard let merchantId = MerchantRouting.merchantId(of: request), var gateway = gateways[merchantId] else {
            var empty = fallback
            return empty.respond(to: request)
        }
        let time = now()
        if let paysAfter {
            for (id, at) in created[merchantId] ?? [:] where time - at >= paysAfter {
                gateway.paymentAppFinished(id: id, decision: .approved)
                created[merchantId]?[id] = nil
            }
        }
        let waiting = gateway.paymentsAwaitingUser
        let response = gateway.respond(to: request)
        for id in gateway.paymentsAwaitingUser.subtracting(waiting) { created[merchantId, default: [:]][id] = time }
        gateways[merchantId] = gateway
        return response
    }
}
