/// A screen of the phone (`tui --gateway`): what it asks the gateway for to stay current, and how it
/// takes the gateway's replies.
protocol PhoneScreen: ScreenModel {
    /// Asked when the screen comes on top and again every second.
    var refresh: [PhoneCall] { get }
    /// Takes a reply that concerns it; any other leaves it as it is.
    mutating func take(_ reply: PhoneReply)
}

extension Screen {
    /// What the screen asks the gateway for to stay current: nothing unless it is the phone's.
    var phoneRefresh: [PhoneCall] { (model as? any PhoneScreen)?.refresh ?? [] }

    /// A gateway's reply into the screen, when it is the phone's.
    mutating func take(_ reply: PhoneReply) {
        guard var phone = model as? any PhoneScreen else { return }
        phone.take(reply)
        model = phone
    }
}
