import CheckoutCore

/// One served payment, as the inspector shows a local walk: the payment with its status answers and
/// callbacks, the merchant's request, the URL the gateway handed out and what the device makes of it.
/// Refreshed every second; Enter hands off to the payment app while the payment waits for the user.
public struct PhonePaymentScreen: PhoneScreen, TabbedScreen {
    public enum Section: String, CaseIterable, Sendable {
        case payment = "Payment"
        case request = "Request"
        case url = "URL"
        case device = "Device"
    }

    public private(set) var payment: ServedPayment
    public let device: DeviceProfile
    /// The device's iOS rules, built once: `lines` is read on every key and every frame.
    private let deviceRules: Device
    let gateway: String
    var tabs = SectionedPane(sections: Section.allCases)
    /// Why the last refresh failed, shown on top of the payment as it was last known.
    public var problem: PhoneProblem?

    public init(payment: ServedPayment, device: DeviceProfile, gateway: String) {
        self.payment = payment
        self.device = device
        deviceRules = Device(profile: device)
        self.gateway = gateway
    }

    public var section: Section {
        get { tabs.section }
        set { tabs.section = newValue }
    }

    var refresh: [PhoneCall] { [.payment(payment.key)] }

    /// The payment as the gateway has it; an action the gateway took shows the payment as decided.
    mutating func take(_ reply: PhoneReply) {
        switch reply {
        case .payment(let key, let result) where key == payment.key:
            received(result)
        case .acted(let key, _, .success(let fresh)) where key == payment.key:
            received(.success(fresh))
            section = .payment
        default:
            break
        }
    }

    /// Takes the payment as the gateway now has it; a listing's copy carries no callbacks, so it never
    /// replaces one that does.
    mutating func received(_ result: Result<ServedPayment, PhoneProblem>) {
        let before = (payment, problem)
        switch result {
        case .success(var fresh):
            problem = nil
            if fresh.callbacks == nil { fresh.callbacks = payment.callbacks }
            payment = fresh
        case .failure(let failure):
            problem = failure
        }
        guard before != (payment, problem) else { return }
        // The wrapped lines of what was shown must go; where each section was scrolled stays.
        var redrawn = SectionedPane(sections: tabs.sections)
        redrawn.section = tabs.section
        redrawn.scrolls = tabs.scrolls
        tabs = redrawn
    }

    var lines: ServedPaymentLines { ServedPaymentLines(payment: payment, device: deviceRules) }

    var breadcrumb: String { payment.record.id }

    var hints: [KeyHint] {
        [KeyHint("Tab", "section"), .scroll] + (payment.awaitsUser ? [KeyHint("Enter", "hand off")] : []) + [KeyHint("d", "device"), .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("Tab ⇧Tab ← →", "payment, request, URL, device"),
            KeyHint("↑↓ j k", "scroll the section"),
            KeyHint("Enter", payment.awaitsUser ? "open the payment app and act there" : "nothing: the payment was already decided"),
            KeyHint("d", "the device the payment app runs on"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .enter:
            guard payment.awaitsUser else { return .handled }
            return .push(Screen(PhoneHandOffScreen(payment: payment, device: device, gateway: gateway)))
        case .character("d"):
            return .push(Screen(DeviceScreen(profile: device)))
        default:
            return handleTabs(key, area: area)
        }
    }

    func title(glyphs: Glyphs) -> String {
        switch section {
        case .payment: return "Payment \(payment.record.id) on \(gateway)"
        case .request: return "Request: POST \(payment.record.flow.path)"
        case .url: return payment.record.web ? "The page the merchant app shows" : "Intent URL and its parameters"
        case .device: return "The device: \(device.name)"
        }
    }

    func content(_ section: Section) -> [StyledLine] {
        let lines = self.lines
        let shown: [StyledLine]
        switch section {
        case .payment: shown = lines.summary
        case .request: shown = lines.request
        case .url: shown = lines.handOffURL
        case .device: shown = lines.deviceLines
        }
        return (problem.map { $0.lines(gateway: gateway) + [.blank] } ?? []) + shown
    }
}
