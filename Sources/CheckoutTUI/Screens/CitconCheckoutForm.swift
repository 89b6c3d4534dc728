import CheckoutCore

/// The checkout page's form for the citcon flow: amount in cents and its currency, a Citcon outcome,
/// the country, which client result comes first, the consumer and 3-D Secure, then the wallet methods
/// this device can offer; the lower pane says why the others cannot be offered. What the user does in
/// the wallet is chosen at the hand-off.
public struct CitconCheckoutForm: Equatable, Sendable {
    /// A row of the form.
    public enum Row: Hashable, Sendable {
        case amount, flow, outcome
        /// `transaction.country`.
        case country
        /// Which client result reaches the app first.
        case order
        /// `consumer.reference`, which PayPal and Venmo require.
        case consumer
        /// 3-D Secure for cards, with or without the cardholder and billing address.
        case threeDSecure
        /// A wallet method this device can offer.
        case method(CitconMethod)
        /// The seed of the walk's reference; Enter types the reference itself.
        case seed
    }

    /// Whether a card payment asks for 3-D Secure, and whether the page then sends what it needs.
    public enum ThreeDSecureChoice: String, CaseIterable, Sendable {
        case off
        case on
        /// Asks for 3-D Secure without the cardholder and billing address, to show the rule.
        case onWithoutCardholder = "on, no cardholder"

        var explanation: String {
            switch self {
            case .off: return "cards pay without request3DSecureVerification"
            case .on: return "cards ask for it, with a demo cardholder and billing address"
            case .onWithoutCardholder: return "cards ask for it without the cardholder: the request is refused"
            }
        }
    }

    /// Every Citcon method with whether this device can offer it and why.
    public let wallets: [CitconWalletAvailability]
    public var outcome: CitconOutcome = .succeeded
    /// ← → on the amount row change it.
    public var currency = CitconOptions.defaultCurrency
    public var country = CitconOptions.defaultCountry
    public var order: CitconResultOrder = .syncFirst
    /// Nil sends no `consumer.reference`, to show the rule PayPal and Venmo enforce.
    public var consumerReference: String? = CitconDemo.consumerReference
    public var threeDSecure: ThreeDSecureChoice = .off
    /// The seed of the walk's reference and ids: it steps on after each walk, so no two walks (nor
    /// the scenarios saved from them) share one.
    public var seed: UInt64 = 1
    /// As `run --transaction-id`: `transaction.reference` as typed; nil takes it from the seed.
    public var reference: String?

    /// Detection as the walk will do it; the scheme and universal link come from the profile's Citcon
    /// set-up, whichever method is asked for.
    public init(device: Device) {
        wallets = CitconWalletDetector(device: device, options: CitconOptions(methodName: CitconMethod.allCases[0].rawValue)).all
    }

    /// The methods a walk can choose from: only those the device can offer.
    public var usableMethods: [CitconMethod] { wallets.filter(\.usable).map(\.method) }

    /// The row of this form that sets a request field, as the user reads it, when one does.
    static func row(setting field: String) -> String? {
        if field == "consumer.reference" { return "Consumer" }
        if (CPayRequestBuilder.cardholderFields + CPayRequestBuilder.billingFields).contains(field) { return "3DS to \"on\"" }
        return nil
    }

    static let settingRows: [Row] = [.amount, .flow, .outcome, .country, .order, .consumer, .threeDSecure]

    public var rows: [Row] { Self.settingRows + usableMethods.map(Row.method) + [.seed] }

    /// Where the form starts: on the first method; without one, on the flow.
    var firstRow: Int { usableMethods.isEmpty ? 1 : Self.settingRows.count }

    /// What the walk runs with. Without a chosen method it takes the first usable one, else the first
    /// of all, so the walk's transcript explains why nothing can be offered.
    func options(amount: Int64, chosen row: Row) -> CitconOptions {
        var method = usableMethods.first ?? CitconMethod.allCases[0]
        if case .method(let chosen) = row { method = chosen }
        return CitconOptions(
            methodName: method.rawValue, amount: amount, currency: currency, country: country, reference: reference,
            request3DSecure: threeDSecure != .off, fields: fields, outcome: outcome, order: order, seed: seed)
    }

    /// The extra CPayRequest fields the page's choices add.
    var fields: [CitconField] { CitconDemo.fields(consumerReference: consumerReference, cardholder: threeDSecure == .on) }

    /// Changes the value of a row that has choices; false for the others (the flow row is the
    /// checkout page's, since it leads back to PhonePe's flows).
    mutating func cycle(_ row: Row, by step: Int) -> Bool {
        switch row {
        case .amount: currency = CheckoutScreen.cycled(currency, in: CPayRequestBuilder.supportedCurrencies, by: step)
        case .outcome: outcome = CheckoutScreen.cycled(outcome, in: CitconDemo.outcomes, by: step)
        case .country: country = CheckoutScreen.cycled(country, in: CitconDemo.countries, by: step)
        case .order: order = CheckoutScreen.cycled(order, in: CitconResultOrder.allCases, by: step)
        case .consumer: consumerReference = consumerReference == nil ? CitconDemo.consumerReference : nil
        case .threeDSecure: threeDSecure = CheckoutScreen.cycled(threeDSecure, in: ThreeDSecureChoice.allCases, by: step)
        case .seed: seed = UInt64(max(0, Int64(clamping: seed) + Int64(step)))
        case .flow, .method: return false
        }
        return true
    }

    // MARK: Panes

    func formPane(title: String, amount: Int64, width: Int) -> PaneContent {
        let lines = rows.map { row -> StyledLine in
            switch row {
            case .amount:
                return StyledLine([
                    StyledLine.Span("Amount    ", .bold), StyledLine.Span(CitconOptions.amountText(cents: amount, currency: currency), .heading),
                    StyledLine.Span(CitconOptions.hasCents(currency) ? " (\(amount) cents)" : "", amount > 0 ? .muted : .error),
                ])
            case .flow: return Self.setting("Flow", "citcon", "Citcon SDK requestOrder with a wallet method")
            case .outcome: return Self.setting("Outcome", "\(outcome)", outcome.meaning)
            case .country: return Self.setting("Country", country, "transaction.country, where the payment is processed")
            case .order: return Self.setting("Results", order.rawValue, order.meaning)
            case .consumer: return Self.setting("Consumer", consumerReference ?? "none", "consumer.reference, required by PayPal and Venmo")
            case .threeDSecure: return Self.setting("3DS", threeDSecure.rawValue, threeDSecure.explanation)
            case .method(let method):
                return StyledLine([
                    StyledLine.Span("Pay with  ", .bold), StyledLine.Span(method.displayName, .bold), StyledLine.Span("  \(method.rawValue)", .muted),
                ])
            case .seed:
                let shown = (reference ?? CitconWalk.reference(seed: seed)).spellingOutTerminalControls(keepingLayout: false)
                return StyledLine([
                    StyledLine.Span("Seed      ", .bold), StyledLine.Span("‹ \(seed) ›", .heading),
                    StyledLine.Span("  transaction.reference \(shown)", reference == nil ? .muted : .bold),
                ])
            }
        }
        var footer: [StyledLine] = [.blank]
        if usableMethods.isEmpty {
            footer.append(StyledLine("No Citcon method can be offered on this device: see why below.", .warning))
            footer.append(StyledLine("Enter walks anyway: the transcript says why the request is refused.", .muted))
        } else {
            footer.append(StyledLine("Enter on a method walks citcon with it; on the flow, with the first method.", .muted))
        }
        return PaneContent(title: title, lines: lines, footer: footer.flatMap { $0.wrapped(width: width, indent: 2) })
    }

    /// A row with choices: its label, ‹ value ›, and what the value means.
    private static func setting(_ label: String, _ value: String, _ meaning: String) -> StyledLine {
        let padded = label + String(repeating: " ", count: max(0, 10 - label.count))
        return StyledLine([
            StyledLine.Span(padded, .bold), StyledLine.Span("‹ \(value) ›", .heading), StyledLine.Span("  " + meaning, .muted),
        ])
    }

    func missingPane(width: Int) -> PaneContent {
        let unusable = wallets.filter { !$0.usable }
        guard !unusable.isEmpty else {
            return PaneContent(title: "Citcon methods not offered", lines: [StyledLine("Every Citcon method can be offered on this device.", .ok)])
        }
        var lines: [StyledLine] = []
        for wallet in unusable {
            lines.append(StyledLine("\(wallet.method.displayName) cannot be offered", .bold))
            lines += StyledLine([StyledLine.Span("why  ", .muted), StyledLine.Span(wallet.reason)]).wrapped(width: width, indent: 5)
        }
        return PaneContent(title: "Citcon methods not offered (\(unusable.count))", lines: lines)
    }
}
