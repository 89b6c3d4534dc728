import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Citcon walk")
struct CitconWalkTests {
    static let allApps = [
        InstalledApp(id: "wechat", schemes: ["weixin", "wechat", "weixinULAPI"]),
        InstalledApp(id: "alipay", schemes: ["alipay", "safepay", "alipays"]),
        InstalledApp(id: "unionpay", schemes: ["uppaywallet", "uppaysdk", "uppayx1", "uppayx2", "uppayx3"]),
        InstalledApp(id: "venmo", schemes: ["com.venmo.touch.v2"]),
        InstalledApp(id: "klarna", schemes: ["klarna", "klarnaconsent"]),
        InstalledApp(id: "cashapp", schemes: []),
    ]
    static let allQueries = ["weixin", "wechat", "weixinULAPI", "alipay", "safepay", "alipays", "uppaywallet", "uppaysdk",
        "uppayx1", "uppayx2", "uppayx3", "com.example.shop.payments", "com.venmo.touch.v2", "klarna", "klarnaconsent"]

    static func profile(setup: CitconSetup = CitconSetup(accessTokens: [.uat: "t-uat"], scheme: "com.example.shop"), links: [String] = ["https://shop.example.com/apps/"]) -> DeviceProfile {
        var profile = Fixtures.profile(
            apps: allApps, queries: allQueries, urlSchemes: ["wxeb0650d489d69e14", "com.example.shop", "com.example.shop.payments"])
        profile.merchantApp.universalLinks = links
        profile.citcon = setup
        return profile
    }

    private func walk(_ method: String, profile: DeviceProfile = profile(), _ change: (inout CitconOptions) -> Void = { _ in }) -> CitconTranscript {
        var options = CitconOptions(methodName: method)
        change(&options)
        return CitconWalk.run(profile: profile, options: options)
    }

    private func fields(_ transcript: CitconTranscript) -> [String] { transcript.errors.map(\.field) }

    // MARK: - Rules

    @Test func alipayNeedsTheScheme() {
        let transcript = walk("alipay", profile: Self.profile(setup: CitconSetup(accessTokens: [.uat: "t"])))
        #expect(transcript.errors.contains(RuleViolation(
            field: "scheme", rule: "is required for Alipay: set citcon.scheme in the profile to one of merchantApp.urlSchemes")))
        #expect(transcript.request == nil)
    }

    @Test func weChatPayNeedsTheUniversalLink() {
        let transcript = walk("wechatpay", profile: Self.profile(links: []))
        #expect(fields(transcript) == ["payment.method", "universalLink"])
        #expect(transcript.errors.last?.rule.hasPrefix("is required for WeChat Pay") == true)
    }

    @Test func payPalAndVenmoNeedTheConsumerReference() {
        for method in ["paypal", "venmo"] {
            #expect(fields(walk(method)) == ["consumer.reference"])
            let fixed = walk(method) { $0.fields = [CitconField(path: "consumer.reference", value: "C-1")] }
            #expect(fixed.errors.isEmpty)
            #expect(fixed.request?["consumer"]?["reference"] == "C-1")
        }
    }

    @Test func threeDSecureCardsNeedCardholderAndBillingAddress() {
        let bare = walk("card") { $0.request3DSecure = true }
        #expect(fields(bare) == ["consumer.firstName", "consumer.lastName", "consumer.phone", "consumer.email",
            "payment.billingAddress.street", "payment.billingAddress.street2", "payment.billingAddress.city",
            "payment.billingAddress.state", "payment.billingAddress.zip", "payment.billingAddress.country"])
        #expect(walk("card").errors.isEmpty)
        let full = walk("card") { options in
            options.request3DSecure = true
            options.fields = ["consumer.firstName=John", "consumer.lastName=Doe", "consumer.phone=5551234567", "consumer.email=test@email.com",
                "payment.billingAddress.street=555 Smith St", "payment.billingAddress.street2=#2", "payment.billingAddress.city=Chicago",
                "payment.billingAddress.state=IL", "payment.billingAddress.zip=12345", "payment.billingAddress.country=US"]
                .compactMap(CitconField.init(argument:))
        }
        #expect(full.errors.isEmpty)
        #expect(full.request?["request3DSecureVerification"] == true)
        #expect(full.request?["payment"]?["billingAddress"]?["city"] == "Chicago")
    }

    @Test func currencyAndCountryFollowTheSeed() {
        #expect(walk("alipay") { $0.currency = "usd" }.errors.map(\.description)
            == ["transaction.currency: must be a three-letter code in upper case, e.g. USD, got \"usd\""])
        #expect(fields(walk("alipay") { $0.currency = "INR" }) == ["transaction.currency"])
        #expect(fields(walk("alipay") { $0.country = "us" }) == ["transaction.country"])
        #expect(fields(walk("alipay") { $0.amount = 0 }) == ["transaction.amount"])
        #expect(walk("alipay") { $0.currency = "CNY"; $0.country = "CN" }.errors.isEmpty)
    }

    @Test func theEnvironmentNeedsItsToken() {
        let transcript = walk("alipay") { $0.environment = .prod }
        #expect(transcript.errors.map(\.description) == [
            "accessToken: no access token for PROD: set citcon.accessTokens.PROD in the profile (each runtime environment has its own token)",
        ])
    }

    @Test func unknownMethodsAndFieldsAreNamed() {
        #expect(fields(walk("bitcoin")) == ["payment.method"])
        #expect(walk("bitcoin").errors.first?.rule.contains("upop") == true)
        #expect(fields(walk("alipay") { $0.fields = [CitconField(path: "colour", value: "red")] }) == ["colour"])
        #expect(fields(walk("unionpay") { $0.fields = [CitconField(path: "unionpayMode", value: "02")] }) == ["unionpayMode"])
        #expect(walk("alipay") { $0.fields = [CitconField(path: "transaction.amount", value: "abc")] }.errors.map(\.description)
            == ["transaction.amount: is set with --amount, not --field"])
        let ipn = walk("alipay") { $0.fields = [CitconField(path: "urls.ipn", value: "https://shop.example.com/hook")] }
        #expect(ipn.ipn?.url == "https://shop.example.com/hook")
    }

    @Test func upopIsUnionPay() {
        let transcript = walk("upop")
        #expect(transcript.method == .unionpay)
        #expect(transcript.request?["payment"]?["method"] == "upop")
        #expect(transcript.request?["unionpayMode"] == "00")
        #expect(transcript.notes.contains { $0.contains("upop") })
    }

    @Test func anUnusableMethodIsRefusedWithItsReason() {
        var profile = Self.profile()
        profile.installedApps.removeAll { $0.id == "venmo" }
        let transcript = walk("venmo", profile: profile) { $0.fields = [CitconField(path: "consumer.reference", value: "C-1")] }
        #expect(transcript.errors.map(\.description)
            == ["payment.method: venmo is not offered on this device: venmo is not installed (no app registers com.venmo.touch.v2)"])
        #expect(!transcript.usableMethods.contains(.venmo))
    }

    // MARK: - Hand-off and return per method

    @Test func everyMethodHandsOffAndReturnsItsOwnWay() {
        let expected: [(String, CitconSurface, String, String?)] = [
            ("wechatpay", .walletApp(appId: "wechat"), "universal-link", "https://shop.example.com/apps/"),
            ("alipay", .walletApp(appId: "alipay"), "url-scheme", "com.example.shop://"),
            ("unionpay", .walletApp(appId: "unionpay"), "url-scheme", "com.example.shop://"),
            ("paypal", .browser, "url-scheme", "com.example.shop.payments://"),
            ("venmo", .walletApp(appId: "venmo"), "url-scheme", "com.example.shop.payments://"),
            ("cashapp", .walletApp(appId: "cashapp"), "url-scheme", "com.example.shop://"),
            ("klarna", .walletApp(appId: "klarna"), "url-scheme", "com.example.shop://"),
            ("card", .h5Page, "in-app", nil),
        ]
        for (method, surface, mode, url) in expected {
            let transcript = walk(method) { $0.fields = [CitconField(path: "consumer.reference", value: "C-1")] }
            #expect(transcript.errors.isEmpty, "\(method)")
            #expect(transcript.handOff?.surface == surface, "\(method)")
            #expect(transcript.returnStep?.mode.rawValue == mode, "\(method)")
            #expect(transcript.returnStep?.url == url, "\(method)")
            #expect(transcript.result?.paid == true, "\(method)")
        }
    }

    // MARK: - Results

    @Test func syncThenAsyncOrAsyncThenSync() {
        let syncFirst = walk("alipay")
        #expect(syncFirst.clientResults.map(\.kind) == [.sync, .async])
        #expect(syncFirst.clientResults.map(\.at) == [20, 21])
        let asyncFirst = walk("alipay") { $0.order = .asyncFirst }
        #expect(asyncFirst.clientResults.map(\.kind) == [.async, .sync])
        #expect(asyncFirst.result == syncFirst.result)
        #expect(syncFirst.result?.code == "0")
        #expect(syncFirst.result?.state == "succeeded")
        #expect(syncFirst.result?.paid == true)
        #expect(syncFirst.result?.decidedBy == "the IPN to urls.ipn")
        #expect(syncFirst.result?.summary == "paid: status is \"success\" and data.status is \"succeeded\"")
        #expect(syncFirst.ipn?.url == "https://shop.example.com/citcon/ipn")
        #expect(syncFirst.ipn?.verified == true)
    }

    @Test func everyStatusIsDecidedByTheSuccessRule() {
        for status in CitconChargeStatus.allCases {
            let transcript = walk("alipay") { $0.outcome = .status(status) }
            #expect(transcript.result?.state == status.rawValue)
            #expect(transcript.result?.paid == (status == .succeeded))
            #expect((transcript.ipn != nil) == status.isFinal, "IPN only for final statuses: \(status)")
            #expect(transcript.syncResult?.body["status"] == "success")
        }
        #expect(walk("alipay") { $0.outcome = .status(.pending) }.result?.decidedBy == "the asynchronous CPayCheck")
    }

    @Test func clientCodesFailTheRequest() {
        for (code, state) in [("-1", "failed"), ("-2", "canceled"), ("6001", "canceled"), ("4000", "failed")] {
            let transcript = walk("alipay") { $0.outcome = .code(code) }
            #expect(transcript.syncResult?.body["status"] == "fail")
            #expect(transcript.syncResult?.body["data"]?["code"] == .string(code))
            #expect(transcript.ipn == nil)
            #expect(transcript.result?.code == code)
            #expect(transcript.result?.state == state)
            #expect(transcript.result?.paid == false)
        }
    }

    @Test func outcomeGrammar() throws {
        #expect(try CitconOutcome.parse("success") == .succeeded)
        #expect(try CitconOutcome.parse("canceled") == .status(.canceled))
        #expect(try CitconOutcome.parse("code:6001") == .code("6001"))
        #expect(throws: CitconOutcomeError.self) { try CitconOutcome.parse("code:0") }
        #expect(throws: CitconOutcomeError.self) { try CitconOutcome.parse("maybe") }
    }

    @Test func anAppThatDoesNotForwardGetsNoSynchronousResult() {
        let setup = CitconSetup(
            accessTokens: [.uat: "t"], scheme: "com.example.shop", forwardsHandleUrl: false, forwardsHandleScene: false,
            forwardsHandleUniversalLink: false)
        for method in ["wechatpay", "alipay"] {
            let transcript = walk(method, profile: Self.profile(setup: setup))
            #expect(transcript.returnStep?.forwardedToSDK == false)
            #expect(transcript.clientResults.map(\.kind) == [.async])
            #expect(transcript.result?.paid == true)
        }
        // The H5 page closes inside the app: nothing to forward.
        #expect(walk("card", profile: Self.profile(setup: setup)).clientResults.map(\.kind) == [.sync, .async])
        // Forwarding through the scene delegate alone is enough.
        let sceneOnly = CitconSetup(accessTokens: [.uat: "t"], scheme: "com.example.shop", forwardsHandleUrl: false)
        #expect(walk("alipay", profile: Self.profile(setup: sceneOnly)).clientResults.map(\.kind) == [.sync, .async])
    }

    @Test func anInterruptedWalkIsDecidedByTheIPNAndInquireOrder() {
        for mode in [CitconReturnMode.manual, .abandon] {
            let transcript = walk("wechatpay") { $0.returnMode = mode }
            #expect(transcript.returnStep?.mode.rawValue == mode.rawValue)
            #expect(transcript.clientResults.isEmpty)
            #expect(transcript.ipn != nil)
            #expect(transcript.inquiries.count == 1)
            #expect(transcript.inquiries.first?.transId == transcript.ipn?.body["data"]?["id"]?.stringValue)
            #expect(transcript.result?.paid == true)
        }
        let pending = walk("wechatpay") { $0.returnMode = .abandon; $0.outcome = .status(.pending) }
        #expect(pending.ipn == nil)
        #expect(pending.inquiries.isEmpty)
        #expect(pending.result?.state == "unknown")
        #expect(pending.result?.decidedBy == "nothing")
    }

    @Test func unionPayWithoutARegisteredSchemeComesBackByHand() {
        let transcript = walk("unionpay", profile: Self.profile(setup: CitconSetup(accessTokens: [.uat: "t"])))
        #expect(transcript.errors.isEmpty)
        #expect(transcript.returnStep?.mode == .manual)
        #expect(transcript.clientResults.isEmpty)
        #expect(transcript.inquiries.count == 1)
    }

    @Test func theSameOptionsGiveTheSameTranscript() {
        #expect(walk("alipay").json == walk("alipay").json)
        #expect(walk("alipay").text == walk("alipay").text)
        let json = walk("alipay").json
        for key in ["flow", "visibleApps", "schemes", "deviceContext", "request", "response", "intent", "return", "statusChecks", "callback", "result", "errors"] {
            #expect(json[key] != nil, "contract key \(key)")
        }
        #expect(json["request"]?["payload"]?["payment"]?["method"] == "alipay")
        #expect(json["visibleApps"]?.arrayValue?.count == CitconMethod.allCases.count)
    }
}
