@testable import CheckoutTUI
import Testing

/// Cells hold whole grapheme clusters at their real width: accents stay on their letter, emoji
/// sequences stay one picture two columns wide, and cutting a line never splits either.
@Suite("Grapheme clusters in frames")
struct GraphemeLayoutTests {
    static let decomposedE: Character = "e\u{301}"
    static let thumbsUpMedium: Character = "👍🏽"
    static let family: Character = "👨\u{200D}👩\u{200D}👧"

    @Test(arguments: [
        ("a", 1), ("e\u{301}", 1), ("支", 2), ("📱", 2), ("👍🏽", 2), ("🇮🇳", 2), ("👨\u{200D}👩\u{200D}👧", 2),
        ("1\u{FE0F}\u{20E3}", 2), ("❤\u{FE0F}", 2), ("❤\u{FE0E}", 1), ("❤", 1), ("\u{200D}", 0), ("\u{301}", 0),
        ("रा", 2), ("₹", 1), ("─", 1),
    ] as [(String, Int)])
    func widthOfACluster(text: String, width: Int) throws {
        #expect(text.count == 1, "one Character")
        #expect(CharacterWidth.of(try #require(text.first)) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func aCombiningAccentStaysOnItsLetter() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
        let used = frame.put("Jose\u{301}!", column: 0, row: 0)
        #expect(used == 5)
        #expect(frame[column: 3, row: 0].character.unicodeScalars.map(\.value) == [0x65, 0x301])
        #expect(frame[column: 4, row: 0].character == "!")
        #expect(frame.line(0).unicodeScalars.map(\.value) == [0x4A, 0x6F, 0x73, 0x65, 0x301, 0x21])
    }

    @Test func anEmojiSequenceIsOneWideCell() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
        let used = frame.put("\(Self.thumbsUpMedium)\(Self.family)🇮🇳x", column: 0, row: 0)
        #expect(used == 7)
        #expect(frame[column: 0, row: 0].character.unicodeScalars.count == 2)
        #expect(frame[column: 1, row: 0].isContinuation)
        #expect(frame[column: 2, row: 0].character.unicodeScalars.count == 5)
        #expect(frame[column: 4, row: 0].character.unicodeScalars.count == 2)
        #expect(frame[column: 6, row: 0].character == "x")
        // Runs carry every scalar, so the terminal gets the whole sequence.
        #expect(frame.runs(row: 0).first?.text == "\(Self.thumbsUpMedium)\(Self.family)🇮🇳x   ")
    }

    @Test func zeroWidthScalarsWithNothingToJoinAreLeftOut() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
        #expect(frame.put("\u{200D}\u{301}ab", column: 0, row: 0) == 2)
        #expect(frame.line(0) == "ab")
    }

    @Test func maxWidthNeverSplitsAClusterNorAWideCharacter() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
        // "ab" fit; the family (two columns) does not fit the one left, so a space stands in.
        #expect(frame.put("ab\(Self.family)", column: 0, row: 0, maxWidth: 3) == 3)
        #expect(frame.line(0) == "ab")
        #expect(frame[column: 2, row: 0].character == " " && !frame[column: 3, row: 0].isContinuation)
    }

    @Test func aClippedLineEndsInTheMarkerNotInHalfAnEmoji() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
        // "Zoë " is four columns and the family two: the marker's column is the family's right half.
        StyledLine("Zoe\u{308} \(Self.family) and co").draw(in: &frame, column: 0, row: 0, width: 6, clipMarker: "…")
        #expect(frame.line(0) == "Zoe\u{308}  …")
        #expect(frame[column: 2, row: 0].character.unicodeScalars.count == 2, "ë whole")
        #expect(!frame.lines[0].unicodeScalars.contains("👨"))
    }

    @Test func aClippedAccentedLineKeepsTheAccentOnTheLastLetter() {
        var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
        StyledLine("Jose\u{301} Ramírez").draw(in: &frame, column: 0, row: 0, width: 5, clipMarker: "…")
        // "José" and a space fill the five columns; the marker takes the space's.
        #expect(frame.line(0).unicodeScalars.map(\.value) == [0x4A, 0x6F, 0x73, 0x65, 0x301, 0x2026])
    }

    @Test func tableCellsAreCutAndPaddedByColumns() {
        #expect(TableText.fit("支付宝", width: 5) == "支付 ")
        #expect(TableText.fit("\(Self.thumbsUpMedium)ok", width: 3) == "\(Self.thumbsUpMedium)o")
        #expect(TableText.fit("Jose\u{301}", width: 6) == "Jose\u{301}  ")
        #expect(CharacterWidth.of("Jose\u{301} \(Self.family)") == 7)
    }

    /// Curses lays a string out scalar by scalar: a cluster it would lay out otherwise goes to it alone,
    /// cut to the first scalar and the zero-width ones after it.
    @Test func clustersCursesWouldMisplaceGoAlone() {
        #expect(CursesCell.alone(Self.decomposedE, width: 1) == nil)
        #expect(CursesCell.alone("🇮🇳", width: 2) == nil)
        #expect(CursesCell.alone("रा", width: 2) == nil)
        #expect(CursesCell.alone(Self.thumbsUpMedium, width: 2) == "👍")
        #expect(CursesCell.alone(Self.family, width: 2) == "👨\u{200D}")
        #expect(CursesCell.alone("❤\u{FE0F}", width: 2) == "❤\u{FE0F}")
    }
}
