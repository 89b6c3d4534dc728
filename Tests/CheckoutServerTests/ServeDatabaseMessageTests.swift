import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve --database` refusals at start: one sentence naming `--database`, the server (never the
/// password) and what to do, never NIO's or PostgresNIO's raw errors.
@Suite struct ServeDatabaseMessageTests {
    @Test(.timeLimit(.minutes(1)))
    func aPortOutOfRangeIsRefusedBeforeConnecting() async throws {
        let refusal = try await ServeProcess.refusal(["--database", "postgres://team:secret@127.0.0.1:99999/db"])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--database: not a PostgreSQL URL: the port 99999 is not between 1 and 65535"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("34463") && !refusal.stderr.contains("secret"))
    }

    @Test(.timeLimit(.minutes(1)))
    func nothingListeningIsSaidPlainly() async throws {
        let port = try RefusingPort()
        let refusal = try await ServeProcess.refusal(["--database", "postgres://team:secret@127.0.0.1:\(port.port)/db?sslmode=disable"])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains(
            "--database: cannot use the database postgres://team@127.0.0.1:\(port.port)/db: nothing listens at 127.0.0.1:\(port.port) "
                + "(connection refused); start PostgreSQL there, or correct the host and port in the URL"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("SingleConnectionFailure") && !refusal.stderr.contains("errno"))
        #expect(!refusal.stderr.contains("secret"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aServerWithoutTLSIsSaidPlainly() async throws {
        let server = try await NoTLSServer()
        let port = server.port
        let refusal = try await ServeProcess.refusal(["--database", "postgres://team:secret@127.0.0.1:\(port)/db?sslmode=require"])
        await server.close()
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains(
            "--database: cannot use the database postgres://team@127.0.0.1:\(port)/db: the server at 127.0.0.1:\(port) "
                + "does not offer TLS, which sslmode=require needs; add ?sslmode=disable to the URL"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("sslUnsupported"))
    }

    @Test(.timeLimit(.minutes(1)))
    func anUnknownHostIsSaidPlainly() async throws {
        let refusal = try await ServeProcess.refusal(["--database", "postgres://team@no-such-host.invalid/db"])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--database: cannot use the database postgres://team@no-such-host.invalid:5432/db: "
            + "the host name no-such-host.invalid does not resolve; check the host in the URL"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("SocketAddressError"))
    }

    @Test(.timeLimit(.minutes(1)), .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func aWrongPasswordSaysWhatToCheck() async throws {
        let url = try #require(TestPostgres.url)
        let text = "postgres://\(url.user):not-the-password@\(url.host):\(url.port)/\(url.database)"
        let refusal = try await ServeProcess.refusal(["--database", text])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--database: cannot use the database \(url.redacted): password authentication failed for user \"\(url.user)\"; "
            + "check the user and password in the URL (or PGPASSWORD)"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("not-the-password"))
    }
}
