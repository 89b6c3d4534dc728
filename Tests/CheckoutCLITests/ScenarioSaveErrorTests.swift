@testable import CheckoutCLI
import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

@Suite("Saving a scenario: a failure in plain words")
struct ScenarioSaveErrorTests {
    static func request() throws -> ScenarioSaveRequest {
        let profile = try ProfileStore(directory: RepositoryPaths.profiles).load("gpay-only").profile
        return ScenarioSaveRequest(walk: Walk.run(profile: profile, request: .phonePe(PhonePeOptions(flow: .openIntent))), profileId: "gpay-only")
    }

    /// What the TUI shows after "Not saved: ": the folder, and what stands in its way.
    @Test func aFolderThatCannotBeMadeIsNamedWithWhatBlocksIt() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let missing = base.appendingPathComponent("gone/deeper").path
        try FileManager.default.createSymbolicLink(atPath: base.appendingPathComponent("dangling").path, withDestinationPath: missing)
        try Data("x".utf8).write(to: base.appendingPathComponent("file"))
        let request = try Self.request()
        for folder in ["dangling", "dangling/sub"] {
            let outcome = ScenarioFiles(folder: base.appendingPathComponent(folder)).save(request)
            #expect(outcome == .failed("the scenario folder \(base.path)/\(folder) cannot be created: \(base.path)/dangling is a symbolic link to \(missing), which does not exist"))
        }
        let underFile = ScenarioFiles(folder: base.appendingPathComponent("file/scenarios")).save(request)
        #expect(underFile == .failed("the scenario folder \(base.path)/file/scenarios cannot be created: \(base.path)/file is not a folder"))
        #expect(!"\(underFile)".contains("NSCocoaErrorDomain"))
    }
}
