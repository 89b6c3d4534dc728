import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Mock gateway")
struct GatewayTests {
    private let merchant = PhonePeMerchant()

    private func gateway(_ outcome: PhonePeOutcome = .success, flow: PhonePeFlow = .openIntent) -> PhonePeGateway {
        PhonePeGateway(accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: outcome, ids: FlowIds(flow: flow, given: nil, seed: 1))
    }

    private func signed(_ payload: JSONValue, path: String = "/v4/debit") -> SignedRequest {
        SignedRequest(path: path, payload: payload, merchant: merchant)
    }

    private let openIntentPayload: JSONValue = [
        "merchantId": "MERCHANTUAT", "transactionId": "TX1", "merchantUserId": "user9999", "amount": 250,
        "paymentScope": "ALL_UPI_APPS", "openIntentWithApp": "PAYTM", "deviceContext": ["deviceOS": "iOS"],
    ]

    @Test func signsTheBase64WithPathAndSalt() {
        let request = signed(["amount": 100])
        #expect(request.payloadJSON == #"{"amount":100}"#)
        #expect(request.base64 == "eyJhbW91bnQiOjEwMH0=")
        #expect(request.body == #"{"request":"eyJhbW91bnQiOjEwMH0="}"#)
        #expect(request.xVerify == Checksum.sha256Hex("eyJhbW91bnQiOjEwMH0=/v4/debit" + PhonePeMerchant.uatSaltKey) + "###1")
        #expect(request.hashedInput == "eyJhbW91bnQiOjEwMH0=/v4/debit<salt key ••••0399>")
    }

    @Test func sha256IsLowercaseHex() {
        #expect(Checksum.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func aMandateIsAnsweredOnlyWithTheDocumentedIntent() {
        // The mandate document lists redirectType INTENT alone: no web redirect, even without PhonePe.
        let mandate: JSONValue = [
            "merchantId": "MERCHANTUAT", "subscriptionId": "OMS1", "merchantUserId": "user9999",
            "authRequestId": .string(String(repeating: "A", count: 45)), "paymentScope": "PHONEPE", "amount": 100,
            "deviceContext": ["deviceOS": "iOS", "isPPAppPresent": false, "merchantCallBackScheme": "shop"],
        ]
        var gateway = gateway(flow: .mandate)
        let response = gateway.respond(to: GatewayRequest(signed(mandate, path: PhonePeFlow.mandate.path)))
        #expect(response.code == "SUCCESS", "authRequestId has no length limit: \(response.body)")
        #expect(response.body["data"]?["redirectType"] == "INTENT")
        #expect(response.body["data"]?["redirectURL"]?.stringValue?.hasPrefix("ppe://mandate?") == true)
    }

    @Test func answersOpenIntentWithTheAppsURL() {
        var gateway = gateway()
        let response = gateway.respond(to: GatewayRequest(signed(openIntentPayload)))
        #expect(response.httpStatus == 200)
        #expect(response.body == [
            "success": true, "code": "SUCCESS", "message": "Your request has been successfully completed.",
            "data": [
                "redirectType": "OPEN_INTENT",
                "redirectURL": "paytmmp://upi/pay?pa=MERCHANTUAT@ybl&pn=MERCHANT&am=2.50&mam=2.50&tr=TX1&tn=Payment+for+TX1&mc=5311&mode=04&purpose=00&utm_campaign=DEBIT&utm_medium=MERCHANTUAT&utm_source=TX1",
                "unavailableUpiApps": nil,
            ],
        ])
    }

    @Test func refusesAWrongChecksum() {
        var gateway = gateway()
        var request = GatewayRequest(signed(openIntentPayload))
        request.headers = [HTTPHeader("X-VERIFY", "0000###1")]
        let response = gateway.respond(to: request)
        #expect(response.httpStatus == 401)
        #expect(response.code == "AUTHORIZATION_FAILED")
        #expect(response.body["success"] == false)
    }

    @Test func refusesAnUnknownMerchantAndABadEnvelope() {
        var gateway = PhonePeGateway(accounts: [:], outcome: .success, ids: FlowIds(flow: .openIntent, given: nil, seed: 1))
        #expect(gateway.respond(to: GatewayRequest(signed(openIntentPayload))).code == "KEY_NOT_CONFIGURED")
        var known = self.gateway()
        let bad = known.respond(to: GatewayRequest(method: "POST", path: "/v4/debit", headers: [], body: #"{"req":"x"}"#))
        #expect(bad.code == "BAD_REQUEST")
        #expect(bad.body["message"] == "the body must be {\"request\": \"<base64>\"}")
    }

    @Test func aRepeatedTransactionIdIsRefused() {
        var gateway = gateway()
        _ = gateway.respond(to: GatewayRequest(signed(openIntentPayload)))
        #expect(gateway.respond(to: GatewayRequest(signed(openIntentPayload))).code == "INVALID_TRANSACTION_ID")
    }

    @Test func scriptedErrorsAnswerTheFirstCall() {
        var gateway = gateway(PhonePeOutcome(initiationError: .internalServerError))
        let response = gateway.respond(to: GatewayRequest(signed(openIntentPayload)))
        #expect(response.httpStatus == 500)
        #expect(response.code == "INTERNAL_SERVER_ERROR")
    }

    @Test func statusAnswersFollowTheScriptAndNeedASignedPath() {
        var gateway = gateway(PhonePeOutcome(steps: [.pending(1), .serverError(1)], final: .declined))
        _ = gateway.respond(to: GatewayRequest(signed(openIntentPayload)))
        gateway.paymentAppFinished(id: "TX1", decision: .approved)
        let path = "/v3/transaction/MERCHANTUAT/TX1/status"
        let headers = [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: 1)),
            HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT"),
        ]
        let codes = (0..<4).map { _ in gateway.respond(to: GatewayRequest(method: "GET", path: path, headers: headers)).code }
        #expect(codes == ["PAYMENT_PENDING", "INTERNAL_SERVER_ERROR", "PAYMENT_DECLINED", "PAYMENT_DECLINED"])
        let unsigned = gateway.respond(to: GatewayRequest(method: "GET", path: path, headers: [HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT")]))
        #expect(unsigned.code == "AUTHORIZATION_FAILED")
        let otherPath = "/v3/transaction/MERCHANTUAT/TX404/status"
        let missing = gateway.respond(to: GatewayRequest(method: "GET", path: otherPath, headers: [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: otherPath, saltKey: merchant.saltKey, saltIndex: 1)),
            HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT"),
        ]))
        #expect(missing.code == "TRANSACTION_NOT_FOUND")
    }

    @Test func pgIntentAnswersPaymentInitiatedWithPercentEncodedSpaces() {
        var gateway = gateway(flow: .pgIntent)
        let payload: JSONValue = [
            "merchantId": "MERCHANTUAT", "merchantTransactionId": "MT7850590068188104", "merchantUserId": "u", "amount": 10000,
            "callbackUrl": "https://webhook.site/callback-url",
            "deviceContext": ["deviceOS": "iOS", "merchantCallBackScheme": "iOSIntentIntegration"],
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
        ]
        let response = gateway.respond(to: GatewayRequest(signed(payload, path: "/pg/v1/pay")))
        #expect(response.code == "PAYMENT_INITIATED")
        #expect(response.body["message"] == "Payment initiated")
        #expect(response.body["data"]?["instrumentResponse"]?["intentUrl"] ==
            "ppe://pay?pa=MERCHANTUAT@ybl&pn=MERCHANT&am=100.00&mam=100.00&tr=MT7850590068188104&tn=Payment%20for%20MT7850590068188104&mc=5311&mode=04&purpose=00&utm_campaign=B2B_PG&utm_medium=MERCHANTUAT&utm_source=MT7850590068188104&mcbs=iOSIntentIntegration")
    }

    @Test func callbacksAreSignedOverTheBase64AndVerified() throws {
        var gateway = gateway()
        let request = signed(openIntentPayload)
        var gatewayRequest = GatewayRequest(request)
        gatewayRequest.headers.append(HTTPHeader("X-CALLBACK-URL", "https://shop.example.com/cb"))
        _ = gateway.respond(to: gatewayRequest)
        #expect(gateway.settlementCallback(id: "TX1") == nil, "no callback before the payment is final")
        gateway.paymentAppFinished(id: "TX1", decision: .approved)
        let callback = try #require(gateway.settlementCallback(id: "TX1"))
        #expect(callback.path == "https://shop.example.com/cb")
        let check = CallbackVerifier.check(callback, merchant: merchant, expectedAmount: 250)
        #expect(check.verified)
        #expect(check.payload?["code"] == "PAYMENT_SUCCESS")
        #expect(CallbackVerifier.check(callback, merchant: merchant, expectedAmount: 2500).problems == [
            "amount 250 differs from the 2500 paise charged"
        ])
        var forged = callback
        forged.headers = []
        #expect(CallbackVerifier.check(forged, merchant: merchant, expectedAmount: 250).problems == [
            "no X-VERIFY header: treat the callback as forged"
        ])
    }

    @Test func pollingScheduleMatchesPhonePesDocumentation() {
        let times = StatusSchedule.times
        #expect(times.first == 20)
        #expect(Array(times.prefix(12)) == [20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 56])
        #expect(times.contains(110) && times.contains(120) && times.contains(170) && times.contains(200) && times.contains(230))
        #expect(times.last == 890)
        #expect(times.count == 40)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }
}

extension GatewayTests {
    @Test func statusCallsBeforeTheUserActsDoNotPlayTheScript() {
        var gateway = gateway(PhonePeOutcome(steps: [.pending(2)], final: .success))
        _ = gateway.respond(to: GatewayRequest(signed(openIntentPayload)))
        let path = "/v3/transaction/MERCHANTUAT/TX1/status"
        let headers = [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: 1)),
            HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT"),
        ]
        func code() -> String { gateway.respond(to: GatewayRequest(method: "GET", path: path, headers: headers)).code }
        let waiting = (0..<5).map { _ in code() }
        #expect(waiting == Array(repeating: "PAYMENT_PENDING", count: 5))
        #expect(gateway.payments["TX1"]?.statusAnswers == 0)
        gateway.paymentAppFinished(id: "TX1", decision: .approved)
        let after = (0..<4).map { _ in code() }
        #expect(after == ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS", "PAYMENT_SUCCESS"])
        // Stops at the last code: further calls change nothing.
        #expect(gateway.payments["TX1"]?.statusAnswers == 2)
    }
}
