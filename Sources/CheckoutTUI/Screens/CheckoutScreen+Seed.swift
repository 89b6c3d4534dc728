extension CheckoutScreen {
    /// The seed the next walk from this page takes (the shown form's).
    public var nextSeed: UInt64 { phonePe?.seed ?? citcon?.seed ?? 1 }

    /// Starts both forms at `seed`, the session's next: a page opened again goes on from the walks
    /// before it, so no two walks of a session (nor the scenarios saved from them) share an id or a name.
    mutating func continueSeed(from seed: UInt64) {
        guard scripted == nil else { return }
        form = Self.seeded(form, seed)
        parked = parked.map { Self.seeded($0, seed) }
    }

    private static func seeded(_ form: AnyCheckoutForm, _ seed: UInt64) -> AnyCheckoutForm {
        if var phonePe = form.base as? PhonePeCheckoutForm {
            phonePe.seed = seed
            return AnyCheckoutForm(phonePe)
        }
        if var citcon = form.base as? CitconCheckoutForm {
            citcon.seed = seed
            return AnyCheckoutForm(citcon)
        }
        return form
    }
}

extension AppModel {
    /// Carries the session's seed onto a checkout page being opened, and past every walk that
    /// leaves the page on top (its form has stepped on by then).
    mutating func carrySeed(into next: inout Screen) {
        if case .checkout(let page) = current, page.scripted == nil {
            nextSeed = max(nextSeed, page.nextSeed)
        }
        if case .checkout(var page) = next {
            page.continueSeed(from: nextSeed)
            next = .checkout(page)
        }
    }
}
