import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting

/// Signed calls as a merchant server sends them, and the core's own answers to compare with.
enum ServerFixtures {
    static let merchant = PhonePeMerchant()

    static func application() -> some ApplicationProtocol {
        GatewayServer.application(store: store(), port: 0, callbacks: nil)
    }

    /// A store over a fresh memory ledger where nobody pays unless `paysAfter` says when.
    static func store(paysAfter: Duration? = nil, now: @escaping @Sendable () -> Int64 = { 0 }) -> GatewayStore {
        GatewayStore(merchants: [ServedMerchant(settings: merchant, paysAfter: paysAfter)], ledger: MemoryLedger(), now: now)
    }

    /// Where the fixtures' callbacks go: the discard port on loopback, where nothing listens, so a
    /// server that delivers callbacks in a test never reaches out of the machine.
    static let callbackUrl = "http://127.0.0.1:9/callback"

    static func payPayload(id: String, merchantId: String = merchant.merchantId, callbackUrl: String = callbackUrl) -> JSONValue {
        [
            "merchantId": .string(merchantId), "merchantTransactionId": .string(id), "merchantUserId": "user9999",
            "amount": 10000, "callbackUrl": .string(callbackUrl), "mobileNumber": "9999999999",
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
            "deviceContext": ["deviceOS": "IOS"],
        ]
    }

    static func pay(id: String, signedWith settings: PhonePeMerchant = merchant, callbackUrl: String = callbackUrl) -> SignedRequest {
        SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payPayload(id: id, callbackUrl: callbackUrl), merchant: settings)
    }

    static func statusPath(id: String) -> String { PhonePeFlow.pgIntent.statusPath(merchantId: merchant.merchantId, id: id) }

    static func statusHeaders(path: String, saltKey: String = merchant.saltKey) -> [HTTPHeader] {
        [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: saltKey, saltIndex: merchant.saltIndex)),
            HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ]
    }

    /// The core's answers to `requests` about payment `id`, in order, from a fresh gateway set up as
    /// the store sets one up.
    static func coreAnswers(_ requests: [GatewayRequest], id: String) -> [GatewayResponse] {
        var gateway = PhonePeGateway(
            accounts: [merchant.merchantId: MerchantAccount(merchant)], outcome: .success,
            ids: FlowIds(flow: .pgIntent, given: nil, seed: GatewayStore.seed(merchantId: merchant.merchantId, id: id)))
        return requests.map { gateway.respond(to: $0) }
    }

    static func fields(_ headers: [HTTPHeader]) -> HTTPFields {
        var fields = HTTPFields()
        for header in headers {
            if let name = HTTPFields.Element.Name(header.name) { fields.append(HTTPFields.Element(name: name, value: header.value)) }
        }
        return fields
    }

    static func json(_ response: TestResponse) throws -> JSONValue {
        try JSONParser.parse(String(buffer: response.body))
    }
}

extension TestClientProtocol {
    /// Sends a core request over this client and reads the answer back as the core's type.
    func send(_ request: GatewayRequest) async throws -> GatewayResponse {
        let method = HTTPRequest.Method(request.method) ?? .get
        let body = request.body.isEmpty ? nil : ByteBuffer(string: request.body)
        return try await execute(uri: request.path, method: method, headers: ServerFixtures.fields(request.headers), body: body) {
            GatewayResponse(httpStatus: Int($0.status.code), body: try ServerFixtures.json($0))
        }
    }
}
