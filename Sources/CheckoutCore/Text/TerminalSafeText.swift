extension Unicode.Scalar {
    /// True for a character a terminal acts on instead of printing: C0 (U+0000–U+001F), DEL and C1
    /// (U+0080–U+009F). ESC starts sequences that retitle the window or move the cursor, and C1's CSI
    /// and OSC do the same in one character.
    public var isTerminalControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The character as `\u{1B}`: visible, and unambiguous for any control character.
    public var spelledOut: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension String {
    /// The text with every terminal control character spelled out (`\u{1B}` for ESC), so names and
    /// descriptions from files the user did not write cannot drive the terminal they are shown on.
    /// Tab and newline stay unless `keepingLayout` is false (a single line, a table cell); everything
    /// else, ordinary Unicode included, is kept as it is.
    public func spellingOutTerminalControls(keepingLayout: Bool = true) -> String {
        func needsSpelling(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isTerminalControl && !(keepingLayout && (scalar == "\n" || scalar == "\t"))
        }
        // Nearly all text has none: hand it back untouched.
        guard unicodeScalars.contains(where: needsSpelling) else { return self }
        var safe = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if needsSpelling(scalar) {
                safe.append(contentsOf: scalar.spelledOut.unicodeScalars)
            } else {
                safe.append(scalar)
            }
        }
        return String(safe)
    }
}
