import CheckoutCore

/// The citcon flow on the checkout page: amount in cents and its currency, a Citcon outcome, the
/// country, which client result comes first, and the wallet methods this device can offer; the lower
/// pane says why the others cannot be offered. What the user does in the wallet is chosen at the hand-off.
extension CheckoutScreen {
    /// The usual endings, a pending charge, and the client codes for an error and a cancellation.
    public static let citconOutcomes: [CitconOutcome] = ["succeeded", "failed", "pending", "canceled", "expired", "code:-1", "code:6001"]
        .compactMap { try? CitconOutcome.parse($0) }

    /// The methods a walk can choose from: only those the device can offer.
    public var usableCitconMethods: [CitconMethod] { wallets.filter(\.usable).map(\.method) }

    static let citconSettingRows: [Row] = [.amount, .flow, .outcome, .citconCountry, .citconOrder, .citconConsumer, .citconThreeDSecure]

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

    /// The demo cardholder and billing address a 3-D Secure card payment sends, by CPayRequest path.
    static let demoCardholder: [String: String] = [
        "consumer.firstName": "Jane", "consumer.lastName": "Doe", "consumer.phone": "+14155550100", "consumer.email": "jane@example.com",
        "payment.billingAddress.street": "1 Market St", "payment.billingAddress.street2": "Suite 100",
        "payment.billingAddress.city": "San Francisco", "payment.billingAddress.state": "CA", "payment.billingAddress.zip": "94105",
        "payment.billingAddress.country": "US",
    ]

    /// The extra CPayRequest fields the page's choices add.
    var citconFields: [CitconField] {
        var fields = citconConsumerReference.map { [CitconField(path: "consumer.reference", value: $0)] } ?? []
        if citconThreeDSecure == .on {
            fields += (CPayRequestBuilder.cardholderFields + CPayRequestBuilder.billingFields).compactMap { path in
                Self.demoCardholder[path].map { CitconField(path: path, value: $0) }
            }
        }
        return fields
    }

    /// The consumer the checkout page sends by default, so PayPal and Venmo can be walked.
    public static let demoConsumerReference = "consumer-0001"
    static var firstCitconMethodRow: Int { citconSettingRows.count }

    var citconRows: [Row] { Self.citconSettingRows + usableCitconMethods.map(Row.citconMethod) }

    /// Countries where the supported currencies are used; the seed asks only for an upper-case two-letter code.
    public static let citconCountries = ["US", "CA", "CN", "HK", "SG", "JP", "TH", "AU", "NZ", "GB", "DE", "FR", "CH", "SE", "DK", "NO"]

    /// What the Citcon walk runs with. Without a chosen method it takes the first usable one, else the
    /// first of all, so the walk's transcript explains why nothing can be offered.
    public var citconOptions: CitconOptions {
        var method = usableCitconMethods.first ?? CitconMethod.allCases[0]
        if case .citconMethod(let chosen) = selectedRow { method = chosen }
        return CitconOptions(
            methodName: method.rawValue, amount: amountPaise, currency: citconCurrency, country: citconCountry,
            request3DSecure: citconThreeDSecure != .off, fields: citconFields, outcome: citconOutcome, order: citconOrder)
    }

    /// Detection as the walk will do it, with the request's scheme and universal link from the set-up.
    static func detectWallets(profile: DeviceProfile) -> [WalletAvailability] {
        guard profile.citcon != nil else { return [] }
        // The scheme and universal link come from the set-up, whichever method is asked for.
        return WalletDetector(profile: profile, options: CitconOptions(methodName: CitconMethod.allCases[0].rawValue)).all
    }

    mutating func cycleCitconOutcome(by step: Int) {
        citconOutcome = Self.cycled(citconOutcome, in: Self.citconOutcomes, by: step)
    }

    /// The value `step` places after `value` in `all`, wrapping round; from the first when `value` is not there.
    static func cycled<Value: Equatable>(_ value: Value, in all: [Value], by step: Int) -> Value {
        let index = all.firstIndex(of: value) ?? 0
        return all[((index + step) % all.count + all.count) % all.count]
    }

    /// "USD 1.00": cents as a currency amount with its code.
    static func currencyAmount(cents: Int64, currency: String) -> String {
        let fraction = String(cents % 100)
        return "\(currency) \(cents / 100).\(fraction.count < 2 ? "0" + fraction : fraction)"
    }

    static func explain(_ order: CitconResultOrder) -> String {
        switch order {
        case .syncFirst: return "CPayResult (requestOrder callback) first, then CPayCheck (NTFY_ASYNC)"
        case .asyncFirst: return "CPayCheck (NTFY_ASYNC) first, then CPayResult: the seed allows either"
        }
    }

    static func explain(_ outcome: CitconOutcome) -> String {
        switch outcome {
        case .status(let status): return status.meaning
        case .code(let code): return "requestOrder answers code \(code): " + CitconOutcome.meaning(ofCode: code)
        }
    }

    func citconFormPane(width: Int) -> Pane {
        let label = TextStyle.bold
        let lines = citconRows.map { row -> StyledLine in
            switch row {
            case .amount:
                return StyledLine([
                    StyledLine.Span("Amount    ", label),
                    StyledLine.Span(Self.currencyAmount(cents: amountPaise, currency: citconCurrency), .heading),
                    StyledLine.Span(" (\(amountPaise) cents)", amountPaise > 0 ? .muted : .error),
                ])
            case .flow:
                return StyledLine([
                    StyledLine.Span("Flow      ", label), StyledLine.Span("‹ citcon ›", .heading),
                    StyledLine.Span("  Citcon SDK requestOrder with a wallet method", .muted),
                ])
            case .outcome:
                return StyledLine([
                    StyledLine.Span("Outcome   ", label), StyledLine.Span("‹ \(citconOutcome) ›", .heading),
                    StyledLine.Span("  " + Self.explain(citconOutcome), .muted),
                ])
            case .citconCountry:
                return StyledLine([
                    StyledLine.Span("Country   ", label), StyledLine.Span("‹ \(citconCountry) ›", .heading),
                    StyledLine.Span("  transaction.country, where the payment is processed", .muted),
                ])
            case .citconOrder:
                return StyledLine([
                    StyledLine.Span("Results   ", label), StyledLine.Span("‹ \(citconOrder.rawValue) ›", .heading),
                    StyledLine.Span("  " + Self.explain(citconOrder), .muted),
                ])
            case .citconConsumer:
                let value = citconConsumerReference ?? "none"
                return StyledLine([
                    StyledLine.Span("Consumer  ", label), StyledLine.Span("‹ \(value) ›", .heading),
                    StyledLine.Span("  consumer.reference, required by PayPal and Venmo", .muted),
                ])
            case .citconThreeDSecure:
                return StyledLine([
                    StyledLine.Span("3DS       ", label), StyledLine.Span("‹ \(citconThreeDSecure.rawValue) ›", .heading),
                    StyledLine.Span("  " + citconThreeDSecure.explanation, .muted),
                ])
            case .citconMethod(let method):
                return StyledLine([
                    StyledLine.Span("Pay with  ", label), StyledLine.Span(method.displayName, .bold), StyledLine.Span("  \(method.rawValue)", .muted),
                ])
            case .authWorkflow, .app:
                // PhonePe rows never appear with the citcon flow.
                return StyledLine("")
            }
        }
        var footer: [StyledLine] = [.blank]
        if usableCitconMethods.isEmpty {
            footer.append(StyledLine("No Citcon method can be offered on this device: see why below.", .warning))
            footer.append(StyledLine("Enter walks anyway: the transcript says why the request is refused.", .muted))
        } else {
            footer.append(StyledLine("Enter on a method walks citcon with it; on the flow, with the first method.", .muted))
        }
        return Pane(
            title: "Checkout on \(profile.name)", lines: lines, footer: footer.flatMap { $0.wrapped(width: width, indent: 2) },
            focused: focus == .form, scroll: form)
    }

    func citconMissingPane(width: Int) -> Pane {
        let unusable = wallets.filter { !$0.usable }
        guard !unusable.isEmpty else {
            return Pane(
                title: "Citcon methods not offered", lines: [StyledLine("Every Citcon method can be offered on this device.", .ok)],
                focused: focus == .missing, scroll: missingScroll)
        }
        var lines: [StyledLine] = []
        for wallet in unusable {
            lines.append(StyledLine("\(wallet.method.displayName) cannot be offered", .bold))
            lines += StyledLine([StyledLine.Span("why  ", .muted), StyledLine.Span(wallet.reason)]).wrapped(width: width, indent: 5)
        }
        return Pane(
            title: "Citcon methods not offered (\(unusable.count))", lines: lines, focused: focus == .missing, scroll: missingScroll)
    }
}
