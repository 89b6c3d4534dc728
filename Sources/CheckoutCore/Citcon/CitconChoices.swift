/// What Citcon's hand-off makes of the paying user's choice. Each is an outcome and a way back, so a
/// walk finished by hand is the same as one run with those options.
extension PayerChoice {
    /// What Citcon offers once the wallet app, H5 page or browser is open, in the order a front end shows it.
    public static let citconOffers: [PayerChoice] = [.pay, .cancel, .payThenSwitchBack, .payThenKill, .killWithoutPaying]

    /// The outcome and return mode this choice walks with; `outcome` is what paying would give. Nil
    /// for a choice Citcon does not offer.
    public func citconWalk(outcome: CitconOutcome, method: CitconMethod) -> (outcome: CitconOutcome, returnMode: CitconReturnMode)? {
        switch self {
        case .pay: return (outcome, .auto)
        case .cancel: return (.code(method.cancellationCode), .auto)
        case .payThenSwitchBack: return (outcome, .manual)
        case .payThenKill: return (outcome, .abandon)
        case .killWithoutPaying: return (.status(.initiated), .abandon)
        case .decline, .leavePending: return nil
        }
    }
}

extension CitconMethod {
    /// The seed lists -2 and 6001 both as "Cancellation" without saying who sends which: 6001 is the
    /// code Alipay's own SDK uses for a user cancellation, -2 WeChat's, so Alipay gets 6001 and the rest -2.
    public var cancellationCode: String { self == .alipay ? "6001" : "-2" }
}
