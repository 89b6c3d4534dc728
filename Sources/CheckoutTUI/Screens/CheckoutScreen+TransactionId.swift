import CheckoutCore

/// Enter on the seed row types the flow's own id, as `run --transaction-id` gives it; empty goes back
/// to the id the seed makes. The walk checks what was typed with the request rules, as `run` does.
extension CheckoutScreen {
    static let idPromptNote = StyledLine("Enter sets it; empty takes the id from the seed. The walk checks it as PhonePe's rules say.", .muted)

    /// Whether Enter on the chosen row opens the id prompt rather than walking.
    var choosesId: Bool {
        guard let phonePe, scripted == nil else { return false }
        return phonePe.rows[chosenIndex] == .seed
    }

    mutating func openIdPrompt() {
        guard let phonePe else { return }
        idPrompt = TextPrompt(title: "Your own \(phonePe.flow.idField)", text: phonePe.transactionId ?? "")
    }

    mutating func handleIdPrompt(_ key: Key) -> ScreenAction {
        guard var prompt = idPrompt, var phonePe else { return .unhandled }
        switch prompt.handle(key) {
        case .editing:
            idPrompt = prompt
        case .cancelled:
            idPrompt = nil
        case .submitted(let typed):
            let id = TextPrompt.trimmed(typed)
            phonePe.transactionId = id.isEmpty ? nil : id
            form = AnyCheckoutForm(phonePe)
            idPrompt = nil
        }
        return .handled
    }
}
