@testable import CheckoutCLI
import CheckoutCore
import CheckoutTUI
import CheckoutTestSupport
import Foundation
import Testing

/// `foo.json` and `foo.yaml` in one profiles folder both give the name `foo`: a name that could mean
/// either is refused with both files and how to choose, and the listings say so; the file name with
/// its extension, or a path, picks one.
@Suite("two profile files with one name")
struct AmbiguousProfileNameTests {
    /// `foo.json` is gpay-only, `foo.yaml` the shipped YAML profile; `bar.json` is unambiguous.
    static func folder() throws -> ScenarioFolder {
        let folder = try ScenarioFolder()
        for (shipped, copy) in [("gpay-only.json", "foo.json"), ("mid-custom-merchant.yaml", "foo.yaml"), ("gpay-only.json", "bar.json")] {
            try Data(contentsOf: RepositoryPaths.profiles.appendingPathComponent(shipped)).write(to: URL(fileURLWithPath: folder.path(copy)))
        }
        return folder
    }

    static func profileName(_ shipped: String) throws -> String {
        try ProfileStore.load(url: RepositoryPaths.profiles.appendingPathComponent(shipped)).name
    }

    @Test func aNameTwoFilesGiveIsRefusedNamingBoth() throws {
        let folder = try Self.folder()
        let environment = ["CHECKOUT_SIM_PROFILES": folder.root]
        let result = try CLI.run(["run", "--flow", "open-intent", "--profile", "foo"], environment: environment)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: foo: 2 files in the profiles folder have this name, \(folder.path("foo.json")) and \(folder.path("foo.yaml")); \
            give the file name with its extension (foo.json or foo.yaml) or a path

            """)
        let validate = try CLI.run(["profiles", "validate", "foo"], environment: environment)
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("invalid  foo\n  - foo: 2 files in the profiles folder have this name"), "\(validate.stdout)")
    }

    @Test func theFileNameWithItsExtensionPicksOne() throws {
        let folder = try Self.folder()
        let environment = ["CHECKOUT_SIM_PROFILES": folder.root]
        for (reference, shipped) in [("foo.yaml", "mid-custom-merchant.yaml"), ("foo.json", "gpay-only.json"), ("bar", "gpay-only.json")] {
            let result = try CLI.run(["run", "--flow", "open-intent", "--profile", reference, "--format", "json"], environment: environment)
            #expect(result.status == 0, "\(reference): \(result.stderr)")
            let transcript = try JSONParser.parse(result.stdout)
            #expect(transcript["profile"] == .string(try Self.profileName(shipped)), "\(reference)")
        }
    }

    @Test func profilesListAndValidateWarnAndShowWhatToType() throws {
        let folder = try Self.folder()
        let environment = ["CHECKOUT_SIM_PROFILES": folder.root]
        let warning = """
            warning: \(folder.path("foo.json")) and \(folder.path("foo.yaml")) have the same profile name, so "foo" alone is refused; \
            name one by its file name (foo.json) or rename one

            """
        let list = try CLI.run(["profiles", "list"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stderr == warning)
        let rows = list.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(rows == ["bar", "foo.json", "foo.yaml"], "\(list.stdout)")

        let validate = try CLI.run(["profiles", "validate"], environment: environment)
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stderr == warning)
        #expect(validate.stdout.hasSuffix("3 valid, 0 invalid\n"))
    }

    @Test func replayRefusesTheNameAndGlobsOverIt() throws {
        let folder = try Self.folder()
        let environment = ["CHECKOUT_SIM_PROFILES": folder.root]
        func scenario(_ profile: String) -> String {
            "name: s\nprofile: \"\(profile)\"\nflow: open-intent\nexpect:\n  result: PAYMENT_SUCCESS\n"
        }
        let byName = try folder.write("by-name.yaml", scenario("foo"))
        let byGlob = try folder.write("by-glob.yaml", scenario("f*"))
        let byFile = try folder.write("by-file.yaml", scenario("foo.yaml"))
        let refused = try CLI.run(["replay", byName, byGlob], environment: environment)
        #expect(refused.status == 1)
        let choose = "2 files in the profiles folder have this name, \(folder.path("foo.json")) and \(folder.path("foo.yaml")); "
            + "give the file name with its extension (foo.json or foo.yaml) or a path"
        #expect(refused.stdout == """
            FAIL \(byGlob):2: profile "f*": foo: \(choose)
            FAIL \(byName):2: profile "foo": \(choose)
            0 passed, 2 failed

            """)
        let picked = try CLI.run(["replay", byFile], environment: environment)
        #expect(picked.stdout == "PASS s · foo · open-intent\n1 passed, 0 failed\n", "\(picked.stderr)")
    }

    @Test func theTUIPickerListsBothByFileName() throws {
        let folder = try Self.folder()
        let store = ProfileStore(directory: URL(fileURLWithPath: folder.root))
        let (entries, selected) = try ProfileEntries.load(preselecting: "foo.yaml", store: store)
        #expect(entries.map(\.id) == ["bar", "foo.json", "foo.yaml"])
        #expect(selected == 2)
        #expect(entries[2].profile?.name == (try Self.profileName("mid-custom-merchant.yaml")))
    }

    /// Saving `foo.yml` from the device editor would make a third file named `foo`: the name is taken.
    @Test func theDeviceEditorDoesNotSaveASecondFileUnderAName() throws {
        let folder = try Self.folder()
        let outcome = ProfileFiles(folder: URL(fileURLWithPath: folder.root)).save(ProfileSaveRequest(fileName: "bar.yml", text: "{}"))
        #expect(outcome == .exists(path: URL(fileURLWithPath: folder.path("bar.json")).standardizedFileURL.path))
        #expect(!FileManager.default.fileExists(atPath: folder.path("bar.yml")))
    }
}
