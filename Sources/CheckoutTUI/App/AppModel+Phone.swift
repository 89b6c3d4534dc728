import CheckoutCore

/// The TUI as the phone for a running `serve` (`tui --gateway URL`): it starts on the gateway's
/// payments instead of the profile picker, asks for what the screen on top shows, and takes the
/// gateway's replies into every screen they concern.
extension AppModel {
    /// Starts on the payments of the gateway at `gateway`, on the device of `profiles[selectedProfile]`,
    /// which must have loaded.
    public init(gateway: String, profiles: [ProfileEntry], selectedProfile: Int, size: TerminalSize, glyphs: Glyphs = .unicode) {
        self.init(profiles: profiles, selectedProfile: selectedProfile, size: size, glyphs: glyphs)
        guard profiles.indices.contains(selectedProfile), let device = profiles[selectedProfile].profile else { return }
        screens = [Screen(PhoneListScreen(gateway: gateway, device: device))]
    }

    /// What the screen on top wants from the gateway to stay current: asked when it comes on top and
    /// again every second.
    public static func phoneRefresh(_ model: AppModel) -> [PhoneCall] { model.current.phoneRefresh }

    /// Takes one reply from the gateway into the screens it concerns. An action the gateway took
    /// closes its hand-off and shows the payment as decided; one it refused stays, with why.
    mutating func received(_ reply: PhoneReply) -> AppCommand {
        for index in screens.indices { screens[index].take(reply) }
        if case .acted(let key, let action, .success(let payment)) = reply {
            let before = screens.count
            screens.removeAll { $0.screen(as: PhoneHandOffScreen.self)?.payment.key == key }
            if screens.count < before {
                notice = Notice("\(action.rawValue): the gateway recorded \(key.id) \(payment.state)\(Self.owed(payment))")
            }
        }
        if case .actedOnOrder(let key, let decision, .success(let order)) = reply,
            screens.contains(where: { $0.screen(as: PhoneOrderScreen.self)?.order.key == key })
        {
            let owed = order.record.decision == nil ? "" : order.webhooks?.isEmpty == false ? " and owes its webhooks" : " (no webhook URL: none owed)"
            notice = Notice("\(PhoneOrderScreen.word(decision)): the gateway recorded v2 order \(key.id) \(order.state)\(owed)")
        }
        return .none
    }

    private static func owed(_ payment: ServedPayment) -> String {
        guard payment.record.decision != nil else { return "" }
        return payment.record.callbackUrl == nil ? " (no callback URL)" : " and owes its callback"
    }
}
