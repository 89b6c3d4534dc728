import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// Every flow on every shipped profile, plus scenarios that exercise the rest of the walk, compared
/// byte for byte with reviewed transcripts in `Golden/`. Set CHECKOUT_SIM_RECORD_GOLDEN=1 to
/// re-record them, then review the diff before committing.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let everyFlowOnEveryProfile: [Case] = ShippedProfileFiles.names.flatMap { profile in
        PhonePeFlow.allCases.map { flow in
            Case(name: "\(flow.rawValue)--\(profile)", arguments: ["--profile", profile, "--flow", flow.rawValue])
        }
    }

    static let scenarios: [Case] = [
        Case(name: "scenario-open-intent-phonepe-pending-then-success", arguments: ["--flow", "open-intent", "--app", "PHONEPE", "--outcome", "pending:3,success"]),
        Case(name: "scenario-pg-intent-gpay-server-errors-then-failure", arguments: ["--flow", "pg-intent", "--app", "GPAY", "--outcome", "server-error:2,pending:1,failure"]),
        Case(name: "scenario-phonepe-intent-abandon-late-success-refund", arguments: ["--flow", "phonepe-intent", "--return", "abandon", "--outcome", "pending:45,success"]),
        Case(name: "scenario-phonepe-intent-wrong-checksum", arguments: ["--flow", "phonepe-intent", "--outcome", "error:AUTHORIZATION_FAILED"]),
        Case(name: "scenario-mandate-penny-drop-declined", arguments: ["--flow", "mandate", "--auth-workflow", "PENNY_DROP", "--outcome", "declined"]),
        Case(name: "scenario-mandate-subscription-expired", arguments: ["--flow", "mandate", "--outcome", "error:SUBSCRIPTION_EXPIRED"]),
        Case(name: "scenario-open-intent-server-error-on-pay", arguments: ["--flow", "open-intent", "--app", "PHONEPE", "--outcome", "error:INTERNAL_SERVER_ERROR"]),
        Case(name: "scenario-mandate-long-auth-request-id", arguments: ["--flow", "mandate", "--transaction-id", "AUTH-2026-01-17-SUBSCRIPTION-RENEWAL-000042"]),
        Case(name: "scenario-sdk-debit-abandon-timeout", arguments: ["--flow", "sdk-debit", "--return", "abandon", "--outcome", "pending:2,timeout"]),
        Case(name: "scenario-open-intent-forced-manual", arguments: ["--flow", "open-intent", "--app", "PHONEPE", "--return", "manual", "--transaction-id", "ORDER-2026-0001", "--amount", "123456"]),
        Case(name: "scenario-phonepe-intent-user-declines", arguments: ["--flow", "phonepe-intent", "--user-action", "decline"]),
        Case(name: "scenario-pg-intent-gpay-user-leaves-pending", arguments: ["--flow", "pg-intent", "--app", "GPAY", "--user-action", "leave-pending"]),
        Case(name: "scenario-pg-intent-own-merchant", arguments: ["--profile", "mid-custom-merchant", "--flow", "pg-intent", "--app", "PAYTM", "--merchant-id", "SHOPUAT02", "--salt-key", "a1b2c3d4-0000-4000-8000-000000000000", "--salt-index", "3", "--seed", "7"]),
    ]

    static let golden = GoldenFolder("Tests/CheckoutCLITests/Golden", recordSwitch: "CHECKOUT_SIM_RECORD_GOLDEN")

    @Test(arguments: everyFlowOnEveryProfile + scenarios + androidScenarios + citconCases + phonePeV2Cases)
    func transcriptMatchesGolden(_ golden: Case) throws {
        for format in ["text", "json"] {
            let result = try CLI.run(["run"] + golden.arguments + ["--format", format])
            // stderr and the exit code are part of the transcript: a refused request must say why.
            let actual = result.stdout + "--- stderr (exit \(result.status)) ---\n" + result.stderr
            try Self.golden.check(actual, against: "\(golden.name).\(format == "text" ? "txt" : "json")")
        }
    }

    @Test func everyShippedProfileIsCovered() {
        #expect(ShippedProfileFiles.names.count >= 10)
        #expect(ShippedProfileFiles.names(on: .android).count >= 6)
        #expect(Self.everyFlowOnEveryProfile.count == ShippedProfileFiles.names.count * PhonePeFlow.allCases.count)
    }
}
