/// The UPI apps a checkout page can offer, as `openIntentWithApp` names them.
public enum UPIApp: String, CaseIterable, Sendable, Comparable {
    case phonepe = "PHONEPE"
    case gpay = "GPAY"
    case paytm = "PAYTM"

    /// The catalog id an installed app carries in a profile.
    public var appId: String {
        switch self {
        case .phonepe: return "phonepe"
        case .gpay: return "gpay"
        case .paytm: return "paytm"
        }
    }

    public var displayName: String {
        switch self {
        case .phonepe: return "PhonePe"
        case .gpay: return "Google Pay"
        case .paytm: return "Paytm"
        }
    }

    /// The app's Android package, which `targetApp` names on Android.
    public var androidPackage: String {
        switch self {
        case .phonepe: return AndroidPackages.phonePe
        case .gpay: return AndroidPackages.googlePay
        case .paytm: return AndroidPackages.paytm
        }
    }

    /// The catalog app with Android package `package`, if any.
    public init?(androidPackage package: String) {
        guard let app = Self.allCases.first(where: { $0.androidPackage == package }) else { return nil }
        self = app
    }

    /// The schemes whose `canOpenURL` detects the app (any one is enough).
    public var detectionSchemes: [String] {
        switch self {
        case .phonepe: return PhonePeSchemes.merchantSDK
        case .gpay: return ["gpay"]
        case .paytm: return ["paytmmp"]
        }
    }

    /// Scheme and target of the intent URL the gateway returns for this app.
    public var intentScheme: String {
        switch self {
        case .phonepe: return "ppe"
        case .gpay: return "gpay"
        case .paytm: return "paytmmp"
        }
    }

    public var intentTarget: String { self == .phonepe ? "pay" : "upi/pay" }

    /// Only PhonePe opens the merchant's callback scheme after paying; GPay and Paytm need a manual switch back.
    public var returnsByCallback: Bool { self == .phonepe }

    /// The UPI app an installed app is, by its catalog id (`phonepe`, `gpay`, `paytm`); nil for any other app.
    public init?(appId: String) {
        guard let app = Self.allCases.first(where: { $0.appId == appId }) else { return nil }
        self = app
    }

    public init?(caseInsensitive text: String) {
        // Upper-casing is the slow part, and a request usually spells the value as documented.
        guard let app = UPIApp(rawValue: text) ?? UPIApp(rawValue: text.uppercased()) else { return nil }
        self = app
    }

    public static func < (lhs: UPIApp, rhs: UPIApp) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// PhonePe's merchant SDK schemes, in the order the seeds' `PhonePeContextGenerator` checks them.
public enum PhonePeSchemes {
    public static let merchantSDK = ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3"]
}
