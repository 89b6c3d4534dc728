/// What an Android walk adds: the package started (or picked in the system chooser), what
/// `startActivity` did, and what came back to `onActivityResult` with the merchant app's reading of it.
public struct PhonePeAndroidStep: Sendable, Equatable {
    /// The package started explicitly, or the one the user picks in the chooser ("Just once"); nil when
    /// the chooser has nothing to offer.
    public var package: String?
    /// The packages the system chooser for `upi://pay` lists (open-intent only): every handler, visible or not.
    public var chooser: [String]?
    /// What `startActivity` did with the intent, before the user's pick in the chooser.
    public var start: ActivityStart?
    /// How the UPI app ended: a result, a back press, or the merchant app's process killed.
    public var ending: UPIActivityReturn?
    public var reading: UPIResultReading?

    /// Whether `start` put the system chooser in front of the user.
    public var choseInChooser: Bool {
        if case .chooser? = start { return true }
        return false
    }

    /// The response code a UPI app reports for the user's action when `--upi-response-code` names none.
    public static func responseCode(for action: PayerChoice) -> UPIResponseCode {
        switch action {
        case .decline: return .declined
        case .leavePending: return .pending
        default: return .success
        }
    }
}
