import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// A store and application for the admin API's tests, on a memory ledger the test can read, and
/// calls the way a merchant server or a QA engineer's `curl` makes them.
struct AdminBench {
    let ledger = MemoryLedger()
    let clock = ManualClock()
    let store: GatewayStore

    init(merchants: [ServedMerchant] = [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .seconds(3))]) {
        let clock = clock
        store = GatewayStore(merchants: merchants, ledger: ledger, now: { clock.now })
    }

    var application: some ApplicationProtocol { GatewayServer.application(store: store, port: 0, callbacks: nil) }

    var merchantId: String { ServerFixtures.merchant.merchantId }

    /// A signed `/pg/v1/pay` for `amount` paise, answered by the store.
    @discardableResult
    func pay(id: String, amount: Int64 = 10000, merchant: PhonePeMerchant = ServerFixtures.merchant) async throws -> GatewayResponse {
        try await store.respond(to: AdminBench.pay(id: id, amount: amount, merchant: merchant))
    }

    static func pay(id: String, amount: Int64 = 10000, merchant: PhonePeMerchant = ServerFixtures.merchant) -> GatewayRequest {
        var payload = ServerFixtures.payPayload(id: id, merchantId: merchant.merchantId).objectValue!
        payload["amount"] = .int(amount)
        return GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: .object(payload), merchant: merchant))
    }

    /// The code of a signed status call, answered by the store.
    func status(_ id: String, merchant: PhonePeMerchant = ServerFixtures.merchant) async throws -> String? {
        let path = PhonePeFlow.pgIntent.statusPath(merchantId: merchant.merchantId, id: id)
        let headers = [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)),
            HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ]
        return try await store.respond(to: GatewayRequest(method: "GET", path: path, headers: headers)).code
    }

    func callbacks(_ id: String, merchantId: String = ServerFixtures.merchant.merchantId) async -> [LedgerCallback] {
        await ledger.callbacks(merchantId: merchantId, paymentId: id)
    }
}

extension TestClientProtocol {
    /// An admin call: its HTTP status and JSON answer.
    func admin(_ method: HTTPRequest.Method, _ uri: String, _ body: String? = nil) async throws -> (status: Int, json: JSONValue) {
        // As a script or the TUI sends them: the admin API takes JSON only.
        let headers: HTTPFields = method == .post ? [.contentType: "application/json"] : [:]
        return try await execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) { response in
            #expect(response.headers[.contentType] == "application/json")
            return (Int(response.status.code), try ServerFixtures.json(response))
        }
    }
}
