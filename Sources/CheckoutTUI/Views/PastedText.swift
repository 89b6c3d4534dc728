/// Pasted text made fit for a one-line input (a search, a file name, a scheme): Enter there would
/// submit, so a line break must not act as one.
enum PastedText {
    /// Line breaks at the end are dropped (a copied line often carries its own); those inside, and
    /// tabs, become one space each; other control characters, which would drive the terminal when
    /// shown, are left out.
    static func oneLine(_ text: String) -> String {
        var line = ""
        var breaks = 0
        for character in text {
            if character.isNewline {
                breaks += 1
                continue
            }
            if breaks > 0, !line.isEmpty { line.append(" ") }
            breaks = 0
            if character == "\t" {
                line.append(" ")
            } else if !character.unicodeScalars.contains(where: isControl) {
                line.append(character)
            }
        }
        return line
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
