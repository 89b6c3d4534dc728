import CheckoutCore
import CheckoutTestSupport
import Testing

/// PhonePe's v1 walks on an Android phone: what starts, through what, and what comes back.
@Suite("PhonePe walks on Android")
struct PhonePeWalkAndroidTests {
    private static func profile(_ name: String) throws -> DeviceProfile {
        try #require(ShippedProfileFiles.json(name)).get()
    }

    private static func walk(_ name: String, _ options: PhonePeOptions) throws -> PhonePeTranscript {
        PhonePeWalk.run(profile: try profile(name), options: options)
    }

    @Test func pgIntentNamesThePackageAndTheGatewayAnswersAGenericUPILink() throws {
        let transcript = try Self.walk("android14-all-upi", PhonePeOptions(flow: .pgIntent, package: AndroidPackages.bhim))
        #expect(transcript.request?.payload["paymentInstrument"]?["targetApp"] == .string(AndroidPackages.bhim))
        #expect(transcript.request?.payload["deviceContext"] == ["deviceOS": "ANDROID"])
        #expect(transcript.intent?.text.hasPrefix("upi://pay?pa=") == true)
        #expect(transcript.intent?.url?["mcbs"] == nil)
        #expect(transcript.handOff?.openedAppId == AndroidPackages.bhim)
        #expect(transcript.returnStep?.mode == .activityResult)
        #expect(transcript.android?.reading?.status == .success)
    }

    @Test func anExplicitIntentOpensAnAppThePageCannotSee() throws {
        let transcript = try Self.walk("android14-no-queries", PhonePeOptions(flow: .pgIntent, app: .gpay))
        #expect(transcript.page.android?.shown.isEmpty == true)
        #expect(transcript.handOff?.openedAppId == AndroidPackages.googlePay)
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
    }

    @Test func aPackageNotInstalledThrowsActivityNotFound() throws {
        let transcript = try Self.walk("android14-bhim-cred-only", PhonePeOptions(flow: .pgIntent, app: .phonepe))
        #expect(transcript.handOff?.failure == "ActivityNotFoundException: com.phonepe.app is not installed")
        #expect(transcript.result?.state == .notStarted)
        #expect(transcript.statusChecks.isEmpty)
    }

    @Test func theOpenIntentGoesThroughTheChooserWhichListsMoreThanThePage() throws {
        let transcript = try Self.walk("android14-queries-packages-only", PhonePeOptions(flow: .openIntent, package: AndroidPackages.cred))
        #expect(transcript.request?.payload["openIntentWithApp"] == nil)
        #expect(transcript.android?.chooser?.count == 6)
        #expect(transcript.android?.choseInChooser == true)
        #expect(transcript.handOff?.openedAppId == AndroidPackages.cred)
    }

    @Test func anAppOutsideTheChooserIsRefusedNamingTheFlag() throws {
        let transcript = try Self.walk("android14-bhim-cred-only", PhonePeOptions(flow: .openIntent, app: .paytm))
        #expect(transcript.errors.map(\.field) == ["--app"])
        #expect(transcript.request == nil)
    }

    @Test func aHiddenPhonePeGivesTheWebCheckoutThoughItIsInstalled() throws {
        let transcript = try Self.walk("android14-no-queries", PhonePeOptions(flow: .phonepeIntent))
        #expect(transcript.deviceContext.isPPAppPresent == false)
        #expect(transcript.webRedirectURL != nil)
        #expect(transcript.returnStep?.mode == .web)
        #expect(transcript.returnStep?.reason.contains("although PhonePe is installed") == true)
    }

    @Test(arguments: [(PhonePeReturnMode.manual, UPIActivityReturn.backPressed, PhonePeReturnPath.manual), (.abandon, .processKilled, .abandon)])
    func backPressAndAKilledProcessBringNoResult(mode: PhonePeReturnMode, ending: UPIActivityReturn, path: PhonePeReturnPath) throws {
        let transcript = try Self.walk("android14-all-upi", PhonePeOptions(flow: .mandate, returnMode: mode))
        #expect(transcript.android?.ending == ending)
        #expect(transcript.returnStep?.mode == path)
        #expect(transcript.result?.state == .active)
    }

    @Test func theResponseCodeIsTheWalksAndSpelledByTheApp() throws {
        let transcript = try Self.walk("android14-all-upi", PhonePeOptions(flow: .pgIntent, app: .paytm, upiResponseCode: .wrongPIN))
        guard case .finished(let result)? = transcript.android?.ending else {
            Issue.record("no result")
            return
        }
        #expect(result.extras.first?.value.contains("responseCode=ZM&Status=Failed") == true)
        #expect(transcript.android?.reading?.status == .failure)
    }

    @Test func theHandOffAndReturnViewsSpeakAndroid() throws {
        var walk = PhonePeWalk(profile: try Self.profile("android14-bhim-cred-only"), options: PhonePeOptions(flow: .openIntent))
        #expect(walk.transcript.handOffView.breadcrumb == "BHIM")
        #expect(walk.transcript.handOffView.lines.first?.text.contains("The system chooser listed every upi://pay handler; the user picked BHIM (in.org.npci.upiapp)") == true)
        #expect(walk.transcript.describe(.payThenKill)?.label == "Pay, then the merchant app's process is killed")
        walk.finish(.payThenSwitchBack)
        #expect(walk.transcript.returnView.title == "Back press: onActivityResult got RESULT_CANCELED")
        let missing = try Self.walk("android14-bhim-cred-only", PhonePeOptions(flow: .pgIntent, app: .gpay))
        #expect(missing.handOffView.title == "startActivity failed")
    }

    @Test func theDiagramAndThePageShowTheChooserAndTheResult() throws {
        let transcript = try Self.walk("android14-queries-packages-only", PhonePeOptions(flow: .openIntent, package: AndroidPackages.cred))
        let mermaid = SequenceDiagram(record: .phonePe(transcript)).mermaid
        #expect(mermaid.contains("participant payer as CRED app"))
        #expect(mermaid.contains("Note over app: system chooser for upi://pay<br/>lists PhonePe, Google Pay, Paytm, BHIM, CRED, Amazon Pay"))
        #expect(mermaid.contains("app->>payer: startActivity: upi://pay?…<br/>the user picks CRED, Just once"))
        #expect(mermaid.contains("payer-->>app: onActivityResult: RESULT_OK (-1)<br/>Status=success, responseCode=00"))
        let killed = try Self.walk("android14-all-upi", PhonePeOptions(flow: .phonepeIntent, returnMode: .abandon))
        #expect(SequenceDiagram(record: .phonePe(killed)).mermaid.contains("no result: the merchant app's process was killed"))
        let page = WalkPage.html(.phonePe(transcript))
        #expect(page.contains("onActivityResult: RESULT_OK"))
        #expect(page.contains("system chooser for upi://pay lists"))
    }

    @Test func iOSWalksHaveNoAndroidStep() {
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .pgIntent, app: .gpay))
        #expect(transcript.android == nil)
        #expect(transcript.json.objectValue?.keys.contains("platform") == false)
    }
}
