/// How a v2 order goes once the customer has acted: an error on the pay call, or status answers
/// (still `PENDING`, or a 500) before a final state, with attempts that may fail first while the
/// order stays `PENDING`, since PhonePe lets the customer retry.
public struct PhonePeV2Outcome: Sendable, Equatable, CustomStringConvertible {
    /// How the order ends.
    public enum Final: String, CaseIterable, Sendable {
        case completed, failed, declined, cancelled, expired

        public var state: String { self == .completed ? "COMPLETED" : "FAILED" }

        /// The order's and its last attempt's `errorCode` and `detailedErrorCode` (UPI's response code).
        /// `AUTHORIZATION_ERROR`/`ZM` and `TXN_AUTO_FAILED` are PhonePe's; the others are checkout-sim's
        /// names for what PhonePe's documents show no sample of.
        public var errorCodes: (errorCode: String, detailedErrorCode: String?)? {
            switch self {
            case .completed: return nil
            case .failed: return ("TXN_AUTO_FAILED", "U30")
            case .declined: return ("AUTHORIZATION_ERROR", "ZM")
            case .cancelled: return ("REQUEST_CANCEL_BY_REQUESTER", nil)
            case .expired: return ("TIMED_OUT", "U69")
            }
        }
    }

    /// Non-final steps, each repeated `count` times.
    public enum Step: Sendable, Equatable {
        /// Status answers `PENDING` after the customer acted.
        case pending(Int)
        /// Status answers 500 `INTERNAL_SERVER_ERROR`.
        case serverError(Int)
        /// Attempts that fail (`TXN_AUTO_FAILED`) before the last one, the order staying `PENDING`.
        case failedAttempts(Int)
    }

    /// The `code` the pay call answers instead of an order (`INTERNAL_SERVER_ERROR` is a 500, any
    /// other a 400).
    public var initiationError: String?
    public var steps: [Step]
    public var final: Final

    public init(initiationError: String? = nil, steps: [Step] = [], final: Final = .completed) {
        self.initiationError = initiationError
        self.steps = steps
        self.final = final
    }

    public static let completed = PhonePeV2Outcome()

    /// Bounds on a script, wherever it is read (`run --outcome`, a scenario), so that one order's
    /// answers stay small: v1's bounds.
    public static let maxSteps = 10
    public static let maxNonFinalAnswers = 1000
    public static let maxTextLength = 256

    /// Why the script is over the bounds, or nil within them.
    public var boundsProblem: String? {
        let counts = steps.map { step -> Int in
            switch step {
            case .pending(let count), .serverError(let count), .failedAttempts(let count): return count
            }
        }
        guard counts.count > Self.maxSteps || counts.reduce(0, +) > Self.maxNonFinalAnswers else { return nil }
        return "at most \(Self.maxSteps) steps and \(Self.maxNonFinalAnswers) answers before the final one"
    }

    /// What `init?(_:)` reads, as `run --outcome` and a scenario's `outcome` say it.
    public static let grammar = "\(Final.allCases.map(\.rawValue).joined(separator: ", ")), optionally after pending:N, server-error:N and failed-attempts:N steps, or error:CODE on the order call"

    /// What status answers after the customer acted, before the final state: true for a 500.
    var nonFinalAnswers: [Bool] {
        steps.flatMap { step -> [Bool] in
            switch step {
            case .pending(let count): return Array(repeating: false, count: count)
            case .serverError(let count): return Array(repeating: true, count: count)
            case .failedAttempts: return []
            }
        }
    }

    /// Attempts that fail before the last one.
    var failedAttempts: Int {
        steps.reduce(0) { total, step in
            if case .failedAttempts(let count) = step { return total + count }
            return total
        }
    }

    public var description: String {
        if let initiationError { return "error:\(initiationError)" }
        let parts = steps.map { step -> String in
            switch step {
            case .pending(let count): return "pending:\(count)"
            case .serverError(let count): return "server-error:\(count)"
            case .failedAttempts(let count): return "failed-attempts:\(count)"
            }
        }
        return (parts + [final.rawValue]).joined(separator: ",")
    }

    /// Reads back what `description` writes; nil for anything else.
    public init?(_ text: String) {
        if text.hasPrefix("error:") {
            let code = String(text.dropFirst(6))
            guard !code.isEmpty else { return nil }
            self.init(initiationError: code)
            return
        }
        let parts = text.split(separator: ",").map(String.init)
        guard let last = parts.last, let final = Final(rawValue: last) else { return nil }
        var steps: [Step] = []
        for part in parts.dropLast() {
            let pair = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard pair.count == 2, let count = Int(pair[1]), count >= 0 else { return nil }
            switch pair[0] {
            case "pending": steps.append(.pending(count))
            case "server-error": steps.append(.serverError(count))
            case "failed-attempts": steps.append(.failedAttempts(count))
            default: return nil
            }
        }
        self.init(steps: steps, final: final)
    }
}

/// What the customer did with an order (or the bank with a refund).
public enum PhonePeV2Decision: String, Sendable, Equatable {
    /// Paid (or the refund went to the bank): the outcome plays.
    case approved
    /// Declined in the UPI app: the order fails at once, whatever its outcome.
    case declined
}
