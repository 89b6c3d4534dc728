import CheckoutCore

/// One PhonePe v2 order on the phone: what the customer opens (Standard Checkout's pay page, or
/// Custom Checkout's UPI intent and the app it opens on this device), the order's state, attempts
/// and webhooks, refreshed every second; while it waits for the customer, they pay or decline, and
/// the phone tells the gateway (the admin API's v2 `act`). The screen stays, showing the order as
/// the gateway then has it.
public struct PhoneOrderScreen: PhoneScreen, HandOffMenuScreen {
    public private(set) var order: ServedOrder
    public let device: DeviceProfile
    /// The device's iOS rules, built once: the intent's opening is shown on every frame.
    private let deviceRules: Device
    let gateway: String
    public var menu = ScrollState.list()
    /// The decision sent and not yet answered: keys wait for it.
    public var sending: PhonePeV2Decision?
    /// Why the gateway refused the last decision (or could not be reached).
    public var problem: PhoneProblem?

    public init(order: ServedOrder, device: DeviceProfile, gateway: String) {
        self.order = order
        self.device = device
        deviceRules = Device(profile: device)
        self.gateway = gateway
    }

    static let decisions: [PhonePeV2Decision] = [.approved, .declined]

    /// Nothing while a decision is sent: its answer brings the order.
    var refresh: [PhoneCall] { sending == nil ? [.order(order.key)] : [] }

    mutating func take(_ reply: PhoneReply) {
        switch reply {
        case .order(let key, .success(let fresh)) where key == order.key:
            order = fresh
        case .actedOnOrder(let key, _, let result) where key == order.key:
            sending = nil
            switch result {
            case .success(let fresh): order = fresh
            case .failure(let failure): problem = failure
            }
        default:
            break
        }
    }

    var breadcrumb: String { "v2 " + order.record.id }

    var hints: [KeyHint] { choosing ? [.move, KeyHint("Enter", "do it"), .back, .help] : [.back, .help] }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose what the customer does: pay or decline"),
            KeyHint("Enter", "do it: the gateway records it and owes the merchant its webhooks"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        guard order.awaitsCustomer else { return .unhandled }
        if sending != nil { return key == .escape || key == .character("q") ? .unhandled : .handled }
        switch key {
        case .enter:
            let decision = Self.decisions[min(menu.selected ?? 0, Self.decisions.count - 1)]
            sending = decision
            problem = nil
            return .phone(.actOnOrder(order.key, decision))
        default:
            return moveInMenu(key, count: Self.decisions.count)
        }
    }

    var choosing: Bool { order.awaitsCustomer && sending == nil }

    var choicesScroll: ScrollState { order.awaitsCustomer ? menu : ScrollState() }

    /// The order and what the customer opens above; the choices (or how it ended) below.
    func panes(in area: Rect) -> PlacedPanes<HandOffPane, NoBasis> {
        let width = area.width - 4
        let opened = PaneContent.handOffOpened(title: "PhonePe v2 \(order.checkoutName): \(order.record.id)", lines: orderLines, width: width)
        var more: [StyledLine] = []
        if let sending { more += [.blank, StyledLine("Telling the gateway: \(Self.word(sending))…", .warning)] }
        if let problem { more += [.blank] + problem.lines(gateway: gateway).flatMap { $0.wrapped(width: width, indent: 0) } }
        let choices: PaneContent
        if order.awaitsCustomer {
            let selected = Self.decisions[min(menu.selected ?? 0, Self.decisions.count - 1)]
            choices = .handOffChoices(
                place: place, labels: ["Pay \(order.amountText)", "Decline"], explanation: explanation(selected), more: more, width: width)
        } else {
            let tone: TextStyle = order.state == "COMPLETED" ? .ok : order.state == "FAILED" ? .error : .warning
            let done = [StyledLine("Order status now answers \(order.state).", tone),
                        StyledLine("The merchant learns it from order status and its webhooks; Esc goes back to the list.", .muted)]
            choices = PaneContent(title: order.record.decision.map { $0 == .approved ? "Paid" : "Declined" } ?? "Not payable", lines: (done + more).flatMap { $0.wrapped(width: width, indent: 0) })
        }
        return .handOff(in: area, opened: opened, choices: choices)
    }

    /// Where the customer acts: the pay page, or the app the intent is for.
    private var place: String {
        guard order.record.checkout == .custom else { return "the pay page" }
        let app = order.record.request["paymentFlow"]?["paymentMode"]?["targetApp"]?.stringValue.flatMap(UPIApp.init(rawValue:))
        return app?.displayName ?? "the UPI app"
    }

    private var intentOpening: OpenResult? {
        guard order.record.checkout == .custom, let url = order.record.handOff else { return nil }
        return deviceRules.openHandOff(url, package: nil)
    }

    private var orderLines: [StyledLine] {
        let record = order.record
        var lines = [
            StyledLine("\(order.amountText) to \(record.merchantId) · order \(record.phonePeId) · \(order.stateText)", .bold),
        ]
        let url = record.handOff ?? ""
        if record.checkout == .standard {
            lines += [StyledLine("Standard Checkout: the merchant app shows PhonePe's pay page in a web view:", .muted), StyledLine(url)]
        } else {
            lines += [StyledLine("Custom Checkout: the merchant app calls \(deviceRules.opener) with the UPI intent:", .muted), StyledLine(url)]
            switch intentOpening {
            case .opened(let appId)?: lines.append(StyledLine("On \(device.name), \(deviceRules.opener) opens \(appId).", .ok))
            case .failed(let reason)?: lines.append(StyledLine("On \(device.name): \(reason); you may still act as the customer.", .warning))
            case nil: break
            }
        }
        for attempt in record.attempts {
            let why = attempt.errorCode.map { " \($0)" } ?? attempt.utr.map { " utr \($0)" } ?? ""
            lines.append(StyledLine("attempt \(attempt.transactionId): \(attempt.state)\(why)", attempt.state == "COMPLETED" ? .ok : .warning))
        }
        if record.decision != nil, order.webhooks == [] {
            lines.append(StyledLine("No webhook owed: serve has no --webhook-url for \(record.merchantId).", .muted))
        }
        for webhook in order.webhooks ?? [] {
            let state = webhook.delivered ? "delivered" : webhook.nextAttemptAt.map { "owed, next attempt at \(ServedPayment.clock($0))" } ?? "given up"
            lines.append(StyledLine("webhook to \(webhook.url): \(state)", .muted))
        }
        return lines
    }

    private func explanation(_ decision: PhonePeV2Decision) -> String {
        decision == .approved
            ? "The gateway records it paid: order status answers as its outcome says (\(order.record.outcome)), and webhooks are owed to the merchant's webhook URL, if any."
            : "The gateway records it declined: order status answers FAILED (AUTHORIZATION_ERROR), and a webhook is owed to the merchant's webhook URL, if any."
    }

    static func word(_ decision: PhonePeV2Decision) -> String { decision == .approved ? "pay" : "decline" }
}
