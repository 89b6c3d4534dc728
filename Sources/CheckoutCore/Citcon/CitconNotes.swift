/// Where Citcon's document contradicts itself or is silent, and which way the walk went.
enum CitconNotes {
    static func notes(for transcript: CitconTranscript) -> [String] {
        var notes = [
            "The seed names no per-method place of payment; the catalog decides: WeChat Pay and Venmo need their app, Alipay, UnionPay and Klarna fall back to an H5 page, PayPal uses the browser, card an H5 page, Cash App its app or the browser.",
            "The seed's samples write data.status \" succeeded\" (leading space) and snake_case keys (time_created); the tables say \"succeeded\" and camelCase, which the walk sends. The success rule trims the status.",
        ]
        if transcript.options.methodName.lowercased() == CitconMethod.unionPayDemoName {
            notes.append("Citcon's demo sends payment.method \"upop\" for UnionPay; it is accepted and sent as given.")
        }
        switch transcript.method {
        case .unionpay?:
            notes.append("The seed lists no URL type for UnionPay; the walk returns through the request's scheme when it is a registered URL type, else the user switches back by hand.")
        case .cashapp?:
            notes.append("The seed lists no query scheme for Cash App: the SDK reaches it through an https link, so canOpenURL plays no part.")
        case .card?, .paypal?, .venmo?:
            notes.append("The seed's query-scheme table shares one row for card, PayPal and Venmo; each method is asked for the whole row.")
            if transcript.options.request3DSecure {
                notes.append("The seed marks billingAddress.street2 required for 3-D Secure like the other address fields; the walk follows it.")
            }
        default:
            break
        }
        if transcript.returnStep?.forwardedToSDK == false, transcript.returnStep?.interrupted == false {
            notes.append("The seed says only that the synchronous result is lost when the app does not forward the returned URL; the asynchronous CPayCheck still arrives after the SDK's own status query.")
        }
        if transcript.returnStep?.interrupted == true {
            notes.append("inquireOrder needs Citcon's transaction id, which an interrupted app never received: the walk takes it from the merchant server, which has it from the IPN.")
        }
        if transcript.ipn != nil {
            notes.append("The seed does not document the IPN's body; the walk posts the CPayCheck shape (trigger TRADE_FINISHED), only for final statuses.")
        }
        let bodies = transcript.clientResults.map(\.body) + transcript.inquiries.map(\.body) + [transcript.ipn?.body].compactMap { $0 }
        if bodies.contains(where: { $0["data"]?["timeCreated"] != nil }) {
            notes.append("The seed's samples give time_created in milliseconds (1647181576000), as CPayCheckData's example does (1649814984000), while CPayResultData's examples (1647423168) and the billing address's times (\"timestamp in seconds\") are seconds; timeCreated is sent in milliseconds, as the samples show.")
        }
        switch transcript.options.outcome {
        case .status(.failed), .code:
            notes.append("The seed's result tables say data.status \"has no value\" when a payment fails, yet its status list has \"failed\": the walk sends data.status \"failed\" for a charge that failed, and no data.status only when requestOrder itself fails with a code.")
        default:
            break
        }
        let currency = transcript.options.currency
        if currency == currency.uppercased(), !CPayRequestBuilder.supportedCurrencies.contains(currency) {
            notes.append("The seed's currency list ends in \"etc.\"; only the currencies it names are accepted.")
        }
        return notes
    }
}
