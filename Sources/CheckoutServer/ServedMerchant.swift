import CheckoutCore

/// A merchant `serve` answers for: its keys, and how its payments go unless told otherwise.
public struct ServedMerchant: Sendable {
    public var settings: MerchantSettings
    /// The status answers of an approved payment (the merchant's template).
    public var outcome: OutcomeScript
    /// How long after a payment is created the simulated user pays; nil: nobody does on their own.
    public var paysAfter: Duration?

    public init(settings: MerchantSettings, outcome: OutcomeScript = .success, paysAfter: Duration? = .seconds(3)) {
        self.settings = settings
        self.outcome = outcome
        self.paysAfter = paysAfter
    }

    public var merchantId: String { settings.merchantId }
}

extension Duration {
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
