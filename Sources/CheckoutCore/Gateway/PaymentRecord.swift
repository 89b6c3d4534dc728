/// One payment as the gateway remembers it: what was asked, what the user did in the payment app, how
/// its status answers go (its own outcome script) and the ids its answers carry.
public struct PhonePePayment: Sendable, Equatable {
    public var flow: PhonePeFlow
    public var merchantId: String
    /// The merchant's id for the payment (`transactionId`, `merchantTransactionId` or `authRequestId`).
    public var id: String
    /// In paise; nil for a mandate's penny drop.
    public var amount: Int64?
    public var app: UPIApp
    public var callbackUrl: String?
    /// Handed to PhonePe's web checkout (or PG's pay page) instead of an app.
    public var web = false
    /// Where the pay page sends the user back (PAY_PAGE's `redirectUrl`).
    public var redirectUrl: String?
    /// The merchant's request as the gateway decoded it (before base64): what a phone acting on the
    /// payment shows. Nil for payments recorded before it was kept.
    public var request: JSONValue? {
        get { sentRequest?.value }
        set { sentRequest = newValue.map { KeptJSON(JSONWriter.compact($0)) } }
    }
    /// `request` as the bytes it came in: the gateway reads only a few of its fields, and a value is
    /// built only for whoever asks for `request`.
    var sentRequest: KeptJSON?
    /// What the gateway answered the merchant to open: the intent URL, the web checkout's or the pay
    /// page's URL. Nil where nothing is opened (a refund) or for payments recorded before it was kept.
    public var handOffUrl: String?
    /// Nil until the user acts in the payment app.
    public var decision: PaymentDecision?
    /// How far the status script has played: status calls answered since the user acted, up to the
    /// last code (which then repeats).
    public var statusAnswers = 0
    /// Milliseconds since the epoch (a server's clock) from which status answers the final code,
    /// however few status calls came before: the non-final answers have played out by then, and
    /// the callback goes out then, so a callback never reports what status does not. Nil in a
    /// walk, whose status calls play the script one by one.
    public var finalAt: Int64?
    /// For a refund: the merchant's id of the payment it gives money back for.
    public var refundOf: String?
    /// Paise given back by refunds accepted so far.
    public var refundedAmount: Int64 = 0
    /// The refund most recently accepted; a new one is refused while it is undecided.
    public var latestRefundId: String?
    /// The status answers once the user approves.
    public var outcome: PhonePeOutcome
    /// Where PhonePe's own ids for this payment (reference id, UTR, subscription id) come from.
    public var ids: FlowIds

    public init(
        flow: PhonePeFlow, merchantId: String, id: String, amount: Int64?, app: UPIApp, callbackUrl: String?,
        outcome: PhonePeOutcome, ids: FlowIds
    ) {
        self.init(flow: flow, merchantId: merchantId, id: id, amount: amount, app: app, callbackUrl: callbackUrl, outcome: outcome, ids: ids, hand: nil)
    }

    /// A payment as the gateway starts it, whole: built in one go, it is stored without a copy.
    init(
        flow: PhonePeFlow, merchantId: String, id: String, amount: Int64?, app: UPIApp, callbackUrl: String?,
        outcome: PhonePeOutcome, ids: FlowIds, hand: (request: KeptJSON, handOffUrl: String, web: Bool, redirectUrl: String?)?
    ) {
        self.flow = flow
        self.merchantId = merchantId
        self.id = id
        self.amount = amount
        self.app = app
        self.callbackUrl = callbackUrl
        self.outcome = outcome
        self.ids = ids
        if let hand {
            sentRequest = hand.request
            handOffUrl = hand.handOffUrl
            web = hand.web
            redirectUrl = hand.redirectUrl
        }
    }
}

/// JSON kept as bytes known to be valid, read into a value when asked for; equal when the values are.
struct KeptJSON: Sendable, Equatable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var value: JSONValue { (try? JSONParser.parse(bytes)) ?? .null }

    static func == (lhs: KeptJSON, rhs: KeptJSON) -> Bool { lhs.bytes == rhs.bytes || lhs.value == rhs.value }
}
