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
        screens = [.phoneList(PhoneListScreen(gateway: gateway, device: device))]
    }

    /// What the screen on top wants from the gateway to stay current: asked when it comes on top and
    /// again every second.
    public static func phoneRefresh(_ model: AppModel) -> [PhoneCall] {
        switch model.current {
        case .phoneList: return [.list]
        case .phonePayment(let screen): return [.payment(screen.payment.key)]
        case .phoneHandOff(let screen): return screen.sending == nil ? [.payment(screen.payment.key)] : []
        default: return []
        }
    }

    /// Takes one reply from the gateway into the screens it concerns. An action the gateway took
    /// closes its hand-off and shows the payment as decided; one it refused stays, with why.
    mutating func received(_ reply: PhoneReply) -> AppCommand {
        for index in screens.indices {
            switch (screens[index], reply) {
            case (.phoneList(var screen), .list(let result)):
                screen.received(result)
                screens[index] = .phoneList(screen)
            case (.phonePayment(var screen), .payment(let key, let result)) where screen.payment.key == key:
                screen.received(result)
                screens[index] = .phonePayment(screen)
            case (.phonePayment(var screen), .acted(let key, _, .success(let payment))) where screen.payment.key == key:
                screen.received(.success(payment))
                screen.section = .payment
                screens[index] = .phonePayment(screen)
            case (.phoneHandOff(var screen), .payment(let key, let result)) where screen.payment.key == key:
                screen.received(result)
                screens[index] = .phoneHandOff(screen)
            case (.phoneHandOff(var screen), .acted(let key, _, let result)) where screen.payment.key == key:
                screen.acted(result)
                screens[index] = .phoneHandOff(screen)
            default:
                break
            }
        }
        if case .acted(let key, let action, .success(let payment)) = reply {
            let before = screens.count
            screens.removeAll { if case .phoneHandOff(let screen) = $0 { screen.payment.key == key } else { false } }
            if screens.count < before {
                notice = Notice("\(action.rawValue): the gateway recorded \(key.id) \(payment.state)\(Self.owed(payment))")
            }
        }
        return .none
    }

    private static func owed(_ payment: ServedPayment) -> String {
        guard payment.record.decision != nil else { return "" }
        return payment.record.callbackUrl == nil ? " (no callback URL)" : " and owes its callback"
    }
}
