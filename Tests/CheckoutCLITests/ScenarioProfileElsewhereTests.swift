@testable import CheckoutCLI
import CheckoutTestSupport
import Foundation
import Testing

/// A scenario whose profile is neither beside it nor in the profile folder: the message says where it
/// looked and the two ways out; the editor's folder is never the repository's unasked.
@Suite("A scenario's profile kept elsewhere")
struct ScenarioProfileElsewhereTests {
    @Test func aProfileFoundNowhereNamesTheFoldersSearchedAndHowToPointAtIt() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("profile-elsewhere-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let scenario = base.appendingPathComponent("walk.yaml")
        try "name: walk\nprofile: my-phone\nflow: open-intent\n".write(to: scenario, atomically: true, encoding: .utf8)
        let replay = try CLI.run(["replay", scenario.path])
        #expect(replay.status != 0)
        let said = replay.stdout + replay.stderr
        #expect(said.contains("looked for \(base.path)/my-phone and by name in \(RepositoryPaths.profiles.standardizedFileURL.path)/"), "\(said)")
        #expect(said.contains("set CHECKOUT_SIM_PROFILES to the folder that holds the profile"), "\(said)")
        #expect(said.contains("relative to the scenario's folder (e.g. profile: ../Profiles/my-phone.json)"), "\(said)")
    }

    @Test func theEditorSavesInTheFolderAskedForElseTheWorkingFoldersProfilesElseTheWorkingFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("editor-folder-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(TUICommand.profileSaveFolder(environment: [:], workingFolder: base.path).path == base.path)
        #expect(TUICommand.profileSaveFolder(environment: ["CHECKOUT_SIM_PROFILES": "/x/mine"], workingFolder: base.path).path == "/x/mine")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("Profiles"), withIntermediateDirectories: true)
        #expect(TUICommand.profileSaveFolder(environment: [:], workingFolder: base.path).path == base.appendingPathComponent("Profiles").path)
    }

    @Test func anEditedProfileIsNamedByItsPathFromTheScenariosFolder() {
        let path = ScenarioFiles.relativePath(
            of: URL(fileURLWithPath: "/demo/my-phone.json"), from: URL(fileURLWithPath: "/demo/scenarios"))
        #expect(path == "../my-phone.json")
        #expect(ScenarioFiles.relativePath(of: URL(fileURLWithPath: "/a/b/p.yaml"), from: URL(fileURLWithPath: "/a/c/d")) == "../../b/p.yaml")
    }
}
