/// What the user does once the payment app (or PhonePe's web checkout) is open.
public enum UserAction: String, CaseIterable, Sendable {
    /// Approves; the bank's answer follows the outcome script.
    case pay
    /// Declines in the payment app: the payment fails with PAYMENT_DECLINED.
    case decline
    /// Leaves without paying or declining: the payment stays pending until the merchant gives up.
    case leavePending = "leave-pending"

    /// How the hand-off step words it.
    var verbPhrase: String {
        switch self {
        case .pay: return "pays"
        case .decline: return "declines"
        case .leavePending: return "leaves without paying or declining"
        }
    }
}
