/// One thing the user can do once the payment app, wallet, H5 page or browser is open.
public struct HandOffChoice: Sendable, Equatable {
    /// What the walk does with it; front ends pass the choice back without looking inside.
    public enum Action: Sendable, Equatable {
        case phonePe(PhonePeChoice)
        case citcon(CitconUserAction)
    }

    public var action: Action
    public var label: String
    public var explanation: String

    public init(action: Action, label: String, explanation: String) {
        self.action = action
        self.label = label
        self.explanation = explanation
    }

    /// The name a script uses for it: `pay`, `decline`, `pay-then-kill`…
    public var name: String {
        switch action {
        case .phonePe(let choice): return choice.rawValue
        case .citcon(let choice): return choice.rawValue
        }
    }
}
