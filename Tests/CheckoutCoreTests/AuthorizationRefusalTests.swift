import CheckoutCore
import Testing

/// A gateway that explains its refusals says in a 401's message which usual `X-VERIFY` mistake the
/// call could be, keeping PhonePe's code and message first; a payload naming no merchant is refused
/// as a bad signature (401), not as an unknown merchant.
@Suite("401 diagnosis")
struct AuthorizationRefusalTests {
    static let merchant = PhonePeMerchant()

    static func gateway(explaining: Bool = true) -> PhonePeGateway {
        var gateway = PhonePeGateway(
            accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success, ids: FlowIds(flow: .pgIntent, given: nil, seed: 1))
        gateway.explainsRefusals = explaining
        return gateway
    }

    static func pay(_ payload: JSONValue, xVerify: (String) -> [String]) -> GatewayRequest {
        let signed = SignedRequest(path: "/pg/v1/pay", payload: payload, merchant: merchant)
        let headers = [HTTPHeader("Content-Type", "application/json")] + xVerify(signed.base64).map { HTTPHeader("X-VERIFY", $0) }
        return GatewayRequest(method: "POST", path: "/pg/v1/pay", headers: headers, body: signed.call.body)
    }

    static let payload: JSONValue = [
        "merchantId": "MERCHANTUAT", "merchantTransactionId": "MT-401", "merchantUserId": "u", "amount": 10000,
        "callbackUrl": "https://merchant.example/cb", "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
        "deviceContext": ["deviceOS": "IOS"],
    ]

    static func message(_ request: GatewayRequest, explaining: Bool = true) -> (status: Int, code: String?, message: String) {
        var gateway = gateway(explaining: explaining)
        let answer = gateway.respond(to: request)
        return (answer.httpStatus, answer.code, answer.body["message"]?.stringValue ?? "")
    }

    static let salt = merchant.saltKey

    static let mistakes: [(String, @Sendable (String) -> [String], String)] = [
        ("prefixed path", { [Checksum.sign($0 + "/apis/pg-sandbox/pg/v1/pay" + salt, saltIndex: 1)] },
         "the digest matches a hash over the path with the host's prefix, /apis/pg-sandbox/pg/v1/pay (sign the path alone, /pg/v1/pay)"),
        ("wrong salt index", { [Checksum.forRequest(base64: $0, path: "/pg/v1/pay", saltKey: salt, saltIndex: 2)] },
         "the salt index is \"2\", expected \"1\""),
        ("upper-case hex", { [Checksum.forRequest(base64: $0, path: "/pg/v1/pay", saltKey: salt, saltIndex: 1).uppercased()] },
         "the digest is upper-case hex"),
        ("salt key before the path", { [Checksum.sign($0 + salt + "/pg/v1/pay", saltIndex: 1)] }, "the salt key before the path"),
        ("no header", { _ in [] }, "no X-VERIFY header was sent"),
        ("twice", { [Checksum.forRequest(base64: $0, path: "/pg/v1/pay", saltKey: salt, saltIndex: 1), "x###1"] }, "X-VERIFY was sent 2 times"),
    ]

    @Test(arguments: mistakes.indices)
    func a401NamesTheLikelyMistake(_ index: Int) {
        let (name, xVerify, expected) = Self.mistakes[index]
        let answer = Self.message(Self.pay(Self.payload, xVerify: xVerify))
        #expect(answer.status == 401, "\(name)")
        #expect(answer.code == "AUTHORIZATION_FAILED", "\(name)")
        #expect(answer.message.hasPrefix("X-VERIFY header is incorrect: "), "\(name): \(answer.message)")
        #expect(answer.message.contains(expected), "\(name): \(answer.message)")
        // A gateway that does not explain (the transcripts') keeps PhonePe's bare message.
        #expect(Self.message(Self.pay(Self.payload, xVerify: xVerify), explaining: false).message == "X-VERIFY header is incorrect")
    }

    @Test func aStatusCallSignedOverThePrefixedPathIsNamed() {
        let path = PhonePeFlow.pgIntent.statusPath(merchantId: "MERCHANTUAT", id: "MT1")
        let request = GatewayRequest(method: "GET", path: path, headers: [
            HTTPHeader("X-VERIFY", Checksum.sign("/apis/hermes" + path + Self.salt, saltIndex: 1)), HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT"),
        ])
        let answer = Self.message(request)
        #expect(answer.status == 401)
        #expect(answer.message.contains("host's prefix, /apis/hermes\(path)"), "\(answer.message)")
    }

    @Test func aPayloadWithoutMerchantIdIsA401UnlessOurSaltKeySignedIt() {
        var payload = Self.payload.objectValue!
        payload["merchantId"] = nil
        let bad = Self.message(Self.pay(.object(payload)) { _ in ["0000###1"] })
        #expect(bad.status == 401)
        #expect(bad.code == "AUTHORIZATION_FAILED")
        #expect(bad.message.contains("no merchantId"), "\(bad.message)")
        let good = Self.message(Self.pay(.object(payload)) { [Checksum.forRequest(base64: $0, path: "/pg/v1/pay", saltKey: Self.salt, saltIndex: 1)] })
        #expect(good.status == 400)
        #expect(good.code == "BAD_REQUEST")
        #expect(good.message.contains("merchantId"))
        // An unknown merchant is still KEY_NOT_CONFIGURED.
        payload["merchantId"] = "NOBODY"
        #expect(Self.message(Self.pay(.object(payload)) { _ in ["0000###1"] }).code == "KEY_NOT_CONFIGURED")
    }
}
