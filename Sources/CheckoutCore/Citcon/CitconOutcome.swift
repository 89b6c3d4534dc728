/// What Citcon reports for the payment, scriptable like PhonePe's outcomes.
public enum CitconOutcome: Sendable, Equatable, CustomStringConvertible {
    /// The request went through and the charge reached this `data.status`.
    case status(CitconChargeStatus)
    /// The request failed with a client code: -1 (common error), -2 or 6001 (cancellation), or another code.
    case code(String)

    public static let succeeded = CitconOutcome.status(.succeeded)

    public static let grammar = "succeeded, failed, initiated, authorized, pending, canceled, expired, or code:N (N = -1, -2, 6001 or another code)"

    public static func parse(_ text: String) throws(CitconOutcomeError) -> CitconOutcome {
        let lowered = text.lowercased()
        if lowered == "success" { return .succeeded }
        if let status = CitconChargeStatus(rawValue: lowered) { return .status(status) }
        if lowered.hasPrefix("code:") {
            let code = String(text.dropFirst(5))
            if code == "0" { throw CitconOutcomeError(text: text, reason: "code 0 is success: write succeeded") }
            if Int(code) != nil { return .code(code) }
        }
        throw CitconOutcomeError(text: text, reason: "expected \(grammar)")
    }

    public var description: String {
        switch self {
        case .status(let status): return status.rawValue
        case .code(let code): return "code:\(code)"
        }
    }

    /// The outcome in words: the charge status's meaning, or the client code's.
    public var meaning: String {
        switch self {
        case .status(let status): return status.meaning
        case .code(let code): return "requestOrder answers code \(code): " + Self.meaning(ofCode: code)
        }
    }

    /// The seed's meaning of a client code.
    public static func meaning(ofCode code: String) -> String {
        switch code {
        case "0": return "success"
        case "-1": return "common error (bad request, failed to create payment…)"
        case "-2", "6001": return "cancellation"
        default: return "other error: see the returned message"
        }
    }
}

public struct CitconOutcomeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "\"\(text)\": \(reason)" }
}

/// The seed's "Status returned to client end".
public enum CitconChargeStatus: String, CaseIterable, Sendable {
    case succeeded, failed, initiated, authorized, pending, canceled, expired

    /// Final statuses end the trade, so the server's IPN is sent for them.
    public var isFinal: Bool { [.succeeded, .failed, .canceled, .expired].contains(self) }

    public var meaning: String {
        switch self {
        case .succeeded: return "the payment is successful"
        case .failed: return "the payment failed"
        case .initiated: return "the transaction has been initialized"
        case .authorized: return "the payment has been authorized"
        case .pending: return "the payment is pending (typically a failure)"
        case .canceled: return "the payment has been canceled"
        case .expired: return "the payment has expired"
        }
    }
}
