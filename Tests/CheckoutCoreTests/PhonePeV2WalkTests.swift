import CheckoutCore
import CheckoutTestSupport
import Testing

/// PhonePe v2's three iOS walks, driven as v1's is: app present or absent, pay, decline or cancel,
/// the webhook's Authorization, and no secret printed whole.
@Suite struct PhonePeV2WalkTests {
    static let withoutPhonePe = Fixtures.profile(apps: [Fixtures.gpay, Fixtures.paytm])

    static func run(_ flow: PhonePeV2Flow, _ profile: DeviceProfile = Fixtures.profile(), app: UPIApp? = nil, action: PayerChoice = .pay, outcome: PhonePeV2Outcome = .completed) -> PhonePeV2Transcript {
        PhonePeV2Walk.run(profile: profile, options: PhonePeV2Options(flow: flow, app: app, userAction: action, outcome: outcome))
    }

    @Test(arguments: PhonePeV2Flow.allCases)
    func payingCompletesTheOrderAfterTheTokenTheOrderAndAVerifiedWebhook(flow: PhonePeV2Flow) throws {
        let transcript = Self.run(flow)
        #expect(transcript.errors.isEmpty)
        #expect(transcript.tokenCall?.path == "/v1/oauth/token")
        #expect(transcript.tokenCall?.response.httpStatus == 200)
        #expect(transcript.orderCall?.path == flow.orderPath)
        #expect(transcript.orderCall?.response.httpStatus == 200)
        let auth = try #require(transcript.orderCall?.headers["Authorization"])
        #expect(auth.hasPrefix("O-Bearer ••••"))
        let check = try #require(transcript.statusChecks.last)
        #expect(check.call.path == flow.checkout.orderStatusPath(merchantOrderId: transcript.options.effectiveMerchantOrderId))
        #expect(check.call.query == "details=True")
        #expect(check.code == "COMPLETED")
        #expect(transcript.result?.code == "COMPLETED")
        let webhook = try #require(transcript.finalWebhook)
        #expect(webhook.event == flow.checkout.eventPrefix + ".order.completed")
        #expect(webhook.type == flow.checkout.eventPrefix.uppercased() + "_ORDER_COMPLETED")
        #expect(webhook.verified)
        #expect(webhook.at <= check.at)
    }

    @Test func theSDKOpensPhonePeWhenItCanOpenOneOfItsSchemesAndReturnsByAppSchema() throws {
        let transcript = Self.run(.sdk)
        #expect(transcript.openablePhonePeSchemes == ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3"])
        #expect(transcript.handOff?.surface == .paymentApp)
        #expect(transcript.handOff?.openedAppId == "phonepe")
        let start = try #require(transcript.startCheckout)
        #expect(start.orderId.hasPrefix("OMO"))
        #expect(start.token.hasPrefix("OTK"))
        #expect(start.appSchema == "iOSIntentIntegration")
        #expect(transcript.returnStep?.mode == .callback)
        #expect(transcript.completion?.state == .success)
        #expect(transcript.deviceContext?["isPhonePeInstalled"] == true)
    }

    @Test func withoutPhonePeTheSDKRunsPhonePesWebFlow() {
        let transcript = Self.run(.sdk, Self.withoutPhonePe)
        #expect(transcript.openablePhonePeSchemes.isEmpty)
        #expect(transcript.handOff?.surface == .sdkWebFlow)
        #expect(transcript.handOff?.url.hasPrefix("https://mercury-uat.phonepe.com/transact/v2/pay/MERCHANTUAT/MO") == true)
        #expect(transcript.returnStep?.mode == .redirect)
        #expect(transcript.result?.code == "COMPLETED")
        // Declared but not installed, or installed but not declared: canOpenURL says no either way.
        let hidden = Fixtures.profile(queries: ["gpay", "paytmmp"])
        #expect(Self.run(.sdk, hidden).handOff?.surface == .sdkWebFlow)
    }

    @Test func aDeclineFailsTheOrderAndTheSDKReportsFailure() {
        let transcript = Self.run(.sdk, action: .decline)
        #expect(transcript.completion?.state == .failure)
        #expect(transcript.result?.code == "FAILED")
        #expect(transcript.result?.errorCode == "AUTHORIZATION_ERROR")
        #expect(transcript.finalWebhook?.event == "checkout.order.failed")
    }

    @Test func aCancelLeavesTheOrderPendingWithNoWebhookUntilTheMerchantGivesUp() {
        let transcript = Self.run(.sdk, action: .cancel)
        #expect(transcript.completion?.state == .interrupted)
        #expect(transcript.webhooks.isEmpty)
        #expect(transcript.statusChecks.allSatisfy { $0.code == "PENDING" })
        #expect(transcript.statusChecks.last?.at ?? 0 <= PhonePeV2Walk.giveUpAfter)
        #expect(transcript.result?.code == "PENDING")
        let page = Self.run(.payPage, action: .cancel)
        #expect(page.returnStep?.mode == .closed)
        #expect(page.result?.code == "PENDING")
    }

    @Test func thePayPageRedirectsTheWebViewToTheMerchantsRedirectURL() throws {
        let transcript = Self.run(.payPage)
        let redirect = try #require(transcript.orderCall?.response.body["redirectUrl"]?.stringValue)
        #expect(transcript.handOff?.surface == .webView)
        #expect(transcript.handOff?.url == redirect)
        #expect(transcript.orderCall?.payload?["paymentFlow"]?["merchantUrls"]?["redirectUrl"]?.stringValue == transcript.returnStep?.url)
        #expect(transcript.returnStep?.mode == .redirect)
        #expect(transcript.completion == nil)
    }

    @Test func theIntentCarriesV2sDeviceContextAndReturnsByCallbackOnlyWithPhonePe() throws {
        let phonePe = Self.run(.intent)
        #expect(phonePe.deviceContext == ["merchantCallbackScheme": "iOSIntentIntegration", "deviceOS": "IOS"])
        #expect(phonePe.orderCall?.payload?["paymentFlow"]?["paymentMode"] == ["type": "UPI_INTENT", "targetApp": "PHONEPE"])
        let url = try #require(phonePe.handOff?.url)
        #expect(url.hasPrefix("ppe://pay?") && url.hasSuffix("&mcbs=iOSIntentIntegration"))
        #expect(phonePe.returnStep?.mode == .callback)
        let gpay = Self.run(.intent, app: .gpay)
        #expect(gpay.handOff?.openedAppId == "gpay")
        #expect(gpay.returnStep?.mode == .manual)
        #expect(gpay.result?.code == "COMPLETED")
        let declined = Self.run(.intent, app: .paytm, action: .decline)
        #expect(declined.result?.code == "FAILED")
        #expect(declined.finalWebhook?.event == "pg.order.failed")
    }

    @Test func anAppNotOnTheCheckoutPageIsRefusedBeforeAnythingIsSent() {
        let transcript = Self.run(.intent, Self.withoutPhonePe, app: .phonepe)
        #expect(transcript.errors.first?.field == "paymentFlow.paymentMode.targetApp")
        #expect(transcript.tokenCall == nil)
        #expect(transcript.orderCall == nil)
        let none = Self.run(.intent, Fixtures.profile(apps: []))
        #expect(none.errors.first?.rule.hasPrefix("no UPI app is on this device's checkout page") == true)
    }

    @Test func theWebhooksAuthorizationIsTheDigestOfTheDashboardsUsernameAndPassword() throws {
        let transcript = Self.run(.intent, outcome: PhonePeV2Outcome(steps: [.failedAttempts(1), .pending(2)], final: .completed))
        #expect(transcript.webhooks.map(\.event) == ["pg.transaction.attempt.failed", "pg.order.completed"])
        let merchant = transcript.options.merchant
        for webhook in transcript.webhooks {
            let header = try #require(webhook.headers["Authorization"])
            #expect(header == PhonePeV2Webhook.authorization(username: merchant.webhookUsername, password: merchant.webhookPassword))
            #expect(!PhonePeV2Webhook.isAuthorized(header: header, username: merchant.webhookUsername, password: "another password"))
        }
        // The order's webhook comes when its status first answers final: the third check.
        #expect(transcript.statusChecks.map(\.code) == ["PENDING", "PENDING", "COMPLETED"])
        #expect(transcript.finalWebhook?.at == transcript.statusChecks.last?.at)
    }

    @Test func anOrderThatCompletesAfterTheMerchantGaveUpIsRefunded() throws {
        let transcript = Self.run(.payPage, outcome: PhonePeV2Outcome(steps: [.pending(45)], final: .completed))
        #expect(transcript.result?.code == "PENDING")
        #expect(transcript.statusChecks.last?.at ?? .max <= PhonePeV2Walk.giveUpAfter)
        let webhook = try #require(transcript.finalWebhook)
        #expect(webhook.at > PhonePeV2Walk.giveUpAfter)
        let refund = try #require(transcript.refund)
        #expect(refund.at == webhook.at)
        #expect(refund.call.path == "/payments/v2/refund")
        #expect(refund.call.payload?["originalMerchantOrderId"]?.stringValue == transcript.options.effectiveMerchantOrderId)
        #expect(refund.call.response.httpStatus == 200)
        #expect(refund.call.response.body["state"] == "PENDING")
        // Nothing to give back when the order never completed.
        #expect(Self.run(.payPage, action: .cancel).refund == nil)
    }

    @Test func theServerFetchesANewTokenOnceHalfOfItsLifeHasPassed() throws {
        var merchant = PhonePeV2Merchant()
        merchant.client.tokenLifetimeSeconds = 60
        let transcript = PhonePeV2Walk.run(profile: Fixtures.profile(), options: PhonePeV2Options(flow: .intent, userAction: .cancel, merchant: merchant))
        // Every 30 s a new token, and no call refused for an expired one.
        #expect(transcript.tokenRefreshes.first?.at == 32)
        #expect(transcript.tokenRefreshes.allSatisfy { $0.call.response.httpStatus == 200 })
        #expect(transcript.statusChecks.allSatisfy { $0.call.response.httpStatus == 200 })
        let headers = Set(transcript.statusChecks.compactMap { $0.call.headers["Authorization"] })
        #expect(headers.count > 1, "the calls carry the new tokens")
        #expect(Self.run(.intent).tokenRefreshes.isEmpty)
    }

    @Test(arguments: PhonePeV2Flow.allCases)
    func noSecretIsPrintedWhole(flow: PhonePeV2Flow) throws {
        var merchant = PhonePeV2Merchant()
        merchant.client = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "s3cr3t-client-secret-4711")
        merchant.webhookPassword = "hunter2-webhook-password"
        var walk = PhonePeV2Walk(profile: Fixtures.profile(), options: PhonePeV2Options(flow: flow, merchant: merchant))
        let token = try #require(PhonePeOAuth.answerTokenRequest(
            body: "client_id=SHOPCLIENT&client_secret=s3cr3t-client-secret-4711&grant_type=client_credentials&client_version=1",
            client: merchant.client, at: PhonePeV2Walk.handOffEpoch).body["access_token"]?.stringValue)
        walk.finish()
        let record = WalkRecord.phonePeV2(walk.transcript)
        let outputs = [record.text, JSONWriter.pretty(record.json()), SequenceDiagram(record: record).mermaid, WalkPage.html(record)]
        for output in outputs {
            #expect(!output.contains("s3cr3t-client-secret"))
            #expect(!output.contains("hunter2-webhook"))
            #expect(!output.contains(token))
        }
        #expect(record.text.contains("client_secret=••••4711"))
    }

    @Test func theSameOptionsGiveTheSameBytesAndTheSeedChangesTheIds() {
        let first = Self.run(.intent)
        #expect(first == Self.run(.intent))
        let other = PhonePeV2Walk.run(profile: Fixtures.profile(), options: PhonePeV2Options(flow: .intent, seed: 2))
        #expect(other.options.effectiveMerchantOrderId != first.options.effectiveMerchantOrderId)
        #expect(other.orderCall?.response.body["orderId"] != first.orderCall?.response.body["orderId"])
    }

    @Test func theSeamOffersV2sChoicesAndFinishesWithTheOneTaken() throws {
        var walk = Walk(profile: Fixtures.profile(), request: .phonePeV2(PhonePeV2Options(flow: .sdk)))
        #expect(walk.awaitsUser)
        #expect(walk.choices.map(\.name) == ["pay", "decline", "cancel", "pay-then-switch-back", "pay-then-kill"])
        walk.finish(try #require(walk.choices.last))
        guard case .phonePeV2(let transcript) = walk.record else { Issue.record("not a v2 walk"); return }
        #expect(transcript.returnStep?.mode == .abandon)
        #expect(transcript.completion?.state == nil)
        #expect(walk.record.succeeded)
        #expect(walk.record.title(separator: "·") == "v2-sdk · PhonePe · ₹1.00 · COMPLETED")
        // The request carries the choice taken, so `run` walks the same path.
        #expect(walk.record.request.runArguments == ["--flow", "v2-sdk", "--user-action", "pay-then-kill"])
    }
}
