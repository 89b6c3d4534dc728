import CheckoutCore

/// What the status screen walks through for one payment system: its events on the simulated clock,
/// each event's details, and the result once every event is shown.
protocol StatusTimeline {
    /// Seconds since the hand-off of each event, in the order they happen.
    var times: [Int] { get }
    /// What the footer calls the next event, e.g. "status check 2".
    func label(_ index: Int) -> String
    /// The event's row in the timeline table.
    func row(_ index: Int) -> [StyledLine.Span]
    func detailsTitle(_ index: Int) -> String
    func details(_ index: Int) -> [StyledLine]
    /// Said when there are no events at all.
    var noEvents: String { get }
    /// Said while the result is not shown yet.
    var pending: String { get }
    /// The result's lines; nil when the walk has none.
    var result: [StyledLine]? { get }
}

extension WalkRecord {
    var statusTimeline: any StatusTimeline {
        switch self {
        case .phonePe(let transcript): return PhonePeStatusTimeline(transcript: transcript)
        case .citcon(let transcript): return CitconStatusTimeline(transcript: transcript)
        }
    }
}
