/// Everything one Citcon walk did: what the text and JSON transcripts show.
public struct CitconTranscript: Sendable, Equatable {
    public var options: CitconOptions
    public var profile: DeviceProfile
    public var environment: CitconEnvironment
    public var wallets: [CitconWalletAvailability]
    public var method: CitconMethod?
    /// The CPayRequest passed to `requestOrder`.
    public var request: JSONValue?
    public var handOff: CitconHandOff?
    public var returnStep: CitconReturn?
    /// Client-side results in the order they reached the app.
    public var clientResults: [CitconClientResult] = []
    /// The server's notification to `urls.ipn`.
    public var ipn: CitconIPN?
    public var inquiries: [CitconInquiry] = []
    public var result: CitconDecision?
    public var errors: [RuleViolation] = []

    public var usableMethods: [CitconMethod] { wallets.filter(\.usable).map(\.method) }

    public var notes: [String] { CitconNotes.notes(for: self) }

    public var schemes: [SchemeStatus] { Device(profile: profile).schemeTable }

    public var syncResult: CitconClientResult? { clientResults.first { $0.kind == .sync } }
    public var asyncResult: CitconClientResult? { clientResults.first { $0.kind == .async } }
}

/// The SDK leaving the merchant app for the wallet app, H5 page or browser.
public struct CitconHandOff: Sendable, Equatable {
    public var surface: CitconSurface
    /// The scheme the SDK opens the wallet app with, when it opens one.
    public var openedScheme: String?
    public var description: String
}

/// How control came back to the merchant app and whether the SDK saw it.
public struct CitconReturn: Sendable, Equatable {
    public var mode: CitconReturnWay
    public var url: String?
    /// Whether the app passed the return to the SDK (handleUrl / handleScene / handleUniversalLink).
    public var forwardedToSDK: Bool
    public var reason: String

    /// The user switched back by hand or killed the wallet: the SDK returns nothing at all.
    public var interrupted: Bool { mode == .manual || mode == .abandon }
}

/// How control actually came back to the merchant app from the wallet, page or browser (the catalog's
/// `CitconReturnPath` is how it is meant to).
public enum CitconReturnWay: String, Sendable, CustomStringConvertible {
    /// The wallet opened one of the merchant app's URL types.
    case urlScheme = "url-scheme"
    /// iOS continued the user activity through the app's universal link.
    case universalLink = "universal-link"
    /// The H5 page closed inside the app.
    case inApp = "in-app"
    /// The user switched back by hand.
    case manual
    /// The user killed the wallet (or closed the page).
    case abandon

    public var description: String { rawValue }
}

/// A `CPayResult` through the `requestOrder` callback, or a `CPayCheck` through the NTFY_ASYNC notification.
public struct CitconClientResult: Sendable, Equatable {
    public enum Kind: String, Sendable { case sync = "CPayResult", async = "CPayCheck" }
    public var kind: Kind
    /// Seconds since the hand-off.
    public var at: Int
    public var body: JSONValue
}

/// The server-to-server notification Citcon posts to `urls.ipn`.
public struct CitconIPN: Sendable, Equatable {
    public var at: Int
    public var url: String
    public var body: JSONValue
    /// The merchant server's checks: reference and amount match the order.
    public var verified: Bool
    public var problems: [String]
}

/// `inquireOrder(transId)` and its CPayCheck.
public struct CitconInquiry: Sendable, Equatable {
    public var at: Int
    public var transId: String
    public var body: JSONValue
}

/// The outcome the merchant decides on, with what it decided from.
public struct CitconDecision: Sendable, Equatable {
    /// The client code: "0" on success, else data.code (or "unknown").
    public var code: String
    /// `data.status`, or `unknown` when nothing told the merchant.
    public var state: String
    public var paid: Bool
    public var decidedBy: String
    public var summary: String
}
