/// What the user did in the payment app.
public enum PaymentDecision: Sendable, Equatable {
    /// Paid; the bank's answer follows the outcome script.
    case approved
    /// Declined in the payment app.
    case declined
}
