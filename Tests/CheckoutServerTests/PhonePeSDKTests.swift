import CheckoutCore
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

    /// The Done-when sequence of issue 24, through the SDK alone: pay, status pending then COMPLETED,
    /// refund and its status, a Custom Checkout intent, an SDK order, a reused id refused; then the
    /// webhooks serve sent, which the SDK's `validate_callback` accepts with the right password and
    /// rejects with a wrong one.
    @Test func theSDKRunsTheWholeV2SequenceAndAcceptsTheWebhooks() async throws {
        let python = try PhonePeSDK.installed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sequence = folder.appendingPathComponent("sdk_sequence.py")
        let check = folder.appendingPathComponent("sdk_webhook.py")
        try PhonePeSDK.sequence.write(to: sequence, atomically: true, encoding: .utf8)
        try PhonePeSDK.webhookCheck.write(to: check, atomically: true, encoding: .utf8)
        let listener = CallbackListener(answers: [200])
        try await listener.serve { hook in
            let serve = try await ServeProcess([
                "--port", "0", "--state", ":memory:", "--log", "off", "--pay-after", "1",
                "--client-id", "SDKCLIENT", "--client-secret", "sdk-secret-7e1d",
                "--webhook-url", hook, "--webhook-username", "hookuser", "--webhook-password", "hook-pass-3",
            ])
            defer { kill(serve.process.processIdentifier, SIGKILL) }
            let run = try ToolProcess.run(python, [sequence.path, serve.url, "SDKCLIENT", "sdk-secret-7e1d"], in: folder, environment: [:])
            #expect(run.status == 0, "\(run.output)")
            let lines = run.output.split(separator: "\n").map(String.init)
            for expected in [
                "pay PENDING OMO v2", "status PENDING", "paid COMPLETED COMPLETED True", "transaction COMPLETED",
                "refund PENDING 4000", "refund-status COMPLETED True", "sdk-order PENDING True", "intent PENDING ppe://pay True", "custom-sdk-order PENDING True",
                "reused refused 400 BAD_REQUEST merchantOrderId",
            ] {
                #expect(lines.contains(expected), "\(expected) is missing from the SDK's run:\n\(run.output)")
            }
            let orderId = try #require(lines.first { $0.hasPrefix("order ") }).dropFirst("order ".count)
            // The completed order's webhook, once delivered.
            let isCompleted = { (request: GatewayRequest) in
                request.body.contains("\"checkout.order.completed\"") && request.body.contains(String(orderId))
            }
            try await eventually("the order's webhook", within: .seconds(15)) { listener.requests.contains(where: isCompleted) }
            let completed = try #require(listener.requests.first(where: isCompleted))
            let header = try #require(completed.headers["Authorization"])
            let right = try ToolProcess.run(python, [
                check.path, serve.url, "SDKCLIENT", "sdk-secret-7e1d", header, completed.body, "hookuser", "hook-pass-3",
            ], in: folder, environment: [:])
            #expect(right.output.contains("valid checkout.order.completed CHECKOUT_ORDER_COMPLETED COMPLETED \(orderId)"), "\(right.output)")
            let wrong = try ToolProcess.run(python, [
                check.path, serve.url, "SDKCLIENT", "sdk-secret-7e1d", header, completed.body, "hookuser", "not-the-password",
            ], in: folder, environment: [:])
            #expect(wrong.output.contains("invalid 417"), "the SDK rejects a webhook under another password: \(wrong.output)")
            let isRefunded = { (request: GatewayRequest) in request.body.contains("\"pg.refund.completed\"") }
            try await eventually("the refund's webhook", within: .seconds(15)) { listener.requests.contains(where: isRefunded) }
            let refunded = try #require(listener.requests.first(where: isRefunded))
            #expect(refunded.headers["Authorization"] == header)
            #expect(try await serve.stop(SIGTERM))
        }
    }
}
