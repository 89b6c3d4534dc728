/// What the admin API can do as the payment app, once the payment was handed to it.
public enum AdminAction: String, CaseIterable, Sendable {
    /// The user pays.
    case pay
    /// The user declines.
    case decline
    /// The user looks at the payment and does nothing: it waits, and the simulated user no longer
    /// pays it on their own.
    case pending
    /// The user pays, then kills the payment app before it returns to the merchant's app: the
    /// gateway still learns the outcome (status and callback), only the app's return is lost.
    case kill
}
