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
