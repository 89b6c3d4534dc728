import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// Magic amounts switched off for a merchant: `serve --no-magic-amounts` as a process, called over a
/// real socket, pays ₹1.01 as its template says instead of failing it.
@Suite struct ServeMagicAmountsProcessTests {
    static let saltKey = "magic-off-salt-key-5678"

    /// The status code of a ₹1.01 payment once paid (at once: --pay-after 0), on a serve started with `flags`.
    static func statusOfOneRupeeOnePaisa(_ flags: [String]) async throws -> (code: String?, banner: String) {
        let server = try await ServeProcess(["--port", "0", "--state", ":memory:", "--pay-after", "0", "--salt-key", saltKey] + flags)
        defer { kill(server.process.processIdentifier, SIGTERM) }
        var merchant = PhonePeMerchant()
        merchant.saltKey = saltKey
        var payload = try #require(ServerFixtures.payPayload(id: "MT-101").objectValue)
        payload["amount"] = 101
        let pay = try await server.send(GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: .object(payload), merchant: merchant)))
        #expect(pay.body["code"] == "PAYMENT_INITIATED")
        let path = PhonePeFlow.pgIntent.statusPath(merchantId: merchant.merchantId, id: "MT-101")
        let status = try await server.send(GatewayRequest(method: "GET", path: path, headers: [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path, saltKey: saltKey, saltIndex: 1)), HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
        ]))
        return (status.body["code"]?.stringValue, server.banner)
    }

    @Test(.timeLimit(.minutes(1)))
    func withNoMagicAmountsOneRupeeOnePaisaGoesAsTheTemplateSays() async throws {
        let magic = try await Self.statusOfOneRupeeOnePaisa([])
        #expect(magic.code == "PAYMENT_ERROR")
        let plain = try await Self.statusOfOneRupeeOnePaisa(["--no-magic-amounts"])
        #expect(plain.code == "PAYMENT_SUCCESS")
        #expect(plain.banner.contains("no magic amounts"), "\(plain.banner)")
    }
}
