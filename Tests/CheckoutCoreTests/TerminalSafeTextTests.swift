import CheckoutCore
import Testing

/// Text from files the user did not write, on its way to a terminal.
@Suite struct TerminalSafeTextTests {
    @Test func controlCharactersAreSpelledOutAndOrdinaryTextKept() {
        let title = "name \u{1B}]0;pwned\u{7} \u{9B}31m \u{7F} ₹ · e\u{301} 🙂"
        #expect(title.spellingOutTerminalControls() == #"name \u{1B}]0;pwned\u{7} \u{9B}31m \u{7F} ₹ · "# + "e\u{301} 🙂")
    }

    @Test func tabsAndNewlinesStayUnlessTheLayoutIsOneLine() {
        let text = "a\tb\nc\r\nd"
        #expect(text.spellingOutTerminalControls() == "a\tb\nc" + #"\u{D}"# + "\nd")
        #expect(text.spellingOutTerminalControls(keepingLayout: false) == #"a\u{9}b\u{A}c\u{D}\u{A}d"#)
    }

    @Test func textWithoutControlsComesBackAsItIs() {
        let text = "PASS gpay · gpay-only · open-intent · GPAY\n1 passed, 0 failed\n"
        #expect(text.spellingOutTerminalControls() == text)
        #expect(Unicode.Scalar(0xA0)?.isTerminalControl == false)
        #expect(Unicode.Scalar(0x9F)?.isTerminalControl == true)
    }

    /// JSON allows DEL and C1 raw, but printed JSON reaches terminals too.
    @Test func theJSONWriterEscapesDELAndC1AndKeepsOtherNonASCII() throws {
        let value: JSONValue = ["name": .string("a\u{1B}b\u{7F}c\u{9B}d\u{85}e·é₹")]
        let written = JSONWriter.compactString(value)
        #expect(written == #"{"name":"a\u001bb\u007fc\u009bd\u0085e·é₹"}"#)
        #expect(try JSONParser.parse(written) == value)
    }
}
