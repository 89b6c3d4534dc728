import CheckoutTestSupport
import Foundation
import Testing

/// A kilobyte of nested aliases stands for 9⁹ nodes: every command that reads outside YAML refuses it at
/// once, naming the lines of its anchors, instead of expanding it until memory runs out.
@Suite("YAML alias bombs")
struct YAMLAliasBombTests {
    /// Long enough for a slow, shared machine to start the binary; an expanding bomb takes minutes and gigabytes.
    static let timeLimit = Duration.seconds(60)
    static let profileRule = "YAML anchors and aliases (&name, *name) are not allowed in a profile; write each value out in full"

    /// Nine levels, `l0` to `l8`, on consecutive lines, each a list of nine aliases of the level before.
    static func bomb(indent: String = "") -> String {
        var lines = ["\(indent)l0: &l0 [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
        for level in 1..<9 {
            lines.append("\(indent)l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-bomb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func profilesValidateRefusesTheAnchors() throws {
        let folder = try folder(["bomb.yaml": Self.bomb()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bomb.yaml").path
        let result = try CLI.run(["profiles", "validate", path], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains("invalid  \(path)\n  - \(path): line 1: \(Self.profileRule)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("  - \(path): line 9: \(Self.profileRule)\n"), "\(result.stdout)")
    }

    @Test func profilesListMarksTheBombInvalid() throws {
        let folder = try folder(["bomb.yaml": Self.bomb()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["profiles", "list"], environment: ["CHECKOUT_SIM_PROFILES": folder.path], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("bomb ") }
        #expect(row?.hasSuffix("INVALID (checkout-sim profiles validate \(folder.appendingPathComponent("bomb.yaml").path))") == true, "\(result.stdout)")
    }

    @Test func aScenarioExpectationRefusesTheAnchors() throws {
        let scenario = "flow: open-intent\nprofile: iphone15-all-upi\nexpect:\n" + Self.bomb(indent: "  ")
        let folder = try folder(["bomb.yaml": scenario])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bomb.yaml").path
        let result = try CLI.run(["replay", path], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        let rule = "YAML anchors and aliases (&name, *name) are not allowed in a scenario file; write each value out in full, "
            + "or put shared keys at the top level as defaults of \"scenarios:\""
        #expect(result.stdout.hasPrefix("FAIL \(path):4: \(rule)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL \(path):12: \(rule)\n"), "\(result.stdout)")
    }
}

extension YAMLAliasBombTests {
    /// A bomb used as a mapping key is hashed while the YAML is composed, before any tree is walked.
    @Test func aBombUsedAsAKeyIsRefusedToo() throws {
        let folder = try folder(["bomb.yaml": Self.bomb() + "? *l8\n: x\n*l7 : y\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bomb.yaml").path
        let result = try CLI.run(["profiles", "validate", path], timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains("  - \(path): line 9: \(Self.profileRule)\n"), "\(result.stdout)")
    }
}
