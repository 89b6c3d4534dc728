import CheckoutReplay
import Testing
import Yams

/// Anchors are found without resolving any alias; a file without them reads as written, `*` and all.
@Suite("YAML without anchors")
struct AnchorFreeYAMLTests {
    @Test func anchorsAreFoundByLineAndAliasesOfThemAreNotResolved() throws {
        let document = try #require(try AnchorFreeYAML.compose("a: &first [x]\nb: *first\nc: [*first, &second y]\n"))
        #expect(document.anchorLines == [1, 3])
        #expect(document.root["b"]?.sequence == nil, "the alias is read as plain text, not as the list it names")
    }

    @Test func aStarInPlainTextIsKeptWhenThereIsNoAnchor() throws {
        let document = try #require(try AnchorFreeYAML.compose("profiles: [gpay-*, \"*-only\"]\nnote: a * b\n"))
        #expect(document.anchorLines.isEmpty)
        #expect(document.root["profiles"]?.sequence?.map(\.string) == ["gpay-*", "*-only"])
        #expect(document.root["note"]?.string == "a * b")
    }

    @Test func anAliasWithoutAnAnchorIsStillAnError() throws {
        #expect(throws: YamlError.self) { try AnchorFreeYAML.compose("a: *nowhere\n") }
        #expect(try AnchorFreeYAML.compose("") == nil)
    }
}
