/// Citcon's options behind the seam: how `run` and a scenario's case name them.
extension CitconOptions: WalkOptions {
    public var request: WalkRequest { .citcon(self) }

    public var scriptedChoice: String { "outcome \(outcome), return \(returnMode.rawValue)" }

    public var runArguments: [String] {
        var words = ["--flow", "citcon", "--method", methodName, "--amount", "\(amount)"]
        if currency != Self.defaultCurrency { words += ["--currency", currency] }
        if country != Self.defaultCountry { words += ["--country", country] }
        if let environment { words += ["--environment", environment.rawValue] }
        if request3DSecure { words.append("--request-3ds") }
        for field in fields { words += ["--field", "\(field.path)=\(field.value)"] }
        if order != .syncFirst { words += ["--order", order.rawValue] }
        words += ["--outcome", outcome.description]
        if let reference { words += ["--transaction-id", reference] }
        if seed != 1 { words += ["--seed", "\(seed)"] }
        return words
    }

    public func settings(rupees: (Int64) -> String) -> [(name: String, value: String)] {
        [
            ("flow", "citcon, method \(methodName)"),
            ("amount", amountText),
            ("outcome", "\(outcome), \(order.rawValue), return \(returnMode.rawValue)"),
        ]
    }
}
