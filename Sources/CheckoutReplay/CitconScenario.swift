import CheckoutCore

/// What a `flow: citcon` scenario sets besides profiles, amounts, seed and transaction id.
public struct CitconScenario: Sendable, Equatable {
    public var methods: CitconMethodChoice
    /// Nil keeps `run`'s default (USD, US).
    public var currency: String?
    public var country: String?
    /// Nil keeps the profile's `citcon.environment`.
    public var environment: CitconEnvironment?
    public var order: CitconResultOrder
    public var returnMode: CitconReturnMode
    public var outcome: CitconOutcome
    /// Extra CPayRequest fields by dotted path, as `run --field` gives them (PayPal and Venmo need `consumer.reference`).
    public var fields: [CitconField]
    /// `request3DSecureVerification`, as `run --request-3ds` sets it.
    public var request3DSecure: Bool
    /// What the user does in the wallet, as `run --wallet-action`: it decides the return (and, for
    /// cancel and kill-without-paying, the outcome).
    public var walletAction: PayerChoice?

    public init(
        methods: CitconMethodChoice, currency: String? = nil, country: String? = nil, environment: CitconEnvironment? = nil,
        order: CitconResultOrder = .syncFirst, returnMode: CitconReturnMode = .auto, outcome: CitconOutcome = .succeeded,
        fields: [CitconField] = [], request3DSecure: Bool = false, walletAction: PayerChoice? = nil
    ) {
        self.methods = methods
        self.currency = currency
        self.country = country
        self.environment = environment
        self.order = order
        self.returnMode = returnMode
        self.outcome = outcome
        self.fields = fields
        self.request3DSecure = request3DSecure
        self.walletAction = walletAction
    }
}

/// Which Citcon payment methods each case pays with.
public enum CitconMethodChoice: Sendable, Equatable {
    /// One case per method the profile's device can offer (none when it can offer none).
    case eachUsable
    /// These methods, one case each, as written: like `run --method`, the request sends the name given
    /// (`upop` stays `upop`). Each is a method `CitconMethod(methodName:)` knows.
    case named([String])
}
