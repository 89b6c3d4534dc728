/// Where a payment (or a mandate) ended up, as PhonePe's status answers and the result say it.
public enum PaymentState: String, Sendable, CustomStringConvertible {
    case completed = "COMPLETED"
    case pending = "PENDING"
    case failed = "FAILED"
    /// A mandate that was set up.
    case active = "ACTIVE"
    /// The payment app never opened.
    case notStarted = "NOT_STARTED"

    public var description: String { rawValue }
}
