import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve --merchants FILE` as a process: every merchant in the banner, each answered
/// with its own salt, the admin API on the same port; a broken file refused with its lines.
@Suite struct ServeMerchantsProcessTests {
    static let file = """
        merchants:
          - merchantId: SHOP1
            saltKey: shop1-secret-salt-1111
          - merchantId: SHOP2
            saltKey: shop2-secret-salt-2222
            saltIndex: 2
            outcome: pending:3,success
            payAfter: never
        """

    @Test(.timeLimit(.minutes(1)))
    func serveListsEveryMerchantAndAnswersEach() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-merchants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("merchants.yaml").path
        try Self.file.write(toFile: path, atomically: true, encoding: .utf8)

        let server = try await ServeProcess(["--port", "0", "--state", ":memory:", "--merchants", path])
        // The merchant lines themselves are checked on ServeBanner; the first line carries the URL.
        #expect(server.banner.hasSuffix("for 2 merchants; ledger in memory (lost when serve stops)"), "\(server.banner)")
        #expect(!server.banner.contains("secret-salt"))

        let path2 = PhonePeFlow.pgIntent.statusPath(merchantId: "SHOP2", id: "MT1")
        let status = GatewayRequest(method: "GET", path: path2, headers: [
            HTTPHeader("X-VERIFY", Checksum.forStatus(path: path2, saltKey: "shop2-secret-salt-2222", saltIndex: 2)),
            HTTPHeader("X-MERCHANT-ID", "SHOP2"),
        ])
        let answer = try await server.send(status)
        #expect(answer.status == 200)
        #expect(answer.body["code"] == "TRANSACTION_NOT_FOUND")

        let listing = try await server.send(GatewayRequest(method: "GET", path: "/_sim/transactions?merchantId=SHOP1", headers: []))
        #expect(listing.status == 200)
        #expect(listing.body["total"] == 0)
        #expect(try await server.stop(SIGTERM))
    }

    @Test func aBrokenFileOrAFileWithKeyFlagsIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-merchants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("broken.yaml").path
        try "merchants:\n  - merchantId: M1\n    saltKey: \"\"\n".write(toFile: path, atomically: true, encoding: .utf8)

        let broken = try CLI.run(["serve", "--port", "0", "--merchants", path])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("error: \(path):3: \"saltKey\" must not be empty"), "\(broken.stderr)")
        #expect(broken.stdout.isEmpty)

        let both = try CLI.run(["serve", "--port", "0", "--merchants", path, "--salt-key", "k"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--merchants cannot be combined with --merchant-id, --salt-key or --salt-index"), "\(both.stderr)")

        let outcome = try CLI.run(["serve", "--port", "0", "--outcome", "pending:3"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--outcome:"), "\(outcome.stderr)")
    }
}
