extension AppModel {
    /// Carries the session's seed (and the choices of a page left with Esc) onto a checkout page
    /// being opened, and the seed past every walk that leaves the page on top (its form has stepped
    /// on by then).
    mutating func carrySeed(into next: inout Screen) {
        if let page = current.screen(as: CheckoutScreen.self), page.scripted == nil {
            nextSeed = max(nextSeed, page.nextSeed)
        }
        next.change(as: CheckoutScreen.self) { page in
            page.continueSeed(from: nextSeed)
            if let keptChoices { page.continueChoices(keptChoices) }
        }
    }

    /// A checkout page left with Esc keeps its seed and choices for the next page opened: going back
    /// to edit the device and coming again finds the page as it was left.
    mutating func keepChoices(of left: Screen) {
        guard let page = left.screen(as: CheckoutScreen.self), page.scripted == nil else { return }
        nextSeed = max(nextSeed, page.nextSeed)
        keptChoices = page.phonePeChoices ?? keptChoices
    }
}
