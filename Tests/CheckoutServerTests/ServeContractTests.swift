import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// schemathesis, from PyPI, against the built `serve` with `docs/openapi.yaml`: every phase
/// (examples, coverage, fuzzing, stateful through the document's links), every check. Any failure
/// fails the test, with schemathesis's report of it.
@Suite("serve's contract under schemathesis", .serialized, .enabled(if: Schemathesis.required || Schemathesis.isInstalled, Schemathesis.skipped))
struct ServeContractTests {
    @Test func schemathesisFindsNothingTheDocumentDoesNotSay() async throws {
        let tool = try Schemathesis.installed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let merchant = ServerFixtures.merchant
        try ContractHooks.python.write(to: folder.appendingPathComponent("contract_hooks.py"), atomically: true, encoding: .utf8)
        try ContractHooks.config.write(to: folder.appendingPathComponent("schemathesis.toml"), atomically: true, encoding: .utf8)
        try ContractHooks.merchants(saltKey: merchant.saltKey).write(to: folder.appendingPathComponent("merchants.yaml"), atomically: true, encoding: .utf8)

        // Payments wait for the user (the links act on them); --log off, as nothing reads stdout.
        let serve = try await ServeProcess(
            ["--port", "0", "--state", "ledger.sqlite", "--merchants", "merchants.yaml", "--pay-after", "3600", "--log", "off"], in: folder)
        defer { kill(serve.process.processIdentifier, SIGKILL) }
        let environment = [
            "SCHEMATHESIS_HOOKS": "contract_hooks", "PYTHONPATH": folder.path, "CHECKOUT_CONTRACT_URL": serve.url,
            "CHECKOUT_CONTRACT_MERCHANT": merchant.merchantId, "CHECKOUT_CONTRACT_SALT_KEY": merchant.saltKey,
            "CHECKOUT_CONTRACT_SALT_INDEX": String(merchant.saltIndex), "CHECKOUT_CONTRACT_FAULTS_MERCHANT": "FAULTLAB",
            "CHECKOUT_CONTRACT_CLIENT_ID": PhonePeOAuthClient.defaultClientId, "CHECKOUT_CONTRACT_CLIENT_SECRET": PhonePeOAuthClient.defaultClientSecret,
        ]
        let run = try ToolProcess.run(tool, [
            "--config-file", folder.appendingPathComponent("schemathesis.toml").path, "run",
            RepositoryPaths.root.appendingPathComponent("docs/openapi.yaml").path, "--url", serve.url,
            "--phases", "examples,coverage,fuzzing,stateful", "--checks", "all",
            "--max-examples", String(Schemathesis.maxExamples), "--seed", "1", "--request-timeout", "10",
        ], in: folder, environment: environment, timeLimit: Schemathesis.timeLimit)
        #expect(!run.timedOut, "schemathesis did not finish within \(Schemathesis.timeLimit) s")
        #expect(run.status == 0, "schemathesis reported failures (exit \(run.status)):\n\(run.output.suffix(12_000))")
        #expect(run.output.contains("✅ Stateful"), "the stateful phase ran:\n\(run.output.suffix(3000))")
        #expect(try await serve.stop(SIGTERM))
    }
}
