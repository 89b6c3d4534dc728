/// A one-line text input in a box at the foot of a screen, with what Enter will do (or why it
/// cannot) under it. Text is typed and erased at its end; a prefilled text is replaced by the first
/// character typed, as the checkout amount is.
struct TextPrompt: Equatable, Sendable {
    /// Far longer than any scheme, version or file name; a paste beyond it is cut rather than kept.
    static let maximumLength = 200

    var title: String
    var text: String
    /// True until the user types or erases: the prefilled text goes at the first character typed.
    var replacesOnType: Bool
    /// Why Enter was refused, shown until the text changes.
    var error: String?

    init(title: String, text: String = "") {
        self.title = title
        self.text = text
        replacesOnType = !text.isEmpty
    }

    enum Outcome: Equatable {
        case editing
        case submitted(String)
        case cancelled
    }

    /// Characters, ⌫ (and Delete), Enter, Esc; every other key is taken and ignored, so nothing
    /// behind the prompt acts while it is up.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .submitted(text)
        case .escape: return .cancelled
        case .backspace, .delete:
            replacesOnType = false
            if !text.isEmpty { text.removeLast() }
            error = nil
        case .character(let character) where Self.isTypeable(character):
            if replacesOnType { text = "" }
            replacesOnType = false
            if text.count < Self.maximumLength {
                text.append(character)
                error = nil
            } else {
                error = "At most \(Self.maximumLength) characters: the rest is left out"
            }
        default:
            break
        }
        return .editing
    }

    /// Printable text only: control characters (C0, DEL, C1) would drive the terminal when shown.
    private static func isTypeable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    }

    /// `text` without leading and trailing spaces, as a value is read from it.
    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Rows the box takes at the foot of `area`: borders, the input and up to two rows of `note`.
    func height(width: Int, note: StyledLine) -> Int { 3 + min(2, noteLines(note, width: width).count) }

    /// The box across the foot of `area`: the input (its end, when longer than the row) with a block
    /// for the cursor, then the error, or `note` when there is none.
    func draw(in area: Rect, note: StyledLine, frame: inout Frame, glyphs: Glyphs) {
        let height = min(area.height, height(width: area.width - 4, note: note))
        let box = Rect(x: area.x, y: area.y + area.height - height, width: area.width, height: height)
        guard box.width >= 8, box.height >= 3 else { return }
        frame.fill(box)
        let inner = box.width - 4
        // The end of the text, where typing goes: characters from the last back while they fit.
        var start = text.endIndex
        var width = 0
        while start > text.startIndex {
            let before = text.index(before: start)
            width += CharacterWidth.of(text[before])
            if width > inner - 3 { break }
            start = before
        }
        let tail = text[start...]
        let input: StyledLine = replacesOnType
            ? StyledLine([StyledLine.Span("> "), StyledLine.Span(String(tail), .reverse)])
            : StyledLine([StyledLine.Span("> "), StyledLine.Span(String(tail), .bold), StyledLine.Span(" ", .reverse)])
        let lines = [input] + noteLines(note, width: inner).prefix(2)
        Pane(title: title, lines: lines, focused: true, scroll: ScrollState()).draw(in: box, frame: &frame, glyphs: glyphs)
    }

    private func noteLines(_ note: StyledLine, width: Int) -> [StyledLine] {
        let line = error.map { StyledLine($0, .error) } ?? note
        return line.wrapped(width: width, indent: 0)
    }
}
