@testable import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Walks after the hand-off")
struct SimulationTests {
    private func walk(_ options: PhonePeOptions, profile: DeviceProfile = Fixtures.profile()) -> PhonePeTranscript {
        PhonePeWalk.run(profile: profile, options: options)
    }

    @Test(arguments: PhonePeFlow.allCases)
    func sameInputsGiveTheSameBytes(_ flow: PhonePeFlow) {
        let options = PhonePeOptions(flow: flow, outcome: try! PhonePeOutcome.parse("pending:2,success"), seed: 42)
        let first = walk(options)
        let second = walk(options)
        #expect(first.text == second.text)
        #expect(JSONWriter.compact(first.json) == JSONWriter.compact(second.json))
        var reseeded = options
        reseeded.seed = 43
        #expect(walk(reseeded).text != first.text, "the seed must reach the generated ids")
    }

    @Test func payloadsKeepTheDocumentsFieldOrder() throws {
        let phonePe = try #require(walk(PhonePeOptions(flow: .phonepeIntent, transactionId: "T1")).request?.payload.objectValue)
        #expect(phonePe.keys == ["merchantId", "transactionId", "merchantUserId", "amount", "mobileNumber", "paymentScope", "deviceContext"])
        let pg = try #require(walk(PhonePeOptions(flow: .pgIntent, app: .gpay)).request?.payload.objectValue)
        #expect(pg.keys == ["merchantId", "merchantTransactionId", "merchantUserId", "amount", "callbackUrl", "mobileNumber", "deviceContext", "paymentInstrument"])
        #expect(pg["paymentInstrument"] == ["type": "UPI_INTENT", "targetApp": "GPAY"])
        #expect(pg["deviceContext"]?["merchantCallBackScheme"] == nil, "the scheme is sent only for PhonePe")
        let sdk = try #require(walk(PhonePeOptions(flow: .sdkDebit)).request?.payload.objectValue)
        #expect(sdk.keys == ["merchantId", "transactionId", "amount", "merchantUserId", "mobileNumber"])
        let mandate = try #require(walk(PhonePeOptions(flow: .mandate, amount: 39900)).request?.payload.objectValue)
        #expect(mandate.keys == ["merchantId", "subscriptionId", "merchantUserId", "message", "authRequestId", "paymentScope", "amount", "deviceContext"])
    }

    @Test func phonePeReturnsByCallbackOnlyWhenTheSchemeIsValidAndRegistered() {
        #expect(walk(PhonePeOptions(flow: .phonepeIntent)).returnStep == PhonePeReturn(
            mode: .callback, url: "iOSIntentIntegration://",
            reason: "PhonePe opened iOSIntentIntegration://, a URL type of the merchant app, which came back by itself"))
        let unregistered = walk(PhonePeOptions(flow: .phonepeIntent), profile: Fixtures.profile(callbackScheme: "shopReturn"))
        #expect(unregistered.returnStep?.mode == .manual)
        #expect(unregistered.returnStep?.reason.contains("\"shopReturn\" is not among the merchant app's URL types") == true)
        let noScheme = walk(PhonePeOptions(flow: .phonepeIntent), profile: Fixtures.profile(callbackScheme: nil))
        #expect(noScheme.returnStep?.mode == .manual)
        #expect(noScheme.intent?.url?["mcbs"] == nil)
    }

    @Test func gpayAndPaytmNeverReturnByThemselves() {
        for app in [UPIApp.gpay, .paytm] {
            let transcript = walk(PhonePeOptions(flow: .openIntent, app: app, returnMode: .callback))
            #expect(transcript.returnStep?.mode == .manual)
            #expect(transcript.intent?.url?["mcbs"] == nil)
            #expect(transcript.handOff?.openedAppId == app.appId)
        }
    }

    @Test func abandonLeavesTheServerToTheCallbackAndStatusChecks() throws {
        let transcript = walk(PhonePeOptions(flow: .sdkDebit, returnMode: .abandon))
        #expect(transcript.returnStep?.mode == .abandon)
        #expect(transcript.sdkResult == PhonePeSDKResult(
            completionCalled: false, successful: false,
            meaning: "the completion block never ran: the app must ask its server for the status"))
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
    }

    @Test func theSDKsSuccessfulMeansTheFlowFinishedNotThePayment() {
        let transcript = walk(PhonePeOptions(flow: .sdkDebit, outcome: PhonePeOutcome(final: .failure)))
        #expect(transcript.sdkResult?.successful == true)
        #expect(transcript.result == PhonePeResult(code: "PAYMENT_ERROR", state: .failed, summary: "the payment did not go through (PAYMENT_ERROR)"))
        #expect(transcript.sdkRequest?.headers == [
            HTTPHeader("X-CALLBACK-URL", "https://webhook.site/callback-url"), HTTPHeader("X-CALL-MODE", "POST"),
        ])
    }

    @Test func pendingPaymentsArePolledOnTheScheduleUntilTheySettle() {
        let outcome = PhonePeOutcome(steps: [.serverError(1), .pending(3)], final: .success)
        let transcript = walk(PhonePeOptions(flow: .pgIntent, app: .paytm, outcome: outcome))
        #expect(transcript.statusChecks.map(\.at) == [20, 23, 26, 29, 32])
        #expect(transcript.statusChecks.map(\.code) == ["INTERNAL_SERVER_ERROR", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS"])
        #expect(transcript.statusChecks.first?.path == "/pg/v1/status/MERCHANTUAT/\(transcript.request?.payload["merchantTransactionId"]?.stringValue ?? "")")
        #expect(transcript.callback?.at == 32)
        #expect(transcript.callback?.check.verified == true)
        #expect(transcript.result?.state == .completed)
    }

    @Test func aVerifiedEarlyCallbackEndsPollingAfterOneConfirmingCheck() {
        let transcript = walk(PhonePeOptions(flow: .openIntent, app: .gpay))
        #expect(transcript.callback?.at == PhonePeWalk.paidAt)
        #expect(transcript.statusChecks.map(\.code) == ["PAYMENT_SUCCESS"])
    }

    @Test func aPaymentThatSucceedsAfterTheMerchantGaveUpIsRefunded() throws {
        let outcome = PhonePeOutcome(steps: [.pending(StatusSchedule.times.count + 2)], final: .success)
        let transcript = walk(PhonePeOptions(flow: .phonepeIntent, amount: 4999, outcome: outcome))
        #expect(transcript.statusChecks.count == StatusSchedule.times.count)
        #expect(transcript.statusChecks.last?.at == 890)
        #expect(transcript.result?.code == "PAYMENT_PENDING")
        #expect(transcript.callback?.at == 900 + 3 * 60)
        let refund = try #require(transcript.refund)
        #expect(refund.request.path == "/pg/v1/refund")
        #expect(refund.request.payload["originalTransactionId"] == transcript.request?.payload["transactionId"])
        #expect(refund.request.payload["amount"] == 4999)
        #expect(refund.response.code == "PAYMENT_PENDING")
        // A late failure leaves nothing to refund.
        let lateFailure = walk(PhonePeOptions(flow: .phonepeIntent, outcome: PhonePeOutcome(steps: outcome.steps, final: .failure)))
        #expect(lateFailure.refund == nil)
    }

    @Test func mandatesEndWithTheAuthCallbackAndTheSubscriptionState() throws {
        let active = walk(PhonePeOptions(flow: .mandate, amount: 39900))
        let payload = try #require(active.callback?.check.payload)
        #expect(payload["data"]?["callbackType"] == "AUTH")
        #expect(payload["data"]?["subscriptionDetails"]?["state"] == "ACTIVE")
        #expect(payload["message"] == "Your subscription is active.")
        #expect(active.result?.state == .active)
        #expect(active.intent?.url?.scheme == "ppe")
        #expect(active.intent?.url?.target == "mandate")
        #expect(active.intent?.url?["am"] == "399.00")
        #expect(active.intent?.url?["utm_campaign"] == "SUBSCRIBE_AUTH")
        #expect(active.request?.headers["X-CALLBACK-URL"] == "https://webhook.site/callback-url")
        let failed = walk(PhonePeOptions(flow: .mandate, outcome: PhonePeOutcome(final: .failure)))
        #expect(failed.callback?.check.payload?["data"]?["transactionDetails"]?["payResponseCode"] == "AUTHORIZATION_FAILED")
        #expect(failed.result?.state == .failed)
    }

    @Test func withoutPhonePeTheGatewayAnswersAWebRedirect() {
        let transcript = walk(PhonePeOptions(flow: .phonepeIntent), profile: Fixtures.profile(apps: [Fixtures.gpay]))
        #expect(transcript.response?.body["data"]?["redirectType"] == "WEB")
        #expect(transcript.intent == nil)
        #expect(transcript.returnStep?.mode == .web)
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
    }

    @Test func theSDKReturnsByHandForItCarriesNoCallbackScheme() {
        // The device's callback scheme is valid and registered, yet /v3/debit never sends it.
        for mode in [PhonePeReturnMode.auto, .callback] {
            let transcript = walk(PhonePeOptions(flow: .sdkDebit, returnMode: mode))
            #expect(transcript.request?.payload["deviceContext"] == nil)
            #expect(transcript.handOff?.openedAppId == "phonepe")
            let why = "the /v3/debit request and PPSTransactionRequest carry no callback scheme, so PhonePe has nowhere to return: the user switches back by hand"
            // Asked for a callback, the walk says it could not give one.
            let asked = mode == .callback ? "a callback return was asked for, but this walk cannot give one, so the return is manual: " : ""
            #expect(transcript.returnStep == PhonePeReturn(mode: .manual, url: nil, reason: asked + why))
            #expect(transcript.sdkResult?.completionCalled == true)
            #expect(transcript.result?.code == "PAYMENT_SUCCESS")
        }
    }

    @Test func withoutPhonePeTheSDKCannotOpenTheIntentItIsAnswered() {
        // /v3/debit carries no deviceContext, so the gateway answers PhonePe's intent; nothing opens it.
        let transcript = walk(PhonePeOptions(flow: .sdkDebit), profile: Fixtures.profile(apps: [Fixtures.gpay]))
        #expect(transcript.response?.body["data"]?["redirectType"] == "INTENT")
        #expect(transcript.intent?.url?.scheme == "ppe")
        #expect(transcript.webRedirectURL == nil)
        #expect(transcript.handOff?.openedAppId == nil)
        #expect(transcript.handOff?.failure != nil)
        #expect(transcript.returnStep == nil)
        #expect(transcript.sdkResult?.completionCalled == true)
        #expect(transcript.sdkResult?.successful == false)
        #expect(transcript.result?.code == "OPEN_URL_FAILED")
        #expect(transcript.result?.state == .notStarted)
        #expect(transcript.statusChecks.isEmpty)
    }

    @Test func aServerErrorOnThePayCallIsCheckedAgain() {
        for flow in PhonePeFlow.allCases {
            let transcript = walk(PhonePeOptions(flow: flow, outcome: PhonePeOutcome(initiationError: .internalServerError)))
            #expect(transcript.response?.code == "INTERNAL_SERVER_ERROR")
            #expect(transcript.handOff == nil)
            let id = transcript.request?.payload[flow.idField]?.stringValue ?? ""
            #expect(transcript.statusChecks.map(\.path) == [flow.statusPath(merchantId: "MERCHANTUAT", id: id)], "\(flow)")
            #expect(transcript.statusChecks.map(\.at) == [StatusSchedule.times[0]])
            #expect(transcript.statusChecks.map(\.code) == ["TRANSACTION_NOT_FOUND"])
            #expect(transcript.result?.code == "TRANSACTION_NOT_FOUND")
            #expect(transcript.result?.state == .notStarted)
            #expect(transcript.result?.summary.contains("not final") == true)
            #expect(transcript.notes.contains { $0.contains("INTERNAL_SERVER_ERROR") && $0.contains("check again") })
        }
        // Other refusals are final: nothing is checked.
        let badRequest = walk(PhonePeOptions(flow: .openIntent, outcome: PhonePeOutcome(initiationError: .badRequest)))
        #expect(badRequest.statusChecks.isEmpty)
        #expect(badRequest.result?.state == .failed)
    }

    @Test func aMandateIsRefusedWithoutPhonePeRatherThanSentToAWebCheckout() {
        let transcript = walk(PhonePeOptions(flow: .mandate), profile: Fixtures.profile(apps: [Fixtures.gpay]))
        #expect(transcript.errors.map(\.field) == ["deviceContext.isPPAppPresent"])
        #expect(transcript.errors.first?.rule.contains("only as PhonePe intent") == true)
        #expect(transcript.request == nil)
        #expect(transcript.response == nil)
        #expect(transcript.notes.contains { $0.contains("lists only redirectType INTENT") })
    }

    @Test func aWrongSaltIsRefusedByTheGatewayForReal() {
        let transcript = walk(PhonePeOptions(flow: .openIntent, outcome: PhonePeOutcome(initiationError: .authorizationFailed)))
        #expect(transcript.response?.httpStatus == 401)
        #expect(transcript.result == PhonePeResult(code: "AUTHORIZATION_FAILED", state: .failed, summary: "the gateway refused the request: X-VERIFY header is incorrect"))
        #expect(transcript.statusChecks.isEmpty)
        let mandateOnly = walk(PhonePeOptions(flow: .openIntent, outcome: PhonePeOutcome(initiationError: .subscriptionExpired)))
        #expect(mandateOnly.errors.map(\.description) == ["--outcome: error:SUBSCRIPTION_EXPIRED exists only on the mandate call"])
    }

    @Test func intentURLsCarryTheDocumentedParameters() throws {
        let url = try #require(walk(PhonePeOptions(flow: .openIntent, app: .phonepe, amount: 100, transactionId: "TX42")).intent?.url)
        #expect(url.parameters.map(\.name) == ["pa", "pn", "am", "mam", "tr", "tn", "mc", "mode", "purpose", "utm_campaign", "utm_medium", "utm_source", "mcbs"])
        #expect(url["am"] == "1.00")
        #expect(url["tn"] == "Payment for TX42")
        #expect(url["mcbs"] == "iOSIntentIntegration")
        #expect(IntentURLValidator.defects(in: url).isEmpty)
    }
}
