import CheckoutCLI
import CheckoutCore
import CheckoutTestSupport
import Testing

/// The shipped Citcon profiles show what their descriptions promise.
@Suite("Shipped Citcon profiles")
struct CitconProfilesTests {
    private func detector(_ name: String) throws -> CitconWalletDetector {
        let profile = try ProfileStore(directory: RepositoryPaths.profiles).load(name).profile
        return CitconWalletDetector(
            device: Device(profile: profile), requestScheme: profile.citcon?.scheme, universalLink: profile.citcon?.universalLink)
    }

    @Test func allWalletsProfileOffersEveryMethod() throws {
        #expect(try detector("citcon-all-wallets").usableMethods == CitconMethod.allCases)
        let profile = try ProfileStore(directory: RepositoryPaths.profiles).load("citcon-all-wallets").profile
        #expect(profile.citcon?.accessToken == "uat-demo-token-0001")
    }

    @Test func weChatNeedsTheUniversalLink() throws {
        let detector = try detector("citcon-wechat-no-universal-link")
        #expect(detector.availability(of: .wechatpay).reason
            == "needs a universal link (set up on the WeChat Open Platform), and the merchant app has none")
        #expect(detector.availability(of: .alipay).surface == .walletApp(appId: "alipay"))
    }

    @Test func alipayNeedsItsSchemeRegistered() throws {
        let detector = try detector("citcon-alipay-scheme-unregistered")
        #expect(detector.availability(of: .alipay).reason == "the request's scheme com.example.shop.alipay is not a registered URL type")
        #expect(detector.availability(of: .unionpay).surface == .walletApp(appId: "unionpay"))
    }

    @Test func notForwardingURLsIsDescribed() throws {
        let profile = try ProfileStore(directory: RepositoryPaths.profiles).load("citcon-app-does-not-forward-urls").profile
        #expect(profile.citcon?.forwardsHandleUrl == false)
        #expect(profile.citcon?.forwardsHandleScene == false)
        #expect(profile.citcon?.forwardsHandleUniversalLink == false)
        #expect(try detector("citcon-app-does-not-forward-urls").usableMethods == CitconMethod.allCases)
    }

    @Test func theOriginalCitconProfileStillWorks() throws {
        let detector = try detector("citcon-wallets")
        #expect(detector.usableMethods == CitconMethod.allCases)
        // Cash App is not installed there, so its https link falls back to the browser.
        #expect(detector.availability(of: .cashapp).surface == .browser)
    }
}
