import CheckoutTestSupport
import Foundation
import Testing

/// docs/serve.md's v2 shell sequence, run as written (only the port is the test server's) against
/// a fresh `serve`: a merchant who pastes it sees the order pending, then completed, and the refund
/// completed.
@Suite(.serialized) struct ServeDocsShellTests {
    /// The `sh` block under `heading`.
    static func block(under heading: String) throws -> String {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/serve.md"), encoding: .utf8)
        let section = try #require(text.range(of: heading + "\n")).upperBound
        let open = try #require(text.range(of: "```sh\n", range: section..<text.endIndex)).upperBound
        let close = try #require(text.range(of: "```\n", range: open..<text.endIndex)).lowerBound
        return String(text[open..<close])
    }

    @Test func theV2SequenceRunsAsPasted() async throws {
        let script = try Self.block(under: "### A v2 sequence from the shell")
        #expect(script.contains("http://127.0.0.1:8080/apis/pg-sandbox"))
        let serve = try await ServeProcess(["--port", "0", "--state", ":memory:", "--log", "off", "--webhook-url", "http://127.0.0.1:9/hook"])
        defer { kill(serve.process.processIdentifier, SIGKILL) }
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-euo", "pipefail", "-c", script.replacingOccurrences(of: "http://127.0.0.1:8080", with: serve.url)],
            in: nil, environment: [:])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(run.output)")
        guard lines.count == 5 else { return }
        #expect(lines[0].contains(#""state":"PENDING""#) && lines[0].contains(#""redirectUrl":""#))
        #expect(lines[1].contains(#""state":"PENDING""#) && lines[1].contains(#""paymentDetails":[]"#))
        #expect(lines[2].contains(#""state":"COMPLETED""#) && lines[2].contains(#""utr":""#))
        #expect(lines[3].contains(#""state":"PENDING""#) && lines[3].contains(#""refundId":"OMR"#))
        #expect(lines[4].contains(#""state":"COMPLETED""#))
        #expect(try await serve.stop(SIGTERM))
    }
}
