/// What reaches the merchant after the hand-off, event by event on the simulated clock, for a front
/// end to reveal one at a time: each event's row and details, then the result.
public protocol WalkTimeline: Sendable {
    /// Seconds since the hand-off of each event, in the order they happen.
    var times: [Int] { get }
    /// What to call the next event, e.g. "status check 2".
    func label(_ index: Int) -> String
    /// The event's row in a timeline table.
    func row(_ index: Int) -> [ShownSpan]
    func detailsTitle(_ index: Int) -> String
    func details(_ index: Int) -> [ShownBlock]
    /// Said when there are no events at all.
    var noEvents: String { get }
    /// Said while the result is not shown yet.
    var pending: String { get }
    /// The result's lines; nil when the walk has none.
    var result: [ShownLine]? { get }
}
