import CheckoutCore

/// The checkout page's form for PhonePe's flows: the amount in paise, the flow (a mandate's auth
/// workflow), the outcome the gateway will answer, then only the UPI apps the page can show; the lower
/// pane says why each other app is missing and what would make it appear.
public struct PhonePeCheckoutForm: Equatable, Sendable {
    /// A row of the form.
    public enum Row: Hashable, Sendable {
        /// Whether the row is an app's button: Enter walks with it.
        var isApp: Bool {
            switch self {
            case .app, .package: true
            case .amount, .flow, .authWorkflow, .outcome, .seed: false
            }
        }

        case amount, flow
        /// The mandate's authWorkflowType; only for the mandate flow.
        case authWorkflow
        case outcome
        case app(UPIApp)
        /// On Android, a UPI app the merchant app sees, by package: BHIM, CRED and Amazon Pay get a
        /// button too, though PhonePe's catalog of three names only the others.
        case package(String)
        /// The seed of the walk's ids; it steps on after each walk, so no two walks share an id.
        case seed
    }

    public let page: CheckoutPage
    /// The fix for each app the page does not show.
    public let fixes: [UPIApp: String]
    public var flow: PhonePeFlow = .openIntent
    public var outcome: PhonePeOutcome = .success
    public var authWorkflow: AuthWorkflow = .transaction
    /// As `run --seed`: 1 gives `run`'s ids.
    public var seed: UInt64 = 1
    /// As `run --transaction-id`: the flow's own id as typed; nil takes it from the seed.
    public var transactionId: String?

    public init(profile: DeviceProfile) {
        self.init(device: Device(profile: profile))
    }

    /// The form for `device`, whose checkout page may be known already.
    public init(device: Device, page: CheckoutPage? = nil) {
        let page = page ?? CheckoutPage(device: device)
        self.page = page
        fixes = CheckoutPage.advice(forHiddenAppsOf: page, on: device)
    }

    /// Amount, flow (a mandate's auth workflow), outcome, one per UPI app on the page, then the seed.
    public var rows: [Row] {
        [.amount, .flow] + (flow == .mandate ? [.authWorkflow] : []) + [.outcome] + appRows + [.seed]
    }

    /// One row per app with a button: on Android every UPI app the merchant app sees.
    private var appRows: [Row] { page.android.map { $0.shown.map { Row.package($0.package) } } ?? page.visibleApps.map(Row.app) }

    /// Where the form starts: on the first app, the usual choice; without apps, on the flow.
    var firstRow: Int { rows.firstIndex(where: \.isApp) ?? 1 }

    /// A PENNY_DROP mandate carries no amount.
    var sendsAmount: Bool { PhonePeOptions.sendsAmount(flow: flow, authWorkflow: authWorkflow) }

    /// What the walk runs with: the chosen app only for flows where the user picks one; on Android its
    /// package too, so that BHIM, CRED or Amazon Pay walk as themselves.
    func options(amount: Int64, chosen row: Row, merchant: PhonePeMerchant) -> PhonePeOptions {
        var app: UPIApp?
        var package: String?
        if flow.userPicksApp, case .app(let chosen) = row { app = chosen }
        if flow.userPicksApp, case .package(let chosen) = row {
            app = UPIApp(androidPackage: chosen)
            package = chosen
        }
        return PhonePeOptions(
            flow: flow, app: app, amount: sendsAmount ? amount : nil, transactionId: transactionId, outcome: outcome, merchant: merchant,
            authWorkflow: flow == .mandate ? authWorkflow : .transaction, seed: seed, package: package)
    }

    /// Switches to `flow`; an outcome it cannot meet (subscription errors exist only on the mandate
    /// call) falls back to success.
    public mutating func choose(_ flow: PhonePeFlow) {
        self.flow = flow
        if !PhonePeDemo.outcomes(for: flow).contains(outcome) { outcome = .success }
    }

    /// Changes the outcome or the auth workflow; false for rows without choices here (the flow row
    /// is the checkout page's, since it leads to citcon too).
    mutating func cycle(_ row: Row, by step: Int) -> Bool {
        switch row {
        case .outcome: outcome = CheckoutScreen.cycled(outcome, in: PhonePeDemo.outcomes(for: flow), by: step)
        case .authWorkflow: authWorkflow = authWorkflow == .transaction ? .pennyDrop : .transaction
        case .seed: seed = UInt64(max(0, Int64(clamping: seed) + Int64(step)))
        case .amount, .flow, .app, .package: return false
        }
        return true
    }

    /// `+` and `-` on the outcome row: one status answer more or fewer before the final one.
    mutating func adjust(_ row: Row, by step: Int) -> Bool {
        guard row == .outcome, let changed = outcome.waitsChanged(by: step) else { return false }
        outcome = changed
        return true
    }

    // MARK: Panes

    func formPane(title: String, amount: Int64, width: Int, glyphs: Glyphs) -> PaneContent {
        let label = TextStyle.bold
        let lines = rows.map { row -> StyledLine in
            switch row {
            case .amount where !sendsAmount:
                return StyledLine([
                    StyledLine.Span("Amount    ", label), StyledLine.Span("none", .heading),
                    StyledLine.Span("  a PENNY_DROP mandate sends no amount", .muted),
                ])
            case .amount:
                return StyledLine([
                    StyledLine.Span("Amount    ", label), StyledLine.Span(glyphs.rupees(paise: amount), .heading),
                    StyledLine.Span("  (\(amount) paise)", amount > 0 ? .muted : .error),
                ])
            case .flow:
                return StyledLine([
                    StyledLine.Span("Flow      ", label), StyledLine.Span("‹ \(flow.rawValue) ›", .heading),
                    StyledLine.Span("  " + flow.summary, .muted),
                ])
            case .authWorkflow:
                return StyledLine([
                    StyledLine.Span("Auth      ", label), StyledLine.Span("‹ \(authWorkflow.rawValue) ›", .heading),
                    StyledLine.Span("  " + authWorkflow.meaning, .muted),
                ])
            case .outcome:
                return StyledLine([
                    StyledLine.Span("Outcome   ", label), StyledLine.Span("‹ \(outcome) ›", .heading),
                    StyledLine.Span("  " + outcome.meaning, .muted),
                ])
            case .seed:
                let id = FlowIds(flow: flow, given: transactionId, seed: seed).merchantTransactionId
                return StyledLine([
                    StyledLine.Span("Seed      ", label), StyledLine.Span("‹ \(seed) ›", .heading),
                    StyledLine.Span("  \(flow.idField) \(id.spellingOutTerminalControls(keepingLayout: false))", transactionId == nil ? .muted : .bold),
                ])
            case .app(let app):
                return StyledLine([StyledLine.Span("Pay with  ", label), StyledLine.Span(app.displayName, .bold), StyledLine.Span("  \(app.rawValue)", .muted)])
            case .package(let package):
                let name = AndroidPackages.displayName(of: package)
                return StyledLine([StyledLine.Span("Pay with  ", label), StyledLine.Span(name, .bold), StyledLine.Span("  \(package)", .muted)])
            }
        }
        var footer: [StyledLine] = [.blank]
        if let android = page.android {
            footer += androidFooter(android)
        } else if page.visibleApps.isEmpty {
            footer.append(StyledLine("No UPI app is on this checkout page: see why below.", .warning))
            footer.append(StyledLine("Enter walks the flow anyway: the request is refused, and the inspector says why.", .muted))
        } else if !flow.userPicksApp {
            footer.append(StyledLine("\(flow.rawValue) always pays with PhonePe, whichever app is chosen.", .muted))
        } else {
            footer.append(StyledLine("Enter on an app walks \(flow.rawValue) with it; on the flow, with the first app.", .muted))
        }
        return PaneContent(title: title, lines: lines, footer: footer.flatMap { $0.wrapped(width: width, indent: 2) })
    }

    func missingPane(width: Int) -> PaneContent {
        Self.missingPane(page: page, fixes: fixes, width: width)
    }

    /// Why each UPI app is not on `page`, and what would make it appear: v1's and v2's lower pane.
    static func missingPane(page: CheckoutPage, fixes: [UPIApp: String], width: Int) -> PaneContent {
        if let android = page.android { return missingPane(android: android, width: width) }
        let hidden = page.hiddenApps
        guard !hidden.isEmpty else {
            return PaneContent(title: "Not on the checkout page", lines: [StyledLine("Every UPI app is on the checkout page.", .ok)])
        }
        var lines: [StyledLine] = []
        for app in hidden {
            lines.append(StyledLine("\(app.displayName) is not shown", .bold))
            lines += StyledLine([StyledLine.Span("why  ", .muted), StyledLine.Span(page.hiddenReasons[app] ?? "")])
                .wrapped(width: width, indent: 5)
            lines += StyledLine([StyledLine.Span("fix  ", .muted), StyledLine.Span(fixes[app] ?? "", .ok)])
                .wrapped(width: width, indent: 5)
        }
        return PaneContent(title: "Not on the checkout page (\(hidden.count))", lines: lines)
    }
}
