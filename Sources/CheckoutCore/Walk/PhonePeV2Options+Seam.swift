/// PhonePe v2's options behind the seam: how `run` and a scenario's case name them.
extension PhonePeV2Options: WalkOptions {
    public var request: WalkRequest { .phonePeV2(self) }

    public var scriptedChoice: String { userAction.rawValue }

    public var runArguments: [String] {
        var words = ["--flow", flow.rawValue]
        if let app { words += ["--app", app.rawValue] }
        if amount != Self.defaultAmount { words += ["--amount", "\(amount)"] }
        if let merchantOrderId { words += ["--merchant-order-id", merchantOrderId] }
        if userAction != .pay { words += ["--user-action", userAction.rawValue] }
        if outcome != .completed { words += ["--outcome", outcome.description] }
        if seed != 1 { words += ["--seed", "\(seed)"] }
        return words
    }

    public func settings(rupees: (Int64) -> String) -> [(name: String, value: String)] {
        [
            ("flow", flow.rawValue),
            ("app", flow.userPicksApp ? app?.rawValue ?? "the first on the checkout page" : "PhonePe"),
            ("amount", rupees(amount)),
            ("outcome", outcome.description),
            ("user", userAction.rawValue),
        ]
    }
}
