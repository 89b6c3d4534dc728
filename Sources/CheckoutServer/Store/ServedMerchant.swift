import CheckoutCore

/// A merchant `serve` answers for: its keys (v1's salt, v2's OAuth client), where its v2 webhooks
/// go, and how its payments go unless told otherwise.
public struct ServedMerchant: Sendable {
    public var settings: PhonePeMerchant
    /// The status answers of an approved payment (the merchant's template).
    public var outcome: PhonePeOutcome
    /// How long after a payment is created the simulated user pays; nil: nobody does on their own.
    public var paysAfter: Duration?
    /// Whether an amount's paise pick how its payment goes (`MagicAmount`); off for a merchant whose
    /// real prices end in .01 to .09 and must go as its template says.
    public var magicAmounts: Bool
    /// The v2 OAuth client the merchant's back end gets its tokens as; a token names it, so a v2
    /// call's token says which merchant calls (`ServedClients`).
    public var oauthClient: PhonePeOAuthClient
    /// Where its v2 webhooks go; nil: none are sent.
    public var webhook: V2WebhookSettings?

    public init(
        settings: PhonePeMerchant, outcome: PhonePeOutcome = .success, paysAfter: Duration? = .seconds(3), magicAmounts: Bool = true,
        oauthClient: PhonePeOAuthClient = PhonePeOAuthClient(), webhook: V2WebhookSettings? = nil
    ) {
        self.settings = settings
        self.outcome = outcome
        self.paysAfter = paysAfter
        self.magicAmounts = magicAmounts
        self.oauthClient = oauthClient
        self.webhook = webhook
    }

    public var merchantId: String { settings.merchantId }
}

extension Duration {
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
