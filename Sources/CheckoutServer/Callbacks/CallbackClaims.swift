/// The callbacks one dispatcher is sending right now, so that a poll finding one still due while
/// its attempt is under way does not send it a second time.
actor CallbackClaims {
    private var inFlight: Set<Int64> = []

    var count: Int { inFlight.count }

    /// The callbacks of `due` not already in flight, at most `limit` in flight in all; now claimed.
    func claim(_ due: [LedgerCallback], limit: Int) -> [LedgerCallback] {
        var claimed: [LedgerCallback] = []
        for callback in due where inFlight.count < limit && !inFlight.contains(callback.id) {
            inFlight.insert(callback.id)
            claimed.append(callback)
        }
        return claimed
    }

    func release(_ id: Int64) {
        inFlight.remove(id)
    }
}
