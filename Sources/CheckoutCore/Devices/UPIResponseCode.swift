/// The NPCI response codes a UPI app puts in `responseCode` when it hands the result back on Android.
public enum UPIResponseCode: String, CaseIterable, Sendable {
    case success = "00"
    case pending = "01"
    case declined = "ZA"
    case expired = "U69"
    case insufficientFunds = "Z9"
    case wrongPIN = "ZM"
    case deemed = "RB"
    case deemedTimeout = "96"

    /// What the code means, in a few words.
    public var meaning: String {
        switch self {
        case .success: return "success"
        case .pending: return "pending"
        case .declined: return "declined by the payer"
        case .expired: return "the collect request expired"
        case .insufficientFunds: return "insufficient funds"
        case .wrongPIN: return "wrong UPI PIN"
        case .deemed: return "deemed (the bank's answer is not known yet)"
        case .deemedTimeout: return "deemed (timed out at the bank)"
        }
    }

    /// How the app words `Status` beside this code.
    public var status: UPIResultStatus {
        switch self {
        case .success: return .success
        case .pending, .deemed, .deemedTimeout: return .submitted
        case .declined, .expired, .insufficientFunds, .wrongPIN: return .failure
        }
    }

    /// The code a `--upi-response-code` value names (case-insensitive), or nil.
    public init?(caseInsensitive text: String) {
        guard let code = Self(rawValue: text.uppercased()) else { return nil }
        self = code
    }

    /// "00, 01, ZA, U69, Z9, ZM, RB, 96", as an error lists them.
    public static var listed: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// What `Status` says, whatever the app's spelling of it.
public enum UPIResultStatus: String, Sendable, Equatable {
    case success
    /// Handed to the bank, not yet final (Google Pay's "Submitted", a pending or deemed code).
    case submitted
    case failure
}
