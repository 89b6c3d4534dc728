import CheckoutCore
import Testing

/// Android profiles: what loads, what is refused and how the refusal names the field.
@Suite("Android profile decoding")
struct AndroidProfileDecoderTests {
    private static let valid = """
        {"name": "a", "os": {"name": "Android", "version": "14", "apiLevel": 34},
         "installedApps": [{"package": "com.phonepe.app", "handles": ["upi://pay", "upi://mandate"]},
                           {"id": "mine", "package": "com.example.wallet", "version": "1.0", "handles": ["upi"]}],
         "merchantApp": {"package": "com.example.shop", "targetSdk": 34,
                         "queries": {"packages": ["com.example.wallet"], "intents": ["upi://pay"]},
                         "permissions": ["android.permission.INTERNET"]}}
        """

    private func decode(_ json: String) throws -> Result<DeviceProfile, ProfileErrors> {
        ProfileDecoder.decode(try JSONParser.parse(json))
    }

    private func issues(_ json: String) throws -> [String] {
        switch try decode(json) {
        case .success: return []
        case .failure(let errors): return errors.issues.map(\.description)
        }
    }

    /// `valid` with `key`'s value (a JSON fragment) swapped for `replacement`.
    private func issues(replacing old: String, with new: String) throws -> [String] {
        #expect(Self.valid.contains(old))
        return try issues(Self.valid.replacingOccurrences(of: old, with: new))
    }

    @Test func loadsAnAndroidPhoneAndWritesItBackTheSame() throws {
        let profile = try decode(Self.valid).get()
        #expect(profile.os == OperatingSystem(name: "Android", version: "14", apiLevel: 34))
        #expect(profile.os.label == "Android 14, API 34")
        #expect(profile.installedApps.map(\.id) == ["phonepe", "mine"])
        #expect(profile.installedApps[1].handles == [AndroidURIPattern(scheme: "upi")])
        #expect(profile.merchantApp.android?.queries.intents == [AndroidPackages.upiPay])
        for format in ProfileFormat.allCases where format == .json {
            let again = try decode(ProfileText.text(profile, format: format)).get()
            #expect(again == profile)
        }
    }

    @Test func refusesUnknownAndMismatchedAPILevels() throws {
        #expect(try issues(replacing: #""apiLevel": 34"#, with: #""apiLevel": 99"#)
            == ["os.apiLevel: must be an Android API level from 21 (Android 5.0) to 36 (Android 16), got 99"])
        #expect(try issues(replacing: #""apiLevel": 34"#, with: #""apiLevel": 30"#)
            == ["os.version: is \"14\", but API level 30 is Android 11: make os.version and os.apiLevel agree"])
        #expect(try issues(replacing: #", "apiLevel": 34"#, with: "")
            == ["os.apiLevel: is required (an Android API level such as 34 for Android 14)"])
        #expect(try issues(replacing: #""targetSdk": 34"#, with: #""targetSdk": "34""#)
            == ["merchantApp.targetSdk: must be a whole number (an API level such as 34), got string"])
    }

    @Test func refusesAPackageNameWithSpacesAndAnAppThatHandlesNothing() throws {
        #expect(try issues(replacing: #""package": "com.phonepe.app""#, with: #""package": "com.phone pe.app""#) == [
            "installedApps[0].package: \"com.phone pe.app\" is not a valid name: two or more parts separated by dots, each a letter then letters, digits or _, like \"com.phonepe.app\""
        ])
        #expect(try issues(replacing: #""handles": ["upi"]"#, with: #""handles": []"#) == [
            "installedApps[1].handles: is empty: an app whose intent filters accept no URI can never be opened by a checkout; list them (e.g. [\"upi://pay\"]) or remove the app"
        ])
    }

    @Test func refusesTenThousandQueriesBeforeReadingThem() throws {
        let many = (0..<10_000).map { "\"com.a\($0).b\"" }.joined(separator: ",")
        #expect(try issues(replacing: #""packages": ["com.example.wallet"]"#, with: #""packages": [\#(many)]"#)
            == ["merchantApp.queries.packages: lists 10000 packages, more than the 1000 a profile may hold"])
    }

    @Test func refusesEachPlatformsKeysOnTheOther() throws {
        #expect(try issues(replacing: #""targetSdk": 34,"#, with: #""targetSdk": 34, "urlSchemes": [],"#) == [
            "merchantApp.urlSchemes: is iOS's Info.plist; an Android merchant app declares \"package\", \"targetSdk\", \"queries\" and \"permissions\""
        ])
        let iPhone = #"{"name":"x","os":{"version":"17.4","apiLevel":34},"installedApps":[{"id":"gpay","schemes":[],"package":"a.b"}],"merchantApp":{"queriesSchemes":[],"urlSchemes":[],"targetSdk":34}}"#
        #expect(try issues(iPhone) == [
            "os.apiLevel: is Android's; an iPhone has only \"version\"",
            "installedApps[0].package: is Android's; an iPhone's app registers URL \"schemes\"",
            "merchantApp.targetSdk: is Android's manifest; an iPhone's merchant app declares \"queriesSchemes\" and \"urlSchemes\"",
        ])
    }
}
