/// A request that breaks a documented rule: which field, which rule, and what to do.
public struct RuleViolation: Error, Sendable, Equatable, CustomStringConvertible {
    public var field: String
    public var rule: String

    public init(field: String, rule: String) {
        self.field = field
        self.rule = rule
    }

    public var description: String { "\(field): \(rule)" }
}

/// Every rule a request broke, found together.
public struct RuleViolations: Error, Sendable, Equatable {
    public var violations: [RuleViolation]
}
