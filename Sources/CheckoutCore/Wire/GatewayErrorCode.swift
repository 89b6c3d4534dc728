/// The gateway's documented error codes for a refused call.
public enum PhonePeErrorCode: String, CaseIterable, Sendable {
    case badRequest = "BAD_REQUEST"
    case authorizationFailed = "AUTHORIZATION_FAILED"
    case internalServerError = "INTERNAL_SERVER_ERROR"
    case keyNotConfigured = "KEY_NOT_CONFIGURED"
    case invalidTransactionId = "INVALID_TRANSACTION_ID"
    case subscriptionNotFound = "SUBSCRIPTION_NOT_FOUND"
    case subscriptionExpired = "SUBSCRIPTION_EXPIRED"
    case invalidSubscriptionState = "INVALID_SUBSCRIPTION_STATE"

    /// Subscription codes exist only on the mandate call.
    public var mandateOnly: Bool {
        self == .subscriptionNotFound || self == .subscriptionExpired || self == .invalidSubscriptionState
    }

    public var httpStatus: Int {
        switch self {
        case .badRequest, .invalidTransactionId, .keyNotConfigured: return 400
        case .authorizationFailed: return 401
        case .internalServerError: return 500
        case .subscriptionNotFound: return 404
        case .subscriptionExpired, .invalidSubscriptionState: return 400
        }
    }

    public var message: String {
        switch self {
        case .badRequest: return "Please check the inputs you have provided."
        case .authorizationFailed: return "X-VERIFY header is incorrect"
        case .internalServerError: return "There is an error trying to process your transaction at the moment. Please try again in a while."
        case .keyNotConfigured: return "Key not found for the merchant"
        case .invalidTransactionId: return "Duplicate TransactionID"
        case .subscriptionNotFound: return "Subscription not found"
        case .subscriptionExpired: return "Subscription has expired"
        case .invalidSubscriptionState: return "Subscription is not in a state to accept this request"
        }
    }
}
