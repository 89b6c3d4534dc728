import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve --database`: two processes on one PostgreSQL ledger answer for each other's payments, and
/// the password is never printed.
@Suite struct ServeDatabaseTests {
    @Test(.timeLimit(.minutes(1)))
    func stateAndDatabaseTogetherAreRefused() async throws {
        let refusal = try await ServeProcess.refusal(["--state", ":memory:", "--database", "postgres://team:secret@127.0.0.1/db"])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state and --database cannot be used together"))
        #expect(!refusal.stderr.contains("secret"))
    }

    @Test(.timeLimit(.minutes(1)), .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func twoServersShareOneDatabase() async throws {
        let url = try #require(TestPostgres.url)
        let text = try #require(TestPostgres.text)
        let arguments = ["--port", "0", "--database", text, "--pay-after", "never"]
        let one = try await ServeProcess(arguments)
        let other = try await ServeProcess(arguments)
        for server in [one, other] {
            #expect(server.banner.hasSuffix("ledger \(url.redacted)"))
            #expect(!server.banner.contains(url.password ?? "no password"))
        }
        // The database outlives test runs: an id of this run's own.
        let id = "MT-PG-" + UUID().uuidString.prefix(8)
        let paid = try await one.send(GatewayRequest(ServerFixtures.pay(id: id)))
        #expect(paid.body["code"] == "PAYMENT_INITIATED")
        let path = ServerFixtures.statusPath(id: id)
        let status = try await other.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
        #expect(status.body["code"] == "PAYMENT_PENDING")
        #expect(status.body["data"]?["merchantTransactionId"] == .string(id))
        // Paid on one, refused as a reuse on the other: one ledger, never charged twice.
        #expect(try await other.send(GatewayRequest(ServerFixtures.pay(id: id))).body["code"] == "INVALID_TRANSACTION_ID")
        #expect(try await one.stop(SIGTERM))
        #expect(try await other.stop(SIGTERM))
        #expect(one.process.terminationStatus == 0)
    }
}
