/// Everything a Citcon walk depends on besides the profile. The same options give the same transcript.
public struct CitconOptions: Sendable, Equatable {
    /// The `payment.method` string as given (`upop` is kept as sent; it means UnionPay).
    public var methodName: String
    /// Amount in cents, tax included.
    public var amount: Int64
    public var currency: String
    public var country: String
    /// `transaction.reference`; nil derives one from the seed.
    public var reference: String?
    /// Overrides the profile's `citcon.environment`.
    public var environment: CitconEnvironment?
    public var request3DSecure: Bool
    /// Extra CPayRequest fields by dotted path, e.g. `consumer.reference` or `payment.billingAddress.city`.
    public var fields: [CitconField]
    public var returnMode: CitconReturnMode
    public var outcome: CitconOutcome
    public var order: CitconResultOrder
    public var seed: UInt64

    public init(
        methodName: String, amount: Int64 = 100, currency: String = defaultCurrency, country: String = defaultCountry, reference: String? = nil,
        environment: CitconEnvironment? = nil, request3DSecure: Bool = false, fields: [CitconField] = [],
        returnMode: CitconReturnMode = .auto, outcome: CitconOutcome = .succeeded, order: CitconResultOrder = .syncFirst,
        seed: UInt64 = 1
    ) {
        self.methodName = methodName
        self.amount = amount
        self.currency = currency
        self.country = country
        self.reference = reference
        self.environment = environment
        self.request3DSecure = request3DSecure
        self.fields = fields
        self.returnMode = returnMode
        self.outcome = outcome
        self.order = order
        self.seed = seed
    }

    /// `transaction.currency` and `transaction.country` when none is given.
    public static let defaultCurrency = "USD"
    public static let defaultCountry = "US"

    /// The merchant's own URLs when no `urls.*` field is given.
    public static let defaultURLs: [(name: String, value: String)] = [
        ("ipn", "https://shop.example.com/citcon/ipn"), ("success", "https://shop.example.com/citcon/success"),
        ("fail", "https://shop.example.com/citcon/fail"), ("cancel", "https://shop.example.com/citcon/cancel"),
    ]
}

/// One `path=value` field of the CPayRequest given on the command line.
public struct CitconField: Sendable, Equatable {
    public var path: String
    public var value: String

    public init(path: String, value: String) {
        self.path = path
        self.value = value
    }

    /// Reads `path=value`; nil when there is no `=` or the path is empty.
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        path = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }
}

/// How the user gets back to the merchant app from the wallet, H5 page or browser.
public enum CitconReturnMode: String, CaseIterable, Sendable {
    /// What the real device would do: the wallet returns through the method's URL scheme or universal link.
    case auto
    /// The user switches back by hand: the SDK returns nothing.
    case manual
    /// The user kills the wallet app: the SDK returns nothing.
    case abandon
}

/// Which client result reaches the app first; the seed says either may, depending on the wallet.
public enum CitconResultOrder: String, CaseIterable, Sendable {
    case syncFirst = "sync-first"
    case asyncFirst = "async-first"

    /// Which result comes first, in the SDK's words.
    public var meaning: String {
        switch self {
        case .syncFirst: return "CPayResult (requestOrder callback) first, then CPayCheck (NTFY_ASYNC)"
        case .asyncFirst: return "CPayCheck (NTFY_ASYNC) first, then CPayResult: the seed allows either"
        }
    }
}

extension CitconOptions {
    /// The outcome and return `choice` stands for; nothing for a method name Citcon does not know or a
    /// choice it does not offer.
    public mutating func apply(_ choice: PayerChoice) {
        guard let method = CitconMethod(methodName: methodName), let walk = choice.citconWalk(outcome: outcome, method: method) else { return }
        (outcome, returnMode) = walk
    }

    /// The amount in its currency, as "USD 1.00".
    public var amountText: String { Self.amountText(cents: amount, currency: currency) }

    /// `cents` in the currency's minor units, digits grouped: "USD 1,234.00" for 123400, "JPY 1,000"
    /// for 1000 (the yen has none), "INR 1,00,000.00" in lakhs.
    public static func amountText(cents: Int64, currency: String) -> String {
        let grouping = DigitGrouping.of(currency: currency)
        guard hasCents(currency) else { return "\(currency) \(grouping.text(cents))" }
        let sign = cents < 0 ? "-" : ""
        let fraction = String(abs(cents % 100))
        return "\(currency) \(sign)\(grouping.text(abs(cents / 100))).\(fraction.count < 2 ? "0" + fraction : fraction)"
    }

    /// Whether the currency has a minor unit of a hundredth (ISO 4217); of Citcon's currencies only
    /// the yen has none, and amounts in yen are whole yen.
    public static func hasCents(_ currency: String) -> Bool {
        !["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "XAF", "XOF", "PYG"].contains(currency.uppercased())
    }
}
