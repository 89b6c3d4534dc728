/// The v2 flows an iPhone walks: Standard Checkout through PhonePe's iOS SDK or on PhonePe's pay
/// page, and Custom Checkout's UPI intent.
public enum PhonePeV2Flow: String, CaseIterable, Sendable {
    /// Token, SDK order, then the iOS SDK's `startCheckoutFlow` opens PhonePe (or its web flow).
    case sdk = "v2-sdk"
    /// Token, Standard Checkout pay, then PhonePe's pay page in a web view.
    case payPage = "v2-pay-page"
    /// Token, Custom Checkout pay with a UPI intent, then the app opens the `intentUrl`.
    case intent = "v2-intent"

    public var checkout: PhonePeV2Checkout { self == .intent ? .custom : .standard }

    /// The call that makes the order.
    public var orderPath: String {
        switch self {
        case .sdk: return checkout.sdkOrderPath
        case .payPage, .intent: return checkout.payPath
        }
    }

    /// Only the intent flow names the UPI app (`targetApp`).
    public var userPicksApp: Bool { self == .intent }

    /// `summary` for `sdk` on an Android phone.
    public static let androidSDKSummary = "PhonePe v2 Standard Checkout through PhonePe's Android SDK (PhonePe started for a result)"

    public var summary: String {
        switch self {
        case .sdk: return "PhonePe v2 Standard Checkout through the iOS SDK (PhonePePayment's startCheckoutFlow)"
        case .payPage: return "PhonePe v2 Standard Checkout on PhonePe's pay page (/checkout/v2/pay)"
        case .intent: return "PhonePe v2 Custom Checkout UPI intent (/payments/v2/pay)"
        }
    }
}

/// The schemes PhonePe's iOS SDK (PhonePePayment 5.x) declares in `LSApplicationQueriesSchemes`:
/// PhonePe's own, then the other UPI apps it can list.
public enum PhonePeV2SDKSchemes {
    public static let phonePe = (1...5).map { "ppemerchantsdkv\($0)" }
    public static let others = ["credpay", "amazonpay", "bhim", "gpay", "paytmmp"]
}
