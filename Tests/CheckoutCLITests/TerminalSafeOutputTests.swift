import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// Profiles and scenarios from someone else, with escape sequences in their names: what the commands
/// print must not drive the terminal (`ESC ] 0 ; … BEL` retitles it, C1's CSI colours it), and must
/// still show the name.
@Suite("text output spells out control characters from files")
struct TerminalSafeOutputTests {
    /// Raw in the files (JSON's \u escapes and YAML's \e, \a, \x escapes decode to the bytes).
    static let profileName = "Evil \u{1B}]0;pwned\u{7} phone \u{9B}31m red\u{7F}"
    static let shownProfileName = #"Evil \u{1B}]0;pwned\u{7} phone \u{9B}31m red\u{7F}"#
    static let shownScenarioName = #"scenario \u{1B}]0;title\u{7} \u{9B}1m"#

    /// The characters a terminal acts on, but for line breaks and tabs.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars
            .filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    static func expectNoRawControls(_ result: CLI.Result, _ command: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rawControls(result.stdout) == [], "\(command) stdout", sourceLocation: sourceLocation)
        #expect(rawControls(result.stderr) == [], "\(command) stderr", sourceLocation: sourceLocation)
    }

    /// A folder with `evil.json` (gpay-only renamed), `broken.json` (with an unknown key) and
    /// `evil.yaml` (a passing case and a failing one on it).
    static func hostileFolder() throws -> ScenarioFolder {
        let folder = try ScenarioFolder()
        let shipped = try Data(contentsOf: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"))
        guard case .object(var profile) = try JSONParser.parse([UInt8](shipped)) else { throw CocoaError(.fileReadCorruptFile) }
        profile["name"] = .string(profileName)
        profile["description"] = .string("clears \u{1B}[2J the screen")
        try folder.write("evil.json", JSONWriter.pretty(.object(profile)))
        profile["colour\u{1B}[31m"] = "red"
        try folder.write("broken.json", JSONWriter.pretty(.object(profile)))
        try folder.write(
            "evil.yaml",
            """
            profile: \(folder.path("evil.json"))
            flow: open-intent
            scenarios:
              - name: "scenario \\e]0;title\\a \\x9b1m"
                app: each-visible
                expect:
                  result: PAYMENT_SUCCESS
              - name: "fails \\e[2J"
                expect:
                  result: "\\e[2J"

            """)
        return folder
    }

    @Test func profilesValidateShowsTheNameAndTheBrokenValueSpelledOut() throws {
        let folder = try Self.hostileFolder()
        let result = try CLI.run(["profiles", "validate", folder.path("evil.json"), folder.path("broken.json")])
        Self.expectNoRawControls(result, "profiles validate")
        #expect(result.stdout.contains("ok       \(folder.path("evil.json")) (\(Self.shownProfileName))"), "\(result.stdout)")
        #expect(result.stdout.contains(#"colour\u{1B}[31m: unknown key"#), "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test func profilesListAndShowSpellOutTheNameAndDescription() throws {
        let folder = try Self.hostileFolder()
        let list = try CLI.run(["profiles", "list"], environment: ["CHECKOUT_SIM_PROFILES": folder.root])
        Self.expectNoRawControls(list, "profiles list")
        #expect(list.stdout.contains(Self.shownProfileName), "\(list.stdout)")
        let show = try CLI.run(["profiles", "show", folder.path("evil.json")])
        Self.expectNoRawControls(show, "profiles show")
        #expect(show.stdout.contains(Self.shownProfileName), "\(show.stdout)")
        #expect(show.stdout.contains(#"clears \u{1B}[2J the screen"#), "\(show.stdout)")
    }

    @Test func runPrintsTheNameSpelledOutInTextAndEscapedInJSON() throws {
        let folder = try Self.hostileFolder()
        let text = try CLI.run(["run", "--flow", "open-intent", "--app", "gpay", "--profile", folder.path("evil.json")])
        #expect(text.status == 0, "\(text.stderr)")
        Self.expectNoRawControls(text, "run")
        #expect(text.stdout.contains(Self.shownProfileName), "\(text.stdout)")

        let json = try CLI.run(["run", "--flow", "open-intent", "--app", "gpay", "--profile", folder.path("evil.json"), "--format", "json"])
        Self.expectNoRawControls(json, "run --format json")
        #expect(json.stdout.contains(#""Evil \u001b]0;pwned\u0007 phone \u009b31m red\u007f""#), "\(json.stdout)")
        guard case .object(let transcript) = try JSONParser.parse(json.stdout) else { throw CocoaError(.fileReadCorruptFile) }
        #expect(transcript["profile"] == .string(Self.profileName))
    }

    @Test func replayPrintsScenarioNamesAndExpectationsSpelledOut() throws {
        let folder = try Self.hostileFolder()
        let result = try CLI.run(["replay", folder.path("evil.yaml")])
        Self.expectNoRawControls(result, "replay")
        #expect(result.stdout.contains("PASS \(Self.shownScenarioName) · evil · open-intent · GPAY\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"FAIL fails \u{1B}[2J"#), "\(result.stdout)")
        // Values in a diff are JSON, escaped as JSON escapes them.
        #expect(result.stdout.contains(#"- expected "\u001b[2J""#), "\(result.stdout)")
        #expect(result.status == 1)
    }

    /// An error on standard error, naming the file's key.
    @Test func anErrorAboutAProfileSpellsOutWhatItQuotes() throws {
        let folder = try Self.hostileFolder()
        let result = try CLI.run(["run", "--flow", "open-intent", "--profile", folder.path("broken.json")])
        #expect(result.status != 0)
        Self.expectNoRawControls(result, "run on a broken profile")
        #expect(result.stderr.contains(#"colour\u{1B}[31m: unknown key"#), "\(result.stderr)")
    }
}
