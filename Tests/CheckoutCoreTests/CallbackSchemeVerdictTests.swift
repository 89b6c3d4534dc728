import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("The callback scheme's verdict")
struct CallbackSchemeVerdictTests {
    private func merchantApp(urlSchemes: [String], callbackScheme: String?) -> MerchantApp {
        Fixtures.profile(urlSchemes: urlSchemes, callbackScheme: callbackScheme).merchantApp
    }

    @Test func aValidRegisteredSchemeReturnsToTheApp() throws {
        let verdict = try #require(merchantApp(urlSchemes: ["iOSIntentIntegration"], callbackScheme: "iOSIntentIntegration").callbackVerdict)
        #expect(verdict == CallbackSchemeVerdict(scheme: "iOSIntentIntegration", registered: true))
        #expect(verdict.valid && verdict.registered && verdict.returnsToApp)
        #expect(verdict.problem == nil)
    }

    @Test func urlTypesCompareCaseInsensitively() {
        let app = merchantApp(urlSchemes: ["ShopReturn"], callbackScheme: "shopreturn")
        #expect(app.registersURLType("SHOPRETURN"))
        #expect(!app.registersURLType("shop"))
        #expect(app.callbackVerdict?.returnsToApp == true)
    }

    @Test func aValidSchemeThatIsNotAURLTypeCannotReturn() throws {
        let verdict = try #require(merchantApp(urlSchemes: ["shop"], callbackScheme: "shopreturn").callbackVerdict)
        #expect(verdict.valid)
        #expect(!verdict.registered)
        #expect(!verdict.returnsToApp)
    }

    @Test func anInvalidSchemeSaysWhyEvenWhenRegistered() throws {
        let verdict = try #require(merchantApp(urlSchemes: ["shop_return"], callbackScheme: "shop_return").callbackVerdict)
        #expect(verdict.registered)
        #expect(!verdict.valid)
        #expect(verdict.problem == "'_' is not allowed: only letters, digits, '.' and '-'")
        #expect(!verdict.returnsToApp)
    }

    @Test func noCallbackSchemeHasNoVerdict() {
        #expect(merchantApp(urlSchemes: ["shop"], callbackScheme: nil).callbackVerdict == nil)
    }

    @Test func theWalkAndTheSummaryFollowTheVerdict() {
        let profile = Fixtures.profile(urlSchemes: ["shop"], callbackScheme: "shopreturn")
        let summary = DeviceSummary(profile: profile)
        #expect(summary.json["callbackScheme"]?["registered"]?.boolValue == false)
        #expect(summary.json["callbackScheme"]?["valid"]?.boolValue == true)
        #expect(summary.text.contains("  callback scheme: shopreturn (valid but not among the URL types: PhonePe cannot return)"))
        let transcript = PhonePeWalk.run(profile: profile, options: PhonePeOptions(flow: .phonepeIntent))
        #expect(transcript.returnStep?.mode == .manual)
        #expect(transcript.returnStep?.reason
            == "the callback failed: \"shopreturn\" is not among the merchant app's URL types, so open(shopreturn://) fails; the user switches back by hand")
    }
}
