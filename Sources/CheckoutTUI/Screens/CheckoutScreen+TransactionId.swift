import CheckoutCore

/// Enter on the seed row types the flow's own id (or Citcon's `transaction.reference`), as `run
/// --transaction-id` gives it; empty goes back to the id the seed makes. The walk checks what was
/// typed with the request rules, as `run` does.
extension CheckoutScreen {
    static let idPromptNote = StyledLine("Enter sets it; empty takes the id from the seed. The walk checks it against the provider's rules.", .muted)

    /// Whether Enter on the chosen row opens the id prompt rather than walking.
    var choosesId: Bool { scripted == nil && form.base.typesId(rowAt: chosenIndex) }

    mutating func openIdPrompt() {
        idPrompt = TextPrompt(title: "Your own \(form.base.idField)", text: form.base.typedId ?? "")
    }

    mutating func handleIdPrompt(_ key: Key) -> ScreenAction {
        guard var prompt = idPrompt else { return .unhandled }
        switch prompt.handle(key) {
        case .editing:
            idPrompt = prompt
        case .cancelled:
            idPrompt = nil
        case .submitted(let typed):
            let id = TextPrompt.trimmed(typed)
            form.base.typedId = id.isEmpty ? nil : id
            idPrompt = nil
        }
        return .handled
    }
}
