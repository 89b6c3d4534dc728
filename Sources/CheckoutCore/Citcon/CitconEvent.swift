/// One thing that reaches the merchant after the hand-off to the wallet, on the simulated clock.
public struct CitconEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The client result at this index of `CitconTranscript.clientResults`.
        case clientResult(Int)
        case ipn
        /// The inquiry at this index of `CitconTranscript.inquiries`.
        case inquiry(Int)
    }

    /// Seconds since the hand-off.
    public var at: Int
    public var kind: Kind

    public init(at: Int, kind: Kind) {
        self.at = at
        self.kind = kind
    }
}

extension CitconTranscript {
    /// The client results, the IPN and the inquiries in the order they arrive; at the same second
    /// the client results come first, as the transcript lists them.
    public var timeline: [CitconEvent] {
        var events = clientResults.enumerated().map { CitconEvent(at: $0.element.at, kind: .clientResult($0.offset)) }
        if let ipn { events.append(CitconEvent(at: ipn.at, kind: .ipn)) }
        events += inquiries.enumerated().map { CitconEvent(at: $0.element.at, kind: .inquiry($0.offset)) }
        // A stable sort keeps that order among events at the same second.
        return events.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }
}
