import CheckoutCore

/// What a `flow: v2-…` scenario sets besides profiles, apps, amounts, seed and merchant.
public struct PhonePeV2Scenario: Sendable, Equatable {
    public var flow: PhonePeV2Flow
    /// How the gateway's order goes, in v2's grammar (`completed`, `pending:2,failed`, `error:CODE`…).
    public var outcome: PhonePeV2Outcome
    /// What the user does once PhonePe, the UPI app or the pay page is open: one of `PayerChoice.phonePeV2Offers`
    /// (the TUI records any choice its hand-off offered).
    public var userAction: PayerChoice
    /// Nil for one made from the seed, as `run` does without `--merchant-order-id`.
    public var merchantOrderId: String?

    public init(flow: PhonePeV2Flow, outcome: PhonePeV2Outcome = .completed, userAction: PayerChoice = .pay, merchantOrderId: String? = nil) {
        self.flow = flow
        self.outcome = outcome
        self.userAction = userAction
        self.merchantOrderId = merchantOrderId
    }
}
