import CheckoutTestSupport
import Foundation
import Testing

/// `replay` refuses matrices too big to walk, walks each profile once however many globs name it, and
/// fails a scenario that makes no case.
@Suite("replay: matrix limits")
struct ReplayMatrixLimitTests {
    /// Long enough for a slow, shared machine; building a matrix past the limit takes minutes and gigabytes.
    static let timeLimit = Duration.seconds(60)
    static let narrow = "name fewer profiles, apps or amounts, or split it into scenarios replayed separately"

    private func scenarioFile(_ text: String) throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("matrix.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.path)
    }

    /// Three profiles × three apps × `count` amounts.
    static func matrix(name: String, amounts count: Int) -> String {
        "name: \(name)\nflow: open-intent\nprofiles: [gpay-only, no-upi-app, iphone15-all-upi]\napp: [GPAY, PAYTM, PHONEPE]\n"
            + "amounts: [" + (1...count).map(String.init).joined(separator: ", ") + "]\n"
    }

    @Test func aMatrixPastTheLimitIsRefusedBeforeAnyCaseIsBuilt() throws {
        let (folder, path) = try scenarioFile(Self.matrix(name: "huge", amounts: 12_000))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["replay", path, "--filter", "matches-nothing"], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout == "FAIL \(path):1: scenario \"huge\" makes 108000 cases, more than the limit of 100000 per replay; \(Self.narrow)\n0 passed, 1 failed\n")
    }

    @Test func theLimitCountsEveryScenarioOfTheRun() throws {
        let entries = ["  - name: first", "  - name: second"].joined(separator: "\n")
        let text = Self.matrix(name: "defaults", amounts: 7_000).replacing("name: defaults\n", with: "") + "scenarios:\n" + entries + "\n"
        let (folder, path) = try scenarioFile(text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["replay", path, "--filter", "matches-nothing"], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(
            "FAIL \(path):7: scenario \"second\" makes 63000 cases, which with the 63000 before it pass the limit of 100000 per replay; \(Self.narrow)\n"),
            "\(result.stdout)")
        #expect(result.stderr == "error: no case name contains \"matches-nothing\"\n")
    }

    @Test func overlappingGlobsWalkAProfileOnce() throws {
        let (folder, path) = try scenarioFile("name: once\nflow: open-intent\nprofiles: [gpay-only, \"gpay-*\", \"*-only\"]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["replay", path, "--filter", "gpay-only"])
        #expect(result.status == 0, "\(result.stdout)")
        // "*-only" also names Android phones (android14-bhim-cred-only…): a matrix mixing platforms names each case's.
        #expect(result.stdout == "PASS once · gpay-only · iOS 17.2 · open-intent\n1 passed, 0 failed\n")
    }

    @Test func aCitconScenarioThatMakesNoCaseFails() throws {
        let (folder, path) = try scenarioFile("name: wallets\nflow: citcon\nprofile: gpay-only\nmethod: each-usable\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["replay", path])
        #expect(result.status == 1)
        #expect(result.stdout == "FAIL \(path):1: scenario \"wallets\" makes no case: \"method: each-usable\" finds no usable Citcon method on gpay-only; "
            + "name the methods to walk (methods: [alipay, wechatpay]) or use a profile with a Citcon wallet (citcon-all-wallets)\n0 passed, 1 failed\n")
    }
}
