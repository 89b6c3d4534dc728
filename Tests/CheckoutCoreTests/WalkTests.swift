import CheckoutCore
import CheckoutTestSupport
import Testing

/// The seam every front end drives: one `Walk` for either provider, its hand-off choices, and the record.
@Suite("Walk")
struct WalkTests {
    static let phonePe = WalkRequest.phonePe(PhonePeOptions(flow: .phonepeIntent))
    static let alipay = WalkRequest.citcon(CitconOptions(methodName: "alipay"))

    @Test func runIsTheProvidersOwnWalk() {
        #expect(Walk.run(profile: Fixtures.profile(), request: Self.phonePe)
            == .phonePe(PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .phonepeIntent))))
        let profile = CitconWalkTests.profile()
        #expect(Walk.run(profile: profile, request: Self.alipay) == .citcon(CitconWalk.run(profile: profile, options: CitconOptions(methodName: "alipay"))))
    }

    @Test func phonePeOffersItsFiveChoicesAndPayThenKillLeavesNoReturn() throws {
        var walk = Walk(profile: Fixtures.profile(), request: Self.phonePe)
        #expect(walk.awaitsUser)
        #expect(walk.choices.map(\.name) == ["pay", "decline", "leave-pending", "pay-then-switch-back", "pay-then-kill"])
        #expect(walk.choices.map(\.label) == ["Pay ₹1.00", "Decline", "Leave it pending", "Pay, then switch back by hand", "Pay, then kill PhonePe"])
        #expect(walk.handOffView.breadcrumb == "PhonePe")
        walk.finish(try #require(walk.choices.last))
        #expect(!walk.awaitsUser)
        #expect(walk.choices.isEmpty)
        guard case .phonePe(let transcript) = walk.record else { Issue.record("not a PhonePe walk"); return }
        #expect(transcript.returnStep?.mode == .abandon)
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
        #expect(walk.record.succeeded)
        #expect(walk.record.returnView.title == "No return: the app gets no result")
    }

    /// Switching back by hand is offered where PhonePe's callback would return on its own, and ends by hand.
    @Test func switchingBackByHandIsOfferedOnlyWhereTheCallbackWouldReturn() throws {
        var walk = Walk(profile: Fixtures.profile(), request: Self.phonePe)
        walk.finish(try #require(walk.choices.first { $0.name == "pay-then-switch-back" }))
        guard case .phonePe(let transcript) = walk.record else { Issue.record("not a PhonePe walk"); return }
        #expect(transcript.returnStep?.mode == .manual)
        #expect(transcript.returnStep?.reason == "the user switched back by hand before PhonePe redirected")
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
        // Google Pay never returns by itself: paying already means switching back by hand.
        let gpay = Walk(profile: Fixtures.profile(), request: .phonePe(PhonePeOptions(flow: .openIntent, app: .gpay)))
        #expect(gpay.awaitsUser)
        #expect(!gpay.choices.map(\.name).contains("pay-then-switch-back"))
    }

    @Test func citconOffersTheWalletActionsAndCancelEndsWithAlipaysCode() throws {
        var walk = Walk(profile: CitconWalkTests.profile(), request: Self.alipay)
        #expect(walk.choices.map(\.name) == CitconUserAction.allCases.map(\.rawValue))
        #expect(walk.choices.first?.label == "Pay USD 1.00")
        walk.finish(try #require(walk.choices.first { $0.name == "cancel" }))
        guard case .citcon(let transcript) = walk.record else { Issue.record("not a Citcon walk"); return }
        #expect(transcript.result?.code == "6001")
        #expect(transcript.result?.state == "canceled")
        #expect(!walk.record.succeeded)
        #expect(walk.record.title(separator: "·") == "citcon · Alipay · USD 1.00 · 6001 · canceled")
    }

    @Test func aChoiceOfTheOtherProviderDoesNothing() throws {
        let citcon = Walk(profile: CitconWalkTests.profile(), request: Self.alipay)
        var walk = Walk(profile: Fixtures.profile(), request: Self.phonePe)
        walk.finish(try #require(citcon.choices.first))
        #expect(walk.awaitsUser)
        #expect(walk == Walk(profile: Fixtures.profile(), request: Self.phonePe))
    }

    @Test func aRefusedWalkOffersNoChoices() {
        let walk = Walk(profile: Fixtures.profile(apps: [Fixtures.gpay]), request: .phonePe(PhonePeOptions(flow: .openIntent, app: .phonepe)))
        #expect(!walk.awaitsUser)
        #expect(walk.choices.isEmpty)
        #expect(walk.record.errors.map(\.field) == ["openIntentWithApp"])
        #expect(walk.record.title(separator: "·") == "open-intent · ₹1.00 · refused: openIntentWithApp")
    }

    @Test func theRecordNamesTheWalkForScenarios() {
        let openIntent = Walk.run(profile: Fixtures.profile(), request: .phonePe(PhonePeOptions(flow: .openIntent, app: .gpay, amount: 2599)))
        #expect(openIntent.nameParts == ["open-intent", "GPAY"])
        #expect(openIntent.placeholders == ("open-intent", "GPAY", "2599"))
        let mandate = Walk.run(profile: Fixtures.profile(), request: .phonePe(PhonePeOptions(flow: .mandate, authWorkflow: .pennyDrop)))
        #expect(mandate.nameParts == ["mandate"])
        #expect(mandate.placeholders.amount == "")
        let alipay = Walk.run(profile: CitconWalkTests.profile(), request: Self.alipay)
        #expect(alipay.nameParts == ["citcon", "alipay"])
        #expect(alipay.placeholders == ("citcon", "alipay", "100"))
    }

    @Test func theTextTranscriptsLinesKnowWhatTheyAre() {
        let record = Walk.run(profile: Fixtures.profile(), request: Self.phonePe)
        let lines = record.textLines
        #expect(lines.map(\.text).joined(separator: "\n") + "\n" == record.text)
        #expect(lines.filter { $0.kind == .result }.map(\.text) == ["  PAYMENT_SUCCESS · COMPLETED: the payment succeeded"])
        #expect(lines.contains { $0.text == "== Result ==" && $0.kind == .heading })
        let refused = Walk.run(profile: Fixtures.profile(apps: [Fixtures.gpay]), request: .phonePe(PhonePeOptions(flow: .openIntent, app: .phonepe)))
        #expect(refused.textLines.first { $0.kind == .errorHeading }?.text == "== Errors: nothing was sent ==")
        #expect(refused.textLines.filter { $0.kind == .error }.count == 1)
    }

    @Test func theSeedOfEitherRequestCanBeSet() {
        var request = Self.alipay
        request.seed = 7
        #expect(request.citconOptions?.seed == 7)
        request = Self.phonePe
        request.seed = 9
        #expect(request.phonePeOptions?.seed == 9)
    }
}
