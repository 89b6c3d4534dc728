/// How many terminal columns a character takes: 2 for East Asian wide and emoji, else 1.
///
/// A small table of our own instead of `wcwidth`, which answers -1 for everything non-ASCII
/// until the locale is set, so frames built in tests would differ from the live ones.
enum CharacterWidth {
    static func of(_ character: Character) -> Int {
        // Nearly every cell is ASCII: answer it before the Unicode property lookups, which dominate a frame's cost.
        if character.isASCII { return 1 }
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if isNarrowText(scalar) { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Latin, Greek, Cyrillic and the like, general punctuation (… · ›), currency signs (₹) and box
    /// drawing: one column each, and none is drawn as an emoji, so the property lookups can be skipped.
    static func isNarrowText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0..<0x1100, 0x2000...0x20CF, 0x2190...0x21FF, 0x2500...0x259F: return true
        default: return false
        }
    }

    static func of<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for unit in text.utf8 where unit < 0x80 { width += 1 }
        // All ASCII (one byte per character): the count is the width.
        if width == text.utf8.count { return width }
        return text.reduce(0) { $0 + of($1) }
    }
}
