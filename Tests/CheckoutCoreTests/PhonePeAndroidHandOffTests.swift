import CheckoutCore
import CheckoutTestSupport
import Testing

/// PhonePe's hand-off and return on Android as a front end shows them: the app started and how, the
/// payer's choices there, and what onActivityResult got with the merchant app's reading.
@Suite("PhonePe's Android hand-off and return")
struct PhonePeAndroidHandOffTests {
    private static func walk(_ name: String, _ options: PhonePeOptions) throws -> PhonePeWalk {
        PhonePeWalk(profile: try #require(ShippedProfileFiles.json(name)).get(), options: options)
    }

    private static func text(_ lines: [ShownLine]) -> String {
        lines.map { $0.spans.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test func aPickInTheChooserWalksTheSameRequestWithThePickedApp() throws {
        let first = try Self.walk("android14-queries-packages-only", PhonePeOptions(flow: .openIntent))
        #expect(first.transcript.android?.package == AndroidPackages.phonePe)
        let picked = first.picked(inChooser: AndroidPackages.bhim)
        #expect(picked.transcript.request == first.transcript.request)
        #expect(picked.transcript.handOff?.openedAppId == AndroidPackages.bhim)
        #expect(picked.transcript.android?.choseInChooser == true)
        let view = picked.handOffView
        #expect(view.title == "BHIM opened")
        let lines = Self.text(view.lines)
        #expect(lines.contains("the user picked BHIM (in.org.npci.upiapp)"))
        #expect(lines.contains("startActivity is not filtered by package visibility"))
        #expect(lines.contains("BHIM asks: Pay ₹1.00 to"))
    }

    @Test func anExplicitStartSaysSo() throws {
        let walk = try Self.walk("android14-bhim-cred-only", PhonePeOptions(flow: .pgIntent, package: AndroidPackages.cred))
        #expect(Self.text(walk.handOffView.lines).contains("with the intent set to com.dreamplug.androidapp: Android started CRED directly"))
    }

    @Test func theChoicesArePayDeclineFailureCodesBackAndProcessKilled() throws {
        let walk = try Self.walk("android14-all-upi", PhonePeOptions(flow: .pgIntent, package: AndroidPackages.bhim))
        #expect(walk.choices.map(\.label) == [
            "Pay ₹1.00", "Decline", "Fails: Z9, insufficient funds", "Fails: ZM, wrong UPI PIN", "Fails: U69, the collect request expired",
            "Press back in BHIM", "Pay, then the merchant app's process is killed",
        ])
    }

    @Test func aFailureCodeComesBackInTheExtrasAndTheReading() throws {
        var walk = Self.anyWalk(try Self.walk("android14-all-upi", PhonePeOptions(flow: .pgIntent, package: AndroidPackages.bhim)))
        let insufficient = try #require(walk.choices.first { $0.upiResponseCode == .insufficientFunds })
        walk.finish(insufficient)
        let view = walk.record.returnView
        let lines = Self.text(view.lines)
        #expect(view.title == "onActivityResult: the UPI app handed back a result")
        #expect(lines.contains("resultCode    RESULT_OK (-1)"))
        #expect(lines.contains("responseCode=Z9"))
        #expect(lines.contains("the UPI app says the payment failed (Z9, insufficient funds)"))
        #expect(lines.contains(UPIResultReading.provesNothing))
    }

    @Test func aBackPressAndAKilledProcessSayWhatCameBack() throws {
        let start = try Self.walk("android14-all-upi", PhonePeOptions(flow: .pgIntent, package: AndroidPackages.bhim))
        var back = Self.anyWalk(start)
        back.finish(try #require(back.choices.first { $0.action == .leavePending }))
        #expect(back.record.returnView.title == "Back press: onActivityResult got RESULT_CANCELED")
        #expect(Self.text(back.record.returnView.lines).contains("extras        none (data is null)"))
        var killed = Self.anyWalk(start)
        killed.finish(try #require(killed.choices.first { $0.action == .payThenKill }))
        #expect(killed.record.returnView.title == "No result: the merchant app's process was killed")
        #expect(Self.text(killed.record.returnView.lines).contains("onActivityResult never ran: no result code, no extras."))
    }

    private static func anyWalk(_ walk: PhonePeWalk) -> Walk { .phonePe(walk) }
}
