import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `serve` on a ledger that already holds payments says so on start: how many payments it answers
/// for again and how many callbacks it is about to deliver, in the text banner and in `--log json`'s
/// serving line. A new ledger adds no line.
@Suite struct ServeResumedLedgerTests {
    /// A serve process on `arguments`, its stdout read line by line.
    final class Server {
        let process = Process()
        let lines: ServeLogProcessTests.Lines

        init(_ arguments: [String]) throws {
            process.executableURL = CLI.executable
            process.arguments = ["serve", "--port", "0"] + arguments
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            lines = ServeLogProcessTests.Lines(out.fileHandleForReading)
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        func stop() async throws -> Bool {
            kill(process.processIdentifier, SIGTERM)
            return try await ServeProcess.waitForExit(process, seconds: 15)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aResumedLedgerIsCountedOnStart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-resumed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("ledger.sqlite").path
        // Paid payments answer PAYMENT_PENDING for 30 s before their callback falls due: owed, not yet tried.
        let flags = ["--state", state, "--pay-after", "never", "--outcome", "pending:10,success"]

        let first = try Server(flags)
        let banner = try await first.lines.line(0)
        #expect(try await first.lines.line(1).hasPrefix("Admin API:"), "a new ledger resumes nothing")
        let url = try #require(banner.split(separator: " ").first { $0.hasPrefix("http://") }).description
        for id in ["MT-OLD-1", "MT-OLD-2"] {
            var request = URLRequest(url: try #require(URL(string: url + PhonePeFlow.pgIntent.path)))
            let signed = SignedRequest(path: PhonePeFlow.pgIntent.path, payload: ServerFixtures.payPayload(id: id), merchant: PhonePeMerchant())
            request.httpMethod = "POST"
            for header in signed.call.headers { request.setValue(header.value, forHTTPHeaderField: header.name) }
            request.httpBody = Data(signed.call.body.utf8)
            #expect(try await ServeProcess.fetch(request).0 == 200)
        }
        // One is paid: its callback is owed.
        var act = URLRequest(url: try #require(URL(string: url + "/_sim/transactions/MERCHANTUAT/MT-OLD-1/act")))
        act.httpMethod = "POST"
        act.setValue("application/json", forHTTPHeaderField: "Content-Type")
        act.httpBody = Data(#"{"action":"pay"}"#.utf8)
        #expect(try await ServeProcess.fetch(act).0 == 200)
        #expect(try await first.stop())

        let second = try Server(flags)
        _ = try await second.lines.line(0)
        #expect(try await second.lines.line(1)
            == "Resumed 2 payments from the ledger, 1 callback owed, delivered from now on to the callback URLs they name; --state :memory: or a new file starts afresh")
        #expect(try await second.stop())

        let json = try Server(flags + ["--log", "json"])
        let serving = try JSONParser.parse(try await json.lines.line(0))
        #expect(serving["resumed"]?["payments"] == 2)
        #expect(serving["resumed"]?["owedCallbacks"] == 1)
        #expect(try await json.stop())
    }

    @Test(.timeLimit(.minutes(1)))
    func v2OrdersAreCountedAmongTheResumedPayments() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-resumed-v2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = ["--state", folder.appendingPathComponent("ledger.sqlite").path, "--pay-after", "never"]

        let first = try Server(flags)
        let url = try #require(try await first.lines.line(0).split(separator: " ").first { $0.hasPrefix("http://") }).description
        var tokenRequest = URLRequest(url: try #require(URL(string: url + "/v1/oauth/token")))
        tokenRequest.httpMethod = "POST"
        tokenRequest.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        tokenRequest.httpBody = Data("client_id=\(PhonePeOAuthClient.defaultClientId)&client_version=1&client_secret=\(PhonePeOAuthClient.defaultClientSecret)&grant_type=client_credentials".utf8)
        let token = try #require(try JSONParser.parse(try await ServeProcess.fetch(tokenRequest).1)["access_token"]?.stringValue)
        var pay = URLRequest(url: try #require(URL(string: url + "/checkout/v2/pay")))
        pay.httpMethod = "POST"
        pay.setValue("application/json", forHTTPHeaderField: "Content-Type")
        pay.setValue("O-Bearer " + token, forHTTPHeaderField: "Authorization")
        pay.httpBody = Data(#"{"merchantOrderId":"ORDER-OLD-1","amount":10000,"paymentFlow":{"type":"PG_CHECKOUT"}}"#.utf8)
        #expect(try await ServeProcess.fetch(pay).0 == 200)
        #expect(try await first.stop())

        let second = try Server(flags)
        _ = try await second.lines.line(0)
        #expect(try await second.lines.line(1)
            == "Resumed 1 payment (a PhonePe v2 order or refund) from the ledger, no callback owed; --state :memory: or a new file starts afresh")
        #expect(try await second.stop())
    }
}
