import CheckoutCore
import CheckoutTestSupport

/// `run --flow v2-sdk|v2-pay-page|v2-intent`: each v2 flow on a profile with PhonePe and one without,
/// then the walks a QA engineer asks for most (a decline, a cancel, a UPI app other than PhonePe,
/// failed attempts and pending answers, an order refused, a late success refunded).
extension GoldenTranscriptTests {
    private static func v2(_ name: String, _ profile: String, _ arguments: [String]) -> Case {
        Case(name: "v2-\(name)", arguments: ["--profile", profile] + arguments)
    }

    static let phonePeV2Cases: [Case] =
        ["iphone15-all-upi", "gpay-only", "phonepe-v1-only"].flatMap { profile in
            PhonePeV2Flow.allCases.map { flow in v2("\(flow.rawValue.dropFirst(3))--\(profile)", profile, ["--flow", flow.rawValue]) }
        } + [
            v2("sdk-decline", "iphone15-all-upi", ["--flow", "v2-sdk", "--user-action", "decline"]),
            v2("sdk-cancel", "iphone15-all-upi", ["--flow", "v2-sdk", "--user-action", "cancel"]),
            v2("intent-gpay", "iphone15-all-upi", ["--flow", "v2-intent", "--app", "GPAY", "--amount", "25050"]),
            v2("intent-failed-attempt-then-pending", "iphone15-all-upi", ["--flow", "v2-intent", "--outcome", "failed-attempts:1,pending:2,completed"]),
            v2("intent-phonepe-not-visible", "gpay-only", ["--flow", "v2-intent", "--app", "PHONEPE"]),
            v2("pay-page-server-error-on-order", "iphone15-all-upi", ["--flow", "v2-pay-page", "--outcome", "error:INTERNAL_SERVER_ERROR"]),
            v2("pay-page-late-success-refund", "iphone15-all-upi", ["--flow", "v2-pay-page", "--outcome", "pending:45,completed"]),
        ] + phonePeV2AndroidCases

    /// Each v2 flow on every shipped Android phone, then the intent's endings there: a decline, a back
    /// press, the merchant app's process killed.
    static let phonePeV2AndroidCases: [Case] =
        ShippedProfileFiles.names(on: .android).flatMap { profile in
            PhonePeV2Flow.allCases.map { flow in v2("\(flow.rawValue.dropFirst(3))--\(profile)", profile, ["--flow", flow.rawValue]) }
        } + [
            v2("intent-decline--android14-all-upi", "android14-all-upi", ["--flow", "v2-intent", "--user-action", "decline"]),
            v2("intent-back-press--android14-all-upi", "android14-all-upi", ["--flow", "v2-intent", "--user-action", "cancel"]),
            v2("intent-process-killed--android14-all-upi", "android14-all-upi", ["--flow", "v2-intent", "--user-action", "pay-then-kill"]),
        ]
}
