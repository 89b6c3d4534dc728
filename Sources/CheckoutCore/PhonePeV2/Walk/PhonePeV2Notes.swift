/// Where PhonePe's v2 documents and its SDKs differ (the walk follows the SDKs), or are silent, for
/// one walk. Each note is shown only on the walks it touches.
enum PhonePeV2Notes {
    static func notes(for transcript: PhonePeV2Transcript) -> [String] {
        guard transcript.errors.isEmpty, transcript.tokenCall?.response.httpStatus == 200 else { return [] }
        var notes = [
            "The requests are written field for field as PhonePe's Python SDK 3.0.1 sends them, unset optional fields as null (metaInfo, expireAfter…).",
        ]
        switch transcript.flow {
        case .sdk where transcript.device.packages != nil:
            notes.append("PhonePe's Android SDK finds PhonePe through the package manager, which Android 11's package visibility filters: without com.phonepe.app (or a upi intent it handles) in <queries>, it runs the web flow although PhonePe is installed.")
        case .intent where transcript.device.packages != nil:
            notes.append("On Android targetApp is the app's package and there is no callback scheme (merchantCallbackScheme is null): the app is started for a result, and onActivityResult brings back what it says, which proves nothing until order status agrees.")
        case .sdk:
            let undeclared = (PhonePeV2SDKSchemes.phonePe + PhonePeV2SDKSchemes.others).filter { transcript.device.declaredPosition(of: $0) == nil }
            if !undeclared.isEmpty {
                notes.append("PhonePe's iOS SDK asks the app to declare ppemerchantsdkv1–v5, \(PhonePeV2SDKSchemes.others.joined(separator: ", ")) in LSApplicationQueriesSchemes; this app leaves out \(undeclared.joined(separator: ", ")), for which canOpenURL answers no.")
            }
            notes.append("The SDK order's paymentFlow carries merchantUrls.redirectUrl null, as PhonePe's Python SDK builds a Standard Checkout SDK order without a redirect URL: the iOS SDK comes back by appSchema instead.")
            if transcript.handOff?.surface == .sdkWebFlow {
                notes.append("What the iOS SDK's web flow loads is PhonePe's own; the walk shows the pay page checkout-sim's gateway gives this order.")
            } else if transcript.handOff != nil {
                notes.append("How the iOS SDK hands the order to PhonePe is PhonePe's own; the walk shows the first of ppemerchantsdkv1–v5 that canOpenURL answers yes for.")
            }
        case .payPage:
            break
        case .intent:
            notes.append("v2 spells deviceContext.merchantCallbackScheme with a lowercase b (v1: merchantCallBackScheme); PhonePe's Python SDK writes it before deviceOS, as here.")
            if transcript.app != .phonepe {
                notes.append("merchantCallbackScheme is sent whatever the targetApp, as the SDK's builder takes it; only PhonePe opens it (mcbs), so \(transcript.app?.displayName ?? "this app") needs a switch back by hand.")
            }
        }
        if !transcript.statusChecks.isEmpty {
            notes.append("PhonePe's API reference shows order status with details=true; its Python SDK sends details=True (a bool as Python writes it): the walk sends what the SDK sends, and the gateway reads either.")
        }
        if !transcript.webhooks.isEmpty {
            notes.append("The webhook's Authorization is the lowercase hex SHA-256 of username:password, compared as it is (no Basic, no base64), as PhonePe's SDKs' validate_callback does.")
        }
        return notes
    }
}
