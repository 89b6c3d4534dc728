/// The phone's part of the run loop: the gateway's replies into the model, and the calls that keep
/// the screen on top current out, when it comes on top and then every second.
struct PhonePump {
    /// How long the loop waits for a key before it looks for replies: short enough that an answer
    /// shows at once, long enough to leave the processor idle.
    static let pollMilliseconds = 100
    static let refreshInterval: Duration = .seconds(1)

    let link: PhoneLink
    private var lastAsked: (calls: [PhoneCall], at: ContinuousClock.Instant)?

    init(link: PhoneLink) { self.link = link }

    /// Delivers the replies that came back and sends what is due; true when the model changed.
    mutating func pump(_ model: inout AppModel) -> Bool {
        let replies = link.replies()
        for reply in replies { model = AppModel.update(model, .phoneReplied(reply)).0 }
        let wanted = AppModel.phoneRefresh(model)
        let now = ContinuousClock.now
        if let last = lastAsked, last.calls == wanted, now - last.at < Self.refreshInterval { return !replies.isEmpty }
        wanted.forEach(link.send)
        lastAsked = (wanted, now)
        return !replies.isEmpty
    }
}
