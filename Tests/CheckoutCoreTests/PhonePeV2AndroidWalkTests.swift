import CheckoutCore
import CheckoutTestSupport
import Testing

/// PhonePe v2 on an Android phone: the intent's targetApp is a package, the app is started for a
/// result whether or not the merchant app sees it, and onActivityResult's answer is read but the
/// order status decides.
@Suite struct PhonePeV2AndroidWalkTests {
    static func profile(_ name: String) throws -> DeviceProfile {
        try #require(ShippedProfileFiles.json(name)).get()
    }

    static func run(
        _ flow: PhonePeV2Flow, on name: String, package: String? = nil, action: PayerChoice = .pay, code: UPIResponseCode? = nil
    ) throws -> PhonePeV2Transcript {
        PhonePeV2Walk.run(profile: try profile(name), options: PhonePeV2Options(flow: flow, userAction: action, package: package, upiResponseCode: code))
    }

    @Test func theIntentTargetsAPackageAndOnActivityResultBringsBackItsExtras() throws {
        let transcript = try Self.run(.intent, on: "android14-bhim-cred-only")
        #expect(transcript.errors.isEmpty)
        let payload = try #require(transcript.orderCall?.payload)
        #expect(payload["paymentFlow"]?["paymentMode"]?["targetApp"] == "in.org.npci.upiapp")
        #expect(payload["deviceContext"] == ["merchantCallbackScheme": nil, "deviceOS": "ANDROID"])
        #expect(transcript.handOff?.url.hasPrefix("upi://pay?pa=") == true)
        #expect(transcript.android?.start == .opened(package: AndroidPackages.bhim))
        #expect(transcript.returnStep?.mode == .activityResult)
        let reading = try #require(transcript.android?.reading)
        #expect(reading.status == .success)
        #expect(reading.fields.map(\.name) == ["Status", "responseCode", "txnId", "txnRef", "ApprovalRefNo"])
        #expect(transcript.result?.code == "COMPLETED")
        #expect(transcript.json["visibleApps"] == [.string(AndroidPackages.bhim), .string(AndroidPackages.cred)])
        #expect(transcript.json["app"] == .string(AndroidPackages.bhim))
        #expect(transcript.json["activityResult"]?["provesNothing"]?.stringValue == UPIResultReading.provesNothing)
    }

    @Test func withoutQueriesThePageHasNoButtonButAnExplicitIntentStillOpensTheApp() throws {
        let refused = try Self.run(.intent, on: "android14-no-queries")
        #expect(refused.errors.first?.field == "paymentFlow.paymentMode.targetApp")
        #expect(refused.errors.first?.rule.contains(PackageVisibility.upiIntentQuery) == true)
        #expect(refused.orderCall == nil)
        let named = try Self.run(.intent, on: "android14-no-queries", package: AndroidPackages.googlePay)
        #expect(named.android?.start == .opened(package: AndroidPackages.googlePay))
        #expect(named.result?.code == "COMPLETED")
    }

    @Test func aPackageNotInstalledIsActivityNotFoundAndTheOrderStaysPending() throws {
        let transcript = try Self.run(.intent, on: "android14-bhim-cred-only", package: AndroidPackages.phonePe)
        #expect(transcript.handOff?.failure == "ActivityNotFoundException: com.phonepe.app is not installed")
        #expect(transcript.result?.code == "ACTIVITY_NOT_FOUND")
    }

    @Test func aBackPressGivesNoDataAndAKilledProcessNothingWhileTheStatusDecides() throws {
        let back = try Self.run(.intent, on: "android14-all-upi", action: .cancel)
        #expect(back.android?.ending == .backPressed)
        #expect(back.android?.reading?.status == nil)
        #expect(back.result?.code == "PENDING")
        let killed = try Self.run(.intent, on: "android14-all-upi", action: .payThenKill)
        #expect(killed.android?.ending == .processKilled)
        #expect(killed.returnStep?.mode == .abandon)
        #expect(killed.result?.code == "COMPLETED")
    }

    @Test func paytmSpellsItsOwnWayAndAChosenCodeComesBack() throws {
        let transcript = try Self.run(.intent, on: "android14-all-upi", package: AndroidPackages.paytm, action: .decline, code: .insufficientFunds)
        let result = try #require(transcript.android?.ending?.result)
        #expect(result.extras.map(\.name) == ["response"])
        #expect(result.extras[0].value.contains("responseCode=Z9&Status=Failed"))
        #expect(transcript.android?.reading?.status == .failure)
        #expect(transcript.result?.code == "FAILED")
    }

    @Test func theSDKFindsPhonePeOnlyWhenTheMerchantAppSeesIt() throws {
        let seen = try Self.run(.sdk, on: "android14-all-upi")
        #expect(seen.deviceContext == ["deviceOS": "ANDROID", "isPhonePeInstalled": true])
        #expect(seen.android?.start == .opened(package: AndroidPackages.phonePe))
        let hidden = try Self.run(.sdk, on: "android14-no-queries")
        #expect(hidden.deviceContext == ["deviceOS": "ANDROID", "isPhonePeInstalled": false])
        #expect(hidden.handOff?.surface == .sdkWebFlow)
        #expect(hidden.notes.contains { $0.contains("package visibility filters") })
    }
}
