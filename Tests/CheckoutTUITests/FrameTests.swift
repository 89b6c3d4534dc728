import CheckoutTUI
import Testing

@Suite("Frame")
struct FrameTests {
    @Test func putClipsAtTheEdge() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 2))
        let used = frame.put("checkout-sim", column: 2, row: 0)
        #expect(used == 8)
        #expect(frame.lines == ["  checkout", ""])
    }

    @Test func putClipsAtMaxWidth() {
        var frame = Frame(size: TerminalSize(columns: 20, rows: 1))
        frame.put("Google Pay", column: 0, row: 0, maxWidth: 6)
        frame.put("|", column: 6, row: 0)
        #expect(frame.line(0) == "Google|")
    }

    @Test func rupeeAndBoxDrawingTakeOneCellEach() {
        var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
        frame.put("┌₹1.00┐", column: 0, row: 0)
        #expect(frame.line(0) == "┌₹1.00┐")
        #expect(frame[column: 6, row: 0].character == "┐")
    }

    @Test func aWideCharacterTakesTwoCellsAndIsNotSplitAtTheEdge() {
        var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
        let used = frame.put("支付宝", column: 0, row: 0)
        // Two fit (4 cells); the third would need cells 4 and 5, so a space stands in.
        #expect(used == 5)
        #expect(frame.line(0) == "支付")
        #expect(frame[column: 1, row: 0].isContinuation)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
        frame.put("支付", column: 0, row: 0)
        frame.put("x", column: 1, row: 0)
        #expect(frame.line(0) == " x付")
    }

    @Test func asciiOnlyFramesTransliterate() {
        var frame = Frame(size: TerminalSize(columns: 30, rows: 1), glyphs: .ascii)
        frame.put("₹1.00 — canOpenURL → yes ✗", column: 0, row: 0)
        #expect(frame.line(0) == "Rs 1.00 - canOpenURL -> yes x")
    }

    /// A profile's name may hold an escape sequence that would retitle the window: it shows, spelled out.
    @Test func tabsBecomeSpacesAndOtherControlCharactersAreSpelledOut() {
        var frame = Frame(size: TerminalSize(columns: 40, rows: 1))
        frame.put("a\tb\u{1B}]0;x\u{7} \u{9B}1m\u{7F}c", column: 0, row: 0)
        #expect(frame.line(0) == #"a b\u{1B}]0;x\u{7} \u{9B}1m\u{7F}c"#)
        #expect(frame.runs(row: 0).allSatisfy { !$0.text.unicodeScalars.contains(where: \.isTerminalControl) })
    }

    @Test func runsGroupCellsOfOneStyle() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
        frame.put("ab", column: 0, row: 0, style: .bold)
        frame.put("cd", column: 2, row: 0, style: .error)
        let runs = frame.runs(row: 0)
        #expect(runs.map(\.text) == ["ab", "cd", "  "])
        #expect(runs.map(\.style) == [.bold, .error, .plain])
    }

    @Test func glyphsFollowTheLocaleCodeset() {
        #expect(Glyphs.forCodeset("UTF-8") == .unicode)
        #expect(Glyphs.forCodeset("utf8") == .unicode)
        #expect(Glyphs.forCodeset("ANSI_X3.4-1968") == .ascii)
        #expect(Glyphs.ascii.rupees(paise: 39900) == "Rs 399.00")
        #expect(Glyphs.unicode.rupees(paise: 5) == "₹0.05")
    }
}
