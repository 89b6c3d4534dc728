/// What the mock gateway answers: an error on the initiating call, or a sequence of status answers
/// (`pending:N`, `server-error:N`) ending in a final outcome.
public struct PhonePeOutcome: Sendable, Equatable, CustomStringConvertible {
    /// How the payment ends.
    public enum Final: String, CaseIterable, Sendable {
        case success, failure, declined, cancelled, timeout

        public var code: String {
            switch self {
            case .success: return "PAYMENT_SUCCESS"
            case .failure: return "PAYMENT_ERROR"
            case .declined: return "PAYMENT_DECLINED"
            case .cancelled: return "PAYMENT_CANCELLED"
            case .timeout: return "TIMED_OUT"
            }
        }
    }

    /// One non-final status answer, repeated `count` times.
    public enum Step: Sendable, Equatable {
        case pending(Int)
        case serverError(Int)
    }

    public var initiationError: PhonePeErrorCode?
    public var steps: [Step]
    public var final: Final

    public init(initiationError: PhonePeErrorCode? = nil, steps: [Step] = [], final: Final = .success) {
        self.initiationError = initiationError
        self.steps = steps
        self.final = final
    }

    public static let success = PhonePeOutcome()

    /// The status codes answered before the final one, in order.
    public var nonFinalCodes: [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case .pending(let count): return Array(repeating: "PAYMENT_PENDING", count: count)
            case .serverError(let count): return Array(repeating: "INTERNAL_SERVER_ERROR", count: count)
            }
        }
    }

    public var description: String {
        if let initiationError { return "error:\(initiationError.rawValue)" }
        let parts = steps.map { step -> String in
            switch step {
            case .pending(let count): return "pending:\(count)"
            case .serverError(let count): return "server-error:\(count)"
            }
        }
        return (parts + [final.rawValue]).joined(separator: ",")
    }

    /// The script with one non-final answer more or fewer (a count from 1 to 1000), for a script of
    /// one kind of step: `pending:2,success` by 1 is `pending:3,success`. Nil for any other.
    public func waitsChanged(by step: Int) -> PhonePeOutcome? {
        guard initiationError == nil, steps.count == 1 else { return nil }
        var changed = self
        switch steps[0] {
        case .pending(let count): changed.steps = [.pending(min(1000, max(1, count + step)))]
        case .serverError(let count): changed.steps = [.serverError(min(1000, max(1, count + step)))]
        }
        return changed
    }

    public static let grammar =
        "success | failure | declined | cancelled | timeout, optionally after pending:N and server-error:N steps "
        + "(e.g. pending:3,success), or error:CODE for a gateway error on the first call"

    /// Bounds on a script, wherever it is read (a flag, the admin API, a merchants file, a scenario),
    /// so that one payment's answers stay small: a few steps, a thousand non-final answers in all.
    public static let maxSteps = 10
    public static let maxNonFinalAnswers = 1000
    public static let maxTextLength = 256

    /// Parses `success`, `pending:2,failure`, `server-error:1,pending:2,success`, `error:BAD_REQUEST`.
    public static func parse(_ text: String) throws(PhonePeOutcomeError) -> PhonePeOutcome {
        guard text.utf8.count <= maxTextLength else {
            throw PhonePeOutcomeError("is \(text.utf8.count) characters long; an outcome is at most \(maxTextLength) (\(maxSteps) steps, \(maxNonFinalAnswers) non-final answers in all)")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingWhitespace()) }
        if parts.count == 1, parts[0].lowercased().hasPrefix("error:") {
            let code = String(parts[0].dropFirst("error:".count)).uppercased()
            guard let error = PhonePeErrorCode(rawValue: code) else {
                if let final = Final.allCases.first(where: { $0.code == code }) {
                    throw PhonePeOutcomeError("\(code) is a payment outcome, not a gateway error: use --outcome \(final.rawValue)")
                }
                let known = PhonePeErrorCode.allCases.map(\.rawValue).joined(separator: ", ")
                throw PhonePeOutcomeError("unknown gateway error code \"\(code)\"; documented codes: \(known)")
            }
            return PhonePeOutcome(initiationError: error)
        }
        guard let last = parts.last, let final = Final(rawValue: last.lowercased()) else {
            let guess = parts.last.flatMap { Suggestion.closest(to: $0, among: Final.allCases.map(\.rawValue)) }
            let meant = guess.map { " (did you mean \($0)?)" } ?? ""
            throw PhonePeOutcomeError("\"\(text)\" must end with a final outcome\(meant); expected \(grammar)")
        }
        guard parts.count - 1 <= maxSteps else {
            throw PhonePeOutcomeError("has \(parts.count - 1) steps before the final outcome; at most \(maxSteps) are allowed (pending:N takes N up to 1000)")
        }
        var steps: [Step] = []
        for part in parts.dropLast() {
            let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard pieces.count == 2, let count = Int(pieces[1]), count >= 1, count <= 1000 else {
                throw PhonePeOutcomeError("step \"\(part)\" must be pending:N or server-error:N with N from 1 to 1000")
            }
            switch pieces[0].lowercased() {
            case "pending": steps.append(.pending(count))
            case "server-error": steps.append(.serverError(count))
            default: throw PhonePeOutcomeError("unknown step \"\(part)\"; expected \(grammar)")
            }
        }
        let script = PhonePeOutcome(steps: steps, final: final)
        let answers = script.nonFinalAnswerCount
        guard answers <= maxNonFinalAnswers else {
            throw PhonePeOutcomeError("\"\(text)\" makes \(answers) non-final status answers; at most \(maxNonFinalAnswers) in all are allowed")
        }
        return script
    }

    /// How many status answers come before the final one.
    public var nonFinalAnswerCount: Int {
        steps.reduce(0) { total, step in
            switch step {
            case .pending(let count), .serverError(let count): return total + count
            }
        }
    }
}

/// Why an `--outcome` text cannot be read.
public struct PhonePeOutcomeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension PhonePeErrorCode {
    /// Whether the first call of `flow` can answer this error: subscription codes only on the mandate call.
    public func canOccur(on flow: PhonePeFlow) -> Bool { !mandateOnly || flow == .mandate }
}
