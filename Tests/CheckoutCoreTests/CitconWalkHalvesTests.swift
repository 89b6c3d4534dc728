import CheckoutCore
import Testing

/// The walk in two halves, as the TUI drives it: up to the wallet opening, then what the user does there.
@Suite("Citcon walk in two halves")
struct CitconWalkHalvesTests {
    private func opened(_ method: String, _ change: (inout CitconOptions) -> Void = { _ in }) -> CitconWalk {
        var options = CitconOptions(methodName: method)
        change(&options)
        return CitconWalk(profile: CitconWalkTests.profile(), options: options)
    }

    @Test func theFirstHalfStopsAtTheWallet() {
        let walk = opened("wechatpay")
        #expect(walk.awaitsUser)
        #expect(walk.transcript.handOff?.surface == .walletApp(appId: "wechat"))
        #expect(walk.transcript.returnStep == nil)
        #expect(walk.transcript.clientResults.isEmpty)
        #expect(walk.transcript.result == nil)
    }

    @Test(arguments: ["wechatpay", "alipay", "unionpay", "card"])
    func bothHalvesAreTheWholeRun(method: String) {
        var walk = opened(method) { $0.order = .asyncFirst }
        walk.finish()
        #expect(walk.transcript == CitconWalk.run(profile: CitconWalkTests.profile(), options: walk.transcript.options))
        #expect(walk.transcript.result?.paid == true)
    }

    @Test func payingIsTheChosenOutcomeReturningOnItsOwn() {
        var walk = opened("wechatpay") { $0.outcome = .status(.expired) }
        walk.finish(.pay)
        #expect(walk.transcript.options.outcome == .status(.expired))
        #expect(walk.transcript.returnStep?.mode == .universalLink)
        #expect(walk.transcript.result?.state == "expired")
    }

    @Test func cancellingSendsTheWalletsCancellationCode() {
        var alipay = opened("alipay")
        alipay.finish(.cancel)
        #expect(alipay.transcript.options.outcome == .code("6001"))
        #expect(alipay.transcript.result?.state == "canceled")
        #expect(alipay.transcript.result?.paid == false)
        var wechat = opened("wechatpay")
        wechat.finish(.cancel)
        #expect(wechat.transcript.syncResult?.body["data"]?["code"]?.stringValue == "-2")
        #expect(wechat.transcript.result?.code == "-2")
    }

    @Test func payingThenKillingTheWalletLeavesItToTheIPN() {
        var walk = opened("alipay")
        walk.finish(.payThenKill)
        #expect(walk.transcript.options.returnMode == .abandon)
        #expect(walk.transcript.clientResults.isEmpty)
        #expect(walk.transcript.inquiries.count == 1)
        #expect(walk.transcript.result?.decidedBy == "the IPN to urls.ipn")
        #expect(walk.transcript.result?.paid == true)
    }

    /// PhonePe's choices are not Citcon's: the wallet stays open instead of finishing as the options say.
    @Test func aChoiceCitconDoesNotOfferLeavesTheWalletOpen() {
        for choice in [PayerChoice.decline, .leavePending] {
            var walk = opened("alipay")
            walk.finish(choice)
            #expect(walk.awaitsUser, "\(choice)")
            #expect(walk.transcript.returnStep == nil)
        }
    }

    /// Only a wallet app is killed: a page is closed, and the return says which.
    @Test func leavingWithoutAReturnNamesWhatTheUserLeft() {
        var alipay = opened("alipay")
        alipay.finish(.payThenKill)
        #expect(alipay.transcript.returnView.title == "No return: the user killed the wallet app (alipay)")
        var card = opened("card")
        #expect(card.transcript.describe(.payThenKill)?.label == "Pay, then close the H5 page")
        card.finish(.payThenKill)
        #expect(card.transcript.returnView.title == "No return: the user closed the H5 page")
        #expect(card.transcript.returnStep?.reason == "the user closed the H5 page, so the SDK returns no result")
    }

    @Test func switchingBackByHandGivesNoSDKResult() {
        var walk = opened("unionpay")
        walk.finish(.payThenSwitchBack)
        #expect(walk.transcript.returnStep?.mode == .manual)
        #expect(walk.transcript.clientResults.isEmpty)
        #expect(walk.transcript.result?.paid == true)
    }

    @Test func killingBeforePayingLeavesTheOrderUnknown() {
        var walk = opened("wechatpay")
        walk.finish(.killWithoutPaying)
        #expect(walk.transcript.options.outcome == .status(.initiated))
        #expect(walk.transcript.ipn == nil)
        #expect(walk.transcript.result?.state == "unknown")
        #expect(walk.transcript.result?.decidedBy == "nothing")
    }

    @Test func aRefusedRequestHasNothingToFinish() {
        var walk = opened("wechatpay") { $0.currency = "INR" }
        #expect(!walk.awaitsUser)
        let before = walk.transcript
        walk.finish(.pay)
        #expect(walk.transcript == before)
        #expect(walk.transcript.errors.map(\.field) == ["transaction.currency"])
    }

    @Test func aFinishedWalkIgnoresASecondFinish() {
        var walk = opened("card")
        walk.finish(.pay)
        let first = walk.transcript
        walk.finish(.cancel)
        #expect(walk.transcript.result == first.result)
        #expect(walk.transcript.clientResults == first.clientResults)
    }
}

@Suite("Citcon timeline")
struct CitconTimelineTests {
    @Test func resultsThenIPNThenInquiryInClockOrder() {
        var options = CitconOptions(methodName: "alipay")
        options.order = .asyncFirst
        let paid = CitconWalk.run(profile: CitconWalkTests.profile(), options: options)
        #expect(paid.timeline == [
            CitconEvent(at: 20, kind: .clientResult(0)), CitconEvent(at: 21, kind: .clientResult(1)), CitconEvent(at: 22, kind: .ipn),
        ])
        #expect(paid.clientResults.map(\.kind) == [.async, .sync])
        options.returnMode = .abandon
        let killed = CitconWalk.run(profile: CitconWalkTests.profile(), options: options)
        #expect(killed.timeline == [CitconEvent(at: 22, kind: .ipn), CitconEvent(at: 30, kind: .inquiry(0))])
    }

    @Test func aRefusedRequestHasNoEvents() {
        let refused = CitconWalk.run(profile: CitconWalkTests.profile(), options: CitconOptions(methodName: "wechatpay", currency: "INR"))
        #expect(refused.timeline.isEmpty)
    }
}
