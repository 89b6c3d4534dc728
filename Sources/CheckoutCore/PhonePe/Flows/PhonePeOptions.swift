/// Everything a walk depends on besides the profile. The same options give the same transcript.
public struct PhonePeOptions: Sendable, Equatable {
    public var flow: PhonePeFlow
    /// The UPI app the user picks (open intent and PG intent); nil picks the first one on the checkout page.
    public var app: UPIApp?
    /// On Android, the package the user picks (`--app`): pg-intent starts it, open-intent picks it in the
    /// chooser; nil falls back to `app`'s package, then the page's first button or the chooser's first app.
    public var package: String?
    /// On Android, the `responseCode` the UPI app hands back; nil follows the user's action (00, ZA, 01).
    public var upiResponseCode: UPIResponseCode?
    /// Amount in paise; nil means the default (100), or no amount for a PENNY_DROP mandate.
    public var amount: Int64?
    /// The flow's own id (`transactionId`, `merchantTransactionId` or `authRequestId`); nil derives one from the seed.
    public var transactionId: String?
    public var merchantOrderId: String?
    /// A mandate's `subscriptionId`; nil derives one from the seed.
    public var subscriptionId: String?
    public var returnMode: PhonePeReturnMode
    /// What the user does in the payment app.
    public var userAction: PayerChoice
    public var outcome: PhonePeOutcome
    public var merchant: PhonePeMerchant
    public var authWorkflow: AuthWorkflow
    /// Seeds every generated id (PhonePe's transaction ids, UTRs, subscription ids).
    public var seed: UInt64

    public static let defaultAmount: Int64 = 100

    public init(
        flow: PhonePeFlow, app: UPIApp? = nil, amount: Int64? = nil, transactionId: String? = nil,
        merchantOrderId: String? = nil, subscriptionId: String? = nil, returnMode: PhonePeReturnMode = .auto, userAction: PayerChoice = .pay,
        outcome: PhonePeOutcome = .success,
        merchant: PhonePeMerchant = PhonePeMerchant(), authWorkflow: AuthWorkflow = .transaction, seed: UInt64 = 1,
        package: String? = nil, upiResponseCode: UPIResponseCode? = nil
    ) {
        self.package = package
        self.upiResponseCode = upiResponseCode
        self.flow = flow
        self.app = app
        self.amount = amount
        self.transactionId = transactionId
        self.merchantOrderId = merchantOrderId
        self.subscriptionId = subscriptionId
        self.returnMode = returnMode
        self.userAction = userAction
        self.outcome = outcome
        self.merchant = merchant
        self.authWorkflow = authWorkflow
        self.seed = seed
    }

    /// A PENNY_DROP mandate carries no amount; every other request does.
    public static func sendsAmount(flow: PhonePeFlow, authWorkflow: AuthWorkflow) -> Bool {
        flow != .mandate || authWorkflow != .pennyDrop
    }

    public var sendsAmount: Bool { Self.sendsAmount(flow: flow, authWorkflow: authWorkflow) }

    /// The amount the request carries, or nil when it must carry none (PENNY_DROP).
    public var effectiveAmount: Int64? {
        guard sendsAmount else { return amount }
        return amount ?? Self.defaultAmount
    }
}
