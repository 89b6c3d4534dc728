/// What PhonePe's hand-off makes of the paying user's choice.
extension PayerChoice {
    /// What PhonePe offers once its payment app or web checkout is open, in the order a front end shows it.
    public static let phonePeOffers: [PayerChoice] = [.pay, .decline, .leavePending, .payThenSwitchBack, .payThenKill]

    /// What a walk's options can say the user does, before the walk (`run --user-action`, a scenario's
    /// `userAction`): what the payment app tells the gateway.
    public static let phonePeUserActions: [PayerChoice] = [.pay, .decline, .leavePending]

    /// What the payment app tells the gateway, one of `phonePeUserActions`; nil for a choice PhonePe
    /// does not offer.
    public var phonePeUserAction: PayerChoice? {
        switch self {
        case .pay, .payThenSwitchBack, .payThenKill: return .pay
        case .decline: return .decline
        case .leavePending: return .leavePending
        case .cancel, .killWithoutPaying: return nil
        }
    }

    /// The return this choice forces on PhonePe's walk, or nil for the options' own.
    public var phonePeReturnMode: PhonePeReturnMode? {
        switch self {
        case .payThenSwitchBack: return .manual
        case .payThenKill: return .abandon
        case .pay, .decline, .leavePending, .cancel, .killWithoutPaying: return nil
        }
    }

    /// How PhonePe's hand-off step words one of `phonePeUserActions`.
    var verbPhrase: String {
        switch self {
        case .decline: return "declines"
        case .leavePending: return "leaves without paying or declining"
        case .pay, .cancel, .payThenSwitchBack, .payThenKill, .killWithoutPaying: return "pays"
        }
    }
}
