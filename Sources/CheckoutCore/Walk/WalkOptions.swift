/// What every provider's options offer the seam: `WalkRequest` holds one of them and forwards to it.
public protocol WalkOptions: Sendable {
    /// What seeds the walk's generated ids.
    var seed: UInt64 { get set }
    /// The options held as the seam's value.
    var request: WalkRequest { get }
    /// What the user does at the hand-off as these options say it, and how control comes back: what a
    /// scenario's case does there.
    var scriptedChoice: String { get }
    /// The `checkout-sim run` options after `--profile` that walk the same path.
    var runArguments: [String] { get }
    /// What the walk is set to, as `run`'s options name it, in rows of name and value; `rupees` writes paise.
    func settings(rupees: (Int64) -> String) -> [(name: String, value: String)]
}
