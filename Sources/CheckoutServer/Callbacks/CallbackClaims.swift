/// The callbacks one dispatcher is sending right now, so that a poll finding one still due while
/// its attempt is under way does not send it a second time. A poll reads the ledger between
/// `beginRead` and `claim`; a callback whose attempt ended in between may have been read as it was
/// before that attempt was recorded, so that poll leaves it to the next one, which reads it afresh.
actor CallbackClaims {
    private var inFlight: Set<Int64> = []
    /// For each read under way, the callbacks released since it began.
    private var reads: [Int: Set<Int64>] = [:]
    private var lastRead = 0

    /// Starts a read of the ledger; says how many callbacks are under way.
    func beginRead() -> (read: Int, inFlight: Int) {
        lastRead += 1
        reads[lastRead] = []
        return (lastRead, inFlight.count)
    }

    /// Ends `read`, claiming the callbacks of `due` it may send: not under way, not released since
    /// the read began, at most `limit` under way in all.
    func claim(_ due: [LedgerCallback], read: Int, limit: Int) -> [LedgerCallback] {
        let releasedSince = reads.removeValue(forKey: read) ?? []
        var claimed: [LedgerCallback] = []
        for callback in due where inFlight.count < limit && !inFlight.contains(callback.id) && !releasedSince.contains(callback.id) {
            inFlight.insert(callback.id)
            claimed.append(callback)
        }
        return claimed
    }

    /// The attempt at `id` is recorded in the ledger.
    func release(_ id: Int64) {
        inFlight.remove(id)
        for read in reads.keys { reads[read]?.insert(id) }
    }
}
