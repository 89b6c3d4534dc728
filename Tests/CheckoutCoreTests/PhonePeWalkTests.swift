@testable import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("A walk in two halves: up to the payment app, then what the user does")
struct PhonePeWalkTests {
    @Test(arguments: PhonePeFlow.allCases, PayerChoice.phonePeUserActions)
    func theTwoHalvesGiveWhatRunGives(_ flow: PhonePeFlow, _ action: PayerChoice) {
        let options = PhonePeOptions(flow: flow, outcome: try! PhonePeOutcome.parse("pending:2,success"))
        var walk = PhonePeWalk(profile: Fixtures.profile(), options: options)
        #expect(walk.awaitsUser)
        #expect(walk.transcript.returnStep == nil && walk.transcript.statusChecks.isEmpty && walk.transcript.result == nil)
        walk.finish(action)
        var ran = options
        ran.userAction = action
        #expect(walk.transcript.text == PhonePeWalk.run(profile: Fixtures.profile(), options: ran).text)
        #expect(!walk.awaitsUser)
    }

    @Test func declineFailsThePaymentWithPaymentDeclined() {
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .phonepeIntent, userAction: .decline))
        #expect(transcript.result?.code == "PAYMENT_DECLINED")
        #expect(transcript.result?.state == .failed)
        #expect(transcript.callback?.check.payload?["code"]?.stringValue == "PAYMENT_DECLINED")
        #expect(transcript.text.contains("the user declines at +8 s"))
    }

    @Test func leavingThePaymentAppPendingPollsUntilTheMerchantGivesUp() {
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .phonepeIntent, userAction: .leavePending))
        #expect(transcript.statusChecks.count == StatusSchedule.times.count)
        #expect(transcript.statusChecks.allSatisfy { $0.code == "PAYMENT_PENDING" })
        #expect(transcript.callback == nil, "a payment that never settles sends no S2S callback")
        #expect(transcript.refund == nil)
        #expect(transcript.result?.state == .pending)
        #expect(transcript.returnStep?.mode == .manual, "PhonePe calls back only with a result")
    }

    @Test func killingTheAppIsTheAbandonReturn() {
        var walk = PhonePeWalk(profile: Fixtures.profile(), options: PhonePeOptions(flow: .phonepeIntent))
        walk.finish(.pay, returnMode: .abandon)
        #expect(walk.transcript.returnStep?.mode == .abandon)
        #expect(walk.transcript.options.returnMode == .abandon, "the transcript records the return the user chose")
        #expect(walk.transcript.result?.code == "PAYMENT_SUCCESS", "the server still learns the outcome")
    }

    @Test func aHandOffThatFailsWaitsForNobody() {
        // This PhonePe registers only the SDK schemes: it shows on the page, but nothing opens ppe://.
        let phonePe = InstalledApp(id: "phonepe", schemes: PhonePeSchemes.merchantSDK)
        var walk = PhonePeWalk(profile: Fixtures.profile(apps: [phonePe]), options: PhonePeOptions(flow: .phonepeIntent))
        #expect(walk.transcript.handOff?.failure != nil)
        #expect(walk.transcript.result?.code == "OPEN_URL_FAILED")
        #expect(!walk.awaitsUser)
        walk.finish(.pay)
        #expect(walk.transcript.returnStep == nil && walk.transcript.statusChecks.isEmpty, "nothing happens after a failed hand-off")
    }

    @Test func aRefusedRequestWaitsForNobody() {
        let refused = PhonePeWalk(profile: Fixtures.profile(apps: [Fixtures.gpay]), options: PhonePeOptions(flow: .openIntent, app: .phonepe))
        #expect(refused.transcript.errors == [RuleViolation(
            field: "openIntentWithApp",
            rule: "PHONEPE is not on this device's checkout page (ppemerchantsdkv1: declared, but no installed app registers it; "
                + "ppemerchantsdkv2: declared, but no installed app registers it; ppemerchantsdkv3: declared, but no installed app "
                + "registers it); pick one of GPAY")])
        #expect(!refused.awaitsUser, "a rule violation sends nothing")
    }

    @Test func finishRunsOnce() {
        var walk = PhonePeWalk(profile: Fixtures.profile(), options: PhonePeOptions(flow: .openIntent))
        walk.finish(.pay)
        let before = walk.transcript.text
        walk.finish(.decline)
        #expect(walk.transcript.text == before)
    }
}
