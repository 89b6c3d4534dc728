/// Lines already wrapped for one width (and one section of a screen), kept in the screen's model so a
/// key that only scrolls does not style and wrap the whole text again. It is not state: two models
/// that differ only in their caches are equal.
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

    static func == (lhs: WrapCache, rhs: WrapCache) -> Bool { true }
}
