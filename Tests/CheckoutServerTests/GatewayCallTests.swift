import CheckoutCore
@testable import CheckoutServer
import Testing

/// `serve` reads each POST's envelope once: the merchant is found from it, and the core answers from
/// the same reading.
@Suite("a gateway call read once")
struct GatewayCallTests {
    @Test func theRoutingComesFromTheOneReading() throws {
        let call = GatewayCall(GatewayRequest(ServerFixtures.pay(id: "MT-ONCE")))
        guard case .success(let decoded) = call.envelope else { Issue.record("not decoded: \(String(describing: call.envelope))"); return }
        #expect(decoded.json["merchantTransactionId"] == "MT-ONCE")
        #expect(call.routing?.merchantId == ServerFixtures.merchant.merchantId)
        #expect(call.routing?.paymentIds == ["MT-ONCE"])
        let status = GatewayCall(GatewayRequest(method: "GET", path: ServerFixtures.statusPath(id: "MT-ONCE"), headers: []))
        #expect(status.envelope == nil)
        #expect(status.routing?.paymentIds == ["MT-ONCE"])
    }

    /// The store hands the core the reading it routed by, rather than decoding the body again.
    @Test func theStorePassesTheReadingToTheCore() async throws {
        let store = ServerFixtures.store()
        var call = GatewayCall(GatewayRequest(ServerFixtures.pay(id: "MT-ONCE")))
        call.envelope = Envelope.decode(#"{"req":"x"}"#, key: "request")
        let answer = try await store.respondWithFaults(to: call)
        #expect(answer.code == "BAD_REQUEST")
        #expect(answer.body["message"] == "the body must be {\"request\": \"<base64>\"}")
        let untouched = try await store.respondWithFaults(to: GatewayCall(GatewayRequest(ServerFixtures.pay(id: "MT-ONCE"))))
        #expect(untouched.code == "PAYMENT_INITIATED")
    }
}
