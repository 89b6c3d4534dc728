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

        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0", "--merchants", path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let lines = try await Self.lines(of: out.fileHandleForReading, process: process, until: "Admin API", seconds: 20)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0].hasSuffix("for 2 merchants:"))
        #expect(lines[1] == "  SHOP1 (salt key ••••1111, index 1; success, paid after 3 s)")
        #expect(lines[2] == "  SHOP2 (salt key ••••2222, index 2; pending:3,success, never paid on its own)")
        #expect(!lines.joined().contains("secret-salt"))
        let url = try #require(lines[0].split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })

        let path2 = FlowKind.pgIntent.statusPath(merchantId: "SHOP2", id: "MT1")
        var status = URLRequest(url: try #require(URL(string: url + path2)))
        status.setValue(Checksum.forStatus(path: path2, saltKey: "shop2-secret-salt-2222", saltIndex: 2), forHTTPHeaderField: "X-VERIFY")
        status.setValue("SHOP2", forHTTPHeaderField: "X-MERCHANT-ID")
        let (code, body) = try await ServeProcessTests.fetch(status)
        #expect(code == 200)
        #expect(body.contains("TRANSACTION_NOT_FOUND"))

        let (adminCode, adminBody) = try await ServeProcessTests.fetch(URLRequest(url: try #require(URL(string: url + "/_sim/transactions?merchantId=SHOP1"))))
        #expect(adminCode == 200)
        #expect(adminBody.contains(#""total":0"#))

        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
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

    /// Lines the process prints up to and including the first containing `marker`; the process is
    /// killed when `seconds` pass first.
    static func lines(of handle: FileHandle, process: Process, until marker: String, seconds: Double) async throws -> [String] {
        let reader = Task.detached { () -> String in
            var text = ""
            while !text.contains(marker) || !text.hasSuffix("\n") {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }
        let watchdog = Task.detached {
            try await Task.sleep(for: .seconds(seconds))
            kill(process.processIdentifier, SIGKILL)
        }
        let text = await reader.value
        watchdog.cancel()
        guard text.contains(marker) else { throw ServeDidNotStart() }
        return text.split(separator: "\n").map(String.init)
    }
}
