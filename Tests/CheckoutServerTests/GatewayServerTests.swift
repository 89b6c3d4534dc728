import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct GatewayServerTests {
    static let setups: [TestingSetup] = [.router, .live]

    @Test(arguments: setups)
    func payThenStatusAnswersWhatTheCoreAnswers(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let pay = GatewayRequest(ServerFixtures.pay(id: "MT7850590068188104"))
            let path = ServerFixtures.statusPath(id: "MT7850590068188104")
            let status = GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path))
            let expected = ServerFixtures.coreAnswers([pay, status], id: "MT7850590068188104")

            let paid = try await client.send(pay)
            #expect(paid == expected[0])
            #expect(paid.code == "PAYMENT_INITIATED")
            let intent = paid.body["data"]?["instrumentResponse"]?["intentUrl"]?.stringValue ?? ""
            #expect(intent.contains("pa=MERCHANTUAT@ybl"), "\(intent)")
            #expect(intent.contains("tr=MT7850590068188104"), "\(intent)")
            try await client.execute(uri: path, method: .get, headers: ServerFixtures.fields(status.headers)) { response in
                #expect(response.headers[.contentType] == "application/json")
                let status = GatewayResponse(httpStatus: Int(response.status.code), body: try ServerFixtures.json(response))
                #expect(status == expected[1])
                #expect(expected[1].code == "PAYMENT_PENDING")
            }
        }
    }

    @Test(arguments: setups)
    func theSameIdTwiceIsADuplicate(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let pay = GatewayRequest(ServerFixtures.pay(id: "MT0000000000000001"))
            #expect(try await client.send(pay).code == "PAYMENT_INITIATED")
            let again = try await client.send(pay)
            #expect(again.code == "INVALID_TRANSACTION_ID")
            #expect(again.httpStatus == 400)
        }
    }

    @Test(arguments: [TestingSetup.router, .live], SigningFailure.allCases)
    func aBadSignatureIsRefusedAndNothingIsRecorded(setup: TestingSetup, failure: SigningFailure) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let id = "MT00000000000000\(10 + SigningFailure.allCases.firstIndex(of: failure)!)"
            let name = "\(failure)"
            let signed = ServerFixtures.pay(id: id)
            var request = GatewayRequest(signed)
            request.headers = failure.headers(signed)
            let refused = try await client.send(request)
            #expect(refused.code == "AUTHORIZATION_FAILED", "\(name)")
            #expect(refused.httpStatus == 401, "\(name)")
            // PhonePe's message first, then which mistake it could be.
            #expect(refused.body["message"]?.stringValue?.hasPrefix(PhonePeErrorCode.authorizationFailed.message + ": ") == true, "\(name)")

            let path = ServerFixtures.statusPath(id: id)
            let status = try await client.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
            #expect(status.code == "TRANSACTION_NOT_FOUND", "\(name)")
            // Signed properly afterwards, the same id is accepted: the refused call left nothing behind.
            #expect(try await client.send(GatewayRequest(signed)).code == "PAYMENT_INITIATED", "\(name)")
        }
    }

    @Test(arguments: setups)
    func aStatusCallWithAWrongSaltIsRefused(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let path = ServerFixtures.statusPath(id: "MT0000000000000099")
            for headers in [ServerFixtures.statusHeaders(path: path, saltKey: "wrong"), [HTTPHeader("X-MERCHANT-ID", "MERCHANTUAT")]] {
                let refused = try await client.send(GatewayRequest(method: "GET", path: path, headers: headers))
                #expect(refused.code == "AUTHORIZATION_FAILED")
                #expect(refused.httpStatus == 401)
            }
        }
    }

    @Test(arguments: setups)
    func badBase64AndBadJSONAreBadRequests(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            let signed = ServerFixtures.pay(id: "MT0000000000000050")
            let bodies = [
                #"{"request":"%%% not base64 %%%"}"#,
                #"{"request":"\#(Base64.encode(Array("{not json".utf8)))"}"#,
                "{not json",
                "",
            ]
            for body in bodies {
                var request = GatewayRequest(signed)
                request.body = body
                let refused = try await client.send(request)
                #expect(refused.code == "BAD_REQUEST", "\(body)")
                #expect(refused.httpStatus == 400, "\(body)")
            }
        }
    }

    @Test(arguments: setups)
    func everyEndpointIsServed(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            // Unsigned calls reach the core on every path (its refusal, not a 404) ...
            for path in GatewayRoutes.postPaths {
                let answer = try await client.send(GatewayRequest(method: "POST", path: path, headers: [], body: "{}"))
                #expect(answer.code == "BAD_REQUEST", "\(path)")
            }
            let m = ServerFixtures.merchant.merchantId
            for path in ["/pg/v1/status/\(m)/X1", "/v3/transaction/\(m)/X1/status", "/v3/recurring/auth/status/\(m)/X1"] {
                let answer = try await client.send(GatewayRequest(method: "GET", path: path, headers: []))
                #expect(answer.code == "AUTHORIZATION_FAILED", "\(path)")
            }
            // ... and an unknown merchant is the core's KEY_NOT_CONFIGURED.
            let other = try await client.send(GatewayRequest(method: "GET", path: "/pg/v1/status/OTHER/X1", headers: []))
            #expect(other.code == "KEY_NOT_CONFIGURED")
            try await client.execute(uri: "/pg/v1/nothing", method: .get) { #expect($0.status == .notFound) }
        }
    }
}

/// Bodies a gateway refuses with BAD_REQUEST, naming what is wrong, and records nothing for.
@Suite struct BadRequestTests {
    @Test(arguments: GatewayServerTests.setups)
    func wrongTypesBadEnvelopesAndHugeBodiesAreRefused(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            var payload = ServerFixtures.payPayload(id: "MT-TYPES").objectValue!
            payload["amount"] = "10000"
            let stringAmount = try await client.send(GatewayRequest(SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)))
            #expect(stringAmount.httpStatus == 400)
            #expect(stringAmount.code == "BAD_REQUEST")
            #expect(stringAmount.body["message"]?.stringValue?.hasPrefix("amount must be a whole number of paise, got a string") == true)

            payload = ServerFixtures.payPayload(id: "MT-TYPES").objectValue!
            payload["paymentInstrument"] = "UPI_INTENT"
            let flatInstrument = try await client.send(GatewayRequest(SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)))
            #expect(flatInstrument.body["message"]?.stringValue?.hasPrefix("paymentInstrument must be an object") == true)

            let notBase64 = try await client.send(GatewayRequest(method: "POST", path: "/pg/v1/pay", headers: [], body: #"{"request":"!!!"}"#))
            #expect(notBase64.code == "BAD_REQUEST")
            let notJSON = try await client.send(GatewayRequest(method: "POST", path: "/pg/v1/pay", headers: [], body: "request=abc"))
            #expect(notJSON.code == "BAD_REQUEST")

            let huge = String(repeating: "A", count: GatewayRoutes.maxBodyBytes + 1)
            let tooBig = try await client.send(GatewayRequest(method: "POST", path: "/pg/v1/pay", headers: [], body: #"{"request":""# + huge + #""}"#))
            #expect(tooBig.httpStatus == 400)
            #expect(tooBig.body["message"]?.stringValue?.contains("KiB") == true)

            // None of them was kept: the id is still free.
            #expect(try await client.send(GatewayRequest(ServerFixtures.pay(id: "MT-TYPES"))).code == "PAYMENT_INITIATED")
        }
    }
}

/// The ways an `X-VERIFY` goes wrong.
enum SigningFailure: CaseIterable, Sendable {
    case missing, malformed, noSaltIndex, wrongSalt

    func headers(_ signed: SignedRequest) -> [HTTPHeader] {
        switch self {
        case .missing: return signed.headers.filter { $0.name != "X-VERIFY" }
        case .malformed: return replacingVerify(signed, with: "not-a-checksum")
        case .noSaltIndex: return replacingVerify(signed, with: String(signed.xVerify.prefix(64)))
        case .wrongSalt:
            var wrong = ServerFixtures.merchant
            wrong.saltKey = "00000000-0000-0000-0000-000000000000"
            return SignedRequest(path: signed.path, payload: signed.payload, merchant: wrong).headers
        }
    }

    private func replacingVerify(_ signed: SignedRequest, with value: String) -> [HTTPHeader] {
        signed.headers.map { $0.name == "X-VERIFY" ? HTTPHeader("X-VERIFY", value) : $0 }
    }
}

/// A back end whose PhonePe base URL keeps the UAT or production prefix works unchanged.
@Suite struct EnvironmentPrefixTests {
    @Test(arguments: GatewayServerTests.setups)
    func theUATAndProductionPrefixesAreServedAsThePathsTheySign(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            for (prefix, id) in [("/apis/pg-sandbox", "MT-UAT-PREFIX"), ("/apis/hermes", "MT-PROD-PREFIX")] {
                var pay = GatewayRequest(ServerFixtures.pay(id: id))
                pay.path = prefix + pay.path
                #expect(try await client.send(pay).code == "PAYMENT_INITIATED", "\(prefix)")
                let path = ServerFixtures.statusPath(id: id)
                let status = GatewayRequest(method: "GET", path: prefix + path, headers: ServerFixtures.statusHeaders(path: path))
                #expect(try await client.send(status).code == "PAYMENT_PENDING", "\(prefix)")
            }
            let unknown = GatewayRequest(method: "GET", path: "/apis/other" + ServerFixtures.statusPath(id: "MT-UAT-PREFIX"), headers: [])
            try await client.execute(uri: unknown.path, method: .get) { #expect($0.status == .notFound) }
        }
    }
}

/// Over a socket, as a merchant's client sends them.
@Suite struct RepeatedSignatureTests {
    @Test func twoSignaturesOnAStatusCallAreRefusedInEitherOrder() async throws {
        try await ServerFixtures.application().test(.live) { client in
            #expect(try await client.send(GatewayRequest(ServerFixtures.pay(id: "MT-TWICE"))).code == "PAYMENT_INITIATED")
            let path = ServerFixtures.statusPath(id: "MT-TWICE")
            let good = ServerFixtures.statusHeaders(path: path)
            let wrong = HTTPHeader("X-VERIFY", "0###1")
            for headers in [good + [wrong], [wrong] + good] {
                let answer = try await client.send(GatewayRequest(method: "GET", path: path, headers: headers))
                #expect(answer.code == "AUTHORIZATION_FAILED", "\(headers.map(\.value))")
                #expect(answer.httpStatus == 401)
            }
        }
    }
}
