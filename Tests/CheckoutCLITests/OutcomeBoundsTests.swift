import CheckoutCLI
import CheckoutGatewayCLI
import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// The outcome's bounds hold at every door: `run --outcome`, a merchants file, a scenario.
@Suite struct OutcomeBoundsTests {
    static let huge = Array(repeating: "pending:1000", count: 4900).joined(separator: ",") + ",success"
    static let eleven = Array(repeating: "pending:1", count: 11).joined(separator: ",") + ",success"

    @Test func runRefusesAHugeOutcomeAtOnce() throws {
        let result = try CLI.run(["run", "--flow", "pg-intent", "--outcome", Self.huge], timeLimit: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--outcome: is \(Self.huge.utf8.count) characters long; an outcome is at most 256"), "\(result.stderr.prefix(300))")
    }

    @Test func aMerchantsFileRefusesTooManySteps() {
        let text = "merchants:\n  - merchantId: M1\n    saltKey: k1\n    outcome: \(Self.eleven)\n"
        #expect(throws: (any Error).self) { try MerchantsFile.parse(text, file: "merchants.yaml") }
        do { _ = try MerchantsFile.parse(text, file: "merchants.yaml") } catch {
            #expect("\(error)".contains("has 11 steps before the final outcome; at most 10"), "\(error)")
        }
    }

    @Test func aScenarioRefusesTooManySteps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outcome-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bounds.yaml")
        try "name: bounds\nprofile: gpay-only\nflow: pg-intent\napp: GPAY\noutcome: \(Self.eleven)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["replay", file.path], timeLimit: .seconds(20))
        #expect(result.status != 0)
        #expect(result.stderr.contains("has 11 steps before the final outcome; at most 10") || result.stdout.contains("has 11 steps before the final outcome; at most 10"),
                "\(result.stdout)\(result.stderr)")
    }
}

/// `serve`'s command line takes what its merchants file and `verify` take, and no more.
@Suite struct ServeKeyOptionTests {
    @Test(arguments: [
        (["--merchant-id", "A/B"], "--merchant-id must not contain '/': it goes into the status check's URL path"),
        (["--merchant-id", "SHOP 1"], "--merchant-id must not contain a space"),
        (["--salt-index", "0"], "--salt-index: must be 1 or more (salt keys are numbered from 1), got 0"),
        (["--salt-index", "-1"], "--salt-index: must be 1 or more (salt keys are numbered from 1), got -1"),
    ])
    func aKeyTheGatewayCouldNotUseIsRefused(arguments: [String], message: String) throws {
        let result = try CLI.run(["serve", "--port", "0", "--state", ":memory:"] + arguments, timeLimit: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

/// `run --return callback` on a walk that cannot return by callback says so, rather than heading
/// the transcript "Return: callback" and then showing a manual return without a word.
@Suite struct ReturnOverrideTests {
    @Test func aCallbackAskedForButImpossibleIsSaid() throws {
        let result = try CLI.run(["run", "--profile", "gpay-only", "--flow", "pg-intent", "--app", "GPAY", "--return", "callback"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("== Return: manual =="))
        #expect(result.stdout.contains("a callback return was asked for, but this walk cannot give one, so the return is manual: Google Pay does not return by itself"), "\(result.stdout)")
        let json = try JSONParser.parse(try CLI.run(["run", "--profile", "gpay-only", "--flow", "pg-intent", "--app", "GPAY", "--return", "callback", "--format", "json"]).stdout)
        #expect(json["return"]?["reason"]?.stringValue?.hasPrefix("a callback return was asked for") == true, "\(json["return"] ?? .null)")
    }
}
