import CheckoutCore
import CheckoutTestSupport
import Testing

/// Android 11's package visibility, each clause of the rule on its own, and what it leaves unfiltered.
@Suite("Android package visibility")
struct PackageVisibilityTests {
    private static func app(_ package: String, _ handles: [String]) -> InstalledApp {
        InstalledApp(id: AndroidPackages.defaultId(of: package), schemes: [], package: package, handles: handles.compactMap(AndroidURIPattern.init))
    }

    private static let apps = [
        app(AndroidPackages.phonePe, ["upi://pay", "upi://mandate", "phonepe://pay"]),
        app(AndroidPackages.googlePay, ["upi://pay"]),
        app(AndroidPackages.cred, ["upi"]),
        app("com.example.maps", ["geo"]),
    ]

    private func phone(
        apiLevel: Int = 34, version: String = "14", targetSdk: Int = 34, packages: [String] = [], intents: [String] = [],
        permissions: [String] = []
    ) -> Device {
        let manifest = AndroidManifest(
            package: "com.example.shop", targetSdk: targetSdk,
            queries: AndroidQueries(packages: packages, intents: intents.compactMap(AndroidURIPattern.init)), permissions: permissions)
        return Device(profile: DeviceProfile(
            name: "phone", os: OperatingSystem(name: "Android", version: version, apiLevel: apiLevel), installedApps: Self.apps,
            merchantApp: MerchantApp(queriesSchemes: [], urlSchemes: [], android: manifest)))
    }

    private func visible(_ device: Device) -> [String] {
        device.packages?.verdicts.filter(\.visible).map(\.package) ?? ["not an Android phone"]
    }

    @Test func withoutQueriesATargetSdk34AppSeesNothingYetTheChooserListsEveryHandler() throws {
        let device = phone()
        #expect(visible(device) == [])
        let page = try #require(CheckoutPage(device: device).android)
        #expect(page.shown.isEmpty)
        #expect(page.chooser.map(\.package) == [AndroidPackages.phonePe, AndroidPackages.googlePay, AndroidPackages.cred])
        #expect(page.chooserNote?.contains("startActivity is not filtered") == true)
        #expect(device.packages?.verdict(for: AndroidPackages.googlePay)?.fix == PackageVisibility.upiIntentQuery)
        #expect(device.packages?.verdict(for: "com.example.maps")?.fix == "<queries><package android:name=\"com.example.maps\"/></queries>")
        #expect(device.context.json() == ["deviceOS": "ANDROID", "isPPAppPresent": false])
    }

    @Test func anUpiIntentQueryShowsEveryUPIAppAndOnlyThem() {
        let device = phone(intents: ["upi://pay"])
        #expect(visible(device) == [AndroidPackages.phonePe, AndroidPackages.googlePay, AndroidPackages.cred])
        #expect(CheckoutPage(device: device).visibleApps == [.phonepe, .gpay])
        #expect(device.context.json() == ["deviceOS": "ANDROID", "isPPAppPresent": true])
    }

    @Test func anIntentQueryWithAHostMatchesOnlyThatHost() {
        #expect(visible(phone(intents: ["upi://mandate"])) == [AndroidPackages.phonePe, AndroidPackages.cred])
        #expect(visible(phone(intents: ["phonepe"])) == [AndroidPackages.phonePe])
    }

    @Test func aQueriedPackageIsVisibleOnItsOwn() {
        #expect(visible(phone(packages: [AndroidPackages.googlePay])) == [AndroidPackages.googlePay])
    }

    @Test func oldPhonesOldTargetsAndQueryAllPackagesAreNotFiltered() {
        let everything = Self.apps.compactMap(\.package)
        #expect(visible(phone(apiLevel: 29, version: "10")) == everything)
        #expect(visible(phone(targetSdk: 29)) == everything)
        #expect(visible(phone(targetSdk: 30)) == [])
        #expect(visible(phone(permissions: [AndroidManifest.queryAllPackages])) == everything)
    }

    @Test func startActivityIsNotFilteredButNeedsAnAppThatHandlesTheURI() throws {
        let packages = try #require(phone().packages)
        #expect(packages.startActivity(AndroidPackages.upiPay, package: AndroidPackages.googlePay) == .opened(package: AndroidPackages.googlePay))
        #expect(packages.startActivity(AndroidPackages.upiPay, package: AndroidPackages.paytm)
            == .notFound(reason: "ActivityNotFoundException: \(AndroidPackages.paytm) is not installed"))
        #expect(packages.startActivity(AndroidPackages.upiPay, package: "com.example.maps")
            == .notFound(reason: "ActivityNotFoundException: com.example.maps is installed but does not handle upi://pay"))
        #expect(packages.startActivity(AndroidPackages.upiPay, package: nil)
            == .chooser(packages: [AndroidPackages.phonePe, AndroidPackages.googlePay, AndroidPackages.cred]))
        #expect(packages.startActivity(AndroidURIPattern(scheme: "phonepe", host: "pay"), package: nil) == .opened(package: AndroidPackages.phonePe))
    }

    @Test func uriPatternsAreReadAndRefusedByShape() {
        #expect(AndroidURIPattern("UPI://pay") == AndroidURIPattern(scheme: "upi", host: "pay"))
        #expect(AndroidURIPattern("upi://") == AndroidURIPattern(scheme: "upi"))
        #expect(AndroidURIPattern("upi")?.description == "upi")
        for bad in ["", "9upi", "upi:pay", "upi://pay/x", "upi://p y", "u pi"] { #expect(AndroidURIPattern(bad) == nil, "\(bad)") }
    }

    @Test func theIOSContextIsUnchanged() {
        let iPhone = Device(profile: Fixtures.profile())
        #expect(iPhone.packages == nil)
        #expect(iPhone.context.json()["deviceOS"] == "iOS")
        #expect(CheckoutPage(device: iPhone).android == nil)
    }
}
