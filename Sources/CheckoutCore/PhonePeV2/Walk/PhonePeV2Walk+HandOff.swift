/// The hand-off: the iOS SDK opening PhonePe (or its web flow), the pay page in a web view, or the
/// app opening the intent URL with `open(url)`; on Android, `startActivity` (PhonePeV2Walk+Android).
extension PhonePeV2Walk {
    mutating func handOff() {
        if let packages = device.packages, transcript.flow != .payPage { return androidHandOff(packages) }
        let options = transcript.options
        let body = transcript.orderCall?.response.body ?? .null
        switch options.flow {
        case .sdk:
            transcript.startCheckout = startCheckoutArguments()
            if let scheme = transcript.openablePhonePeSchemes.first, case .opened(let appId) = device.open(scheme: scheme) {
                transcript.handOff = PhonePeV2HandOff(surface: .paymentApp, url: scheme + "://", openedAppId: appId)
            } else {
                transcript.handOff = PhonePeV2HandOff(surface: .sdkWebFlow, url: sdkWebFlowPage)
            }
        case .payPage:
            transcript.handOff = PhonePeV2HandOff(surface: .webView, url: body["redirectUrl"]?.stringValue ?? "")
        case .intent:
            let url = body["intentUrl"]?.stringValue ?? ""
            switch device.open(scheme: IntentURL.readableScheme(url) ?? "") {
            case .opened(let appId):
                transcript.handOff = PhonePeV2HandOff(surface: .paymentApp, url: url, openedAppId: appId)
            case .failed(let reason):
                transcript.handOff = PhonePeV2HandOff(surface: .paymentApp, url: url, failure: reason)
                transcript.result = PhonePeV2Result(code: "OPEN_URL_FAILED", summary: "the UPI app never opened: \(reason); the order stays PENDING until it expires")
            }
        }
    }

    /// The SDK's web flow: PhonePe's page for this order, the one Standard Checkout's pay answers.
    var sdkWebFlowPage: String {
        let options = transcript.options
        return gateway.payPageBase + "/" + PercentCoding.pathSegment(options.merchant.merchantId) + "/"
            + PercentCoding.pathSegment(options.effectiveMerchantOrderId)
    }

    /// The SDK's `startCheckoutFlow` arguments from the SDK order's answer.
    func startCheckoutArguments() -> PhonePeV2StartCheckout {
        let body = transcript.orderCall?.response.body ?? .null
        return PhonePeV2StartCheckout(
            merchantId: transcript.options.merchant.merchantId, orderId: body["orderId"]?.stringValue ?? "", token: body["token"]?.stringValue ?? "",
            appSchema: device.profile.merchantApp.callbackScheme)
    }
}
