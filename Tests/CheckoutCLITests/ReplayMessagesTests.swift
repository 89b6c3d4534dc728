import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What `replay` tells a user about a scenario, as the process prints and writes it: a misspelt profile
/// with the name meant, every problem of a file in one run, names that are short and say each thing once.
@Suite("replay's messages and names")
struct ReplayMessagesTests {
    @Test func aMisspeltProfileSuggestsTheShippedName() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("typo.yaml", "name: typo\nprofile: gpay-onyl\nflow: open-intent\n")
        let result = try CLI.run(["replay", file])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(
            "FAIL \(file):2: profile \"gpay-onyl\": no such file beside the scenario, nor a profile by that name (did you mean gpay-only?); profiles: "),
            "\(result.stdout)")
    }

    @Test func aMisspeltAppOrMethodSuggestsTheName() throws {
        let folder = try ScenarioFolder()
        let app = try folder.write("app.yaml", "name: app\nprofile: gpay-only\nflow: open-intent\napp: GAPY\n")
        let method = try folder.write("method.yaml", "name: method\nprofile: citcon-all-wallets\nflow: citcon\nmethod: alipy\n")
        let result = try CLI.run(["replay", app, method])
        #expect(result.stdout.contains("\(app):4: \"app\" must be each-visible, first-visible, a UPI app (PHONEPE, GPAY, PAYTM) or a list of them, got \"GAPY\" (did you mean GPAY?)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\(method):4: \"method\" must be each-usable, a Citcon method ("), "\(result.stdout)")
        #expect(result.stdout.contains("got \"alipy\" (did you mean alipay?)\n"), "\(result.stdout)")
    }

    /// The user fixed a flow and an amount, and only then learned of the profile's typo: all three at once.
    @Test func aScenarioWithSeveralProblemsReportsThemAllInOneRunByLine() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("three.yaml", "name: three\nprofile: gpay-onyl\nflow: opne-intent\namount: -5\n")
        let result = try CLI.run(["replay", file])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("FAIL \(file):2: profile \"gpay-onyl\": ") == true, "\(result.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("FAIL \(file):3: \"flow\" must be one of ") == true, "\(result.stdout)")
        #expect(lines.dropFirst(2).first?.hasPrefix("FAIL \(file):4: \"amount\" must be ") == true, "\(result.stdout)")
        #expect(lines.last == "0 passed, 3 failed")
    }

    /// A default of `scenarios:` is inherited by each entry, yet its wrong profile is one problem.
    @Test func aSharedMisspeltProfileOfLeftOutScenariosIsReportedOnce() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("shared.yaml", """
            profile: no-such-phone
            scenarios:
              - flow: opne-intent
              - flow: pg-intnt

            """)
        let result = try CLI.run(["replay", file])
        let profileLines = result.stdout.split(separator: "\n").filter { $0.contains("profile \"no-such-phone\"") }
        #expect(profileLines.count == 1, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("FAIL \(file):1: profile \"no-such-phone\""), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 passed, 3 failed\n"), "\(result.stdout)")
    }

    @Test func aProblemsJUnitNameIsItsLineAndTheStartOfItsRule() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("typo.yaml", "name: typo\nprofile: gpay-onyl\nflow: open-intent\n")
        let junit = folder.path("report.xml")
        _ = try CLI.run(["replay", file, folder.path("missing-*.yaml"), "--junit", junit])
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let names = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
        #expect(names == ["no scenario file matches this pattern", "line 2: profile \"gpay-onyl\": no such file beside the scenario, nor a …"], "\(names)")
        // The whole message is still in the failure.
        let messages = try document.nodes(forXPath: "//failure/@message").compactMap(\.stringValue)
        #expect(messages.last?.hasSuffix("gpay-only, hidden-undeclared, iphone15-all-upi, mid-custom-merchant, no-upi-app, older-ios-14, over-50-schemes, phonepe-v1-only") == true)
    }

    /// The TUI names a saved walk "<profile> <flow> <app>": its case name says each once.
    @Test func aCaseNameDoesNotRepeatWhatTheScenarioNameSays() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("saved.yaml", "name: gpay-only open-intent GPAY\nprofile: gpay-only\nflow: open-intent\napp: GPAY\namount: 250\n")
        let matrix = try folder.write("matrix.yaml", """
            name: GPAY on iphone15-all-upi
            profile: iphone15-all-upi
            flow: open-intent
            app: [GPAY, PAYTM]

            """)
        let result = try CLI.run(["replay", file, matrix])
        #expect(result.stdout == """
            PASS GPAY on iphone15-all-upi · open-intent · GPAY
            PASS GPAY on iphone15-all-upi · open-intent · PAYTM
            PASS gpay-only open-intent GPAY · 250 paise
            3 passed, 0 failed

            """, "\(result.stderr)")
    }

    @Test func htmlPageNamesAreCutAfterAWholeWord() throws {
        let folder = try ScenarioFolder()
        let name = "the checkout on a small phone with every app installed and declared properly"
        let file = try folder.write("long.yaml", "name: \(name)\nprofile: gpay-only\nflow: open-intent\n")
        let pages = folder.path("pages")
        let result = try CLI.run(["replay", file, "--html", pages])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: pages).filter { $0 != "index.html" }
        #expect(written == ["1-the-checkout-on-a-small-phone-with-every-app-installed-and.html"], "\(written)")
    }

    /// A line break in a scenario's name would start a line that is not a case.
    @Test func aFailLineSpellsOutALineBreakInTheScenarioName() throws {
        let folder = try ScenarioFolder()
        let file = try folder.write("break.yaml", "name: \"two\\nlines\\tand\"\nprofile: gpay-only\nflow: open-intent\nexpect:\n  result: PAYMENT_ERROR\n")
        // A problem's rule quotes the name too.
        let twice = try folder.write("twice.yaml", """
            profile: gpay-only
            flow: open-intent
            scenarios:
              - name: "a\\nb"
              - name: "a\\nb"

            """)
        let result = try CLI.run(["replay", file, twice])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains(#"FAIL two\u{A}lines\u{9}and · gpay-only · open-intent"#), "\(result.stdout)")
        #expect(lines.contains(#"FAIL \#(twice):5: "name" "a\u{A}b" is already used by the scenario at line 4; give each scenario of a file its own name"#), "\(result.stdout)")
        #expect(lines.filter { $0.hasPrefix("FAIL ") || $0.hasPrefix("PASS ") }.count == 3, "\(result.stdout)")
        #expect(!lines.contains("lines\tand · gpay-only · open-intent"))
    }
}
