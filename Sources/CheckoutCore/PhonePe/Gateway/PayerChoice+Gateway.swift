/// What the paying user's choice tells the mock gateway about a payment that waits for them: what
/// `serve`'s admin API and the TUI as the phone offer.
extension PayerChoice {
    /// The choices a served payment takes, in the order the phone shows them. Switching back by hand
    /// is missing: for the gateway it is the same as paying.
    public static let gatewayOffers: [PayerChoice] = [.pay, .decline, .leavePending, .payThenKill]

    /// The admin API's earlier words, still accepted: `pending` and `kill`.
    static let gatewayAliases: [String: PayerChoice] = ["pending": .leavePending, "kill": .payThenKill]

    /// One of `gatewayOffers` by its name, or by an earlier word for it.
    public init?(gatewayWord word: String) {
        guard let choice = PayerChoice(rawValue: word).flatMap({ Self.gatewayOffers.contains($0) ? $0 : nil }) ?? Self.gatewayAliases[word] else { return nil }
        self = choice
    }

    /// What the payment app tells the gateway: approved, declined, or nothing yet (the user left it pending).
    public var gatewayDecision: PaymentDecision? {
        switch self {
        case .pay, .payThenSwitchBack, .payThenKill: return .approved
        case .decline, .cancel: return .declined
        case .leavePending, .killWithoutPaying: return nil
        }
    }
}
