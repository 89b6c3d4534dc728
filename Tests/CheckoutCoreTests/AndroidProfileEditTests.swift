import CheckoutCore
import CheckoutTestSupport
import Testing

/// The device editor's edits on an Android phone: each refused by the loader's rules and limits, so an
/// edited profile always saves to a file that loads, and each worded in the saved description.
@Suite("Android profile edits")
struct AndroidProfileEditTests {
    private static func shipped(_ name: String) throws -> DeviceProfile { try #require(ShippedProfileFiles.json(name)).get() }

    private func refusal(_ edit: ProfileEdit, on profile: DeviceProfile) -> String? {
        guard case .failure(let issue) = profile.applying(edit) else { return nil }
        return issue.description
    }

    private func shown(_ profile: DeviceProfile) -> [String] { CheckoutPage(device: Device(profile: profile)).shownAppNames }

    /// The profile written as the editor saves it and read back by the loader.
    private func reloaded(_ edited: DeviceProfile, from original: DeviceProfile) throws -> DeviceProfile {
        let text = ProfileText.text(ProfileChanges.savable(edited, original: original, sourceId: "android14-no-queries"), format: .json)
        return try ProfileDecoder.decode(try JSONParser.parse(text)).get()
    }

    @Test func theUPIIntentInQueriesShowsEveryUPIAppAndSavesToAFileThatLoads() throws {
        let bare = try Self.shipped("android14-no-queries")
        #expect(shown(bare).isEmpty)
        let edited = try bare.applying(.addQuery(AndroidQuery(typed: "upi://pay"))).get()
        #expect(edited.merchantApp.android?.queries.intents == [AndroidPackages.upiPay])
        #expect(shown(edited) == ["PhonePe", "Google Pay", "Paytm", "BHIM", "CRED", "Amazon Pay"])
        #expect(ProfileChanges.describe(from: bare, to: edited) == ["<queries> + upi://pay"])
        let back = try reloaded(edited, from: bare)
        #expect(back.merchantApp.android == edited.merchantApp.android && back.installedApps == edited.installedApps)
        #expect(back.description == "Edited from android14-no-queries: <queries> + upi://pay.")
        #expect(refusal(.addQuery(.intent("UPI://pay")), on: edited) == "merchantApp.queries.intents: an <intent> for upi://pay is in <queries> already")
        #expect(try edited.applying(.removeQuery(.intent("upi://pay"))).get() == bare)
        #expect(refusal(.removeQuery(.intent("upi://mandate")), on: bare) == "merchantApp.queries.intents: upi://mandate is not in <queries>")
    }

    @Test func aQueriedPackageShowsThatAppAlone() throws {
        let bare = try Self.shipped("android14-no-queries")
        #expect(AndroidQuery(typed: "com.phonepe.app") == .package("com.phonepe.app"))
        #expect(AndroidQuery(typed: "upi") == .intent("upi"))
        let edited = try bare.applying(.addQuery(AndroidQuery(typed: "in.org.npci.upiapp"))).get()
        #expect(shown(edited) == ["BHIM"])
        #expect(refusal(.addQuery(.package("in.org.npci.upiapp")), on: edited) == "merchantApp.queries.packages: in.org.npci.upiapp is in <queries> already")
        #expect(refusal(.addQuery(.package("com.phone pe")), on: bare)?.hasPrefix(#"merchantApp.queries.packages: "com.phone pe" is not a valid name"#) == true)
        #expect(refusal(.addQuery(.intent("upi://pay?x=1")), on: bare)?.hasPrefix("merchantApp.queries.intents: \"upi://pay?x=1\" has more than a host") == true)
        #expect(try edited.applying(.removeQuery(.package("in.org.npci.upiapp"))).get() == bare)
        #expect(ProfileChanges.describe(from: edited, to: bare) == ["<queries> − in.org.npci.upiapp"])
    }

    @Test func queriesStopAtTheLoadersLimit() throws {
        var full = try Self.shipped("android14-no-queries")
        full.merchantApp.android?.queries.packages = (1...ProfileLimits.queriesEntries).map { "com.example.app\($0)" }
        #expect(refusal(.addQuery(.package("com.phonepe.app")), on: full)
            == "merchantApp.queries.packages: lists 1000 packages already, the most a profile may hold is 1000")
    }

    @Test func aTargetSdkBelow30FiltersNothing() throws {
        let bare = try Self.shipped("android14-no-queries")
        let old = try bare.applying(.setTargetSdk(29)).get()
        #expect(shown(old).count == 6)
        #expect(ProfileChanges.describe(from: bare, to: old) == ["targetSdk 34 → 29"])
        #expect(try reloaded(old, from: bare).merchantApp.android?.targetSdk == 29)
        #expect(refusal(.setTargetSdk(99), on: bare) == "merchantApp.targetSdk: must be an Android API level from 21 (Android 5.0) to 36 (Android 16), got 99")
        #expect(refusal(.setTargetSdk(Int.min), on: bare)?.hasPrefix("merchantApp.targetSdk: must be an Android API level") == true)
    }

    @Test func queryAllPackagesIsAskedForAndDropped() throws {
        let bare = try Self.shipped("android14-no-queries")
        let all = try bare.applying(.setPermission(AndroidManifest.queryAllPackages, held: true)).get()
        #expect(shown(all).count == 6)
        #expect(try all.applying(.setPermission(AndroidManifest.queryAllPackages, held: true)).get() == all)
        #expect(ProfileChanges.describe(from: bare, to: all) == ["<uses-permission> + android.permission.QUERY_ALL_PACKAGES"])
        #expect(try all.applying(.setPermission(AndroidManifest.queryAllPackages, held: false)).get() == bare)
        #expect(refusal(.setPermission("QUERY ALL", held: true), on: bare)?.hasPrefix("merchantApp.permissions: ") == true)
    }

    @Test func appsInstallByPackageWithWhatTheyHandle() throws {
        let two = try Self.shipped("android14-bhim-cred-only")
        let choices = DeviceProfile.appChoices(from: two)
        #expect(choices.map(\.id) == ["bhim", "cred", "phonepe", "phonepe-preprod", "gpay", "paytm", "amazonpay", "whatsapp"])
        let phonePe = try #require(choices.first { $0.package == AndroidPackages.phonePe })
        #expect(phonePe.handles.map(\.description) == ["upi://pay", "upi://mandate", "phonepe://pay"])
        #expect(AndroidPackages.installedApp(AndroidPackages.cred).handles.map(\.description) == ["upi://pay"])
        let edited = try two.applying(.install(phonePe, position: 0)).get()
        #expect(shown(edited) == ["PhonePe", "BHIM", "CRED"])
        #expect(ProfileChanges.describe(from: two, to: edited) == ["phonepe installed"])
        #expect(try reloaded(edited, from: two).installedApps == edited.installedApps)
        #expect(try edited.applying(.uninstall(appId: "phonepe")).get() == two)

        #expect(refusal(.install(phonePe), on: edited) == "installedApps: phonepe is installed already")
        let again = InstalledApp(id: "other", schemes: [], package: AndroidPackages.bhim, handles: [AndroidPackages.upiPay])
        #expect(refusal(.install(again), on: two) == #"installedApps.package: "in.org.npci.upiapp" is installed already"#)
        let deaf = InstalledApp(id: "deaf", schemes: [], package: "com.example.deaf", handles: [])
        #expect(refusal(.install(deaf), on: two)?.hasPrefix("installedApps.handles: is empty") == true)
        let iOSApp = InstalledApp(id: "gpay", schemes: ["gpay"])
        #expect(refusal(.install(iOSApp), on: two) == #"installedApps.package: is required on Android (e.g. "com.phonepe.app")"#)
    }

    @Test func iOSEditsAreRefusedOnAndroidAndAndroidEditsOnIOS() throws {
        let android = try Self.shipped("android14-no-queries")
        #expect(refusal(.declare(scheme: "gpay"), on: android)?.hasPrefix("merchantApp: is an Android app's manifest") == true)
        #expect(refusal(.setOSVersion("13"), on: android) == #"os.version: is "13", but API level 34 is Android 14: make os.version and os.apiLevel agree"#)
        let iPhone = Fixtures.profile()
        #expect(refusal(.setTargetSdk(29), on: iPhone)?.hasPrefix("merchantApp: is an iPhone app's Info.plist") == true)
        #expect(refusal(.install(AndroidPackages.installedApp(AndroidPackages.bhim)), on: iPhone) == "installedApps.package: is Android's; an iPhone's app registers URL schemes")
    }
}
