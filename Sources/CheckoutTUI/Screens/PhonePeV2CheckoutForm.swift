import CheckoutCore

/// The checkout page's form for PhonePe's v2 flows: the amount in paise, the flow, the order's
/// outcome, then what the hand-off opens: the UPI apps the page can show for `v2-intent` (its
/// `targetApp`), PhonePe or its web flow for `v2-sdk`, the pay page for `v2-pay-page`; the seed names
/// the `merchantOrderId`. What the user does there is chosen at the hand-off, as with v1's flows.
public struct PhonePeV2CheckoutForm: Equatable, Sendable {
    /// A row of the form.
    public enum Row: Hashable, Sendable {
        case amount, flow, outcome
        /// A UPI app on the page: `v2-intent`'s `targetApp`.
        case app(UPIApp)
        /// On Android, a UPI app the merchant app sees, by package (BHIM, CRED and Amazon Pay too).
        case package(String)
        /// What `v2-sdk` and `v2-pay-page` open at the hand-off.
        case opens
        /// The seed of the `merchantOrderId`; Enter types the id itself.
        case seed
    }

    public let page: CheckoutPage
    /// The fix for each app the page does not show.
    let fixes: [UPIApp: String]
    /// The `ppemerchantsdkv1`–`v5` schemes `canOpenURL` answers yes for: how the iOS SDK finds PhonePe.
    let openablePhonePeSchemes: [String]
    public var flow: PhonePeV2Flow = .sdk
    public var outcome: PhonePeV2Outcome = .completed
    /// As `run --seed`: 1 gives `run`'s ids.
    public var seed: UInt64 = 1
    /// As `run --merchant-order-id`; nil takes it from the seed.
    public var merchantOrderId: String?

    /// The form for `device`, whose checkout page may be known already.
    public init(device: Device, page: CheckoutPage? = nil) {
        let page = page ?? CheckoutPage(device: device)
        self.page = page
        fixes = CheckoutPage.advice(forHiddenAppsOf: page, on: device)
        openablePhonePeSchemes = PhonePeV2SDKSchemes.phonePe.filter(device.canOpenURL(scheme:))
    }

    /// The endings the page offers: each final state, pending and failing answers before one, and
    /// the order call refused.
    static let outcomes: [PhonePeV2Outcome] = [
        "completed", "failed", "declined", "cancelled", "expired", "pending:2,completed", "pending:2,failed",
        "server-error:1,completed", "failed-attempts:1,completed", "error:INTERNAL_SERVER_ERROR", "error:BAD_REQUEST",
    ].compactMap { PhonePeV2Outcome($0) }

    /// Amount, flow, outcome, what the hand-off opens (each app on the page for an intent), then the seed.
    public var rows: [Row] {
        [.amount, .flow, .outcome] + (flow.userPicksApp ? appRows : [.opens]) + [.seed]
    }

    /// One row per app with a button: on Android every UPI app the merchant app sees.
    private var appRows: [Row] { page.android.map { $0.shown.map { Row.package($0.package) } } ?? page.visibleApps.map(Row.app) }

    /// Where the form starts: on the first app, or on what the hand-off opens; without apps, on the flow.
    var firstRow: Int { rows.firstIndex { $0 != .amount && $0 != .flow && $0 != .outcome && $0 != .seed } ?? 1 }

    /// What the walk runs with: the chosen app only for the intent, on Android by its package.
    func options(amount: Int64, chosen row: Row, merchant: PhonePeV2Merchant) -> PhonePeV2Options {
        var app: UPIApp?
        var package: String?
        if flow.userPicksApp, case .app(let chosen) = row { app = chosen }
        if flow.userPicksApp, case .package(let chosen) = row {
            app = UPIApp(androidPackage: chosen)
            package = chosen
        }
        return PhonePeV2Options(
            flow: flow, app: app, amount: amount, merchantOrderId: merchantOrderId, outcome: outcome, merchant: merchant, seed: seed, package: package)
    }

    /// Changes the outcome or the seed; false for rows without choices here (the flow row is the
    /// checkout page's, since it leads to the other providers).
    mutating func cycle(_ row: Row, by step: Int) -> Bool {
        switch row {
        case .outcome: outcome = CheckoutScreen.cycled(outcome, in: Self.outcomes, by: step)
        case .seed: seed = UInt64(max(0, Int64(clamping: seed) + Int64(step)))
        case .amount, .flow, .app, .package, .opens: return false
        }
        return true
    }

    /// `+` and `-` on the outcome row: one PENDING answer more or fewer before the final state.
    mutating func adjust(_ row: Row, by step: Int) -> Bool {
        guard row == .outcome, outcome.initiationError == nil else { return false }
        var changed = outcome
        if let index = changed.steps.firstIndex(where: { if case .pending = $0 { true } else { false } }), case .pending(let count) = changed.steps[index] {
            let next = min(1000, count + step)
            if next > 0 { changed.steps[index] = .pending(next) } else { changed.steps.remove(at: index) }
        } else if step > 0 {
            changed.steps.insert(.pending(step), at: 0)
        } else {
            return false
        }
        outcome = changed
        return true
    }

    // MARK: Panes

    func formPane(title: String, amount: Int64, width: Int, glyphs: Glyphs) -> PaneContent {
        let lines = rows.map { row -> StyledLine in
            switch row {
            case .amount:
                return StyledLine([
                    StyledLine.Span("Amount    ", .bold), StyledLine.Span(glyphs.rupees(paise: amount), .heading),
                    StyledLine.Span("  (\(amount) paise)", amount > 0 ? .muted : .error),
                ])
            case .flow: return Self.setting("Flow", flow.rawValue, flow.summary)
            case .outcome: return Self.setting("Outcome", outcome.description, Self.meaning(of: outcome))
            case .app(let app):
                return StyledLine([StyledLine.Span("Pay with  ", .bold), StyledLine.Span(app.displayName, .bold), StyledLine.Span("  \(app.rawValue)", .muted)])
            case .package(let package):
                let name = AndroidPackages.displayName(of: package)
                return StyledLine([StyledLine.Span("Pay with  ", .bold), StyledLine.Span(name, .bold), StyledLine.Span("  \(package)", .muted)])
            case .opens:
                let (place, how) = opens
                return StyledLine([StyledLine.Span("Opens     ", .bold), StyledLine.Span(place, .bold), StyledLine.Span("  " + how, .muted)])
            case .seed:
                let id = PhonePeV2Options(flow: flow, merchantOrderId: merchantOrderId, seed: seed).effectiveMerchantOrderId
                return StyledLine([
                    StyledLine.Span("Seed      ", .bold), StyledLine.Span("‹ \(seed) ›", .heading),
                    StyledLine.Span("  merchantOrderId \(id.spellingOutTerminalControls(keepingLayout: false))", merchantOrderId == nil ? .muted : .bold),
                ])
            }
        }
        var footer: [StyledLine] = [.blank]
        if flow.userPicksApp, appRows.isEmpty {
            footer.append(StyledLine("No UPI app is on this checkout page: see why below.", .warning))
            footer.append(StyledLine("Enter walks the flow anyway: no order is made, and the inspector says why.", .muted))
        } else if flow.userPicksApp {
            footer.append(StyledLine("Enter on an app walks v2-intent with it as targetApp; on the flow, with the first app.", .muted))
        } else {
            footer.append(StyledLine("Enter walks \(flow.rawValue): the token, the order, then the hand-off.", .muted))
        }
        return PaneContent(title: title, lines: lines, footer: footer.flatMap { $0.wrapped(width: width, indent: 2) })
    }

    /// What the hand-off opens for the SDK and the pay page, and how the page knows.
    private var opens: (place: String, how: String) {
        switch flow {
        case .sdk where openablePhonePeSchemes.isEmpty: return ("PhonePe's web flow", "canOpenURL says no to ppemerchantsdkv1-v5")
        case .sdk: return ("PhonePe", "canOpenURL says yes to \(openablePhonePeSchemes[0])")
        case .payPage, .intent: return ("PhonePe's pay page", "in a web view; the customer picks how to pay")
        }
    }

    /// A row with choices: its label, ‹ value ›, and what the value means.
    private static func setting(_ label: String, _ value: String, _ meaning: String) -> StyledLine {
        let padded = label + String(repeating: " ", count: max(0, 10 - label.count))
        return StyledLine([StyledLine.Span(padded, .bold), StyledLine.Span("‹ \(value) ›", .heading), StyledLine.Span("  " + meaning, .muted)])
    }

    /// What an outcome does, in a few words.
    static func meaning(of outcome: PhonePeV2Outcome) -> String {
        if let code = outcome.initiationError {
            guard code == "INTERNAL_SERVER_ERROR" else { return "the order call is refused with \(code)" }
            return "the order call answers HTTP 500: the server asks the order status"
        }
        let before = outcome.steps.map { step -> String in
            switch step {
            case .pending(let count): return "\(count) PENDING"
            case .serverError(let count): return "\(count) HTTP 500"
            case .failedAttempts(let count): return "\(count) failed attempt\(count == 1 ? "" : "s")"
            }
        }
        let final = outcome.final.errorCodes.map { "FAILED (\($0.errorCode))" } ?? "COMPLETED"
        return before.isEmpty ? "the order ends \(final)" : before.joined(separator: ", ") + ", then \(final)"
    }

    func missingPane(width: Int) -> PaneContent {
        PhonePeCheckoutForm.missingPane(page: page, fixes: fixes, width: width)
    }
}
