import CheckoutTestSupport
import Foundation
import Testing

/// Files that used to be refused for the wrong reason or read wrongly without a word.
@Suite("Clear answers to unclear files")
struct UnclearFileTests {
    /// A fresh folder holding `files`, removed by the caller's `defer`.
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unclear-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static let profileText = try! String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("mid-custom-merchant.yaml"), encoding: .utf8)
    private static let scenario = Array("profile: gpay-only\nflow: open-intent\nexpect:\n  result: PAYMENT_SUCCESS\n".utf8)

    @Test func aScenarioWithAByteOrderMarkIsRead() throws {
        let folder = try Self.folder(["bom.yaml": [0xEF, 0xBB, 0xBF] + Self.scenario])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["replay", folder.appendingPathComponent("bom.yaml").path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test func invalidUTF8IsRefusedWithItsPlace() throws {
        let badName = Array(Self.profileText.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 2 ? Array("name: \"caf".utf8) + [0xE9] + Array("\"".utf8) : Array($0.element) }
            .joined(separator: [UInt8(ascii: "\n")])
        let folder = try Self.folder([
            "latin1.yaml": Array(badName),
            "latin1-scenario.yaml": Array("profile: gpay-only\nflow: open-intent\nname: caf".utf8) + [0xE9, 0x0A],
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = folder.appendingPathComponent("latin1.yaml").path
        let validate = try CLI.run(["profiles", "validate", profile])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("\(profile): line 3, byte 11: 0xE9 is not UTF-8; save the file as UTF-8"), "\(validate.stdout)")
        let scenario = folder.appendingPathComponent("latin1-scenario.yaml").path
        let replay = try CLI.run(["replay", scenario])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("\(scenario):3: line 3, byte 10: 0xE9 is not UTF-8; save the file as UTF-8"), "\(replay.stdout)")
    }

    @Test(arguments: [".inf", "1e999"])
    func anInfiniteNumberIsNamedNotShownAsNull(value: String) throws {
        let text = Self.profileText.replacingOccurrences(of: "saltIndex: 2", with: "saltIndex: \(value)")
        #expect(text != Self.profileText)
        let folder = try Self.folder(["infinite.yaml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["profiles", "validate", folder.appendingPathComponent("infinite.yaml").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("merchant.saltIndex: must be a whole number from 1 to 999, got infinity (.inf, or a number too large such as 1e999)"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("got null"))
    }
}

extension UnclearFileTests {
    @Test func aDuplicateKeyInAProfileIsNamedWithItsLine() throws {
        let text = Self.profileText.replacingOccurrences(of: "merchantApp:\n", with: "merchantApp:\n  bundleId: \"com.other\"\n")
        #expect(text != Self.profileText)
        let folder = try Self.folder(["twice.yaml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("twice.yaml").path
        let result = try CLI.run(["profiles", "validate", path])
        #expect(result.status == 1)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("merchantApp:") }) + 2
        #expect(result.stdout.contains("  - \(path): line \(line): not valid YAML: the key \"bundleId\" is given twice in one mapping; keep one\n"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("Context:"), "not the whole document")
    }
}
