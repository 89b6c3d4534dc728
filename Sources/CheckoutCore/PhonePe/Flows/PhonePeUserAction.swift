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

/// What PhonePe's hand-off makes of the paying user's choice.
extension PayerChoice {
    /// What PhonePe offers once its payment app or web checkout is open, in the order a front end shows it.
    public static let phonePeOffers: [PayerChoice] = [.pay, .decline, .leavePending, .payThenSwitchBack, .payThenKill]

    /// What the payment app tells the gateway; nil for a choice PhonePe does not offer.
    public var userAction: PhonePeUserAction? {
        switch self {
        case .pay, .payThenSwitchBack, .payThenKill: return .pay
        case .decline: return .decline
        case .leavePending: return .leavePending
        case .cancel, .killWithoutPaying: return nil
        }
    }

    /// The return this choice forces, or nil for the options' own.
    public var returnMode: PhonePeReturnMode? {
        switch self {
        case .payThenSwitchBack: return .manual
        case .payThenKill: return .abandon
        case .pay, .decline, .leavePending, .cancel, .killWithoutPaying: return nil
        }
    }
}
