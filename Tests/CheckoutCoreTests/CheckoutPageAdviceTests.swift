import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("What the checkout page hides, and what would show it")
struct CheckoutPageAdviceTests {
    private func advice(_ app: UPIApp, _ profile: DeviceProfile) -> String {
        CheckoutPage.advice(toShow: app, on: Device(profile: profile))
    }

    @Test func anInstalledAppThatIsNotDeclaredIsDeclared() {
        #expect(advice(.gpay, Fixtures.profile(apps: [Fixtures.gpay], queries: []))
            == "declare gpay in the merchant app's LSApplicationQueriesSchemes (Google Pay is installed)")
    }

    @Test func aSchemeBeyondTheFiftiethMovesUpFromIOS15() {
        let profile = Fixtures.profile(os: "17.4", apps: [Fixtures.gpay], queries: Fixtures.fillerSchemes(50) + ["gpay"])
        #expect(advice(.gpay, profile)
            == "move gpay into the first 50 LSApplicationQueriesSchemes (iOS 15 and later ignore the rest)")
    }

    @Test func aDeclaredAppThatIsMissingIsInstalled() {
        #expect(advice(.paytm, Fixtures.profile(apps: [Fixtures.phonePe, Fixtures.gpay])) == "install Paytm (it registers paytmmp)")
    }

    @Test func anAppNeitherInstalledNorDeclaredNeedsBoth() {
        #expect(advice(.phonepe, Fixtures.profile(apps: [Fixtures.gpay], queries: ["gpay"]))
            == "install PhonePe and declare ppemerchantsdkv1 in the merchant app's LSApplicationQueriesSchemes")
    }

    @Test func adviceForEveryHiddenApp() {
        let device = Device(profile: Fixtures.profile(apps: [Fixtures.gpay], queries: ["gpay", "paytmmp"]))
        let page = CheckoutPage(device: device)
        #expect(page.hiddenApps == [.phonepe, .paytm])
        #expect(CheckoutPage.advice(forHiddenAppsOf: page, on: device) == [
            .phonepe: "install PhonePe and declare ppemerchantsdkv1 in the merchant app's LSApplicationQueriesSchemes",
            .paytm: "install Paytm (it registers paytmmp)",
        ])
    }

    @Test func installedAppsAreMatchedToUPIAppsByCatalogId() {
        #expect(UPIApp(appId: "gpay") == .gpay)
        #expect(UPIApp(appId: "phonepe") == .phonepe)
        #expect(UPIApp(appId: "PHONEPE") == nil)
        #expect(UPIApp(appId: "alipay") == nil)
        let page = CheckoutPage(device: Device(profile: Fixtures.profile(apps: [Fixtures.gpay, Fixtures.paytm], queries: ["gpay"])))
        #expect(page.shows(Fixtures.gpay) == true)
        #expect(page.shows(Fixtures.paytm) == false)
        #expect(page.shows(InstalledApp(id: "alipay", schemes: ["alipay"])) == nil)
    }
}
