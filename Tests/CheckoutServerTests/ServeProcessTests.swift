import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkout-sim serve` as a process: it prints where it listens, answers, and stops cleanly on SIGTERM.
@Suite struct ServeProcessTests {
    @Test(.timeLimit(.minutes(1)))
    func serveAnswersAndStopsOnSIGTERM() async throws {
        let server = try await ServeProcess(["--port", "0", "--salt-key", "a-secret-salt-key-1234", "--state", ":memory:"])
        #expect(server.banner.contains("MERCHANTUAT"))
        #expect(server.banner.contains("••••1234"))
        #expect(!server.banner.contains("a-secret-salt-key"))
        #expect(server.banner.hasSuffix("ledger in memory (lost when serve stops)"))
        #expect(server.url.hasPrefix("http://127.0.0.1:"))
        #expect(!server.url.hasSuffix(":0"))

        let path = PhonePeFlow.pgIntent.statusPath(merchantId: "MERCHANTUAT", id: "MT1")
        var request = URLRequest(url: try #require(URL(string: server.url + path)))
        request.setValue(Checksum.forStatus(path: path, saltKey: "a-secret-salt-key-1234", saltIndex: 1), forHTTPHeaderField: "X-VERIFY")
        request.setValue("MERCHANTUAT", forHTTPHeaderField: "X-MERCHANT-ID")
        let (status, body) = try await ServeProcess.fetch(request)
        #expect(status == 200)
        #expect(body.contains("TRANSACTION_NOT_FOUND"))

        let stopped = try await server.stop(SIGTERM)
        #expect(stopped)
        if stopped {
            #expect(server.process.terminationReason == .exit)
            #expect(server.process.terminationStatus == 0)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aPortInUseOrAnUnknownHostIsSaidPlainly() async throws {
        let first = try await ServeProcess(["--port", "0", "--state", ":memory:"])
        let port = try #require(first.url.split(separator: ":").last.map(String.init))
        let taken = try await ServeProcess.refusal(["--port", port, "--state", ":memory:"])
        #expect(taken.status != 0)
        #expect(taken.stderr.contains("--port: 127.0.0.1:\(port) is already in use"), "\(taken.stderr)")
        #expect(try await first.stop(SIGTERM))
        let host = try await ServeProcess.refusal(["--host", "256.1.1.1", "--state", ":memory:"])
        #expect(host.stderr.contains("--host: 256.1.1.1 is neither an IP address nor a name"), "\(host.stderr)")
    }
}
