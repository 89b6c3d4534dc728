import CheckoutCore
import Testing

/// `decode`'s lint of an Android app's payloads: deviceOS ANDROID, the app named by its package, and no
/// iOS-only fields required.
@Suite("Payload linter on Android")
struct PayloadLinterAndroidTests {
    private typealias Base = PayloadLinterTests
    private static let androidContext: JSONValue = ["deviceOS": "ANDROID", "isPPAppPresent": true]

    @Test func anAndroidPGIntentNamingAPackagePasses() {
        let payload = Base.patched(Base.pgPay, [("deviceContext", Self.androidContext), ("paymentInstrument.targetApp", "in.org.npci.upiapp")])
        #expect(Base.lint(payload, "/pg/v1/pay") == [])
    }

    @Test func anAppNameOnAndroidIsAnErrorNamingTheField() {
        let payload = Base.patched(Base.pgPay, [("deviceContext", Self.androidContext), ("paymentInstrument.targetApp", "GPAY")])
        Base.expectOnly(Base.lint(payload, "/pg/v1/pay"), .error, field: "paymentInstrument.targetApp", ["iOS app name", "com.google.android.apps.nbu.paisa.user"])
    }

    @Test func aPackageOnIOSIsAnErrorNamingTheField() {
        let payload = Base.patched(Base.pgPay, "paymentInstrument.targetApp", "com.phonepe.app")
        Base.expectOnly(Base.lint(payload, "/pg/v1/pay"), .error, field: "paymentInstrument.targetApp", ["an Android package", "PHONEPE, GPAY, PAYTM"])
    }

    @Test func aMalformedPackageOnAndroidIsAnError() {
        let payload = Base.patched(Base.pgPay, [("deviceContext", Self.androidContext), ("paymentInstrument.targetApp", "in org npci")])
        Base.expectOnly(Base.lint(payload, "/pg/v1/pay"), .error, field: "paymentInstrument.targetApp", ["must be an Android package"])
    }

    @Test func v4DebitOnAndroidNeedsNoSchemesAndTheOpenIntentNoApp() {
        let phonePe = Base.patched(Base.v4Debit, [("deviceContext", Self.androidContext)])
        #expect(Base.lint(phonePe, "/v4/debit") == [])
        let open = Base.patched(Base.openIntent, [("deviceContext", Self.androidContext), ("openIntentWithApp", nil)])
        #expect(Base.lint(open, "/v4/debit") == [])
    }

    @Test func aMandateOnAndroidNeedsNoCallbackScheme() {
        #expect(Base.lint(Base.patched(Base.mandate, "deviceContext", Self.androidContext), "/v3/recurring/auth/init") == [])
    }

    @Test func androidInOtherCaseIsAWarning() {
        let payload = Base.patched(Base.mandate, "deviceContext", ["deviceOS": "Android", "isPPAppPresent": true])
        let findings = Base.lint(payload, "/v3/recurring/auth/init")
        #expect(findings.contains { $0.field == "deviceContext.deviceOS" && $0.severity == .warning }, "\(findings)")
    }
}
