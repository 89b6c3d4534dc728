/// PhonePe v2's two integrations, which share every endpoint's shape under their own base path:
/// Standard Checkout (PhonePe's pay page or its iOS SDK) and Custom Checkout (the merchant's own
/// page, here its UPI intent). Refunds are Custom Checkout's paths for both.
public enum PhonePeV2Checkout: String, Sendable, CaseIterable {
    case standard
    case custom

    /// `/checkout/v2` or `/payments/v2`.
    public var base: String { self == .standard ? "/checkout/v2" : "/payments/v2" }
    public var payPath: String { base + "/pay" }
    public var sdkOrderPath: String { base + "/sdk/order" }
    /// `paymentFlow.type` a pay request must carry.
    public var paymentFlowType: String { self == .standard ? "PG_CHECKOUT" : "PG" }
    /// The prefix of its webhooks' `event` (`checkout.order.completed`, `pg.order.completed`).
    public var eventPrefix: String { self == .standard ? "checkout" : "pg" }

    public func orderStatusPath(merchantOrderId: String) -> String {
        base + "/order/" + PercentCoding.pathSegment(merchantOrderId) + "/status"
    }

    public func transactionStatusPath(transactionId: String) -> String {
        base + "/transaction/" + PercentCoding.pathSegment(transactionId) + "/status"
    }

    public static let refundPath = "/payments/v2/refund"

    public static func refundStatusPath(merchantRefundId: String) -> String {
        refundPath + "/" + PercentCoding.pathSegment(merchantRefundId) + "/status"
    }

    /// Every v2 payment endpoint as `(method, router pattern)`, `{name}` standing for a path segment.
    public static let endpoints: [(method: String, pattern: String)] =
        allCases.flatMap { checkout in
            [
                ("POST", checkout.payPath), ("POST", checkout.sdkOrderPath),
                ("GET", checkout.base + "/order/{merchantOrderId}/status"),
                ("GET", checkout.base + "/transaction/{transactionId}/status"),
            ]
        } + [("POST", refundPath), ("GET", refundPath + "/{merchantRefundId}/status")]
}
