import CheckoutTestSupport
import Foundation
import Testing

/// `replay --update` on real files: it changes only the failing expectation, keeps comments, line
/// endings and modes, and leaves a read-only file alone.
@Suite("replay --update on files")
struct ReplayUpdateFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aCRLFFileIsUpdatedWithItsLineEndingsAndComment() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        try Data("name: s\r\nprofile: gpay-only\r\nflow: open-intent\r\nexpect:\r\n  return: callback # was wrong\r\n  result: PAYMENT_SUCCESS\r\n".utf8).write(to: file)
        let result = try CLI.run(["replay", file.path, "--update"])
        #expect(result.stdout.contains("updated \(file.path): line 5"), "\(result.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8)
            == "name: s\r\nprofile: gpay-only\r\nflow: open-intent\r\nexpect:\r\n  return: manual  # was wrong\r\n  result: PAYMENT_SUCCESS\r\n")
    }

    @Test func aOneLineMappingAndAReadOnlyFileAreLeftAsTheyAre() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("flow.yaml")
        let flowText = "name: f\nprofile: gpay-only\nflow: open-intent\nexpect: {result: PAYMENT_SUCCESS, return: callback}\n"
        try flowText.write(to: flow, atomically: true, encoding: .utf8)
        let left = try CLI.run(["replay", flow.path, "--update"])
        #expect(left.stdout.contains("not updated \(flow.path):4: return: written inside a one-line mapping"), "\(left.stdout)")
        #expect(try String(contentsOf: flow, encoding: .utf8) == flowText)

        let locked = folder.appendingPathComponent("locked.yaml")
        let lockedText = "name: l\nprofile: gpay-only\nflow: open-intent\nexpect:\n  return: callback\n"
        try lockedText.write(to: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
        let refused = try CLI.run(["replay", locked.path, "--update"])
        #expect(refused.stdout.contains("not updated \(locked.path): it is read-only (mode 444)"), "\(refused.stdout)")
        #expect(try String(contentsOf: locked, encoding: .utf8) == lockedText)
        let mode = try FileManager.default.attributesOfItem(atPath: locked.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }
}
