/// What the paying user decides once the payment app, wallet, web checkout or H5 page is open: one
/// vocabulary for the walks, the TUI's hand-off and phone screens, `run`'s and scenarios' wallet
/// action, and `serve`'s admin API. Each provider offers the choices that apply to it
/// (`PayerChoice.phonePeOffers`, `.citconOffers`, `.gatewayOffers`) and ignores the others.
public enum PayerChoice: String, CaseIterable, Sendable {
    /// Approves; the answer follows the outcome chosen beforehand.
    case pay
    /// Declines in PhonePe's payment app: the payment fails with PAYMENT_DECLINED.
    case decline
    /// Cancels in a Citcon wallet, which returns with its cancellation code.
    case cancel
    /// Switches back without paying or declining: the payment stays pending until the merchant gives up.
    case leavePending = "leave-pending"
    /// Pays, then switches back by hand before the app returns on its own.
    case payThenSwitchBack = "pay-then-switch-back"
    /// Pays, then kills the app (or closes the page): the server still learns the outcome.
    case payThenKill = "pay-then-kill"
    /// Kills the wallet before paying: nothing is decided.
    case killWithoutPaying = "kill-without-paying"
}
