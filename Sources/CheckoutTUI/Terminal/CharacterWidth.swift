/// How many terminal columns a character (a grapheme cluster) takes: 2 for East Asian wide and emoji,
/// 0 for what only modifies its neighbour (a combining mark or joiner with no base), else 1.
///
/// A small table of our own instead of `wcwidth`, which answers -1 for everything non-ASCII
/// until the locale is set, so frames built in tests would differ from the live ones.
enum CharacterWidth {
    static func of(_ character: Character) -> Int {
        // Nearly every cell is ASCII: answer it before the Unicode property lookups, which dominate a frame's cost.
        if character.isASCII { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(scalar: first) }
        return ofCluster(scalars)
    }

    /// One scalar's width, as a terminal lays out a scalar on its own.
    static func of(scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return 1 }
        switch scalar.value {
        // The ranges most text uses, none of them emoji or zero-width: skip the property lookups.
        case 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205F, 0x20A0...0x20CF, 0x2190...0x21FF, 0x2500...0x259F: return 1
        default: break
        }
        if isZeroWidth(scalar) { return 0 }
        // A regional indicator alone is a letter; two make a flag, which the cluster rule widens.
        if (0x1F1E6...0x1F1FF).contains(scalar.value) { return 1 }
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

    /// An emoji sequence (a flag, a skin tone, a family joined by ZWJ, a keycap, a symbol asked to show
    /// as emoji with U+FE0F) is one picture two columns wide; any other cluster is as wide as its
    /// scalars side by side (a letter and its combining accents: one).
    private static func ofCluster(_ scalars: Character.UnicodeScalarView) -> Int {
        var width = 0
        var emoji = false
        for scalar in scalars {
            if scalar == "\u{FE0F}" || scalar == "\u{200D}" || scalar.properties.isEmojiModifier { emoji = true }
            if scalar == "\u{FE0E}" { return 1 }  // text presentation asked for
            width += of(scalar: scalar)
        }
        if let first = scalars.first, first.properties.isEmoji, emoji || first.properties.isEmojiPresentation { return 2 }
        return width
    }

    /// Combining marks, joiners, variation selectors and invisible format characters: drawn on or
    /// between their neighbours, never in a cell of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return scalar != "\u{00AD}"
        default: return (0x1160...0x11FF).contains(scalar.value)  // Hangul vowels and finals after a leading consonant
        }
    }

    /// Latin, Greek, Cyrillic and the like, general punctuation (… · ›), currency signs (₹) and box
    /// drawing: one column each, and none is drawn as an emoji, so the property lookups can be skipped.
    static func isNarrowText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0..<0x300, 0x370..<0x1100, 0x2010...0x2027, 0x2030...0x205F, 0x20A0...0x20CF, 0x2190...0x21FF, 0x2500...0x259F:
            // Scripts from Greek to Georgian mix letters with combining marks.
            return scalar.value < 0x370 || !isZeroWidth(scalar)
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
