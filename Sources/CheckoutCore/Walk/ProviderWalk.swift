/// What every provider's walk offers the seam: `Walk` holds one of them and forwards to it, so a
/// front end never asks which provider it walks.
public protocol ProviderWalk: Sendable {
    /// True when the payment app, wallet or page is open and waiting for the user.
    var awaitsUser: Bool { get }
    /// The walk so far.
    var record: WalkRecord { get }
    /// What the user can do at the hand-off, in the order a front end offers it (asked only while `awaitsUser`).
    var choices: [HandOffChoice] { get }
    /// What opened at the hand-off, with what, and where the user now is.
    var handOffView: HandOffView { get }
    /// The walk held as the seam's value.
    var anyWalk: Walk { get }
    /// The user's choice at the hand-off, then the return and everything after it; nothing for a
    /// choice this provider does not offer.
    mutating func finish(_ choice: HandOffChoice)
    /// Finishes as the request's options say.
    mutating func finish()
}
