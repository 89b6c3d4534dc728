import CheckoutCore
import CheckoutTUI
import Testing

@testable import CheckoutTUI

/// Pasted text and keys that come in bursts: a paste is typed into the open input as one line and
/// never acts as keys; a burst is drawn once; search and inputs stay cheap and bounded.
@Suite("Pastes and bursts of keys")
struct PasteTests {
    @Test func aPasteBecomesOneLine() {
        #expect(PastedText.oneLine("walk.txt\n") == "walk.txt")
        #expect(PastedText.oneLine("a\nb\r\nc\rd") == "a b c d")
        #expect(PastedText.oneLine("a\n\n\nb\tc") == "a b c")
        #expect(PastedText.oneLine("\nx\u{1B}[31m\u{7}y") == "x[31my")
    }

    @Test func aPastedLineBreakDoesNotSubmitTheFileNameNorRunTheRestAsKeys() {
        var driver = TranscriptScreenTests.walked("gpay-only")
        driver.press(.character("w"))
        driver.send(.paste("out/first\nq\n"))
        #expect(driver.lastCommand == .none)
        #expect(driver.lines.last?.contains("Write the transcript to: out/first q") == true)
        driver.press(.enter)
        guard case .writeTranscript(let request) = driver.lastCommand else {
            Issue.record("Enter did not write: \(driver.lastCommand)")
            return
        }
        #expect(request.path == "out/first q")
    }

    @Test func aPasteWithNoInputOpenIsDropped() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only"), ShippedProfiles.entry("no-upi-app")])
        let before = driver.model
        driver.send(.paste("jjq\n/zz"))
        #expect(driver.model == before)
        #expect(driver.lastCommand == .none)
    }

    @Test func aPasteGoesIntoTheDeviceEditorsInputAndItsLimitSaysSo() {
        var driver = DeviceEditorTests.device()
        driver.press(.character("a"))
        driver.send(.paste(String(repeating: "x", count: 10_000)))
        #expect(driver.text.contains("> " + String(repeating: "x", count: 20)))
        #expect(driver.text.contains("At most \(TextPrompt.maximumLength) characters: the rest is left out"))
    }

    @Test func theSearchTakesAtMostItsLengthAndSaysSo() {
        var search = TextSearch()
        let lines = ["alpha", "Beta gamma"]
        _ = search.handle(.character("/"), lines: lines, top: 0)
        for _ in 0..<(TextSearch.maximumLength + 50) { _ = search.handle(.character("a"), lines: lines, top: 0) }
        #expect(search.query.count == TextSearch.maximumLength)
        #expect(search.prompt?.help.hasPrefix("at most \(TextSearch.maximumLength) characters") == true)
    }

    /// ASCII lines are searched on bytes; the matches are the same as character by character.
    @Test func asciiAndOtherTextMatchAlike() {
        #expect(TextSearch.ranges(of: "GaMMa", in: "Beta gamma GAMMA") == [5..<10, 11..<16])
        #expect(TextSearch.ranges(of: "aa", in: "aaaaa") == [0..<2, 2..<4])
        #expect(TextSearch.ranges(of: "₹1", in: "pay ₹1.00 or ₹10") == [4..<6, 13..<15])
        #expect(TextSearch.ranges(of: "é", in: "Café CAFÉ") == [3..<4, 8..<9])
        #expect(TextSearch.ranges(of: "b", in: "a\r\nb") == [2..<3], "CR LF is one character")
    }

    @Test func keysThatComeTogetherAreDrawnOnce() {
        let terminal = MemoryTerminal(size: TerminalSize(columns: 80, rows: 24))
        terminal.send(together: [.key(.character("/"))] + "gpay".map { .key(.character($0)) })
        terminal.send([.key(.enter)])
        let model = AppModel(profiles: [ShippedProfiles.entry("gpay-only"), ShippedProfiles.entry("no-upi-app")], size: terminal.size)
        TUIApp.run(model, on: terminal)
        // The first frame, one for the five keys that came together, one for Enter.
        #expect(terminal.frames.count == 3)
        #expect(terminal.frames[1].text.contains("1 of 2 match /gpay"))
    }
}
