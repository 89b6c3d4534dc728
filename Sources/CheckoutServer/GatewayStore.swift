import CheckoutCore

/// The mock gateway behind the server: one `MockGateway` per merchant, each serving every payment of
/// that merchant (the core keeps payments by id). Calls for a merchant the store does not know go to
/// an empty gateway, which answers the core's KEY_NOT_CONFIGURED; nothing is recorded for them.
/// Kept in memory; the actor is the seam a persistent ledger will sit behind.
public actor GatewayStore {
    private var gateways: [String: MockGateway]
    private let fallback: MockGateway

    /// One gateway per merchant in `merchants`; payments end as `outcome` says (success by default).
    public init(merchants: [MerchantSettings], outcome: OutcomeScript = .success) {
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
        let response = gateway.respond(to: request)
        gateways[merchantId] = gateway
        return response
    }
}
