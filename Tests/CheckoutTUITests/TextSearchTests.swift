import CheckoutCore
import CheckoutTUI
import Testing

@testable import CheckoutTUI

@Suite("Search and filter: matches, jumps, highlights")
struct TextSearchTests {
    static let lines = ["alpha", "Beta gamma", "gamma", "delta", "GAMMA gamma"]

    @Test func matchesIgnoreCaseAndDoNotOverlap() {
        #expect(TextSearch.lines(matching: "gamma", in: Self.lines) == [1, 2, 4])
        #expect(TextSearch.ranges(of: "gamma", in: "GAMMA gamma") == [0..<5, 6..<11])
        #expect(TextSearch.ranges(of: "aa", in: "aaaa") == [0..<2, 2..<4])
        #expect(TextSearch.lines(matching: "", in: Self.lines).isEmpty)
        #expect(TextSearch.ranges(of: "longer than the text", in: "short").isEmpty)
    }

    @Test func typingJumpsFromWhereTheSearchStartedAndNRoundsTheEnd() {
        var search = TextSearch()
        #expect(search.handle(.character("/"), lines: Self.lines, top: 2) == .handled(showLine: nil))
        #expect(search.prompt?.text == "/")
        #expect(search.handle(.character("g"), lines: Self.lines, top: 2) == .handled(showLine: 2))
        _ = search.handle(.character("a"), lines: Self.lines, top: 2)
        #expect(search.position == "2 of 3")
        #expect(search.handle(.enter, lines: Self.lines, top: 2) == .handled(showLine: nil))
        #expect(search.prompt == nil && search.isActive)
        #expect(search.handle(.character("n"), lines: Self.lines, top: 0) == .handled(showLine: 4))
        #expect(search.handle(.character("n"), lines: Self.lines, top: 0) == .handled(showLine: 1))
        #expect(search.handle(.character("N"), lines: Self.lines, top: 0) == .handled(showLine: 4))
        // Other keys are the screen's; Esc ends the search.
        #expect(search.handle(.character("j"), lines: Self.lines, top: 0) == nil)
        #expect(search.handle(.escape, lines: Self.lines, top: 0) == .handled(showLine: nil))
        #expect(!search.isActive)
        #expect(search.handle(.escape, lines: Self.lines, top: 0) == nil)
    }

    @Test func escWhileTypingDropsTheQueryAndEnterOnNothingKeepsNothing() {
        var search = TextSearch()
        _ = search.handle(.character("/"), lines: Self.lines, top: 0)
        _ = search.handle(.character("z"), lines: Self.lines, top: 0)
        #expect(search.position == "no match")
        _ = search.handle(.escape, lines: Self.lines, top: 0)
        #expect(!search.isActive && !search.typing)
        _ = search.handle(.character("/"), lines: Self.lines, top: 0)
        _ = search.handle(.enter, lines: Self.lines, top: 0)
        #expect(!search.isActive && !search.typing)
    }

    @Test func highlightingReversesEachMatchAndUnderlinesTheCurrentOne() {
        var search = TextSearch()
        _ = search.handle(.character("/"), lines: Self.lines, top: 0)
        for character in "gamma" { _ = search.handle(.character(character), lines: Self.lines, top: 0) }
        let line = StyledLine([StyledLine.Span("Beta ", .bold), StyledLine.Span("gamma", .muted)])
        let marked = search.highlighted(line, index: 1)
        #expect(marked.text == line.text)
        #expect(marked.spans.map(\.style) == [.bold, TextStyle.muted.adding([.reverse, .underline])])
        let other = search.highlighted(StyledLine("gamma"), index: 2)
        #expect(other.spans.map(\.style) == [TextStyle.plain.adding(.reverse)])
    }

    @Test func thePickerFilterKeepsTheProfilesThatMatchAndTheChosenOne() {
        let profiles = ["gpay-only", "hidden-undeclared", "iphone15-all-upi"].map(ShippedProfiles.entry)
        var driver = TUIDriver(profiles: profiles, selecting: "iphone15-all-upi")
        driver.press(.character("/"))
        driver.type("iphone 15")
        #expect(driver.text.contains("Device profiles: 2 of 3 match /iphone 15"))
        #expect(driver.lines(containing: "gpay-only").isEmpty)
        #expect(driver.chosenLines.first?.contains("iphone15-all-upi") == true)
        driver.press(.enter)
        #expect(driver.model.screens.count == 1)
        #expect(driver.lines.last?.contains("Esc clear filter") == true)
        driver.press(.enter)
        #expect(driver.text.contains("Schemes: canOpenURL"))
        driver.back()
        driver.back()
        #expect(driver.text.contains("Device profiles (3)"))
        #expect(driver.chosenLines.first?.contains("iphone15-all-upi") == true)
    }

    /// The inspector's search goes on into the next section with a match, and `N` back into the previous one.
    @Test func theInspectorSearchGoesOnIntoTheSectionsThatMatch() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("iphone15-all-upi")], columns: 120, rows: 40)
        driver.openCheckout()
        driver.confirm()
        func section() -> InspectorScreen.Section? {
            if let inspector = driver.model.current.screen(as: InspectorScreen.self) { return inspector.section }
            return nil
        }
        #expect(section() == .deviceContext)
        // Typing a query this section lacks shows the first section that has it.
        driver.press(.character("/"))
        driver.type("redirectType")
        #expect(section() == .response)
        #expect(driver.text.contains("1 of 1"))
        driver.press(.enter)
        driver.press(.character("n"))
        #expect(section() == .response, "no other section has it: n goes round this one")

        driver.press(.character("/"))
        driver.type("ppemerchantsdkv1")
        driver.press(.enter)
        func shown() -> String {
            let title = driver.lines.first { $0.contains("/ppemerchantsdkv1 ") } ?? ""
            return "\(section().map { "\($0)" } ?? "none") \(title.contains("1 of 2") ? "1/2" : title.contains("2 of 2") ? "2/2" : title.contains("1 of 1") ? "1/1" : title)"
        }
        #expect(shown() == "deviceContext 1/2", "typed where Response has none: on round to the first section that has it")
        var forward: [String] = []
        for _ in 0..<4 {
            driver.press(.character("n"))
            forward.append(shown())
        }
        #expect(forward == ["deviceContext 2/2", "request 1/1", "deviceContext 1/2", "deviceContext 2/2"])
        var backward: [String] = []
        for _ in 0..<3 {
            driver.press(.character("N"))
            backward.append(shown())
        }
        #expect(backward == ["deviceContext 1/2", "request 1/1", "deviceContext 2/2"])
    }

    @Test func theFileNameOfferedIsReplacedByTypingAndEditedByBackspace() {
        var prompt = FileNamePrompt(offering: "gpay-only-open-intent-gpay.txt")
        #expect(prompt.handle(.backspace) == .typing)
        #expect(prompt.text == "gpay-only-open-intent-gpay.tx")
        var typed = FileNamePrompt(offering: "walk.txt")
        for character in "mine.txt" { _ = typed.handle(.character(character)) }
        #expect(typed.handle(.enter) == .done("mine.txt"))
        #expect(typed.handle(.escape) == .cancelled)
        var empty = FileNamePrompt(offering: "x")
        _ = empty.handle(.backspace)
        #expect(empty.handle(.enter) == .typing)
    }
}
