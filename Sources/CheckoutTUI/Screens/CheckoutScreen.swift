import CheckoutCore

/// The merchant's checkout page on this device: the amount (typed in paise), the flow, and only the
/// UPI apps the page can show; for each missing app, why and what would make it appear.
/// The outcome the gateway will answer is chosen here too, before paying. Enter starts the walk.
public struct CheckoutScreen: ScreenModel {
    /// A row of the form.
    public enum Row: Hashable, Sendable {
        case amount, flow
        /// The mandate's authWorkflowType; only for the mandate flow.
        case authWorkflow
        case outcome
        case app(UPIApp)
        /// A Citcon wallet method this device can offer; only with the citcon flow.
        case citconMethod(CitconMethod)
        /// `transaction.country`; only with the citcon flow.
        case citconCountry
        /// Which client result reaches the app first; only with the citcon flow.
        case citconOrder
        /// `consumer.reference`, which PayPal and Venmo require; only with the citcon flow.
        case citconConsumer
        /// 3-D Secure for cards, with or without the cardholder and billing address; only with the citcon flow.
        case citconThreeDSecure
    }

    /// The panes Tab cycles through.
    public enum PaneID: Int, CaseIterable, Sendable {
        case form, missing
    }

    public static let defaultAmount: Int64 = CheckoutOptions.defaultAmount
    /// Twelve digits of paise (₹10,000,000,000) is far beyond any UPI limit and far from overflow.
    static let maximumAmountDigits = 12

    public let profile: DeviceProfile
    public let page: CheckoutPage
    /// The fix for each app the page does not show.
    public let fixes: [UPIApp: String]
    public var amountPaise: Int64 = defaultAmount
    public var flow: FlowKind = .openIntent
    public var outcome: OutcomeScript = .success
    public var authWorkflow: AuthWorkflow = .transaction
    public var form: ScrollState
    public var missingScroll = ScrollState()
    public var focus: PaneID = .form
    /// The citcon flow is chosen instead of `flow`; only offered when the profile has a Citcon set-up.
    public var citconChosen = false
    public var citconOutcome: CitconOutcome = .succeeded
    public var citconCountry = CitconOptions(methodName: "").country
    public var citconOrder: CitconResultOrder = .syncFirst
    /// Nil sends no `consumer.reference`, to show the rule PayPal and Venmo enforce.
    public var citconConsumerReference: String? = demoConsumerReference
    public var citconThreeDSecure: ThreeDSecureChoice = .off
    /// ← → on the amount row change it, with the citcon flow.
    public var citconCurrency = CitconOptions(methodName: "").currency
    /// Every Citcon method with whether this device can offer it and why; empty without a Citcon set-up.
    public let wallets: [WalletAvailability]

    public init(profile: DeviceProfile) {
        let device = Device(profile: profile)
        self.profile = profile
        page = CheckoutPage(device: device)
        var fixes: [UPIApp: String] = [:]
        for app in UPIApp.allCases where !page.visibleApps.contains(app) { fixes[app] = Self.fix(for: app, device: device) }
        self.fixes = fixes
        wallets = Self.detectWallets(profile: profile)
        // A Citcon device without UPI apps can only walk citcon: start there, on its first method.
        citconChosen = profile.citcon != nil && page.visibleApps.isEmpty
        if citconChosen {
            form = .list(selected: wallets.contains(where: \.usable) ? Self.firstCitconMethodRow : 1)
        } else {
            // Start on the first app, the usual choice; without apps, on the flow.
            form = .list(selected: page.visibleApps.isEmpty ? 1 : 3)
        }
    }

    /// The form's rows: amount, flow (a mandate's auth workflow), outcome, then one per UPI app on the page.
    public var rows: [Row] {
        if citconChosen { return citconRows }
        return [.amount, .flow] + (flow == .mandate ? [.authWorkflow] : []) + [.outcome] + page.visibleApps.map(Row.app)
    }

    /// A PENNY_DROP mandate carries no amount.
    var sendsAmount: Bool { flow != .mandate || authWorkflow != .pennyDrop }

    public var selectedRow: Row { rows[min(max(0, form.selected ?? 0), rows.count - 1)] }

    var breadcrumb: String { "Checkout" }

    var hints: [KeyHint] {
        [.move, KeyHint("←→", "change"), KeyHint("0-9 ⌫", "amount"), KeyHint("Enter", "walk"), .panes, .back, .help]
    }

    var helpKeys: [KeyHint] {
        [
            KeyHint("↑↓ j k", "choose the amount, the flow, the outcome or an app"),
            KeyHint("← → h l", "change the flow, or the outcome the gateway will answer"),
            KeyHint("0-9 ⌫", "type or erase the amount, in paise (100 = \(Glyphs.unicode.rupee)1.00)"),
            KeyHint("Enter", "walk the flow with the chosen app, step by step"),
        ]
    }

    /// What the walk runs with: the chosen app only for flows where the user picks one.
    public var options: CheckoutOptions {
        var app: UPIApp?
        if flow.userPicksApp, case .app(let chosen) = selectedRow { app = chosen }
        return CheckoutOptions(
            flow: flow, app: app, amount: sendsAmount ? amountPaise : nil, outcome: outcome,
            merchant: MerchantSettings(profile: profile.merchant), authWorkflow: flow == .mandate ? authWorkflow : .transaction)
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch key {
        case .character(let digit) where digit.isASCII && digit.isNumber:
            if String(amountPaise).count < Self.maximumAmountDigits || amountPaise == 0 {
                amountPaise = amountPaise * 10 + Int64(digit.wholeNumberValue ?? 0)
            }
            return .handled
        case .backspace, .delete:
            amountPaise /= 10
            return .handled
        case .tab, .backTab:
            focus = focus == .form ? .missing : .form
            return .handled
        case .enter where citconChosen:
            return .push(.citconWalk(CitconWalkScreen(walk: CitconWalk(profile: profile, options: citconOptions))))
        case .enter:
            return .push(.inspector(InspectorScreen(walk: PhonePeWalk(profile: profile, options: options))))
        default:
            break
        }
        if focus == .form, let step = Self.cycleStep(key) {
            return cycle(selectedRow, by: step) ? .handled : .unhandled
        }
        let placed = layout(area, context: context)
        let index = focus.rawValue
        if focus == .form {
            return form.handle(key, count: rows.count, viewport: placed[index].pane.viewport(height: placed[index].rect.height))
                ? .handled : .unhandled
        }
        let pane = placed[index].pane
        return missingScroll.handle(key, count: pane.lines.count, viewport: pane.viewport(height: placed[index].rect.height))
            ? .handled : .unhandled
    }

    private static func cycleStep(_ key: Key) -> Int? {
        switch key {
        case .left, .character("h"): return -1
        case .right, .character("l"), .character(" "): return 1
        default: return nil
        }
    }

    public mutating func cycleFlow(by step: Int) {
        // The five PhonePe flows, then citcon (index `all.count`) when the profile has a Citcon set-up.
        let all = FlowKind.allCases
        let choices = all.count + (profile.citcon == nil ? 0 : 1)
        let index = citconChosen ? all.count : all.firstIndex(of: flow) ?? 0
        let next = (index + step + choices) % choices
        citconChosen = next == all.count
        if citconChosen { return }
        flow = all[next]
        // Subscription errors exist only on the mandate call.
        if !Self.outcomes(for: flow).contains(outcome) { outcome = .success }
    }

    public mutating func cycleOutcome(by step: Int) {
        if citconChosen { return cycleCitconOutcome(by: step) }
        outcome = Self.cycled(outcome, in: Self.outcomes(for: flow), by: step)
    }

    /// What a demo can choose before paying: the usual endings, pending or failing checks first, and
    /// every documented gateway error the flow can meet.
    public static func outcomes(for flow: FlowKind) -> [OutcomeScript] {
        let scripts = ["success", "failure", "pending:2,success", "pending:2,failure", "server-error:1,success", "declined", "cancelled", "timeout"]
        let errors = GatewayErrorCode.allCases.filter { !$0.mandateOnly || flow == .mandate }.map { "error:\($0.rawValue)" }
        return (scripts + errors).compactMap { try? OutcomeScript.parse($0) }
    }

    /// The outcome in words, beside its script.
    static func explain(_ outcome: OutcomeScript) -> String {
        if let error = outcome.initiationError { return "the gateway refuses the request: HTTP \(error.httpStatus)" }
        let waits = outcome.nonFinalCodes
        guard let first = waits.first else { return "the payment ends \(outcome.final.code)" }
        let what = first == "PAYMENT_PENDING" ? "pending" : "a server error"
        return "\(waits.count) status \(waits.count == 1 ? "check answers" : "checks answer") \(what), then \(outcome.final.code)"
    }

    /// A click focuses a pane and chooses a row; a click on the chosen flow or outcome changes it, on
    /// the chosen app walks.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        let placed = layout(area, context: context)
        guard let hit = placed.indices.first(where: { placed[$0].rect.contains(column: column, row: row) }) else { return .unhandled }
        focus = PaneID(rawValue: hit) ?? .form
        guard focus == .form, let index = placed[hit].pane.lineIndex(atRow: row, in: placed[hit].rect) else { return .handled }
        guard index == form.selected else {
            form.selected = index
            return .handled
        }
        switch rows[index] {
        case .app, .citconMethod: return handle(.enter, area: area, context: context)
        default:
            _ = cycle(rows[index], by: 1)
            return .handled
        }
    }

    /// Changes the value of a row that has choices (flow, outcome, auth workflow, Citcon country and order);
    /// false for the other rows.
    mutating func cycle(_ row: Row, by step: Int) -> Bool {
        switch row {
        case .flow: cycleFlow(by: step)
        case .outcome: cycleOutcome(by: step)
        case .authWorkflow: authWorkflow = authWorkflow == .transaction ? .pennyDrop : .transaction
        case .citconCountry: citconCountry = Self.cycled(citconCountry, in: Self.citconCountries, by: step)
        case .citconOrder: citconOrder = Self.cycled(citconOrder, in: CitconResultOrder.allCases, by: step)
        case .citconConsumer: citconConsumerReference = citconConsumerReference == nil ? Self.demoConsumerReference : nil
        case .citconThreeDSecure: citconThreeDSecure = Self.cycled(citconThreeDSecure, in: ThreeDSecureChoice.allCases, by: step)
        case .amount:
            guard citconChosen else { return false }
            citconCurrency = Self.cycled(citconCurrency, in: CPayRequestBuilder.supportedCurrencies, by: step)
        case .app, .citconMethod: return false
        }
        return true
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        for placed in layout(area, context: context) {
            placed.pane.draw(in: placed.rect, frame: &frame, glyphs: context.glyphs)
        }
    }

    // MARK: Layout

    private func layout(_ area: Rect, context: ScreenContext) -> [(pane: Pane, rect: Rect)] {
        let width = area.width - 4
        let panes = [formPane(width: width, glyphs: context.glyphs), missingPane(width: width)]
        let rects = PaneLayout.stack(area, natural: panes.map(\.naturalHeight), focus: focus.rawValue)
        return Array(zip(panes, rects))
    }

    private func formPane(width: Int, glyphs: Glyphs) -> Pane {
        let label = TextStyle.bold
        if citconChosen { return citconFormPane(width: width) }
        let lines = rows.map { row -> StyledLine in
            switch row {
            case .amount where !sendsAmount:
                return StyledLine([
                    StyledLine.Span("Amount    ", label), StyledLine.Span("none", .heading),
                    StyledLine.Span("  a PENNY_DROP mandate sends no amount", .muted),
                ])
            case .amount:
                return StyledLine([
                    StyledLine.Span("Amount    ", label), StyledLine.Span(glyphs.rupees(paise: amountPaise), .heading),
                    StyledLine.Span("  (\(amountPaise) paise)", amountPaise > 0 ? .muted : .error),
                ])
            case .flow:
                return StyledLine([
                    StyledLine.Span("Flow      ", label), StyledLine.Span("‹ \(flow.rawValue) ›", .heading),
                    StyledLine.Span("  " + flow.summary, .muted),
                ])
            case .authWorkflow:
                let meaning = authWorkflow == .pennyDrop ? "authWorkflowType PENNY_DROP: no amount is sent" : "authWorkflowType TRANSACTION: the amount is sent"
                return StyledLine([
                    StyledLine.Span("Auth      ", label), StyledLine.Span("‹ \(authWorkflow.rawValue) ›", .heading),
                    StyledLine.Span("  " + meaning, .muted),
                ])
            case .outcome:
                return StyledLine([
                    StyledLine.Span("Outcome   ", label), StyledLine.Span("‹ \(outcome) ›", .heading),
                    StyledLine.Span("  " + Self.explain(outcome), .muted),
                ])
            case .app(let app):
                return StyledLine([StyledLine.Span("Pay with  ", label), StyledLine.Span(app.displayName, .bold), StyledLine.Span("  \(app.rawValue)", .muted)])
            case .citconMethod, .citconCountry, .citconOrder, .citconConsumer, .citconThreeDSecure:
                // Only the citcon flow has these rows, and citconFormPane draws them.
                return StyledLine("")
            }
        }
        var footer: [StyledLine] = [.blank]
        if page.visibleApps.isEmpty {
            footer.append(StyledLine("No UPI app is on this checkout page: see why below.", .warning))
            footer.append(StyledLine("Enter walks the flow anyway: the request is refused, and the inspector says why.", .muted))
        } else if !flow.userPicksApp {
            footer.append(StyledLine("\(flow.rawValue) always pays with PhonePe, whichever app is chosen.", .muted))
        } else {
            footer.append(StyledLine("Enter on an app walks \(flow.rawValue) with it; on the flow, with the first app.", .muted))
        }
        let wrappedFooter = footer.flatMap { $0.wrapped(width: width, indent: 2) }
        return Pane(
            title: "Checkout on \(profile.name)", lines: lines, footer: wrappedFooter, focused: focus == .form, scroll: form)
    }

    private func missingPane(width: Int) -> Pane {
        if citconChosen { return citconMissingPane(width: width) }
        let hidden = UPIApp.allCases.filter { !page.visibleApps.contains($0) }
        guard !hidden.isEmpty else {
            return Pane(
                title: "Not on the checkout page", lines: [StyledLine("Every UPI app is on the checkout page.", .ok)],
                focused: focus == .missing, scroll: missingScroll)
        }
        var lines: [StyledLine] = []
        for app in hidden {
            lines.append(StyledLine("\(app.displayName) is not shown", .bold))
            lines += StyledLine([StyledLine.Span("why  ", .muted), StyledLine.Span(page.hiddenReasons[app] ?? "")])
                .wrapped(width: width, indent: 5)
            lines += StyledLine([StyledLine.Span("fix  ", .muted), StyledLine.Span(fixes[app] ?? "", .ok)])
                .wrapped(width: width, indent: 5)
        }
        return Pane(title: "Not on the checkout page (\(hidden.count))", lines: lines, focused: focus == .missing, scroll: missingScroll)
    }

    /// What would put `app` on the page, from what its detection schemes answered.
    static func fix(for app: UPIApp, device: Device) -> String {
        let statuses = app.detectionSchemes.map(device.status(of:))
        if let hidden = statuses.first(where: { !$0.declared && !$0.registeredBy.isEmpty }) {
            return "declare \(hidden.scheme) in the merchant app's LSApplicationQueriesSchemes (\(app.displayName) is installed)"
        }
        if let late = statuses.first(where: { $0.declared && !$0.registeredBy.isEmpty && !$0.canOpen }) {
            return "move \(late.scheme) into the first \(Device.queriesSchemesLimit) LSApplicationQueriesSchemes (iOS 15 and later ignore the rest)"
        }
        let first = app.detectionSchemes[0]
        if statuses.contains(where: \.declared) {
            return "install \(app.displayName) (it registers \(first))"
        }
        return "install \(app.displayName) and declare \(first) in the merchant app's LSApplicationQueriesSchemes"
    }
}
