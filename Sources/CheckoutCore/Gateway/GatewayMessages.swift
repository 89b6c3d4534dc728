/// A call to the mock gateway, as it would arrive over HTTP.
public struct GatewayRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var headers: [HTTPHeader]
    public var body: String

    public init(method: String, path: String, headers: [HTTPHeader], body: String = "") {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    public init(_ signed: SignedRequest) {
        self.init(method: signed.method, path: signed.path, headers: signed.headers, body: signed.body)
    }
}

/// The gateway's answer: an HTTP status and a JSON body.
public struct GatewayResponse: Sendable, Equatable {
    public var httpStatus: Int
    public var body: JSONValue

    public init(httpStatus: Int, body: JSONValue) {
        self.httpStatus = httpStatus
        self.body = body
    }

    public var code: String { body["code"]?.stringValue ?? "" }
    public var success: Bool { body["success"]?.boolValue ?? false }

    static func error(_ code: GatewayErrorCode, message: String? = nil) -> GatewayResponse {
        failure(code.rawValue, message: message ?? code.message, httpStatus: code.httpStatus)
    }

    static func failure(_ code: String, message: String, httpStatus: Int) -> GatewayResponse {
        GatewayResponse(httpStatus: httpStatus, body: ["success": false, "code": .string(code), "message": .string(message)])
    }
}

/// What the gateway knows of a merchant account.
public struct MerchantAccount: Sendable, Equatable {
    public var saltKey: String
    public var saltIndex: Int
    public var displayName: String
    public var mcc: String

    public init(_ merchant: MerchantSettings) {
        saltKey = merchant.saltKey
        saltIndex = merchant.saltIndex
        displayName = merchant.displayName
        mcc = merchant.mcc
    }
}

/// What the user did in the payment app.
public enum PaymentDecision: Sendable, Equatable {
    /// Paid; the bank's answer follows the outcome script.
    case approved
    /// Declined in the payment app.
    case declined
}

/// The final or interim status codes of a payment and their wording.
enum PaymentStatus {
    static func state(forCode code: String) -> PaymentState {
        switch code {
        case "PAYMENT_SUCCESS": return .completed
        case "PAYMENT_PENDING", "INTERNAL_SERVER_ERROR": return .pending
        default: return .failed
        }
    }

    static func isFinal(_ code: String) -> Bool {
        code != "PAYMENT_PENDING" && code != "INTERNAL_SERVER_ERROR"
    }

    static func message(forCode code: String) -> String {
        switch code {
        case "PAYMENT_SUCCESS": return "Your payment is successful."
        case "PAYMENT_PENDING": return "Your payment is in pending state."
        case "PAYMENT_ERROR": return "Payment Failed"
        case "PAYMENT_DECLINED": return "Payment declined by the payer"
        case "PAYMENT_CANCELLED": return "Payment cancelled by the payer"
        case "TIMED_OUT": return "Payment timed out"
        default: return code
        }
    }

    /// The bank's response code carried in `responseCode` / `payResponseCode`.
    static func responseCode(forCode code: String) -> String {
        switch code {
        case "PAYMENT_SUCCESS": return "SUCCESS"
        case "PAYMENT_PENDING": return "PENDING"
        case "PAYMENT_ERROR": return "Z9"
        case "PAYMENT_DECLINED": return "REQUEST_DECLINE_BY_REQUESTEE"
        case "PAYMENT_CANCELLED": return "PAYMENT_CANCELLED"
        default: return code
        }
    }
}
