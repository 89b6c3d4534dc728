import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live log of `checkout-sim serve` as a process, as a merchant's developer reads it: a 401 says
/// which signing mistake it could be (and so does the answer), paths keep the host prefix the client
/// used, admin calls name their merchant and payment, the phone's polling is written once and then
/// counted, and the server says when it stops.
@Suite struct ServeLiveLogFrictionTests {
    static let prefix = "/apis/pg-sandbox"

    static func pay(_ url: String, id: String, signedOver signedPath: String) throws -> URLRequest {
        let signed = SignedRequest(path: PhonePeFlow.pgIntent.path, payload: ServerFixtures.payPayload(id: id), merchant: PhonePeMerchant())
        var request = URLRequest(url: try #require(URL(string: url + prefix + PhonePeFlow.pgIntent.path)))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(Checksum.sign(signed.base64 + signedPath + PhonePeMerchant().saltKey, saltIndex: 1), forHTTPHeaderField: "X-VERIFY")
        request.httpBody = Data(signed.call.body.utf8)
        return request
    }

    @Test(.timeLimit(.minutes(1)))
    func theLogExplainsNamesCollapsesAndSaysWhenItStops() async throws {
        let server = try ServeResumedLedgerTests.Server(["--state", ":memory:", "--pay-after", "never"])
        let banner = try await server.lines.line(0)
        #expect(try await server.lines.line(1).hasPrefix("Admin API:"))
        #expect(try await server.lines.line(2).hasPrefix("PhonePe v2 OAuth: POST "))
        // The banner's last line: a ledger in memory is never trimmed.
        #expect(try await server.lines.line(3).hasPrefix("The ledger in memory grows by about 1.4 KB a payment"))
        let url = try #require(banner.split(separator: " ").first { $0.hasPrefix("http://") }).description

        // Signed over the prefixed path, as a client whose base URL ends in /apis/pg-sandbox might.
        let (status, body) = try await ServeProcess.fetch(try Self.pay(url, id: "MT-LOG-1", signedOver: Self.prefix + PhonePeFlow.pgIntent.path))
        #expect(status == 401)
        let answer = try JSONParser.parse(body)
        #expect(answer["code"] == "AUTHORIZATION_FAILED")
        let message = try #require(answer["message"]?.stringValue)
        #expect(message.hasPrefix("X-VERIFY header is incorrect: the digest matches a hash over the path with the host's prefix"), "\(message)")
        let refused = try await server.lines.line(4)
        #expect(refused.contains(" POST \(Self.prefix)/pg/v1/pay 401 AUTHORIZATION_FAILED "), "\(refused)")
        #expect(refused.hasSuffix(" — " + message), "\(refused)")

        #expect(try await ServeProcess.fetch(try Self.pay(url, id: "MT-LOG-1", signedOver: PhonePeFlow.pgIntent.path)).0 == 200)
        #expect(try await server.lines.line(5).contains(" POST \(Self.prefix)/pg/v1/pay 200 PAYMENT_INITIATED "))

        // The phone's refresh: five identical reads, one line, then how many more once another call comes.
        let list = URLRequest(url: try #require(URL(string: url + "/_sim/transactions")))
        for _ in 0..<5 { #expect(try await ServeProcess.fetch(list).0 == 200) }
        #expect(try await ServeProcess.fetch(URLRequest(url: try #require(URL(string: url + "/_sim/transactions/MERCHANTUAT/MT-LOG-1")))).0 == 200)
        #expect(try await server.lines.line(6).contains(" GET /_sim/transactions 200 "))
        #expect(try await server.lines.line(7).hasSuffix(" GET /_sim/transactions 200: 4 more times, answered as above"))
        let one = try await server.lines.line(8)
        #expect(one.contains(" GET /_sim/transactions/MERCHANTUAT/MT-LOG-1 200 ") && one.hasSuffix("merchant=MERCHANTUAT payment=MT-LOG-1"), "\(one)")

        // A payload naming no merchant, badly signed: a bad signature (401), not an unknown merchant.
        var payload = try #require(ServerFixtures.payPayload(id: "MT-LOG-2").objectValue)
        payload["merchantId"] = nil
        let unsigned = SignedRequest(path: PhonePeFlow.pgIntent.path, payload: .object(payload), merchant: PhonePeMerchant())
        var anonymous = URLRequest(url: try #require(URL(string: url + PhonePeFlow.pgIntent.path)))
        anonymous.httpMethod = "POST"
        anonymous.setValue("application/json", forHTTPHeaderField: "Content-Type")
        anonymous.setValue(String(repeating: "0", count: 64) + "###1", forHTTPHeaderField: "X-VERIFY")
        anonymous.httpBody = Data(unsigned.call.body.utf8)
        let (anonymousStatus, anonymousBody) = try await ServeProcess.fetch(anonymous)
        #expect(anonymousStatus == 401)
        #expect(try JSONParser.parse(anonymousBody)["code"] == "AUTHORIZATION_FAILED")
        #expect(try await server.lines.line(9).contains(" POST /pg/v1/pay 401 AUTHORIZATION_FAILED "))

        #expect(try await server.stop())
        #expect(try await server.lines.line(10).hasSuffix("stopped on Ctrl-C or SIGTERM: requests in flight answered, ledger closed (in memory (lost when serve stops))"))
    }
}
