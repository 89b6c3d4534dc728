@testable import CheckoutCLI
import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

/// A walk saved from the TUI replays, whether its profile came from the profile folder or from a path.
@Suite("Saving a scenario: the profile it names")
struct ScenarioSaveProfileTests {
    static func request(profile file: URL, id: String) throws -> ScenarioSaveRequest {
        let profile = try ProfileStore.load(url: file)
        return ScenarioSaveRequest(
            walk: Walk.run(profile: profile, request: .phonePe(PhonePeOptions(flow: .openIntent))), profileId: id, profileFile: file.path)
    }

    @Test func aProfileGivenByPathIsRecordedByPathAndReplays() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("save-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let mine = base.appendingPathComponent("my-phone.json")
        try FileManager.default.copyItem(at: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), to: mine)
        let files = ScenarioFiles(folder: base.appendingPathComponent("scenarios"))
        guard case .written(let saved) = files.save(try Self.request(profile: mine, id: "my-phone")) else {
            Issue.record("not saved")
            return
        }
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.contains("profile: \(mine.standardizedFileURL.path)"), "\(text)")
        let replay = try CLI.run(["replay", saved])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("1 passed"), "\(replay.stdout)")
    }

    @Test func aProfileInsideTheScenarioFolderIsRecordedRelativeToIt() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("save-profile-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("devices"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let mine = folder.appendingPathComponent("devices/my-phone.json")
        try FileManager.default.copyItem(at: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), to: mine)
        guard case .written(let saved) = ScenarioFiles(folder: folder).save(try Self.request(profile: mine, id: "my-phone")) else {
            Issue.record("not saved")
            return
        }
        #expect(try String(contentsOfFile: saved, encoding: .utf8).contains("profile: devices/my-phone.json"))
        #expect(try CLI.run(["replay", saved]).status == 0)
    }

    @Test func aShippedProfileIsRecordedByName() throws {
        let shipped = RepositoryPaths.profiles.appendingPathComponent("gpay-only.json")
        let files = ScenarioFiles(folder: FileManager.default.temporaryDirectory)
        #expect(files.profileReference(for: try Self.request(profile: shipped, id: "gpay-only")) == "gpay-only")
    }
}
