import CheckoutCore
import Testing

@Suite("Profile decoding")
struct ProfileDecoderTests {
    private func issues(_ json: String) throws -> [String] {
        switch ProfileDecoder.decode(try JSONParser.parse(json)) {
        case .success: return []
        case .failure(let errors): return errors.issues.map(\.description)
        }
    }

    @Test func decodesAMinimalProfile() throws {
        let json = #"{"name":"x","os":{"version":"16.1"},"installedApps":[],"merchantApp":{"queriesSchemes":[],"urlSchemes":[]}}"#
        let profile = try ProfileDecoder.decode(try JSONParser.parse(json)).get()
        #expect(profile.os == OperatingSystem(name: "iOS", version: "16.1"))
        #expect(profile.os.majorVersion == 16)
        #expect(profile.merchantApp.callbackScheme == nil)
        #expect(profile.merchant == nil)
    }

    @Test func reportsEveryProblemAtOnceWithItsPlace() throws {
        let json = """
            {"name": "x", "colour": "red", "os": {"version": "seventeen"},
             "installedApps": [{"id": "gpay", "schemes": ["gpay"]}, {"id": "paytm"}, {"id": "phonepe", "schemes": ["ppe://"]}],
             "merchantApp": {"queriesSchemes": "gpay", "urlSchemes": [], "callbackScheme": 7},
             "merchant": {"saltIndex": 0, "mcc": "53"}}
            """
        #expect(try issues(json) == [
            "colour: unknown key \"colour\" (allowed here: \"name\", \"description\", \"os\", \"installedApps\", \"merchantApp\", \"merchant\", \"citcon\")",
            "os.version: must look like \"17.4\" (major[.minor[.patch]]), got \"seventeen\"",
            "installedApps[1].schemes: is required (an array of URL schemes, possibly empty)",
            "installedApps[2].schemes[0]: \"ppe://\" must be the scheme alone, without \":\" or \"://\" (write \"ppe\")",
            "merchantApp.queriesSchemes: must be an array of strings, got string",
            "merchantApp.callbackScheme: must be a string, got number",
            "merchant.mcc: must be a four-digit merchant category code like \"5311\", got \"53\"",
            "merchant.saltIndex: must be a whole number from 1 to 999, got 0",
        ])
    }

    /// JSON writes 2.0 as 2: the refusal says what was written, and how to write it.
    @Test func aDecimalSaltIndexIsShownAsWritten() throws {
        let base = #"{"name": "x", "os": {"version": "17.0"}, "installedApps": [], "merchantApp": {"queriesSchemes": [], "urlSchemes": []}, "merchant": {"saltIndex": INDEX}}"#
        #expect(try issues(base.replacing("INDEX", with: "2.0")) == ["merchant.saltIndex: must be a whole number from 1 to 999, got 2.0, a decimal number: write 2"])
        #expect(try issues(base.replacing("INDEX", with: "2.5")) == ["merchant.saltIndex: must be a whole number from 1 to 999, got 2.5, a decimal number"])
    }

    @Test func requiredKeysAreNamed() throws {
        #expect(try issues("{}") == [
            "name: is required",
            "os: is required (an object with \"version\", e.g. {\"version\": \"17.4\"})",
            "installedApps: is required (an array, possibly empty)",
            "merchantApp: is required (queriesSchemes and urlSchemes)",
        ])
        #expect(try issues("[]") == ["must be an object, got array"])
    }

    @Test func misconfigurationsAreAllowedBecauseTheyAreSimulated() throws {
        let json = #"{"name":"x","os":{"version":"17"},"installedApps":[],"merchantApp":{"queriesSchemes":["gpay","gpay"],"urlSchemes":["shop_return"],"callbackScheme":"shop_return"}}"#
        #expect(try issues(json).isEmpty)
    }

    @Test func onlyIOSAndAndroidAreSimulated() throws {
        let json = #"{"name":"x","os":{"name":"Symbian","version":"9"},"installedApps":[],"merchantApp":{"queriesSchemes":[],"urlSchemes":[]}}"#
        #expect(try issues(json) == ["os.name: must be \"iOS\" or \"Android\", got \"Symbian\""])
    }

    @Test func decodesTheCitconBlockWithDefaults() throws {
        let json = """
            {"name": "x", "os": {"version": "17.4"}, "installedApps": [], "merchantApp": {"queriesSchemes": [], "urlSchemes": []},
             "citcon": {"environment": "PROD", "accessTokens": {"PROD": "tok-prod", "UAT": "tok-uat"}, "scheme": "com.example.shop",
                        "handleUrl": false}}
            """
        let citcon = try ProfileDecoder.decode(try JSONParser.parse(json)).get().citcon
        #expect(citcon == CitconSetup(
            environment: .prod, accessTokens: [.prod: "tok-prod", .uat: "tok-uat"], scheme: "com.example.shop",
            forwardsHandleUrl: false))
        #expect(citcon?.accessToken == "tok-prod")
    }

    @Test func reportsCitconProblemsWithTheirPlace() throws {
        let json = """
            {"name": "x", "os": {"version": "17.4"}, "installedApps": [], "merchantApp": {"queriesSchemes": [], "urlSchemes": []},
             "citcon": {"environment": "STAGING", "accessTokens": {"LIVE": "t", "UAT": ""}, "universalLink": "http://x.example/",
                        "handleScene": "yes"}}
            """
        #expect(try issues(json) == [
            "citcon.environment: must be one of DEV, QA, UAT, PROD, got \"STAGING\"",
            "citcon.accessTokens.LIVE: unknown key \"LIVE\" (allowed here: \"DEV\", \"QA\", \"UAT\", \"PROD\")",
            "citcon.accessTokens.UAT: must not be empty",
            "citcon.universalLink: a universal link must start with https://, got \"http://x.example/\"",
            "citcon.handleScene: must be true or false, got string",
        ])
    }
}
