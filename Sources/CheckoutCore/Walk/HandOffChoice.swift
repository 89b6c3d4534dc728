/// One thing the user can do once the payment app, wallet, H5 page or browser is open.
public struct HandOffChoice: Sendable, Equatable {
    /// What the walk does with it; front ends pass the choice back without looking inside.
    public var action: PayerChoice
    public var label: String
    public var explanation: String
    /// On Android, the `responseCode` the UPI app hands back with this choice; nil leaves it to the action.
    public var upiResponseCode: UPIResponseCode?

    public init(action: PayerChoice, label: String, explanation: String, upiResponseCode: UPIResponseCode? = nil) {
        self.action = action
        self.label = label
        self.explanation = explanation
        self.upiResponseCode = upiResponseCode
    }

    /// The name a script uses for it: `pay`, `decline`, `pay-then-kill`…
    public var name: String { action.rawValue }
}
