@testable import CheckoutReplay
import CheckoutCore
import Testing

/// Lines as an editor shows them (LF, CRLF and CR break lines; NEL, LS and PS do not, though libyaml
/// counts them): in the parser's problems and expectations, and in the lines `--update` rewrites.
@Suite("Editor lines")
struct EditorLinesTests {
    /// Parses `text`, walks its one scenario on the fixture profiles and rewrites what failed.
    static func update(_ text: String) -> (text: String, problems: [String]) {
        let parsed = ScenarioParser.parse(text, file: "s.yaml")
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let byScenario = parsed.scenarios.map { scenario in
            let cases = MatrixExpansion.cases(of: scenario, resolve: ReplayCoreTests.resolve).cases
            return (scenario: scenario, results: cases.map { CaseRunner.run($0) { _ in nil } })
        }
        let rewritten = ScenarioUpdate.rewrite(text, file: "s.yaml", results: byScenario)
        return (rewritten.text, rewritten.problems.map(\.description))
    }

    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func aProblemAfterALineSeparatorEndingACommentIsOnTheEditorsLine(separator: String) {
        let unknownKey = ScenarioParser.parse("# one\(separator)\nprofile: gpay\nflow: open-intent\nbogus: 1\n", file: "s.yaml")
        #expect(unknownKey.problems.map(\.location.line) == [4], "\(unknownKey.problems)")
        let broken = ScenarioParser.parse("# one\(separator)\nprofile: gpay\nflow: a: b\n", file: "s.yaml")
        #expect(broken.problems.map(\.location.line) == [3], "\(broken.problems)")
        #expect(broken.problems.first?.rule.hasPrefix("not valid YAML: mapping values are not allowed in this context at column 8; line 1 holds U+") == true)
    }

    @Test func textAfterALineSeparatorInACommentIsAnErrorThatSaysWhy() {
        let parsed = ScenarioParser.parse("# one\u{2028}two\nprofile: gpay\n", file: "s.yaml")
        #expect(parsed.problems.map(\.description) == [
            "s.yaml:2: not valid YAML: mapping values are not allowed in this context at column 8; line 1 holds U+2028 LINE SEPARATOR in a comment, "
                + "which YAML reads as a line break (an editor shows none), so the rest of the comment is read as YAML: remove it",
        ])
    }

    @Test func aSyntaxErrorOnTheLineOfASeparatorHasTheEditorsColumn() {
        let parsed = ScenarioParser.parse("name: \"a\u{2028}b\"  flow: a\n", file: "s.yaml")
        #expect(parsed.problems.map(\.location.line) == [1], "\(parsed.problems)")
        #expect(parsed.problems.first?.rule == "not valid YAML: did not find expected key at column 14 (while parsing a block mapping at line 1, column 1)")
    }

    @Test func aProfileErrorAfterNELEndingACommentIsOnTheEditorsLine() {
        do {
            _ = try YAMLDocument.parse("# a\u{85}\nid: x\nname: a: b\n")
            Issue.record("parsed")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.hasPrefix("line 3: not valid YAML: mapping values are not allowed in this context at column 8; line 1 holds U+0085 NEXT LINE") == true, "\(error.problems)")
        }
    }

    @Test(arguments: ["\u{2028}", "\u{85}"])
    func updateEditsTheExpectationsLineAfterASeparatorInAQuotedValue(separator: String) {
        let text = "name: \"a\(separator)b\"\nprofile: gpay\nflow: open-intent\nexpect:\n  return: callback\n  result: PAYMENT_SUCCESS\n"
        let parsed = ScenarioParser.parse(text, file: "s.yaml")
        #expect(parsed.scenarios.first?.expectations.map(\.line) == [5, 6])
        let updated = Self.update(text)
        #expect(updated.problems.isEmpty, "\(updated.problems)")
        #expect(updated.text == "name: \"a\(separator)b\"\nprofile: gpay\nflow: open-intent\nexpect:\n  return: manual\n  result: PAYMENT_SUCCESS\n")
    }

    @Test func updateCountsALoneCRAsTheEditorDoesAndKeepsIt() {
        let quoted = "name: \"a\rb\"\nprofile: gpay\nflow: open-intent\nexpect:\n  return: callback\n"
        let updated = Self.update(quoted)
        #expect(updated.problems.isEmpty, "\(updated.problems)")
        #expect(updated.text == "name: \"a\rb\"\nprofile: gpay\nflow: open-intent\nexpect:\n  return: manual\n")

        let classicMac = "name: s\rprofile: gpay\rflow: open-intent\rexpect:\r  return: callback  # old\r"
        let mac = Self.update(classicMac)
        #expect(mac.problems.isEmpty, "\(mac.problems)")
        #expect(mac.text == "name: s\rprofile: gpay\rflow: open-intent\rexpect:\r  return: manual  # old\r")
    }

    @Test func updateKeepsEachLinesOwnEnding() {
        let mixed = "name: s\r\nprofile: gpay\nflow: open-intent\r\nexpect:\n  return: callback\n  result: PAYMENT_SUCCESS"
        let updated = Self.update(mixed)
        #expect(updated.problems.isEmpty, "\(updated.problems)")
        #expect(updated.text == "name: s\r\nprofile: gpay\nflow: open-intent\r\nexpect:\n  return: manual\n  result: PAYMENT_SUCCESS")

        // A block value ends as its last line did.
        let block = "profile: gpay\nflow: open-intent\nexpect:\n  statusCodes:\n    - PAYMENT_PENDING\r\n  return: manual\n"
        let replaced = Self.update(block)
        #expect(replaced.problems.isEmpty, "\(replaced.problems)")
        #expect(replaced.text == "profile: gpay\nflow: open-intent\nexpect:\n  statusCodes: [PAYMENT_SUCCESS]\r\n  return: manual\n")
    }

    @Test func splittingGivesTheTextBackByteForByte() {
        for text in ["", "a", "a\n", "a\r\nb\rc\n\n", "\r\r\n\n", "x\u{2028}y\u{85}z\r"] {
            #expect(EditorLines.split(text).map { $0.content + $0.ending }.joined() == text)
        }
        #expect(EditorLines.split("a\r\nb\rc\nd").map(\.content) == ["a", "b", "c", "d"])
        #expect(EditorLines.split("a\r\nb\rc\nd").map(\.ending) == ["\r\n", "\r", "\n", ""])
    }
}
