import CheckoutCore

extension CheckoutScreen {
    /// The seed the next walk from this page takes (the shown form's).
    public var nextSeed: UInt64 { form.base.seed }

    /// Starts every form at `seed`, the session's next: a page opened again goes on from the walks
    /// before it, so no two walks of a session (nor the scenarios saved from them) share an id or a name.
    mutating func continueSeed(from seed: UInt64) {
        guard scripted == nil else { return }
        form = Self.seeded(form, seed)
        parkedForms = parkedForms.map { Self.seeded($0, seed) }
    }

    private static func seeded(_ form: AnyCheckoutForm, _ seed: UInt64) -> AnyCheckoutForm {
        var seeded = form.base
        seeded.seed = seed
        return AnyCheckoutForm(seeded)
    }
}

/// What the user chose on a PhonePe checkout page, kept for the next page opened.
struct PhonePeChoices: Equatable, Sendable {
    var flow: PhonePeFlow
    var outcome: PhonePeOutcome
    var authWorkflow: AuthWorkflow
}

extension CheckoutScreen {
    var phonePeChoices: PhonePeChoices? {
        phonePe.map { PhonePeChoices(flow: $0.flow, outcome: $0.outcome, authWorkflow: $0.authWorkflow) }
    }

    /// Starts the PhonePe form on `choices`, as far as this device's page allows.
    mutating func continueChoices(_ choices: PhonePeChoices) {
        guard scripted == nil, var phonePe = form.base as? PhonePeCheckoutForm else { return }
        phonePe.choose(choices.flow)
        if PhonePeDemo.outcomes(for: choices.flow).contains(choices.outcome) { phonePe.outcome = choices.outcome }
        phonePe.authWorkflow = choices.authWorkflow
        form = AnyCheckoutForm(phonePe)
    }
}
