/// How a cluster goes to curses, which lays out a string scalar by scalar (by `wcwidth`) where a
/// frame lays it out cluster by cluster.
enum CursesCell {
    /// What curses can paint of a cluster it would lay out wider or narrower than the frame does: the
    /// first scalar and the zero-width ones after it, at most five in all (a curses cell's limit).
    /// Nil for the rest, which curses lays out as the frame does.
    static func alone(_ character: Character, width: Int) -> String? {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, !character.isASCII else { return nil }
        if scalars.reduce(0, { $0 + CharacterWidth.of(scalar: $1) }) == width { return nil }
        var kept = String.UnicodeScalarView()
        for scalar in scalars {
            if !kept.isEmpty, kept.count == 5 || !CharacterWidth.isZeroWidth(scalar) { break }
            kept.append(scalar)
        }
        return String(kept)
    }
}
