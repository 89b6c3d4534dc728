/// The intent URLs the gateway hands out, with the parameters and order of the seeds' samples,
/// written straight from the payment's fields into the URL text. The account and merchant id are
/// passed in rather than kept in a value of their own, which would copy every string in them.
extension PhonePeGateway {
    /// `ppe://pay?…`, `gpay://upi/pay?…` or `paytmmp://upi/pay?…`; `mcbs` only on PhonePe's. With no
    /// app (an Android device), the generic `upi://pay?…` any UPI app handles.
    func payURL(
        account: MerchantAccount, merchantId: String, app: UPIApp?, id: String, amount: Int64, campaign: String,
        callbackScheme: String?, spaceEncoding: SpaceEncoding
    ) -> String {
        let rupees = Rupees.text(fromPaise: amount)
        var url = IntentURLWriter(scheme: app?.intentScheme ?? "upi", target: app?.intentTarget ?? "pay", spaceEncoding: spaceEncoding)
        Self.addAddress(merchantId, to: &url)
        url.add("pn", account.displayName)
        url.add("am", rupees)
        url.add("mam", rupees)
        url.add("tr", id)
        Self.addNote(id: id, to: &url)
        url.add("mc", account.mcc)
        url.add("mode", "04")
        url.add("purpose", "00")
        url.add("utm_campaign", campaign)
        url.add("utm_medium", merchantId)
        url.add("utm_source", id)
        if app == .phonepe, let callbackScheme { url.add("mcbs", callbackScheme) }
        return url.text
    }

    /// `ppe://mandate?…` in the order of the mandate document's sample (no amount for PENNY_DROP);
    /// `upi://mandate?…` on Android.
    func mandateURL(account: MerchantAccount, merchantId: String, id: String, amount: Int64?, callbackScheme: String?, scheme: String = "ppe") -> String {
        var url = IntentURLWriter(scheme: scheme, target: "mandate", spaceEncoding: .percent20)
        url.add("pn", account.displayName)
        Self.addAddress(merchantId, to: &url)
        url.add("tid", ids.pspTransactionId)
        url.add("tr", ids.providerReferenceId)
        if let amount {
            let rupees = Rupees.text(fromPaise: amount)
            url.add("am", rupees)
            url.add("mam", rupees)
        }
        url.add("cu", "INR")
        url.add("url", "https://phonepe.com")
        url.add("mc", account.mcc)
        Self.addNote(id: id, to: &url)
        url.add("utm_source", id)
        url.add("utm_medium", merchantId)
        url.add("utm_campaign", PhonePeFlow.mandate.campaign)
        if let callbackScheme { url.add("mcbs", callbackScheme) }
        return url.text
    }

    /// PhonePe's web checkout, shown in a web view when the app is absent.
    func webURL() -> String {
        "https://mercury-uat.phonepe.com/transact/simulator?token=\(ids.providerReferenceId)"
    }

    /// `pa=MID@ybl`, the merchant's UPI address.
    private static func addAddress(_ merchantId: String, to url: inout IntentURLWriter) {
        url.startParameter("pa")
        url.appendValue(merchantId)
        url.appendValue("@ybl")
    }

    /// `tn=Payment for ID`.
    private static func addNote(id: String, to url: inout IntentURLWriter) {
        url.startParameter("tn")
        url.appendValue("Payment for ")
        url.appendValue(id)
    }
}
