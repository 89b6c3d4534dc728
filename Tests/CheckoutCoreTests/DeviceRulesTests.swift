import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("iOS scheme rules")
struct DeviceRulesTests {
    @Test func canOpenNeedsDeclarationAndRegistration() {
        let device = Device(profile: Fixtures.profile(apps: [Fixtures.gpay], queries: ["gpay", "paytmmp"]))
        #expect(device.canOpenURL(scheme: "gpay"))
        // Declared, but nothing registers it.
        #expect(!device.canOpenURL(scheme: "paytmmp"))
        #expect(device.status(of: "paytmmp").reason == "declared, but no installed app registers it")
        // Registered by an installed app, but not declared.
        let hidden = Device(profile: Fixtures.profile(apps: [Fixtures.gpay], queries: []))
        #expect(!hidden.canOpenURL(scheme: "gpay"))
        #expect(hidden.status(of: "gpay").reason == "not declared in LSApplicationQueriesSchemes (gpay is installed but hidden)")
    }

    @Test func schemesCompareCaseInsensitively() {
        let device = Device(profile: Fixtures.profile(apps: [Fixtures.gpay], queries: ["GPay"]))
        #expect(device.canOpenURL(scheme: "gpay"))
        #expect(device.status(of: "GPAY").declaredPosition == 1)
    }

    @Test func onlyTheFirstFiftyDeclaredSchemesCountFromIOS15() {
        let queries = Fixtures.fillerSchemes(50) + ["gpay"]
        let modern = Device(profile: Fixtures.profile(os: "15.0", apps: [Fixtures.gpay], queries: queries))
        #expect(!modern.canOpenURL(scheme: "gpay"))
        #expect(modern.status(of: "gpay").reason == "declared at position 51, beyond the 50-scheme limit of iOS 15 and later")
        let fiftieth = Device(profile: Fixtures.profile(os: "17.4", apps: [Fixtures.gpay], queries: Fixtures.fillerSchemes(49) + ["gpay"]))
        #expect(fiftieth.canOpenURL(scheme: "gpay"))
        let older = Device(profile: Fixtures.profile(os: "14.8", apps: [Fixtures.gpay], queries: queries))
        #expect(older.canOpenURL(scheme: "gpay"))
    }

    @Test func theFiftySchemeLimitStartsWithIOS15() {
        #expect(Device.queriesSchemesLimit == 50)
        #expect(Device.queriesSchemesLimitSince == 15)
        #expect(!Device.limitsDeclaredSchemes(on: OperatingSystem(version: "14.8")))
        #expect(Device.limitsDeclaredSchemes(on: OperatingSystem(version: "15.0")))
        #expect(Device.limitsDeclaredSchemes(on: OperatingSystem(version: "17.4")))
        let modern = Device(profile: Fixtures.profile(os: "16.1"))
        #expect(!modern.ignoresDeclaration(atPosition: 50))
        #expect(modern.ignoresDeclaration(atPosition: 51))
        #expect(!Device(profile: Fixtures.profile(os: "14.8")).ignoresDeclaration(atPosition: 51))
    }

    @Test func openNeedsNoDeclaration() {
        let device = Device(profile: Fixtures.profile(apps: [Fixtures.gpay], queries: []))
        #expect(device.open(scheme: "gpay") == .opened(appId: "gpay"))
        #expect(device.open(scheme: "paytmmp") == .failed(reason: "no installed app registers the \"paytmmp\" scheme, so open(url) fails"))
    }

    @Test func theMerchantAppRegistersItsOwnURLTypes() {
        let device = Device(profile: Fixtures.profile(apps: [], queries: ["iOSIntentIntegration"]))
        #expect(device.status(of: "iOSIntentIntegration").registeredBy == ["com.example.shop"])
    }

    @Test func callbackSchemeRule() {
        #expect(URLSchemeRules.isValidCallbackScheme("iOSIntentIntegration"))
        #expect(URLSchemeRules.isValidCallbackScheme("shop.app-2"))
        #expect(!URLSchemeRules.isValidCallbackScheme("2shop"))
        #expect(!URLSchemeRules.isValidCallbackScheme("shop_return"))
        #expect(!URLSchemeRules.isValidCallbackScheme("shop+x"))
        #expect(!URLSchemeRules.isValidCallbackScheme(""))
        #expect(URLSchemeRules.isValidScheme("shop+x"))
        #expect(URLSchemeRules.callbackSchemeProblem("shop_return") == "'_' is not allowed: only letters, digits, '.' and '-'")
        #expect(URLSchemeRules.callbackSchemeProblem("9lives") == "it must start with a letter, not '9'")
    }

    @Test func checkoutPageListsOnlyDetectedApps() {
        let page = CheckoutPage(device: Device(profile: Fixtures.profile(apps: [Fixtures.paytm, Fixtures.gpay])))
        #expect(page.visibleApps == [.gpay, .paytm])
        #expect(page.hiddenReasons[.phonepe]?.contains("ppemerchantsdkv1: declared, but no installed app registers it") == true)
        let none = CheckoutPage(device: Device(profile: Fixtures.profile(queries: [])))
        #expect(none.visibleApps.isEmpty)
    }

    @Test func deviceContextFollowsTheGenerator() {
        let v1Only = InstalledApp(id: "phonepe", schemes: ["ppemerchantsdkv1", "ppe"])
        let context = DeviceContext(device: Device(profile: Fixtures.profile(apps: [v1Only])))
        #expect(context.deviceOS == "iOS")
        #expect(context.isPPAppPresent)
        #expect(context.appSupportedSchemas == ["ppemerchantsdkv1"])
        #expect(JSONWriter.compactString(context.json()) ==
            #"{"deviceOS":"iOS","isPPAppPresent":true,"merchantCallBackScheme":"iOSIntentIntegration","appSupportedSchemas":["ppemerchantsdkv1"]}"#)
        let absent = DeviceContext(device: Device(profile: Fixtures.profile(apps: [Fixtures.gpay], callbackScheme: nil)))
        #expect(JSONWriter.compactString(absent.json()) == #"{"deviceOS":"iOS","isPPAppPresent":false,"appSupportedSchemas":[]}"#)
    }

    @Test func schemesAreReportedInV1V2V3OrderWhateverTheDeclarationOrder() {
        let queries = ["ppemerchantsdkv3", "ppemerchantsdkv1", "ppemerchantsdkv2"]
        let context = DeviceContext(device: Device(profile: Fixtures.profile(queries: queries)))
        #expect(context.appSupportedSchemas == PhonePeSchemes.merchantSDK)
    }
}
