import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// Input that used to be accepted silently or answered with a message that did not say what to do.
@Suite("Clear answers to unclear input")
struct UnclearAnswerTests {
    private static let runSample = ["run", "--flow", "open-intent", "--format", "json"]

    @Test(arguments: ["a/b", "a#b", "a b", "a\nb", "a?b", "a%2Fb"])
    func anIdThatWouldBreakTheStatusPathIsRefused(id: String) throws {
        let result = try CLI.run(["run", "--flow", "pg-intent", "--transaction-id", id])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.contains("error: merchantTransactionId: must not contain"), "\(result.stderr)")
        #expect(result.stderr.contains("it goes into the status check's URL path"))
        let merchant = try CLI.run(["run", "--flow", "open-intent", "--merchant-id", "M/" + id])
        #expect(merchant.status == 1)
        #expect(merchant.stderr.contains("error: merchantId: must not contain '/'"), "\(merchant.stderr)")
    }

    @Test func decodeNamesAnIdThatWouldBreakTheStatusPath() throws {
        let payload = #"{"merchantId":"MERCHANTUAT","merchantTransactionId":"MT 1#2","merchantUserId":"U1","amount":100}"#
        let result = try CLI.run(["decode", Base64.encode(Array(payload.utf8)), "--path", "/pg/v1/pay"])
        #expect(!result.stdout.contains("error: merchantTransactionId"), "a warning: the documents give no character rule")
        #expect(result.stdout.contains("warning: merchantTransactionId: must not contain a space: it goes into the status check's URL path"), "\(result.stdout)")
    }

    @Test func aNegativeAmountIsReportedAsTheRuleItBreaks() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--amount", "-1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: amount: must be a positive whole number of paise (100 = ₹1.00), got -1"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test func verifyRefusesWhatItCannotCheck() throws {
        let base = ["verify", "--x-verify", "abc###1"]
        let index = try CLI.run(base + ["--path", "/pg/v1/status/M/T", "--salt-index", "0"])
        #expect(index.status == 64)
        #expect(index.stderr.contains("--salt-index: must be 1 or more (salt keys are numbered from 1), got 0"), "\(index.stderr)")
        let bad = try CLI.run(base + ["--path", "/v4/debit", "--base64", "!!!"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--base64: \"!!!\" is not valid base64"), "\(bad.stderr)")
        let nothing = try CLI.run(base)
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("nothing to check the X-VERIFY against: give --path for a status check"), "\(nothing.stderr)")
        let noBody = try CLI.run(base + ["--path", "/v4/debit"])
        #expect(noBody.status == 64)
        #expect(noBody.stderr.contains("--path /v4/debit is not a status check"), "\(noBody.stderr)")
        let noPath = try CLI.run(base + ["--body", #"{"request":"eyJhIjoxfQ=="}"#])
        #expect(noPath.status == 64)
        #expect(noPath.stderr.contains("a request checksum covers the path: give --path (e.g. /v4/debit)"), "\(noPath.stderr)")
    }

    @Test func decodeReadsBase64WrappedAt76Columns() throws {
        let run = try JSONParser.parse(try CLI.run(Self.runSample).stdout)
        let base64 = try #require(run["request"]?["base64"]?.stringValue)
        #expect(base64.count > 76, "the sample must be long enough to wrap")
        var wrapped = ""
        var rest = Substring(base64)
        while !rest.isEmpty { wrapped += rest.prefix(76) + "\n"; rest = rest.dropFirst(76) }
        let result = try CLI.run(["decode", "--path", "/v4/debit"], stdin: wrapped)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\"merchantId\""))
    }

    @Test func decodeOfPaddingAloneOrNothingSaysSo() throws {
        let padding = try CLI.run(["decode", "===="])
        #expect(padding.status == 1)
        #expect(padding.stdout == "error: not valid base64 (standard alphabet A–Z a–z 0–9 + /, in groups of four, the last padded with at most two =)\n",
            "\(padding.stdout)")
        let empty = try CLI.run(["decode", "--path", "/v4/debit"], stdin: "\n")
        #expect(empty.status == 1)
        #expect(empty.stdout.contains("error: nothing to decode: give the payload's base64 (or its envelope) as an argument or on standard input"), "\(empty.stdout)")
    }

    @Test func profilesValidateTakesANameAsRunDoes() throws {
        let byName = try CLI.run(["profiles", "validate", "gpay-only"])
        #expect(byName.status == 0, "\(byName.stdout)")
        #expect(byName.stdout.hasPrefix("ok       \(RepositoryPaths.profiles.appendingPathComponent("gpay-only.json").path) ("), "\(byName.stdout)")
        let unknown = try CLI.run(["profiles", "validate", "no-such-profile"])
        #expect(unknown.status == 1)
        #expect(unknown.stdout.contains("  - no-such-profile: no such profile file or name; shipped profiles: "), "\(unknown.stdout)")
        #expect(!unknown.stdout.contains("cannot be read"))
    }

    @Test func anEmptyProfilesFolderIsNamedInsteadOfAskingToSetIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try CLI.run(["profiles", "list"], environment: ["CHECKOUT_SIM_PROFILES": folder.path])
        #expect(list.status == 1)
        #expect(list.stderr == "error: CHECKOUT_SIM_PROFILES is \"\(folder.path)\", which holds no profile files (.json, .yaml, .yml): point it at a folder of profiles\n",
            "\(list.stderr)")
        let run = try CLI.run(["run", "--profile", "gpay-only", "--flow", "open-intent"], environment: ["CHECKOUT_SIM_PROFILES": folder.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("which holds no profile files"), "\(run.stderr)")
        #expect(!run.stderr.contains("set CHECKOUT_SIM_PROFILES"))
    }
}
