/// The intent URLs the gateway hands out, with the parameters and order of the seeds' samples.
struct IntentBuilder {
    var account: MerchantAccount
    var merchantId: String
    var ids: FlowIds

    /// `ppe://pay?…`, `gpay://upi/pay?…` or `paytmmp://upi/pay?…`; `mcbs` only on PhonePe's.
    func payURL(app: UPIApp, id: String, amount: Int64, campaign: String, callbackScheme: String?) -> IntentURL {
        let rupees = Rupees.text(fromPaise: amount)
        var parameters = [
            IntentParameter(name: "pa", value: "\(merchantId)@ybl"),
            IntentParameter(name: "pn", value: account.displayName),
            IntentParameter(name: "am", value: rupees),
            IntentParameter(name: "mam", value: rupees),
            IntentParameter(name: "tr", value: id),
            IntentParameter(name: "tn", value: "Payment for \(id)"),
            IntentParameter(name: "mc", value: account.mcc),
            IntentParameter(name: "mode", value: "04"),
            IntentParameter(name: "purpose", value: "00"),
            IntentParameter(name: "utm_campaign", value: campaign),
            IntentParameter(name: "utm_medium", value: merchantId),
            IntentParameter(name: "utm_source", value: id),
        ]
        if app == .phonepe, let callbackScheme { parameters.append(IntentParameter(name: "mcbs", value: callbackScheme)) }
        return IntentURL(scheme: app.intentScheme, target: app.intentTarget, parameters: parameters)
    }

    /// `ppe://mandate?…` in the order of the mandate document's sample (no amount for PENNY_DROP).
    func mandateURL(id: String, amount: Int64?, callbackScheme: String?) -> IntentURL {
        var parameters = [
            IntentParameter(name: "pn", value: account.displayName),
            IntentParameter(name: "pa", value: "\(merchantId)@ybl"),
            IntentParameter(name: "tid", value: ids.pspTransactionId),
            IntentParameter(name: "tr", value: ids.providerReferenceId),
        ]
        if let amount {
            let rupees = Rupees.text(fromPaise: amount)
            parameters += [IntentParameter(name: "am", value: rupees), IntentParameter(name: "mam", value: rupees)]
        }
        parameters += [
            IntentParameter(name: "cu", value: "INR"),
            IntentParameter(name: "url", value: "https://phonepe.com"),
            IntentParameter(name: "mc", value: account.mcc),
            IntentParameter(name: "tn", value: "Payment for \(id)"),
            IntentParameter(name: "utm_source", value: id),
            IntentParameter(name: "utm_medium", value: merchantId),
            IntentParameter(name: "utm_campaign", value: FlowKind.mandate.campaign),
        ]
        if let callbackScheme { parameters.append(IntentParameter(name: "mcbs", value: callbackScheme)) }
        return IntentURL(scheme: "ppe", target: "mandate", parameters: parameters)
    }

    /// PhonePe's web checkout, shown in a web view when the app is absent.
    func webURL() -> String {
        "https://mercury-uat.phonepe.com/transact/simulator?token=\(ids.providerReferenceId)"
    }
}
