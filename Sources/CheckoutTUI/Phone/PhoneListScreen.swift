import CheckoutCore

/// The phone's first screen: the payments a running `serve` keeps, and its PhonePe v2 orders beside
/// them, newest first, refreshed every second; Enter opens the chosen one. Until the first answer, or when the gateway cannot be used,
/// it says why and what to do.
public struct PhoneListScreen: PhoneScreen, ListWithDetailsScreen {
    /// The gateway's URL, as `--gateway` gave it.
    public let gateway: String
    /// The device the payment app runs on.
    public let device: DeviceProfile
    /// The device's iOS rules, built once: the chosen payment's opening is shown on every frame.
    private let deviceRules: Device
    public var list = ScrollState.list()
    /// Nil until the first answer.
    public var payments: ServedList?
    /// Why the last call failed; cleared by the next answer.
    public var problem: PhoneProblem?

    public init(gateway: String, device: DeviceProfile) {
        self.gateway = gateway
        self.device = device
        deviceRules = Device(profile: device)
    }

    var shown: [PhoneListEntry] { PhoneListEntry.merged(payments?.payments ?? [], payments?.orders ?? []) }

    var selected: PhoneListEntry? {
        guard let index = list.selected, shown.indices.contains(index) else { return nil }
        return shown[index]
    }

    var refresh: [PhoneCall] { [.list] }

    mutating func take(_ reply: PhoneReply) {
        if case .list(let result) = reply { received(result) }
    }

    /// Takes a fresh listing, keeping the chosen payment chosen while new ones arrive above it.
    mutating func received(_ result: Result<ServedList, PhoneProblem>) {
        switch result {
        case .success(let fresh):
            let chosen = selected?.key
            payments = fresh
            problem = nil
            if let chosen, let index = shown.firstIndex(where: { $0.key == chosen }) { list.selected = index }
        case .failure(let failure):
            problem = failure
        }
    }

    var breadcrumb: String { "Phone on \(gateway)" }

    var hints: [KeyHint] { [.move, KeyHint("Enter", "open payment"), KeyHint("d", "device"), .quit, .help] }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose a payment (the list refreshes every second)"),
            KeyHint("Enter", "open it: its request, URL and device, and act as the payment app"),
            KeyHint("d", "the device the payment app runs on (--profile)"),
            KeyHint("q", "quit"),
        ]
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        if list.handle(key, count: shown.count, viewport: listViewport(area)) { return .handled }
        switch key {
        case .enter:
            switch selected {
            case .payment(let payment)?: return .push(Screen(PhonePaymentScreen(payment: payment, device: device, gateway: gateway)))
            case .order(let order)?: return .push(Screen(PhoneOrderScreen(order: order, device: device, gateway: gateway)))
            case nil: return .handled
            }
        case .character("d"):
            return .push(Screen(DeviceScreen(profile: device)))
        default:
            return .unhandled
        }
    }

    func panes(in area: Rect, context: ScreenContext) -> PlacedPanes<ListPane, NoBasis> {
        Self.layout.panes(in: area, list: listPane, details: detailsPane(width: area.width - 4))
    }

    /// The payments above, the chosen one's details below.
    static let layout = ListWithDetails(fewest: 6, most: 12, share: 3)

    private func listViewport(_ area: Rect) -> Int { Self.layout.listViewport(area, pinned: staleLine == nil ? 0 : 1) }

    private var listPane: PaneContent {
        let rows: [[StyledLine.Span]] = shown.map { entry in
            switch entry {
            case .payment(let payment): Self.row(payment)
            case .order(let order): Self.row(order)
            }
        }
        var count = payments.map { $0.total > $0.payments.count ? "newest \($0.payments.count) of \($0.total)" : "\($0.total)" } ?? "…"
        if let payments, !payments.orders.isEmpty {
            let orders = payments.ordersTotal > payments.orders.count ? "newest \(payments.orders.count) of \(payments.ordersTotal)" : "\(payments.ordersTotal)"
            count += " + \(orders) v2"
        }
        let lines = TableText.lines(rows, maxWidths: [36, 16, 14, 22])
        guard let stale = staleLine else {
            return PaneContent(title: "Payments on \(gateway) (\(count))", lines: lines)
        }
        return PaneContent(title: "STALE: payments on \(gateway) (\(count))", lines: lines, footer: [stale])
    }

    private static func row(_ payment: ServedPayment) -> [StyledLine.Span] {
        let tone: TextStyle
        switch payment.record.decision {
        case .approved?: tone = .ok
        case .declined?: tone = .error
        case nil: tone = .warning
        }
        return [
            StyledLine.Span(payment.record.id, .bold), StyledLine.Span(payment.record.merchantId), StyledLine.Span(payment.amountText),
            StyledLine.Span(payment.kind), StyledLine.Span(payment.state, tone),
        ]
    }

    /// A v2 order's row: marked v2 with its checkout, and the state order status answers.
    private static func row(_ order: ServedOrder) -> [StyledLine.Span] {
        let tone: TextStyle = order.state == "COMPLETED" ? .ok : order.state == "FAILED" ? .error : .warning
        return [
            StyledLine.Span(order.record.id, .bold), StyledLine.Span(order.record.merchantId), StyledLine.Span(order.amountText),
            StyledLine.Span(order.kind), StyledLine.Span(order.listStateText, tone),
        ]
    }

    /// Said under a list the gateway no longer answers for: when it was last read, and that the
    /// server does not answer (or what it answered instead).
    var staleLine: StyledLine? {
        guard let problem, let payments else { return nil }
        let when = payments.readAt.map { "as last read at \(ServedPayment.clock($0))" } ?? "as last read"
        let why = problem == .notRunning ? "the server does not answer" : problem.summary
        return StyledLine("Stale, \(when): \(why)", .warning)
    }

    private func detailsPane(width: Int) -> PaneContent {
        let lines: [StyledLine]
        if let problem {
            lines = problem.lines(gateway: gateway)
        } else if payments == nil {
            lines = [StyledLine("Asking \(gateway) for its payments…", .muted)]
        } else if case .payment(let payment)? = selected {
            lines = [StyledLine("\(payment.record.id) · \(payment.state)", .bold), opening(of: payment), .blank,
                     StyledLine(payment.record.handOffUrl ?? "", .muted)]
        } else if case .order(let order)? = selected {
            let opens = order.record.checkout == .standard ? "PhonePe's pay page" : "a UPI intent"
            lines = [StyledLine("\(order.record.id) · PhonePe v2 \(order.checkoutName) · \(order.stateText)", .bold),
                     StyledLine("The customer pays on \(opens); Enter opens it.", order.awaitsCustomer ? .ok : .muted), .blank,
                     StyledLine(order.record.handOff ?? "", .muted)]
        } else {
            lines = emptyLines
        }
        return PaneContent(title: "Details", lines: lines.flatMap { $0.wrapped(width: width, indent: 0) })
    }

    /// Where the payment's URL leads on this device, in a line.
    private func opening(of payment: ServedPayment) -> StyledLine {
        switch ServedPaymentLines(payment: payment, device: deviceRules).opening {
        case .app(let appId): return StyledLine("On \(device.name), \(deviceRules.opener) opens \(appId).", .ok)
        case .web: return StyledLine("On \(device.name), the URL opens in a web view.", .ok)
        case .failed(let reason): return StyledLine("On \(device.name): \(reason).", .warning)
        case .none: return StyledLine("No URL was handed out for it.", .muted)
        }
    }

    private var emptyLines: [StyledLine] {
        [
            StyledLine("No payment yet. The merchant's server creates one with a signed POST /pg/v1/pay (or /v4/debit…) to \(gateway);", .warning),
            StyledLine("or try the curl example in docs/serve.md (\"A signed /pg/v1/pay from the shell\"). It shows up here within a second."),
            .blank,
            StyledLine("A PhonePe v2 order (POST /checkout/v2/pay or /payments/v2/pay, with the O-Bearer token of /v1/oauth/token) shows up here too.", .muted),
        ]
    }
}
