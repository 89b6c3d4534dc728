/// Text made safe for XML 1.0 content and attribute values (and so for HTML: the JUnit report,
/// the pay page).
public enum XMLText {
    /// In attribute values line breaks and tabs become references, or parsers would turn them into spaces.
    public static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r", "\t":
                if attribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            default:
                // Other control characters and U+FFFE/U+FFFF cannot appear in XML 1.0 at all, not even
                // as references: they are spelled out (`\u{FFFE}`), visible rather than lost.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += scalar.spelledOut
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Text from files the user did not write (the JUnit report's names and diffs): terminal control
    /// characters spelled out (`\u{1B}`) as the text output shows them, then escaped. Line breaks and
    /// tabs stay, as references in an attribute.
    public static func visible(_ text: String, attribute: Bool = true) -> String {
        escape(text.spellingOutTerminalControls(), attribute: attribute)
    }
}
