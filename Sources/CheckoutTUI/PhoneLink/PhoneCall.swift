import CheckoutCore

/// A payment `serve` keeps, by its merchant and the merchant's id for it.
public struct ServedPaymentKey: Hashable, Sendable {
    public var merchantId: String
    public var id: String

    public init(merchantId: String, id: String) {
        self.merchantId = merchantId
        self.id = id
    }
}

/// What the TUI as the phone asks a running `serve` (its admin API under `/_sim/`). The TUI only
/// says what it wants; the CLI makes the HTTP call off the UI's thread and hands the reply back
/// (`PhoneLink`), so a slow or absent server never freezes a key.
public enum PhoneCall: Hashable, Sendable {
    /// `GET /_sim/transactions`, then `GET /_sim/v2/orders`: the newest payments and v2 orders.
    case list
    /// `GET /_sim/transactions/{merchantId}/{id}`: one payment with its callbacks.
    case payment(ServedPaymentKey)
    /// `POST /_sim/transactions/{merchantId}/{id}/act`.
    case act(ServedPaymentKey, PayerChoice)
    /// `GET /_sim/v2/orders/{merchantId}/{merchantOrderId}`: one v2 order with its webhooks.
    case order(ServedOrderKey)
    /// `POST /_sim/v2/orders/{merchantId}/{merchantOrderId}/act`: the customer pays or declines.
    case actOnOrder(ServedOrderKey, PhonePeV2Decision)
}

/// The answer to a `PhoneCall`.
public enum PhoneReply: Equatable, Sendable {
    case list(Result<ServedList, PhoneProblem>)
    case payment(ServedPaymentKey, Result<ServedPayment, PhoneProblem>)
    case acted(ServedPaymentKey, PayerChoice, Result<ServedPayment, PhoneProblem>)
    case order(ServedOrderKey, Result<ServedOrder, PhoneProblem>)
    case actedOnOrder(ServedOrderKey, PhonePeV2Decision, Result<ServedOrder, PhoneProblem>)
}

/// The newest payments a `serve` keeps, and how many it keeps in all; its newest PhonePe v2
/// orders beside them (none from a `serve` that keeps none, or too old to list them).
public struct ServedList: Equatable, Sendable {
    public var total: Int
    /// Newest first.
    public var payments: [ServedPayment]
    /// How many v2 orders it keeps in all.
    public var ordersTotal = 0
    /// Newest first.
    public var orders: [ServedOrder] = []
    /// When the answer came, in milliseconds since the Unix epoch, by the clock of whoever asked (the
    /// TUI has none): said when the list goes stale. Nil when not known.
    public var readAt: Int64?

    public init(total: Int, payments: [ServedPayment], readAt: Int64? = nil) {
        self.total = total
        self.payments = payments
        self.readAt = readAt
    }
}

/// Why a call got no usable answer; the phone's screens say what to do about each.
public enum PhoneProblem: Error, Equatable, Sendable {
    /// Nothing listens at the gateway URL: the connection was refused.
    case notRunning
    /// Something answered, but not a `serve`'s admin API (a 404 on `/_sim/transactions`, or not its JSON).
    case notServe(String)
    /// The admin API refused the call: its HTTP status and message.
    case refused(status: Int, message: String)
    /// Anything else: a timeout, a host name that does not resolve, a dropped connection.
    case unreachable(String)
}

/// How the run loop reaches the gateway: `send` starts a call and returns at once; `replies` hands
/// over the answers that came back since it was last asked. The CLI provides both over HTTP; tests
/// can script them.
public struct PhoneLink {
    public var send: (PhoneCall) -> Void
    public var replies: () -> [PhoneReply]

    public init(send: @escaping (PhoneCall) -> Void, replies: @escaping () -> [PhoneReply]) {
        self.send = send
        self.replies = replies
    }
}
