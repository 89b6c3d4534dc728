/// Lines already wrapped for one width (and one section of a screen), kept in the screen's model so a
/// key that only scrolls does not style and wrap the whole text again. Derived state, compared like
/// the rest of the model: two models holding different wrapped lines (or none) are not equal.
struct WrapCache: Equatable, Sendable {
    struct Slot: Equatable, Sendable {
        var section: String
        var width: Int
    }

    private var slot: Slot?
    private var lines: [StyledLine] = []

    /// The cached lines when they were wrapped for `slot`.
    func lines(for slot: Slot) -> [StyledLine]? { self.slot == slot ? lines : nil }

    mutating func store(_ lines: [StyledLine], for slot: Slot) {
        self.slot = slot
        self.lines = lines
    }
}
