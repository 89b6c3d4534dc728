/// The five PhonePe checkout flows of the seeds.
public enum PhonePeFlow: String, CaseIterable, Sendable {
    case phonepeIntent = "phonepe-intent"
    case openIntent = "open-intent"
    case pgIntent = "pg-intent"
    case sdkDebit = "sdk-debit"
    case mandate = "mandate"

    /// The signed endpoint path.
    public var path: String {
        switch self {
        case .phonepeIntent, .openIntent: return "/v4/debit"
        case .pgIntent: return "/pg/v1/pay"
        case .sdkDebit: return "/v3/debit"
        case .mandate: return "/v3/recurring/auth/init"
        }
    }

    /// `utm_campaign` on the intent URL.
    public var campaign: String {
        switch self {
        case .phonepeIntent, .openIntent, .sdkDebit: return "DEBIT"
        case .pgIntent: return "B2B_PG"
        case .mandate: return "SUBSCRIBE_AUTH"
        }
    }

    /// The payload field that carries the flow's own id.
    public var idField: String {
        switch self {
        case .phonepeIntent, .openIntent, .sdkDebit: return "transactionId"
        case .pgIntent: return "merchantTransactionId"
        case .mandate: return "authRequestId"
        }
    }

    /// Whether the request has a `merchantOrderId` field: the debit APIs do, `/pg/v1/pay` and mandates do not.
    public var sendsMerchantOrderId: Bool { self == .phonepeIntent || self == .openIntent || self == .sdkDebit }

    /// Whether the user picks the UPI app (open intent); otherwise PhonePe is implied.
    public var userPicksApp: Bool { self == .openIntent || self == .pgIntent }

    /// The shape of the flow's status-check path.
    public var statusTemplate: StatusPathTemplate {
        switch self {
        case .phonepeIntent, .openIntent, .sdkDebit: return .transaction
        case .pgIntent: return .pg
        case .mandate: return .recurringAuth
        }
    }

    /// The status-check path for one transaction.
    public func statusPath(merchantId: String, id: String) -> String {
        statusTemplate.path(merchantId: merchantId, id: id)
    }

    public var summary: String {
        switch self {
        case .phonepeIntent: return "PhonePe intent on /v4/debit (paymentScope PHONEPE)"
        case .openIntent: return "open intent on /v4/debit (paymentScope ALL_UPI_APPS, any UPI app)"
        case .pgIntent: return "PG UPI intent on /pg/v1/pay (paymentInstrument UPI_INTENT)"
        case .sdkDebit: return "PhonePe SDK on /v3/debit (PPSTransactionRequest)"
        case .mandate: return "UPI Autopay mandate on /v3/recurring/auth/init"
        }
    }
}

/// The mandate's `authWorkflowType`.
public enum AuthWorkflow: String, CaseIterable, Sendable {
    case transaction = "TRANSACTION"
    case pennyDrop = "PENNY_DROP"
}

/// How the user gets back to the merchant app after the payment app.
public enum PhonePeReturnMode: String, CaseIterable, Sendable {
    /// What the real device would do.
    case auto
    /// PhonePe opens `<callback scheme>://…` and the merchant app comes back by itself.
    case callback
    /// The user switches back by hand.
    case manual
    /// The user kills the payment app: no client result.
    case abandon
}
