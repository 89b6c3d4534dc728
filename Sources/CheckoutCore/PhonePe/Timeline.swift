/// One thing the merchant server sees after the hand-off, on the simulated clock.
public struct PhonePeEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The status check at this index of `PhonePeTranscript.statusChecks`.
        case statusCheck(Int)
        case callback
    }

    /// Seconds since the hand-off.
    public var at: Int
    public var kind: Kind
}

extension PhonePeTranscript {
    /// The status checks and the S2S callback in the order the server sees them; at the same second
    /// the callback lands before the check.
    public var timeline: [PhonePeEvent] {
        var events = statusChecks.enumerated().map { PhonePeEvent(at: $0.element.at, kind: .statusCheck($0.offset)) }
        if let callback {
            let index = events.firstIndex { $0.at >= callback.at } ?? events.endIndex
            events.insert(PhonePeEvent(at: callback.at, kind: .callback), at: index)
        }
        return events
    }
}
