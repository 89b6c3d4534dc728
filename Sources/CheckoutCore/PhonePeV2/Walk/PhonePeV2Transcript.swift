/// Everything one v2 walk did, step by step, secrets masked: what the text and JSON transcripts
/// (and the seam's front ends) show.
public struct PhonePeV2Transcript: Sendable, Equatable {
    public var options: PhonePeV2Options
    /// The device walked on, shared with the walk.
    let device: Device
    public var profile: DeviceProfile { device.profile }
    public var page: CheckoutPage
    /// The UPI app paid with: the intent's `targetApp`, PhonePe for the SDK when it is installed.
    public var app: UPIApp?
    /// On Android: the package started, what `startActivity` did and what came back; nil on iOS.
    public var android: PhonePeV2AndroidStep?
    /// The `ppemerchantsdkv1`–`v5` schemes `canOpenURL` answers yes for: how the iOS SDK finds PhonePe.
    public var openablePhonePeSchemes: [String] = []
    /// Custom Checkout's `deviceContext` as sent; for the SDK what it reads of the device; nil for the pay page.
    public var deviceContext: JSONValue?
    public var tokenCall: PhonePeV2Exchange?
    /// The token fetched again once half of the last one's life had passed.
    public var tokenRefreshes: [PhonePeV2Refresh] = []
    public var orderCall: PhonePeV2Exchange?
    /// What the app passes to the iOS SDK (SDK flow only).
    public var startCheckout: PhonePeV2StartCheckout?
    public var handOff: PhonePeV2HandOff?
    /// What the user did at the hand-off.
    public var choice: PayerChoice?
    public var returnStep: PhonePeV2Return?
    /// The iOS SDK's completion (SDK flow only).
    public var completion: PhonePeV2Completion?
    public var statusChecks: [PhonePeV2StatusCheck] = []
    public var webhooks: [PhonePeV2Delivery] = []
    /// The refund a merchant sends for an order that completed after it gave up.
    public var refund: PhonePeV2Refund?
    public var result: PhonePeV2Result?
    /// Rules the walk broke before sending; when any is present nothing was sent.
    public var errors: [RuleViolation] = []

    public var flow: PhonePeV2Flow { options.flow }

    /// Where PhonePe's documents and its SDKs differ, or are silent, for this walk, and which way it went.
    public var notes: [String] { PhonePeV2Notes.notes(for: self) }

    public var schemes: [SchemeStatus] { device.schemeTable }

    /// The webhook the merchant decides on: the order's final one.
    public var finalWebhook: PhonePeV2Delivery? { webhooks.last { !$0.event.hasSuffix(".attempt.failed") } }
}

/// One call from the merchant's server and PhonePe's answer, as shown: secrets masked.
public struct PhonePeV2Exchange: Sendable, Equatable {
    public var method: String
    public var path: String
    /// Empty when the call has none.
    public var query: String
    public var headers: [HTTPHeader]
    /// The body as sent (a form or compact JSON), masked; nil for a GET.
    public var body: String?
    /// A JSON body, read.
    public var payload: JSONValue?
    public var response: PhonePeV2Response

    /// `GET /path?query`.
    public var target: String { query.isEmpty ? path : path + "?" + query }
}

/// `PPPayment.startCheckoutFlow(merchantId:orderId:token:appSchema:on:completion:)`'s arguments.
public struct PhonePeV2StartCheckout: Sendable, Equatable {
    public var merchantId: String
    /// PhonePe's `orderId` from the SDK order.
    public var orderId: String
    /// The order token from the SDK order.
    public var token: String
    /// The URL type PhonePe opens to come back to the app; nil when the app has none.
    public var appSchema: String?
}

/// What opened at the hand-off.
public struct PhonePeV2HandOff: Sendable, Equatable {
    public enum Surface: String, Sendable, CaseIterable {
        /// A payment app, opened by the SDK or by `open(url)`.
        case paymentApp = "payment-app"
        /// PhonePe's web flow inside the SDK, PhonePe not being installed.
        case sdkWebFlow = "sdk-web-flow"
        /// PhonePe's pay page in a web view of the merchant app.
        case webView = "web-view"
    }

    public var surface: Surface
    /// The intent URL, the pay page, or the SDK's web flow's page.
    public var url: String
    public var openedAppId: String?
    /// Why `open(url)` failed; the walk ends there.
    public var failure: String?
}

/// How control came back to the merchant app.
public struct PhonePeV2Return: Sendable, Equatable {
    public enum Path: String, Sendable, CaseIterable, CustomStringConvertible {
        /// PhonePe opened the app's scheme (`appSchema`, or `mcbs` of the intent URL).
        case callback
        /// The user switched back by hand.
        case manual
        /// The pay page (or the SDK's web flow) sent the web view to the redirect URL; the app closed it.
        case redirect
        /// The user closed the web view.
        case closed
        /// The user killed the payment app: no return at all.
        case abandon
        /// Android: the app was started for a result, and `onActivityResult` ran (or, the process
        /// killed, never did).
        case activityResult = "activity-result"

        public var description: String { rawValue }
    }

    public var mode: Path
    /// Seconds after the hand-off; nil when there was no return.
    public var at: Int?
    /// The URL the app was opened with, or the web view was sent to.
    public var url: String?
    public var reason: String
}

/// The iOS SDK's completion: `PPResultState`.
public struct PhonePeV2Completion: Sendable, Equatable {
    public enum State: String, Sendable, CaseIterable {
        case success, failure, interrupted
    }

    /// Nil when the completion never ran.
    public var state: State?
    public var meaning: String
}

/// One order status check on the simulated clock.
public struct PhonePeV2StatusCheck: Sendable, Equatable {
    /// Seconds after the hand-off.
    public var at: Int
    public var call: PhonePeV2Exchange

    /// The order's `state`, or the error's `code`.
    public var code: String {
        call.response.body["state"]?.stringValue ?? call.response.body["code"]?.stringValue ?? "HTTP \(call.response.httpStatus)"
    }

    public var isFinal: Bool { call.response.httpStatus == 200 && (code == "COMPLETED" || code == "FAILED") }
}

/// A webhook as the merchant's server received it, and its checks.
public struct PhonePeV2Delivery: Sendable, Equatable {
    /// Seconds after the hand-off.
    public var at: Int
    public var url: String
    public var event: String
    public var type: String
    public var headers: [HTTPHeader]
    public var body: String
    public var payload: JSONValue
    /// The `Authorization` header is the SHA-256 of the dashboard's username and password.
    public var authorizationValid: Bool
    /// The payload's order and amount are the merchant's.
    public var orderMatches: Bool

    public var verified: Bool { authorizationValid && orderMatches }
}

/// A token call after the first, at a second after the hand-off.
public struct PhonePeV2Refresh: Sendable, Equatable {
    public var at: Int
    public var call: PhonePeV2Exchange
}

/// `POST /payments/v2/refund` at a second after the hand-off.
public struct PhonePeV2Refund: Sendable, Equatable {
    public var at: Int
    public var call: PhonePeV2Exchange
}

/// What the merchant's server decides: the order's state by its status check.
public struct PhonePeV2Result: Sendable, Equatable {
    /// `COMPLETED`, `FAILED`, `PENDING`, or the code that stopped the walk.
    public var code: String
    public var errorCode: String?
    public var summary: String

    public var paid: Bool { code == "COMPLETED" }
}
