/// The Android packages of the UPI apps people pay with, and the names a checkout page shows for them.
public enum AndroidPackages {
    public static let phonePe = "com.phonepe.app"
    public static let phonePePreprod = "com.phonepe.app.preprod"
    public static let googlePay = "com.google.android.apps.nbu.paisa.user"
    public static let paytm = "net.one97.paytm"
    public static let bhim = "in.org.npci.upiapp"
    public static let cred = "com.dreamplug.androidapp"
    public static let amazon = "in.amazon.mShop.android.shopping"
    public static let whatsApp = "com.whatsapp"

    /// Package, short id (a profile's `id` when it gives none) and display name, in the order pages list them.
    public static let known: [(package: String, id: String, name: String)] = [
        (phonePe, "phonepe", "PhonePe"), (phonePePreprod, "phonepe-preprod", "PhonePe (preprod)"),
        (googlePay, "gpay", "Google Pay"), (paytm, "paytm", "Paytm"), (bhim, "bhim", "BHIM"), (cred, "cred", "CRED"),
        (amazon, "amazonpay", "Amazon Pay"), (whatsApp, "whatsapp", "WhatsApp"),
    ]

    /// What a page calls the app: its catalog name, or the package itself.
    public static func displayName(of package: String) -> String {
        known.first { $0.package == package }?.name ?? package
    }

    /// The id a profile's app gets when it names none: its catalog id, or the package itself.
    public static func defaultId(of package: String) -> String {
        known.first { $0.package == package }?.id ?? package
    }

    /// The URI every UPI app handles, and the one the open intent fires.
    public static let upiPay = AndroidURIPattern(scheme: "upi", host: "pay")
}
