import CheckoutTestSupport
import Foundation
import Testing

/// PhonePe's own Python SDK, from PyPI, changed only in its base URLs, against the built `serve`:
/// its client's constructor gets a token, and a wrong secret makes it raise its own error.
@Suite("serve under PhonePe's Python SDK", .serialized, .enabled(if: PhonePeSDK.named != nil, PhonePeSDK.skipped))
struct PhonePeSDKTests {
    @Test func theSDKsClientGetsATokenAndAWrongSecretRaises() async throws {
        let python = try PhonePeSDK.installed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("sdk_client.py")
        try PhonePeSDK.script.write(to: script, atomically: true, encoding: .utf8)
        let serve = try await ServeProcess(
            ["--port", "0", "--state", ":memory:", "--log", "off", "--client-id", "SDKCLIENT", "--client-secret", "sdk-secret-7e1d"])
        defer { kill(serve.process.processIdentifier, SIGKILL) }

        let right = try ToolProcess.run(python, [script.path, serve.url, "SDKCLIENT", "sdk-secret-7e1d"], in: folder, environment: [:])
        #expect(right.status == 0, "\(right.output)")
        #expect(right.output.contains("token O-Bearer "), "\(right.output)")

        let wrong = try ToolProcess.run(python, [script.path, serve.url, "SDKCLIENT", "not-the-secret"], in: folder, environment: [:])
        #expect(wrong.status == 0, "\(wrong.output)")
        #expect(wrong.output.contains("refused 401 OIM000"), "the SDK raises UnauthorizedAccess with PhonePe's errorCode: \(wrong.output)")
        #expect(try await serve.stop(SIGTERM))
    }
}
