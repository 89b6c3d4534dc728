import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Case names come from scenario files and profile file names someone else wrote: the `--junit` and
/// `--json` reports must stay well-formed with any character in them, and still show what was there.
@Suite("replay reports with control characters in names")
struct ReplayReportControlCharacterTests {
    /// YAML's escapes decode to the raw characters: NUL, BEL, ESC, VT, FF, C1's CSI, and the two
    /// noncharacters XML 1.0 cannot carry.
    static let scenario = """
        name: "odd \\0 \\a \\e[2J \\v \\f \\x9b \\uFFFE \\uFFFF <&>"
        profile: EVIL
        flow: open-intent
        expect:
          result: "PAYMENT_ERROR \\e]0;x\\a"

        """
    static let shownName = #"odd \u{0} \u{7} \u{1B}[2J \u{B} \u{C} \u{9B} \u{FFFE} \u{FFFF} <&>"#
    /// A profile file name holding ESC and SOH; the case names the profile by it.
    static let profileFile = "evil\u{1B}[31m\u{1}.json"
    static let shownProfile = #"evil\u{1B}[31m\u{1}"#

    static func folderWithHostileNames() throws -> (ScenarioFolder, scenario: String) {
        let folder = try ScenarioFolder()
        let shipped = try Data(contentsOf: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"))
        try shipped.write(to: URL(fileURLWithPath: folder.path(profileFile)))
        let scenario = try folder.write("odd.yaml", Self.scenario.replacingOccurrences(of: "EVIL", with: #""evil\e[31m\x01""#))
        return (folder, scenario)
    }

    @Test func junitIsWellFormedWithEveryCharacterSpelledOut() throws {
        let (folder, scenario) = try Self.folderWithHostileNames()
        let report = folder.path("report.xml")
        let result = try CLI.run(["replay", scenario, "--junit", report], environment: ["CHECKOUT_SIM_PROFILES": folder.root])
        #expect(result.status == 1, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") in \(String(decoding: data, as: UTF8.self))")
        let document = try XMLDocument(data: data, options: [])
        let testcase = try #require(try document.nodes(forXPath: "//testcase").first as? XMLElement)
        #expect(testcase.attribute(forName: "name")?.stringValue == "\(Self.shownName) · \(Self.shownProfile) · open-intent")
        let failure = try #require(testcase.elements(forName: "failure").first)
        #expect(failure.stringValue?.contains(#"- expected "PAYMENT_ERROR \u001b]0;x\u0007""#) == true, "\(failure.stringValue ?? "")")
    }

    @Test func jsonStaysValidAndKeepsTheNameExactly() throws {
        let (folder, scenario) = try Self.folderWithHostileNames()
        let report = folder.path("report.json")
        let result = try CLI.run(["replay", scenario, "--json", report], environment: ["CHECKOUT_SIM_PROFILES": folder.root])
        #expect(result.status == 1, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        // Foundation's parser, as a second opinion beside the project's own.
        let foundation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(foundation["cases"] as? [[String: Any]])
        let raw = "odd \u{0} \u{7} \u{1B}[2J \u{B} \u{C} \u{9B} \u{FFFE} \u{FFFF} <&> · evil\u{1B}[31m\u{1} · open-intent"
        #expect(cases.first?["name"] as? String == raw)
        #expect(try JSONParser.parse([UInt8](data))["cases"]?.arrayValue?.first?["name"] == .string(raw))
    }
}
