import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// `tui --gateway` as an Android phone: a merchant's server creates a pg-intent payment for an Android
/// app (targetApp a package, deviceOS ANDROID), and the phone starts the app by package with the
/// `upi://pay` link the gateway handed out, whatever the merchant app may see.
@Suite("The phone end to end as an Android phone", .serialized)
struct PhoneAndroidEndToEndTests {
    static let merchant = PhonePeMerchant()

    static func pay(id: String) -> GatewayRequest {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantTransactionId": .string(id), "merchantUserId": "MUID123",
            "amount": 10000, "callbackUrl": "http://127.0.0.1:9/phone-callback", "mobileNumber": "9999999999",
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": .string(AndroidPackages.phonePe)], "deviceContext": ["deviceOS": "ANDROID"],
        ]
        return GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant))
    }

    @Test(.timeLimit(.minutes(2)))
    func anAndroidPhoneStartsTheAppByPackageWithTheUPILink() async throws {
        let serve = try await ServeProcess(["--port", "0", "--state", ":memory:", "--pay-after", "never"])
        let id = "MT-ANDROID-PHONE"
        #expect(try await serve.send(Self.pay(id: id)).body["code"] == "PAYMENT_INITIATED")

        let session = try TmuxSession(
            name: "phone-android", columns: 120, rows: 40, arguments: ["tui", "--gateway", serve.url, "--profile", "android14-no-queries"])
        defer { session.kill() }
        let listed = try session.waitFor(text: "\(id)  MERCHANTUAT")
        #expect(listed.contains("startActivity opens com.phonepe.app"), "\(listed)")
        try session.press(.confirm)
        try session.waitFor(text: "Payment \(id) on \(serve.url)")
        try session.press(.nextSection, .nextSection)
        let url = try session.waitFor(text: "Intent URL and its parameters")
        #expect(url.contains("upi://pay?pa=MERCHANTUAT@ybl"))
        try session.press(.nextSection)
        let device = try session.waitFor(text: "(Android 14, API 34)")
        #expect(device.contains("startActivity opens com.phonepe.app on this device."))
        try session.press(.confirm)
        let handOff = try session.waitFor(text: "The merchant app called startActivity; Android opened com.phonepe.app with:")
        #expect(handOff.contains("upi://pay?pa=MERCHANTUAT@ybl"))
        try session.press(.confirm)
        try session.waitFor(text: "approved in the payment app")
        try session.press(.quit)
        try session.press(.quit)
        #expect(try session.waitFor(text: "EXIT=").contains("EXIT=0"))
        try await serve.stop(SIGTERM)
    }
}
