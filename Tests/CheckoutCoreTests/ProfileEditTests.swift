import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

@Suite("Profile edits")
struct ProfileEditTests {
    private let device = Fixtures.profile()

    private func refusal(_ edit: ProfileEdit, on profile: DeviceProfile? = nil) -> String? {
        guard case .failure(let issue) = (profile ?? device).applying(edit) else { return nil }
        return issue.description
    }

    @Test func uninstallingPhonePeTakesItOffTheCheckoutPageAndOutOfTheSchemeTable() throws {
        let edited = try device.applying(.uninstall(appId: "phonepe")).get()
        #expect(edited.installedApps.map(\.id) == ["gpay", "paytm"])
        #expect(CheckoutPage(device: Device(profile: edited)).visibleApps == [.gpay, .paytm])
        let v1 = try #require(Device(profile: edited).schemeTable.first { $0.scheme == "ppemerchantsdkv1" })
        #expect(v1.registeredBy.isEmpty)
        #expect(v1.reason == "declared, but no installed app registers it")
        #expect(refusal(.uninstall(appId: "whatsapp")) == "installedApps: whatsapp is not installed")
    }

    @Test func installingPutsTheAppWhereAsked() throws {
        let bare = try device.applying(.uninstall(appId: "phonepe")).get()
        let back = try bare.applying(.install(Fixtures.phonePe, position: 0)).get()
        #expect(back == device)
        let appended = try bare.applying(.install(UPIApp.phonepe.installedApp)).get()
        #expect(appended.installedApps.map(\.id) == ["gpay", "paytm", "phonepe"])
        #expect(appended.installedApps.last?.schemes == ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3", "ppe"])
        #expect(refusal(.install(Fixtures.gpay)) == "installedApps: gpay is installed already")
        #expect(refusal(.install(InstalledApp(id: "odd", schemes: ["odd://"]))) == #"installedApps.schemes: "odd://" must be the scheme alone, without ":" or "://" (write "odd")"#)
    }

    @Test func installingRespectsTheProfileLimits() {
        let crowded = Fixtures.profile(apps: (1...ProfileLimits.installedApps).map { InstalledApp(id: "app\($0)", schemes: []) })
        #expect(refusal(.install(Fixtures.gpay), on: crowded) == "installedApps: lists 1000 apps already, the most a profile may hold")
        let heavy = Fixtures.profile(apps: (1...10).map { InstalledApp(id: "app\($0)", schemes: Fixtures.fillerSchemes(1_000)) })
        #expect(refusal(.install(Fixtures.gpay), on: heavy)
            == "installedApps: would register 10001 schemes together, more than the 10000 a profile may hold")
    }

    @Test func declaringAppendsAndUsesTheLoadersRules() throws {
        let hidden = Fixtures.profile(queries: ["gpay"])
        let declared = try hidden.applying(.declare(scheme: "ppemerchantsdkv2")).get()
        #expect(declared.merchantApp.queriesSchemes == ["gpay", "ppemerchantsdkv2"])
        #expect(CheckoutPage(device: Device(profile: declared)).visibleApps == [.phonepe, .gpay])
        #expect(refusal(.declare(scheme: ""), on: hidden) == "merchantApp.queriesSchemes: must not be empty")
        #expect(refusal(.declare(scheme: "phonepe://pay"), on: hidden)
            == #"merchantApp.queriesSchemes: "phonepe://pay" must be the scheme alone, without ":" or "://" (write "phonepe")"#)
        #expect(refusal(.declare(scheme: "GPAY"), on: hidden) == "merchantApp.queriesSchemes: GPAY is declared already, at #1")
        let full = Fixtures.profile(queries: Fixtures.fillerSchemes(ProfileLimits.schemesPerList))
        #expect(refusal(.declare(scheme: "gpay"), on: full)
            == "merchantApp.queriesSchemes: lists 1000 schemes already, the most a profile may hold is 1000")
    }

    @Test func undeclaringRemovesThePositionTheTableShows() throws {
        let edited = try device.applying(.undeclare(position: 5)).get()
        #expect(edited.merchantApp.queriesSchemes == PhonePeSchemes.merchantSDK + ["paytmmp"])
        #expect(CheckoutPage(device: Device(profile: edited)).visibleApps == [.phonepe, .paytm])
        #expect(refusal(.undeclare(position: 6)) == "merchantApp.queriesSchemes: nothing is declared at #6")
        #expect(refusal(.undeclare(position: 0)) == "merchantApp.queriesSchemes: nothing is declared at #0")
    }

    @Test func theIOSVersionKeepsTheLoadersShape() throws {
        let old = try Fixtures.profile(queries: Fixtures.fillerSchemes(50) + ["gpay"]).applying(.setOSVersion("14.8")).get()
        #expect(old.os.version == "14.8")
        // Before iOS 15 a declaration past the fiftieth still counts.
        #expect(CheckoutPage(device: Device(profile: old)).visibleApps == [.gpay])
        #expect(refusal(.setOSVersion("17.x")) == #"os.version: must look like "17.4" (major[.minor[.patch]]), got "17.x""#)
        #expect(refusal(.setOSVersion("17.4.1.2")) != nil)
    }

    @Test func theCallbackSchemeAndURLTypes() throws {
        let renamed = try device.applying(.setCallbackScheme("my_shop")).get()
        // PhonePe's rule is shown, not enforced: a bad callback scheme is something to simulate.
        #expect(renamed.merchantApp.callbackVerdict?.valid == false)
        #expect(try device.applying(.setCallbackScheme(nil)).get().merchantApp.callbackScheme == nil)
        let registered = try renamed.applying(.setURLType("my_shop", registered: true)).get()
        #expect(registered.merchantApp.urlSchemes == ["iOSIntentIntegration", "my_shop"])
        #expect(try registered.applying(.setURLType("my_shop", registered: true)).get() == registered)
        let unregistered = try device.applying(.setURLType("iosintentintegration", registered: false)).get()
        #expect(unregistered.merchantApp.urlSchemes.isEmpty)
        #expect(unregistered.merchantApp.callbackVerdict?.registered == false)
        #expect(refusal(.setURLType("a:b", registered: true))?.hasPrefix("merchantApp.urlSchemes: ") == true)
    }

    @Test func theAppChoicesAreTheProfilesOwnThenTheMissingUPIApps() {
        let gpayOnly = Fixtures.profile(apps: [InstalledApp(id: "whatsapp", schemes: ["whatsapp"]), Fixtures.gpay])
        #expect(DeviceProfile.appChoices(from: gpayOnly).map(\.id) == ["whatsapp", "gpay", "phonepe", "paytm"])
    }

    @Test func theChangesAreDescribedAndTheSavedProfileSaysSo() throws {
        let edited = try device.applying(.uninstall(appId: "phonepe")).flatMap { $0.applying(.declare(scheme: "whatsapp")) }
            .flatMap { $0.applying(.setOSVersion("16.0")) }.flatMap { $0.applying(.setCallbackScheme("shop")) }.get()
        #expect(ProfileChanges.describe(from: device, to: edited) == [
            "phonepe uninstalled", "whatsapp declared", "iOS 17.4 → 16.0", "callback scheme iOSIntentIntegration → shop",
        ])
        let saved = ProfileChanges.savable(edited, original: device, sourceId: "all-upi")
        #expect(saved.name == "test device (edited)")
        #expect(saved.description == "Edited from all-upi: phonepe uninstalled; whatsapp declared; iOS 17.4 → 16.0; callback scheme iOSIntentIntegration → shop.")
        // Saved again after another edit, it is named anew, never as the profile it was edited from.
        #expect(ProfileChanges.savable(saved, original: saved, sourceId: "again").name == "test device (edited 2)")
    }
}

@Suite("Profile text")
struct ProfileTextTests {
    /// Every shipped JSON profile, as the loader reads it.
    private static let shipped: [DeviceProfile] = ShippedProfileFiles.jsonNames.compactMap { try? ShippedProfileFiles.json($0)?.get() }

    @Test func everyShippedProfileWrittenAsJSONDecodesToItself() throws {
        #expect(Self.shipped.count >= 10)
        for profile in Self.shipped {
            let text = ProfileText.text(profile, format: .json)
            #expect(try ProfileDecoder.decode(try JSONParser.parse(text)).get() == profile, "\(profile.name)")
        }
    }

    @Test func anEditedProfileWrittenAsJSONDecodesAndValidates() throws {
        let edited = try Fixtures.profile().applying(.uninstall(appId: "phonepe")).flatMap { $0.applying(.declare(scheme: "myshop")) }.get()
        let text = ProfileText.text(ProfileChanges.savable(edited, original: Fixtures.profile(), sourceId: "x"), format: .json)
        let decoded = try ProfileDecoder.decode(try JSONParser.parse(text)).get()
        #expect(decoded.installedApps.map(\.id) == ["gpay", "paytm"])
        #expect(decoded.merchantApp.queriesSchemes.last == "myshop")
    }

    @Test func yamlQuotesEveryStringAndNestsAsTheShippedYAMLProfileDoes() {
        var profile = Fixtures.profile(apps: [Fixtures.gpay], queries: ["gpay"], callbackScheme: nil)
        profile.description = "Line one\nno \"quotes\" \u{2028}"
        profile.merchant = MerchantOverrides(merchantId: "M1", saltIndex: 2, mcc: "5411")
        #expect(ProfileText.text(profile, format: .yaml, comment: "Edited.\nTwo lines.") == """
            # Edited.
            # Two lines.
            name: "test device"
            description: "Line one\\nno \\"quotes\\" \\u2028"
            os:
              name: "iOS"
              version: "17.4"
            installedApps:
              - id: "gpay"
                schemes: ["gpay"]
            merchantApp:
              bundleId: "com.example.shop"
              queriesSchemes: ["gpay"]
              urlSchemes: ["iOSIntentIntegration"]
            merchant:
              merchantId: "M1"
              saltIndex: 2
              mcc: "5411"

            """)
        let empty = Fixtures.profile(apps: [], queries: [], urlSchemes: [])
        #expect(ProfileText.text(empty, format: .yaml).contains("installedApps: []\nmerchantApp:\n  bundleId: \"com.example.shop\"\n  queriesSchemes: []"))
    }

    @Test func theFormatFollowsTheFileName() {
        #expect(ProfileFormat(fileName: "a.json") == .json)
        #expect(ProfileFormat(fileName: "a.yml") == .yaml)
        #expect(ProfileFormat(fileName: "a.yaml") == .yaml)
        #expect(ProfileFormat(fileName: "a.txt") == nil)
    }
}
