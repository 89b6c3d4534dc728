/// PhonePe's options behind the seam: how `run` and a scenario's case name them.
extension PhonePeOptions: WalkOptions {
    public var request: WalkRequest { .phonePe(self) }

    public var scriptedChoice: String { "\(userAction.rawValue), return \(returnMode.rawValue)" }

    public var runArguments: [String] {
        var words = ["--flow", flow.rawValue]
        if let app { words += ["--app", app.rawValue] }
        if let amount, amount != Self.defaultAmount { words += ["--amount", "\(amount)"] }
        if flow == .mandate, authWorkflow != .transaction { words += ["--auth-workflow", authWorkflow.rawValue] }
        if returnMode != .auto { words += ["--return", returnMode.rawValue] }
        if userAction != .pay { words += ["--user-action", userAction.rawValue] }
        if outcome.description != "success" { words += ["--outcome", outcome.description] }
        if let transactionId { words += ["--transaction-id", transactionId] }
        if seed != 1 { words += ["--seed", "\(seed)"] }
        return words
    }

    public func settings(rupees: (Int64) -> String) -> [(name: String, value: String)] {
        [
            ("flow", flow.rawValue + (flow == .mandate ? " (\(authWorkflow.rawValue))" : "")),
            ("app", app?.rawValue ?? "the first on the checkout page"),
            ("amount", effectiveAmount.map(rupees) ?? "none"),
            ("outcome", outcome.description),
            ("user, return", "\(userAction.rawValue), \(returnMode.rawValue)"),
        ]
    }
}
