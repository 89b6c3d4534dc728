import CheckoutCore

/// Test-mode amounts, as gateways' sandboxes have them: the paise of an amount (its last two
/// digits, 01 to 09) pick how the payment goes, so QA can drive every outcome from the merchant's
/// own checkout (₹100.01 fails, ₹100.02 is declined…). Amounts ending in 00 or 10 to 99 go as the
/// merchant's template says.
public enum MagicAmount: Int64, CaseIterable, Sendable {
    case failure = 1
    case declined = 2
    case neverPaid = 3
    case slowSuccess = 4
    case serverErrorOnPay = 5
    case cancelled = 6
    case timedOut = 7
    case serverErrorsThenSuccess = 8
    case slowFailure = 9

    /// The magic amount `amount` (paise) ends in, if any.
    public init?(amount: Int64?) {
        guard let amount, amount > 0 else { return nil }
        self.init(rawValue: amount % 100)
    }

    /// The status answers once the user pays (or the pay call's error).
    public var outcome: PhonePeOutcome {
        switch self {
        case .failure: return PhonePeOutcome(final: .failure)
        case .declined: return PhonePeOutcome(final: .declined)
        case .neverPaid: return .success
        case .slowSuccess: return PhonePeOutcome(steps: [.pending(3)], final: .success)
        case .serverErrorOnPay: return PhonePeOutcome(initiationError: .internalServerError)
        case .cancelled: return PhonePeOutcome(final: .cancelled)
        case .timedOut: return PhonePeOutcome(final: .timeout)
        case .serverErrorsThenSuccess: return PhonePeOutcome(steps: [.serverError(2)], final: .success)
        case .slowFailure: return PhonePeOutcome(steps: [.pending(3)], final: .failure)
        }
    }

    /// The simulated user never pays such a payment on their own: it stays pending until the admin
    /// API acts on it.
    public var userNeverPays: Bool { self == .neverPaid }

    /// What a merchant sees, for `serve --help` and docs/serve.md.
    public var summary: String {
        switch self {
        case .failure: return "fails: PAYMENT_ERROR"
        case .declined: return "is declined: PAYMENT_DECLINED"
        case .neverPaid: return "is never paid: PAYMENT_PENDING until the admin API acts"
        case .slowSuccess: return "answers PAYMENT_PENDING 3 times, then PAYMENT_SUCCESS"
        case .serverErrorOnPay: return "the pay call answers 500 INTERNAL_SERVER_ERROR, nothing recorded"
        case .cancelled: return "is cancelled: PAYMENT_CANCELLED"
        case .timedOut: return "times out: TIMED_OUT"
        case .serverErrorsThenSuccess: return "500 INTERNAL_SERVER_ERROR twice on status, then PAYMENT_SUCCESS"
        case .slowFailure: return "answers PAYMENT_PENDING 3 times, then PAYMENT_ERROR"
        }
    }

    /// One line per magic amount, e.g. `₹N.01  fails: PAYMENT_ERROR` (₹1.01, ₹100.01…).
    public static var table: [String] {
        allCases.map { "₹N.0\($0.rawValue)  \($0.summary)" }
    }
}
