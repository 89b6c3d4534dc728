/// What the user does once the payment app (or PhonePe's web checkout) is open.
public enum PhonePeUserAction: String, CaseIterable, Sendable {
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

/// What the user can do once PhonePe's payment app or web checkout is open, as the TUI offers it:
/// a `PhonePeUserAction`, and for `payThenKill` no return at all.
public enum PhonePeChoice: String, CaseIterable, Sendable {
    case pay, decline
    case leavePending = "leave-pending"
    /// Pays, then switches back by hand before PhonePe returns through the callback scheme.
    case payThenSwitchBack = "pay-then-switch-back"
    /// Pays, then kills the payment app (or closes the web view): the server still learns the outcome.
    case payThenKill = "pay-then-kill"

    public var userAction: PhonePeUserAction {
        switch self {
        case .pay, .payThenSwitchBack, .payThenKill: return .pay
        case .decline: return .decline
        case .leavePending: return .leavePending
        }
    }

    /// The return this choice forces, or nil for the options' own.
    public var returnMode: PhonePeReturnMode? {
        switch self {
        case .payThenSwitchBack: return .manual
        case .payThenKill: return .abandon
        case .pay, .decline, .leavePending: return nil
        }
    }
}
