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

    @Test func aOneLineMappingHasOnlyItsFailingEntryRewritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        let text = "name: s\nprofile: no-upi-app\nflow: open-intent\nexpect: {error: openIntentWithApp, visibleApps: [GPAY]}  # refused\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["replay", file.path, "--update"])
        #expect(result.stdout.contains("updated \(file.path): line 4"), "\(result.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8)
            == "name: s\nprofile: no-upi-app\nflow: open-intent\nexpect: {error: openIntentWithApp, visibleApps: []}  # refused\n")
        #expect(try CLI.run(["replay", file.path]).status == 0, "the updated file replays green")
    }

    @Test func aMappingOverSeveralLinesOrABlockWithCommentsIsLeftWithWhy() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spread = folder.appendingPathComponent("spread.yaml")
        let spreadText = "name: f\nprofile: no-upi-app\nflow: open-intent\nexpect: {error: openIntentWithApp,\n  visibleApps: [GPAY]}\n"
        try spreadText.write(to: spread, atomically: true, encoding: .utf8)
        let left = try CLI.run(["replay", spread.path, "--update"])
        #expect(left.stdout.contains("not updated \(spread.path):5: visibleApps: written inside a mapping that --update cannot edit key by key"), "\(left.stdout)")
        #expect(try String(contentsOf: spread, encoding: .utf8) == spreadText)

        let commented = folder.appendingPathComponent("commented.yaml")
        let commentedText = "name: c\nprofile: no-upi-app\nflow: open-intent\nexpect:\n  visibleApps:\n    - GPAY   # the one we ship\n    # PAYTM later\n"
        try commentedText.write(to: commented, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["replay", commented.path, "--update"])
        #expect(refused.stdout.contains("not updated \(commented.path):5: visibleApps: its value runs on to line 6, which holds a comment"), "\(refused.stdout)")
        #expect(try String(contentsOf: commented, encoding: .utf8) == commentedText)
    }

    @Test func aBlockValueIsReplacedWithTheCommentsAndBlankLinesAroundIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        let text = "name: s\nprofile: no-upi-app\nflow: open-intent\nexpect:\n  visibleApps:   # shown\n    - GPAY\n\n    - PAYTM\n  error: openIntentWithApp\n\n# the end\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let result = try CLI.run(["replay", file.path, "--update"])
        #expect(result.stdout.contains("updated \(file.path): line 5"), "\(result.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8)
            == "name: s\nprofile: no-upi-app\nflow: open-intent\nexpect:\n  visibleApps: []  # shown\n  error: openIntentWithApp\n\n# the end\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    }

    @Test func aReadOnlyScenarioOrGoldenIsLeftAndAWritableGoldenKeepsItsMode() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let locked = folder.appendingPathComponent("locked.yaml")
        let lockedText = "name: l\nprofile: gpay-only\nflow: open-intent\nexpect:\n  return: callback\n"
        try lockedText.write(to: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
        let refused = try CLI.run(["replay", locked.path, "--update"])
        #expect(refused.stdout.contains("not updated \(locked.path): it is read-only (mode 444)"), "\(refused.stdout)")
        #expect(try String(contentsOf: locked, encoding: .utf8) == lockedText)
        #expect(try FileManager.default.attributesOfItem(atPath: locked.path)[.posixPermissions] as? Int == 0o444)

        for (mode, updated) in [(0o444, false), (0o640, true)] {
            let scenario = folder.appendingPathComponent("g\(mode).yaml")
            let golden = folder.appendingPathComponent("g\(mode).txt")
            try "name: g\nprofile: gpay-only\nflow: open-intent\ngolden: g\(mode).txt\n".write(to: scenario, atomically: true, encoding: .utf8)
            try "old transcript\n".write(to: golden, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: golden.path)
            let result = try CLI.run(["replay", scenario.path, "--update"])
            let written = try String(contentsOf: golden, encoding: .utf8)
            if updated {
                #expect(result.stdout.contains("updated \(golden.path)"), "\(result.stdout)")
                #expect(written.hasPrefix("old") == false && !written.isEmpty)
            } else {
                #expect(result.stdout.contains("not updated \(golden.path): it is read-only (mode 444)"), "\(result.stdout)")
                #expect(written == "old transcript\n")
            }
            #expect(try FileManager.default.attributesOfItem(atPath: golden.path)[.posixPermissions] as? Int == mode)
        }
    }
}
