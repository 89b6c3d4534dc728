/// Where the user pays once the SDK hands off (the seed's "wallet app / H5 page / browser").
public enum CitconSurface: Sendable, Equatable, CustomStringConvertible {
    /// The wallet's native app, opened through one of its schemes.
    case walletApp(appId: String)
    /// An H5 page in a web view inside the merchant app.
    case h5Page
    /// The device browser.
    case browser

    /// What the user does to leave it without the SDK hearing back: an app is killed, a page is closed.
    public var abandoned: String {
        if case .walletApp = self { return "killed the \(self)" }
        return "closed the \(self)"
    }

    public var description: String {
        switch self {
        case .walletApp(let appId): return "wallet app (\(appId))"
        case .h5Page: return "H5 page"
        case .browser: return "browser"
        }
    }
}

/// A URL type the merchant app must register (CFBundleURLSchemes) so the wallet can return to it.
public enum CitconURLTypeRequirement: Sendable, Equatable, CustomStringConvertible {
    /// WeChat's `wx<appid>`, assigned by the WeChat Open Platform.
    case weChatAppId
    /// Alipay: the same value as the request's `scheme`.
    case requestScheme
    /// A fixed scheme derived from the bundle id, e.g. `com.example.shop.payments`.
    case literal(String)

    public var description: String {
        switch self {
        case .weChatAppId: return "wx<appid>"
        case .requestScheme: return "the request's scheme"
        case .literal(let scheme): return scheme
        }
    }
}

/// How the wallet hands the user back to the merchant app.
public enum CitconReturnPath: Sendable, Equatable, CustomStringConvertible {
    case universalLink
    case urlScheme(CitconURLTypeRequirement)

    public var description: String {
        switch self {
        case .universalLink: return "universal link"
        case .urlScheme(let requirement): return "URL scheme \(requirement)"
        }
    }
}

/// A wallet's native app: its catalog id and the schemes it registers.
public struct CitconWalletApp: Sendable, Equatable {
    public var id: String
    public var schemes: [String]
}

/// What one payment method needs from the merchant app, from the seed's set-up tables.
public struct CitconWalletRequirements: Sendable, Equatable {
    public var method: CitconMethod
    /// `LSApplicationQueriesSchemes` entries the seed asks for, `${bundleId}` expanded.
    public var queriesSchemes: [String]
    public var urlTypes: [CitconURLTypeRequirement]
    public var needsUniversalLink: Bool
    /// The wallet's native app, when the method has one.
    public var walletApp: CitconWalletApp?
    /// Where payment happens without the wallet app; nil when the app is required.
    public var fallbackSurface: CitconSurface?
    public var returnPath: CitconReturnPath

}

/// Citcon's wallet set-up tables, per method, for one merchant app bundle id.
public struct CitconWalletCatalog: Sendable {
    /// Stands in for a missing bundle id so the requirement still reads as the seed writes it.
    public static let bundleIdPlaceholder = "${bundleId}"

    public let bundleId: String

    public init(bundleId: String?) {
        self.bundleId = bundleId ?? Self.bundleIdPlaceholder
    }

    static let weChatSchemes = ["weixin", "wechat", "weixinULAPI"]
    static let alipaySchemes = ["alipay", "safepay", "alipays"]
    static let unionPaySchemes = ["uppaywallet", "uppaysdk", "uppayx1", "uppayx2", "uppayx3"]
    static let venmoScheme = "com.venmo.touch.v2"
    static let klarnaSchemes = ["klarna", "klarnaconsent"]

    private var paymentsScheme: String { "\(bundleId).payments" }

    public func requirements(for method: CitconMethod) -> CitconWalletRequirements {
        // The seed's tables share one row for card, PayPal and Venmo; each of them gets the whole row.
        let braintreeRow = [paymentsScheme, Self.venmoScheme]
        switch method {
        case .wechatpay:
            return CitconWalletRequirements(
                method: method, queriesSchemes: Self.weChatSchemes, urlTypes: [.weChatAppId], needsUniversalLink: true,
                walletApp: CitconWalletApp(id: "wechat", schemes: Self.weChatSchemes), fallbackSurface: nil, returnPath: .universalLink)
        case .alipay:
            return CitconWalletRequirements(
                method: method, queriesSchemes: Self.alipaySchemes, urlTypes: [.requestScheme], needsUniversalLink: false,
                walletApp: CitconWalletApp(id: "alipay", schemes: Self.alipaySchemes), fallbackSurface: .h5Page, returnPath: .urlScheme(.requestScheme))
        case .unionpay:
            // The seed lists no URL type for UnionPay; it returns through the request's scheme when one is registered.
            return CitconWalletRequirements(
                method: method, queriesSchemes: Self.unionPaySchemes, urlTypes: [], needsUniversalLink: false,
                walletApp: CitconWalletApp(id: "unionpay", schemes: Self.unionPaySchemes), fallbackSurface: .h5Page, returnPath: .urlScheme(.requestScheme))
        case .paypal:
            return CitconWalletRequirements(
                method: method, queriesSchemes: braintreeRow, urlTypes: [.literal(paymentsScheme)], needsUniversalLink: false,
                walletApp: nil, fallbackSurface: .browser, returnPath: .urlScheme(.literal(paymentsScheme)))
        case .venmo:
            return CitconWalletRequirements(
                method: method, queriesSchemes: braintreeRow, urlTypes: [.literal(paymentsScheme)], needsUniversalLink: false,
                walletApp: CitconWalletApp(id: "venmo", schemes: [Self.venmoScheme]), fallbackSurface: nil, returnPath: .urlScheme(.literal(paymentsScheme)))
        case .card:
            return CitconWalletRequirements(
                method: method, queriesSchemes: braintreeRow, urlTypes: [.literal(paymentsScheme)], needsUniversalLink: false,
                walletApp: nil, fallbackSurface: .h5Page, returnPath: .urlScheme(.literal(paymentsScheme)))
        case .cashapp:
            // The seed asks for no query scheme: Cash App opens through an https link, the browser when it is absent.
            return CitconWalletRequirements(
                method: method, queriesSchemes: [], urlTypes: [.literal(bundleId)], needsUniversalLink: false,
                walletApp: CitconWalletApp(id: "cashapp", schemes: []), fallbackSurface: .browser, returnPath: .urlScheme(.literal(bundleId)))
        case .klarna:
            return CitconWalletRequirements(
                method: method, queriesSchemes: Self.klarnaSchemes, urlTypes: [.literal(bundleId)], needsUniversalLink: false,
                walletApp: CitconWalletApp(id: "klarna", schemes: Self.klarnaSchemes), fallbackSurface: .h5Page, returnPath: .urlScheme(.literal(bundleId)))
        }
    }

    public var all: [CitconWalletRequirements] { CitconMethod.allCases.map(requirements(for:)) }
}
