import CheckoutCore

extension PhonePeV2Outcome {
    /// A v1 outcome script (a merchant's template, a magic amount, the admin API's) as v2 plays it:
    /// the same waits, the same end in v2's states.
    init(_ v1: PhonePeOutcome) {
        if let error = v1.initiationError {
            self.init(initiationError: error.rawValue)
            return
        }
        let steps = v1.steps.map { step -> Step in
            switch step {
            case .pending(let count): return .pending(count)
            case .serverError(let count): return .serverError(count)
            }
        }
        let final: Final
        switch v1.final {
        case .success: final = .completed
        case .failure: final = .failed
        case .declined: final = .declined
        case .cancelled: final = .cancelled
        case .timeout: final = .expired
        }
        self.init(steps: steps, final: final)
    }
}
