/// Everything one walk did, step by step: what the text and JSON transcripts (and the TUI) show.
public struct PhonePeTranscript: Sendable, Equatable {
    public var options: PhonePeOptions
    /// The device walked on, shared with the walk: the transcript reads its profile and context from
    /// it instead of copying them on every walk.
    let device: Device
    public var profile: DeviceProfile { device.profile }
    public var page: CheckoutPage
    public var app: UPIApp?
    public var deviceContext: DeviceContext { device.context }
    public var request: SignedRequest?
    public var sdkRequest: SDKTransactionRequest?
    public var response: GatewayResponse?
    public var intent: IntentStep?
    public var webRedirectURL: String?
    public var handOff: PhonePeHandOff?
    public var returnStep: PhonePeReturn?
    public var sdkResult: PhonePeSDKResult?
    public var statusChecks: [PhonePeStatusCheck] = []
    public var callback: PhonePeCallback?
    public var refund: RefundStep?
    public var result: PhonePeResult?
    /// On Android: the package started, the chooser, `startActivity` and `onActivityResult`; nil on iOS.
    public var android: PhonePeAndroidStep?
    /// Request rules the walk broke; when any is present nothing was sent.
    public var errors: [RuleViolation] = []

    public var flow: PhonePeFlow { options.flow }

    /// Where the integration documents contradict themselves for this flow, and which way the walk went.
    public var notes: [String] { PhonePeNotes.notes(for: self) }

    /// The scheme table, computed when shown rather than on every walk.
    public var schemes: [SchemeStatus] { device.schemeTable }
}

/// The intent URL from the gateway, read back and validated.
public struct IntentStep: Sendable, Equatable {
    public let text: String
    /// The scheme iOS opens when the URL reads, nil when it does not: all the hand-off needs, so the
    /// walk reads no parameter into a `String`.
    public let scheme: String?

    /// The URL as the gateway answered it, read back.
    public init(text: String) {
        self.text = text
        scheme = IntentURL.readableScheme(text)
    }

    /// The parsed URL, or why it could not be read: read when shown, not on every walk.
    public var parsed: Result<IntentURL, IntentURLError> {
        Result { () throws(IntentURLError) in try IntentURL.parse(text) }
    }

    public var url: IntentURL? { try? parsed.get() }

    /// Checked when shown, not on every walk.
    public var defects: [String] {
        switch parsed {
        case .success(let url): return IntentURLValidator.defects(in: url).map(\.description)
        case .failure(let error): return [error.description]
        }
    }
}

/// The payment app opening (or not) with the intent URL.
public struct PhonePeHandOff: Sendable, Equatable {
    public var url: String
    public var openedAppId: String?
    public var failure: String?
}

/// How control came back to the merchant app.
public struct PhonePeReturn: Sendable, Equatable {
    public var mode: PhonePeReturnPath
    /// The URL the merchant app was opened with (callback returns only).
    public var url: String?
    public var reason: String
}

/// The PhonePe SDK's completion: `successful` only means the payment flow finished.
public struct PhonePeSDKResult: Sendable, Equatable {
    public var completionCalled: Bool
    public var successful: Bool
    public var meaning: String
}

/// What the app passes to `PhonePeSDK.startPhonePeTransactionRequest`.
public struct SDKTransactionRequest: Sendable, Equatable {
    public var base64EncodedBody: String
    public var apiEndPoint: String
    public var checksum: String
    public var headers: [HTTPHeader]
}

/// One status check on the simulated clock.
public struct PhonePeStatusCheck: Sendable, Equatable {
    /// Seconds since the hand-off, or since the pay call's answer when there was none (a server error).
    public var at: Int
    public var method: String
    public var path: String
    public var headers: [HTTPHeader]
    public var response: GatewayResponse

    public var code: String { response.code }
}

/// The server-to-server callback and the merchant's checks on it.
public struct PhonePeCallback: Sendable, Equatable {
    public var at: Int
    public var request: GatewayRequest
    public var check: CallbackCheck
}

/// The refund a merchant sends for a payment that succeeded after it gave up.
public struct RefundStep: Sendable, Equatable {
    public var request: SignedRequest
    public var response: GatewayResponse
}

/// The way control came back to the merchant app.
public enum PhonePeReturnPath: String, Sendable, CustomStringConvertible {
    /// PhonePe opened the callback scheme and the app came back by itself.
    case callback
    /// The user switched back by hand.
    case manual
    /// The user killed the payment app (or closed the web view): no return at all.
    case abandon
    /// The payment ran in PhonePe's web checkout inside the merchant app.
    case web
    /// On Android: the UPI app finished and `onActivityResult` got `RESULT_OK` with its extras.
    case activityResult = "activity-result"

    public var description: String { rawValue }
}

/// The outcome the merchant server decides on.
public struct PhonePeResult: Sendable, Equatable {
    public var code: String
    public var state: PaymentState
    public var summary: String
}
