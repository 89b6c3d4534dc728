/// What a v2 walk is asked to do: the flow, the UPI app for an intent, the amount, what the paying
/// user does, how the gateway's order goes, the merchant, and the seed of every id.
public struct PhonePeV2Options: Sendable, Equatable {
    public var flow: PhonePeV2Flow
    /// The intent's `targetApp`; nil for the first app on the checkout page.
    public var app: UPIApp?
    /// On Android, the intent's `targetApp` when it is a package outside the catalog (`in.org.npci.upiapp`);
    /// nil falls back to `app`'s package, then the page's first button.
    public var package: String?
    /// On Android, the `responseCode` the UPI app hands back; nil follows the user's action (00, ZA).
    public var upiResponseCode: UPIResponseCode?
    /// Paise.
    public var amount: Int64
    /// Nil for one made from the seed.
    public var merchantOrderId: String?
    /// What the user does once PhonePe, the UPI app or the pay page is open: one of `PayerChoice.phonePeV2UserActions`.
    public var userAction: PayerChoice
    public var outcome: PhonePeV2Outcome
    public var merchant: PhonePeV2Merchant
    public var seed: UInt64

    public static let defaultAmount: Int64 = 100

    public init(
        flow: PhonePeV2Flow, app: UPIApp? = nil, amount: Int64 = defaultAmount, merchantOrderId: String? = nil,
        userAction: PayerChoice = .pay, outcome: PhonePeV2Outcome = .completed, merchant: PhonePeV2Merchant = PhonePeV2Merchant(),
        seed: UInt64 = 1, package: String? = nil, upiResponseCode: UPIResponseCode? = nil
    ) {
        self.package = package
        self.upiResponseCode = upiResponseCode
        self.flow = flow
        self.app = app
        self.amount = amount
        self.merchantOrderId = merchantOrderId
        self.userAction = userAction
        self.outcome = outcome
        self.merchant = merchant
        self.seed = seed
    }

    /// The order's `merchantOrderId`: the one given, else `MO` and 14 digits from the seed.
    public var effectiveMerchantOrderId: String {
        if let merchantOrderId { return merchantOrderId }
        var generator = IdGenerator(seed: seed, stream: 3_000)
        return "MO" + generator.digits(14)
    }
}

/// What PhonePe's v2 hand-off makes of the paying user's choice.
extension PayerChoice {
    /// What a v2 walk offers once PhonePe, the UPI app or the pay page is open, in the order a front end shows it.
    public static let phonePeV2Offers: [PayerChoice] = [.pay, .decline, .cancel, .payThenSwitchBack, .payThenKill]

    /// What a v2 walk's options can say the user does, before the walk (`run --user-action`): every
    /// choice the hand-off offers, so a walk finished by hand in the TUI can be walked again by `run`.
    public static let phonePeV2UserActions: [PayerChoice] = phonePeV2Offers

    /// What the gateway hears of the choice: nil when the user neither paid nor declined.
    var phonePeV2Decision: PhonePeV2Decision? {
        switch self {
        case .pay, .payThenSwitchBack, .payThenKill: return .approved
        case .decline: return .declined
        case .cancel, .leavePending, .killWithoutPaying: return nil
        }
    }
}
