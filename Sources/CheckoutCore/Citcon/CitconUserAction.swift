/// What the user does once the wallet app, H5 page or browser is open. Each is an outcome and a way
/// back, so a walk finished by hand is the same as one run with those options.
public enum CitconUserAction: String, CaseIterable, Sendable {
    /// Pays; Citcon answers the outcome chosen beforehand and the wallet returns on its own.
    case pay
    /// Cancels in the wallet, which returns with the cancellation code.
    case cancel
    /// Pays, then switches back to the merchant app by hand instead of waiting for the wallet.
    case payThenSwitchBack = "pay-then-switch-back"
    /// Pays, then kills the wallet: the SDK returns nothing.
    case payThenKill = "pay-then-kill"
    /// Kills the wallet before paying: the charge stays initiated and no final notification comes.
    case killWithoutPaying = "kill-without-paying"

    /// The outcome and return mode this action walks with; `outcome` is what paying would give.
    public func choice(outcome: CitconOutcome, method: CitconMethod) -> (outcome: CitconOutcome, returnMode: CitconReturnMode) {
        switch self {
        case .pay: return (outcome, .auto)
        case .cancel: return (.code(Self.cancellationCode(for: method)), .auto)
        case .payThenSwitchBack: return (outcome, .manual)
        case .payThenKill: return (outcome, .abandon)
        case .killWithoutPaying: return (.status(.initiated), .abandon)
        }
    }

    /// The seed lists -2 and 6001 both as "Cancellation" without saying who sends which: 6001 is the
    /// code Alipay's own SDK uses for a user cancellation, -2 WeChat's, so Alipay gets 6001 and the rest -2.
    public static func cancellationCode(for method: CitconMethod) -> String {
        method == .alipay ? "6001" : "-2"
    }
}
