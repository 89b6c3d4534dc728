@testable import CheckoutCLI
import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

@Suite("Saving an edited device as a profile file")
struct ProfileFilesTests {
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every shipped profile (the YAML one included) written back in both formats loads as it was,
    /// through the real loader and its YAML parser.
    @Test func everyShippedProfileRoundTripsThroughBothFormats() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProfileStore(directory: RepositoryPaths.profiles)
        #expect(store.profileFiles().contains { $0.lastPathComponent.hasSuffix(".yaml") })
        for file in store.profileFiles() {
            let profile = try ProfileStore.load(url: file)
            for format in ProfileFormat.allCases {
                let copy = folder.appendingPathComponent(ProfileStore.stem(file.lastPathComponent) + "." + format.fileExtension)
                try Data(ProfileText.text(profile, format: format, comment: "a comment").utf8).write(to: copy)
                #expect(try ProfileStore.load(url: copy) == profile, "\(copy.lastPathComponent)")
            }
        }
    }

    @Test func aSavedProfileLoadsBackAsThePickersEntry() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try ProfileStore(directory: RepositoryPaths.profiles).load("mid-custom-merchant").profile
        let edited = try original.applying(.uninstall(appId: "paytm")).get()
        let text = ProfileText.text(ProfileChanges.savable(edited, original: original, sourceId: "mid-custom-merchant"), format: .yaml)
        let files = ProfileFiles(folder: folder)
        guard case .saved(let path, let entry) = files.save(ProfileSaveRequest(fileName: "shop.yaml", text: text)) else {
            Issue.record("not saved")
            return
        }
        #expect(path == folder.appendingPathComponent("shop.yaml").path)
        #expect(entry.id == "shop")
        #expect(entry.profile?.installedApps.map(\.id) == ["phonepe"])
        #expect(entry.profile?.merchant == original.merchant, "the merchant block is kept")
        let validate = try CLI.run(["profiles", "validate", path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    }

    @Test func aTakenNameIsNeverWrittenOver() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = folder.appendingPathComponent("taken.json")
        try Data("keep me".utf8).write(to: taken)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.json").path, withDestinationPath: "/nowhere")
        let files = ProfileFiles(folder: folder)
        for name in ["taken.json", "dangling.json"] {
            let outcome = files.save(ProfileSaveRequest(fileName: name, text: "{}"))
            #expect(outcome == .exists(path: folder.appendingPathComponent(name).path))
        }
        #expect(try String(contentsOf: taken, encoding: .utf8) == "keep me")
        #expect(!FileManager.default.fileExists(atPath: "/nowhere"))
    }

    @Test func aFileThatDoesNotLoadIsReportedAndAFolderThatCannotBeMadeIsNamed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = ProfileFiles(folder: folder).save(ProfileSaveRequest(fileName: "broken.json", text: "{}"))
        guard case .failed(let reason) = broken else { Issue.record("saved: \(broken)"); return }
        #expect(reason.hasPrefix("\(folder.path)/broken.json did not load back, so it was not kept: name: is required"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("broken.json").path))
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let underFile = ProfileFiles(folder: folder.appendingPathComponent("file/profiles")).save(ProfileSaveRequest(fileName: "a.json", text: "{}"))
        #expect(underFile == .failed("the profile folder \(folder.path)/file/profiles cannot be created: \(folder.path)/file is not a folder"))
    }
}
