import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting

/// Signed calls as a merchant server sends them, and the core's own answers to compare with.
enum ServerFixtures {
    static let merchant = MerchantSettings()

    static func application() -> some ApplicationProtocol {
        GatewayServer.application(store: store(), port: 0, callbacks: nil)
    }

    /// A store over a fresh memory ledger where nobody pays unless `paysAfter` says when.
    static func store(paysAfter: Duration? = nil, now: @escaping @Sendable () -> Int64 = { 0 }) -> GatewayStore {
        GatewayStore(merchants: [ServedMerchant(settings: merchant, paysAfter: paysAfter)], ledger: MemoryLedger(), now: now)
    }

    static func payPayload(id: String, merchantId: String = merchant.merchantId) -> JSONValue {
        [
            "merchantId": .string(merchantId), "merchantTransactionId": .string(id), "merchantUserId": "user9999",
            "amount": 10000, "callbackUrl": "https://webhook.site/callback-url", "mobileNumber": "9999999999",
            "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
            "deviceContext": ["deviceOS": "IOS"],
        ]
    }

    static func pay(id: String, signedWith settings: MerchantSettings = merchant) -> SignedRequest {
        SignedRequest(path: FlowKind.pgIntent.path, payload: payPayload(id: id), merchant: settings)
    }

    static func statusPath(id: String) -> String { FlowKind.pgIntent.statusPath(merchantId: merchant.merchantId, id: id) }

    static func statusHeaders(path: String, saltKey: String = merchant.saltKey) -> [HTTPHeader] {
        [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: saltKey, saltIndex: merchant.saltIndex)),
            HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ]
    }

    /// The core's answers to `requests` about payment `id`, in order, from a fresh gateway set up as
    /// the store sets one up.
    static func coreAnswers(_ requests: [GatewayRequest], id: String) -> [GatewayResponse] {
        var gateway = MockGateway(
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
