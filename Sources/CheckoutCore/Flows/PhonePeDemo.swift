/// What the checkout page offers a PhonePe demo: the outcomes the gateway can be told to answer.
public enum PhonePeDemo {
    /// The usual endings, pending or failing checks first, and every documented gateway error the flow can meet.
    public static func outcomes(for flow: PhonePeFlow) -> [PhonePeOutcome] {
        let scripts = ["success", "failure", "pending:2,success", "pending:2,failure", "server-error:1,success", "declined", "cancelled", "timeout"]
        let errors = PhonePeErrorCode.allCases.filter { $0.canOccur(on: flow) }.map { "error:\($0.rawValue)" }
        return (scripts + errors).compactMap { try? PhonePeOutcome.parse($0) }
    }
}

extension PhonePeOutcome {
    /// The outcome in words, as the checkout page writes it beside the script.
    public var meaning: String {
        if let error = initiationError { return "the gateway refuses the request: HTTP \(error.httpStatus)" }
        let waits = nonFinalCodes
        guard let first = waits.first else { return "the payment ends \(final.code)" }
        let what = first == "PAYMENT_PENDING" ? "pending" : "a server error"
        return "\(waits.count) status \(waits.count == 1 ? "check answers" : "checks answer") \(what), then \(final.code)"
    }
}

extension AuthWorkflow {
    /// What the workflow means for the request's amount.
    public var meaning: String {
        switch self {
        case .transaction: return "authWorkflowType TRANSACTION: the amount is sent"
        case .pennyDrop: return "authWorkflowType PENNY_DROP: no amount is sent"
        }
    }
}
