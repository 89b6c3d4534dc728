import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Citcon wallet catalog and detection")
struct CitconCatalogTests {
    private static let wechat = InstalledApp(id: "wechat", schemes: ["weixin", "wechat", "weixinULAPI"])
    private static let alipay = InstalledApp(id: "alipay", schemes: ["alipay", "safepay", "alipays"])
    private static let unionpay = InstalledApp(id: "unionpay", schemes: ["uppaywallet", "uppaysdk", "uppayx1", "uppayx2", "uppayx3"])
    private static let venmo = InstalledApp(id: "venmo", schemes: ["com.venmo.touch.v2"])
    private static let klarna = InstalledApp(id: "klarna", schemes: ["klarna", "klarnaconsent"])
    private static let cashapp = InstalledApp(id: "cashapp", schemes: [])
    private static let allQueries = ["weixin", "wechat", "weixinULAPI", "alipay", "safepay", "alipays", "uppaywallet", "uppaysdk",
        "uppayx1", "uppayx2", "uppayx3", "com.example.shop.payments", "com.venmo.touch.v2", "klarna", "klarnaconsent"]
    private static let allURLTypes = ["wxeb0650d489d69e14", "com.example.shop", "com.example.shop.payments"]

    private func device(
        os: String = "17.4", apps: [InstalledApp] = [wechat, alipay, unionpay, venmo, klarna, cashapp],
        queries: [String] = allQueries, urlTypes: [String] = allURLTypes, links: [String] = ["https://shop.example.com/apps/"]
    ) -> Device {
        var profile = Fixtures.profile(os: os, apps: apps, queries: queries, urlSchemes: urlTypes)
        profile.merchantApp.universalLinks = links
        return Device(profile: profile)
    }

    @Test func methodNamesAreTheSeedsAndUpopIsUnionPay() {
        #expect(CitconMethod(methodName: "wechatpay") == .wechatpay)
        #expect(CitconMethod(methodName: "upop") == .unionpay)
        #expect(CitconMethod(methodName: "UnionPay") == .unionpay)
        #expect(CitconMethod(methodName: "wechat") == nil)
        #expect(CitconMethod.allCases.map(\.rawValue) == ["wechatpay", "alipay", "unionpay", "paypal", "venmo", "cashapp", "klarna", "card"])
    }

    @Test func catalogFollowsTheSeedsTablesWithTheBundleIdExpanded() {
        let catalog = CitconWalletCatalog(bundleId: "com.example.shop")
        let wechat = catalog.requirements(for: .wechatpay)
        #expect(wechat.queriesSchemes == ["weixin", "wechat", "weixinULAPI"])
        #expect(wechat.urlTypes == [.weChatAppId])
        #expect(wechat.needsUniversalLink)
        #expect(wechat.returnPath == .universalLink)
        #expect(catalog.requirements(for: .alipay).queriesSchemes == ["alipay", "safepay", "alipays"])
        #expect(catalog.requirements(for: .alipay).urlTypes == [.requestScheme])
        #expect(catalog.requirements(for: .unionpay).queriesSchemes == ["uppaywallet", "uppaysdk", "uppayx1", "uppayx2", "uppayx3"])
        for method in [CitconMethod.paypal, .venmo, .card] {
            #expect(catalog.requirements(for: method).queriesSchemes == ["com.example.shop.payments", "com.venmo.touch.v2"])
            #expect(catalog.requirements(for: method).urlTypes == [.literal("com.example.shop.payments")])
        }
        #expect(catalog.requirements(for: .cashapp).urlTypes == [.literal("com.example.shop")])
        #expect(catalog.requirements(for: .klarna).queriesSchemes == ["klarna", "klarnaconsent"])
        #expect(catalog.requirements(for: .klarna).urlTypes == [.literal("com.example.shop")])
        #expect(catalog.all.filter(\.needsUniversalLink).map(\.method) == [.wechatpay])
        #expect(CitconWalletCatalog(bundleId: nil).requirements(for: .card).queriesSchemes.first == "${bundleId}.payments")
    }

    @Test func everyMethodIsUsableWhenTheAppIsSetUpAsTheSeedSays() {
        let detector = CitconWalletDetector(device: device(), requestScheme: "com.example.shop")
        #expect(detector.usableMethods == CitconMethod.allCases)
        #expect(detector.availability(of: .wechatpay).surface == .walletApp(appId: "wechat"))
        #expect(detector.availability(of: .wechatpay).reason == "pays in the wallet app (wechat), returns by universal link")
        #expect(detector.availability(of: .alipay).surface == .walletApp(appId: "alipay"))
        #expect(detector.availability(of: .unionpay).surface == .walletApp(appId: "unionpay"))
        #expect(detector.availability(of: .venmo).surface == .walletApp(appId: "venmo"))
        #expect(detector.availability(of: .cashapp).surface == .walletApp(appId: "cashapp"))
        #expect(detector.availability(of: .klarna).surface == .walletApp(appId: "klarna"))
        #expect(detector.availability(of: .paypal).surface == .browser)
        #expect(detector.availability(of: .card).surface == .h5Page)
    }

    @Test func walletsWithAWebFallbackPayThereWhenTheirAppIsMissing() {
        let detector = CitconWalletDetector(device: device(apps: []), requestScheme: "com.example.shop")
        #expect(detector.availability(of: .alipay).surface == .h5Page)
        #expect(detector.availability(of: .alipay).reason
            == "pays in the H5 page, returns by URL scheme com.example.shop (alipay is not installed (no app registers alipay, safepay, alipays))")
        #expect(detector.availability(of: .unionpay).surface == .h5Page)
        #expect(detector.availability(of: .klarna).surface == .h5Page)
        #expect(detector.availability(of: .cashapp).surface == .browser)
        #expect(!detector.availability(of: .wechatpay).usable)
        #expect(detector.availability(of: .wechatpay).reason == "wechat is not installed (no app registers weixin, wechat, weixinULAPI)")
        #expect(!detector.availability(of: .venmo).usable)
        #expect(detector.usableMethods == [.alipay, .unionpay, .paypal, .cashapp, .klarna, .card])
    }

    @Test func undeclaredQuerySchemesMakeAMethodUnusable() {
        let queries = Self.allQueries.filter { $0 != "alipays" }
        let detector = CitconWalletDetector(device: device(queries: queries), requestScheme: "com.example.shop")
        #expect(detector.availability(of: .alipay).reason == "alipays is not declared in LSApplicationQueriesSchemes")
        #expect(!detector.usableMethods.contains(.alipay))
    }

    @Test func installedButHiddenWalletIsNamed() {
        let queries = Self.allQueries.filter { !["weixin", "wechat", "weixinULAPI"].contains($0) }
        let reason = CitconWalletDetector(device: device(queries: queries)).availability(of: .wechatpay).reason
        #expect(reason.hasPrefix("weixin, wechat and weixinULAPI are not declared in LSApplicationQueriesSchemes; "))
        #expect(reason.hasSuffix("wechat is installed, but canOpenURL cannot see it"))
    }

    @Test func schemesBeyondTheFiftyLimitDoNotCountFromIOS15() {
        let queries = Fixtures.fillerSchemes(50) + Self.allQueries
        let modern = CitconWalletDetector(device: device(queries: queries), requestScheme: "com.example.shop")
        #expect(modern.availability(of: .wechatpay).reason.hasPrefix(
            "weixin is declared at position 51, beyond the 50-scheme limit of iOS 15 and later"))
        #expect(modern.usableMethods == [.cashapp])
        let older = CitconWalletDetector(device: device(os: "14.8", queries: queries), requestScheme: "com.example.shop")
        #expect(older.usableMethods == CitconMethod.allCases)
    }

    @Test func urlTypesAndTheUniversalLinkAreChecked() {
        let bare = CitconWalletDetector(device: device(urlTypes: [], links: []), requestScheme: "com.example.shop")
        #expect(bare.availability(of: .wechatpay).reason
            == "no wx<appid> URL type is registered (the scheme WeChat's Open Platform assigns); needs a universal link (set up on the WeChat Open Platform), and the merchant app has none")
        #expect(bare.availability(of: .alipay).reason == "the request's scheme com.example.shop is not a registered URL type")
        #expect(bare.availability(of: .card).reason == "com.example.shop.payments is not a registered URL type")
        #expect(bare.availability(of: .klarna).reason == "com.example.shop is not a registered URL type")
        #expect(bare.usableMethods == [.unionpay])
        let noScheme = CitconWalletDetector(device: device())
        #expect(noScheme.availability(of: .alipay).reason == "the request's scheme is not set, so there is no URL type to return to")
        let explicitLink = CitconWalletDetector(device: device(links: []), universalLink: "https://shop.example.com/apps/")
        #expect(explicitLink.availability(of: .wechatpay).usable)
    }
}
