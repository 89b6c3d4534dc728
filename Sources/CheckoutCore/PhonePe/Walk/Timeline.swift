/// One thing the merchant server sees after the hand-off, on the simulated clock.
public struct TimelineEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The status check at this index of `Transcript.statusChecks`.
        case statusCheck(Int)
        case callback
    }

    /// Seconds since the hand-off.
    public var at: Int
    public var kind: Kind
}

extension Transcript {
    /// The status checks and the S2S callback in the order the server sees them; at the same second
    /// the callback lands before the check.
    public var timeline: [TimelineEvent] {
        var events = statusChecks.enumerated().map { TimelineEvent(at: $0.element.at, kind: .statusCheck($0.offset)) }
        if let callback {
            let index = events.firstIndex { $0.at >= callback.at } ?? events.endIndex
            events.insert(TimelineEvent(at: callback.at, kind: .callback), at: index)
        }
        return events
    }
}
