import CheckoutCore

/// The payment app opens on the device with the URL the gateway handed the merchant, as in a local
/// walk; the user pays, declines, leaves it pending or pays and kills the app, and the phone tells the
/// gateway (the admin API's `act`). The answer takes this screen away, or shows why it was refused.
public struct PhoneHandOffScreen: PhoneScreen, HandOffMenuScreen {
    public private(set) var payment: ServedPayment
    public let device: DeviceProfile
    /// The device's iOS rules, built once: `lines` is read on every key and every frame.
    private let deviceRules: Device
    let gateway: String
    public var menu = ScrollState.list()
    /// The action sent and not yet answered: keys wait for it.
    public var sending: PayerChoice?
    /// Why the gateway refused the last action (or could not be reached).
    public var problem: PhoneProblem?

    public init(payment: ServedPayment, device: DeviceProfile, gateway: String) {
        self.payment = payment
        self.device = device
        deviceRules = Device(profile: device)
        self.gateway = gateway
    }

    static let actions = PayerChoice.gatewayOffers

    var lines: ServedPaymentLines { ServedPaymentLines(payment: payment, device: deviceRules) }

    /// Nothing while an action is sent: its answer brings the payment.
    var refresh: [PhoneCall] { sending == nil ? [.payment(payment.key)] : [] }

    mutating func take(_ reply: PhoneReply) {
        switch reply {
        case .payment(let key, let result) where key == payment.key: received(result)
        case .acted(let key, _, let result) where key == payment.key: acted(result)
        default: break
        }
    }

    /// Takes the payment as the gateway now has it (someone else may have decided it meanwhile).
    mutating func received(_ result: Result<ServedPayment, PhoneProblem>) {
        if case .success(let fresh) = result { payment = fresh }
    }

    /// The gateway's answer to the action sent.
    mutating func acted(_ result: Result<ServedPayment, PhoneProblem>) {
        sending = nil
        switch result {
        case .success(let fresh): payment = fresh
        case .failure(let failure): problem = failure
        }
    }

    var breadcrumb: String { lines.handOffView.breadcrumb }

    var hints: [KeyHint] {
        payment.awaitsUser ? [.move, KeyHint("Enter", "do it"), .back, .help] : [.back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose what the user does in \(lines.handOffView.place)"),
            KeyHint("Enter", "do it: the gateway records it and owes the merchant its callback"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        guard payment.awaitsUser else { return .unhandled }
        if sending != nil { return key == .escape || key == .character("q") ? .unhandled : .handled }
        switch key {
        case .enter:
            let action = Self.actions[min(menu.selected ?? 0, Self.actions.count - 1)]
            sending = action
            problem = nil
            return .phone(.act(payment.key, action))
        default:
            return moveInMenu(key, count: Self.actions.count)
        }
    }

    var choosing: Bool { payment.awaitsUser && sending == nil }

    /// The menu while the payment waits for the user; the note that it was decided is not one.
    var choicesScroll: ScrollState { payment.awaitsUser ? menu : ScrollState() }

    /// What opened, and the choices (or why there are none).
    func panes(in area: Rect) -> PlacedPanes<HandOffPane, NoBasis> {
        let width = area.width - 4
        let view = lines.handOffView
        let choices: PaneContent
        if payment.awaitsUser {
            let described = Self.actions.map(lines.describe)
            let selected = min(menu.selected ?? 0, described.count - 1)
            var more: [StyledLine] = []
            if let sending { more += [.blank, StyledLine("Telling the gateway: \(sending.rawValue)…", .warning)] }
            if let problem { more += [.blank] + problem.lines(gateway: gateway).flatMap { $0.wrapped(width: width, indent: 0) } }
            choices = .handOffChoices(
                place: view.place, labels: described.map(\.label), explanation: described[selected].explanation, more: more, width: width)
        } else {
            let done = [StyledLine("The payment was already \(payment.state): nothing is left to do here.", .warning),
                        StyledLine("Esc goes back to it: its status answers and callbacks.", .muted)]
            choices = PaneContent(title: "Already decided", lines: done.flatMap { $0.wrapped(width: width, indent: 0) })
        }
        return .handOff(in: area, opened: .handOffOpened(title: view.title, lines: view.lines.map(StyledLine.init), width: width), choices: choices)
    }
}
