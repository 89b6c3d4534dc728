import CheckoutCore

/// The served merchants by their v2 OAuth client id: the token endpoint issues to any of these
/// clients, and a v2 call goes header → token → merchant.
public struct ServedClients: Sendable {
    private let merchants: [String: ServedMerchant]
    /// In the order the merchants were given.
    public let clients: [PhonePeOAuthClient]

    /// `serve` refuses two merchants with one client id; should it happen here, the first keeps it.
    public init(_ merchants: [ServedMerchant]) {
        var byClient: [String: ServedMerchant] = [:]
        var clients: [PhonePeOAuthClient] = []
        for merchant in merchants where byClient[merchant.oauthClient.clientId] == nil {
            byClient[merchant.oauthClient.clientId] = merchant
            clients.append(merchant.oauthClient)
        }
        self.merchants = byClient
        self.clients = clients
    }

    /// The merchant whose client `clientId` is.
    public func merchant(clientId: String) -> ServedMerchant? { merchants[clientId] }

    /// The merchant a v2 call's `Authorization` header authenticates, at `time` (epoch seconds), or
    /// the 401 to answer.
    public func merchant(authorizing header: String?, at time: Int64) -> Result<ServedMerchant, PhonePeV2Refusal> {
        PhonePeOAuth.authorize(header: header, clients: clients, at: time).map { token in
            // A token is only taken for a client of `clients`, each a merchant's.
            merchants[token.clientId]!
        }
    }
}
