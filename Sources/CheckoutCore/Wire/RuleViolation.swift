/// A request that breaks a documented rule: which field, which rule, and what to do.
public struct RuleViolation: Error, Sendable, Equatable, CustomStringConvertible {
    public var field: String
    /// The rule with what to do on the command line, as `run` and `replay` print it.
    public var rule: String
    /// The rule alone, without the command line's fix, for a front end that sets the field its own way.
    public var requirement: String
    /// Set when the field is missing and `--field FIELD=…` supplies it: the kind of value it wants.
    public var missingValue: String?

    public init(field: String, rule: String) {
        self.field = field
        self.rule = rule
        self.requirement = rule
    }

    /// A required field left out: the rule tells the command line to pass `--field FIELD=<example>`.
    public init(missing field: String, requirement: String, example: String) {
        self.field = field
        self.rule = "\(requirement): pass --field \(field)=\(example)"
        self.requirement = requirement
        self.missingValue = example
    }

    public var description: String { "\(field): \(rule)" }
}

/// Every rule a request broke, found together.
public struct RuleViolations: Error, Sendable, Equatable {
    public var violations: [RuleViolation]
}
