import CheckoutCore

/// One whole screenful: a grid of styled cells. Views build it; a terminal paints it in one go.
public struct Frame: Equatable, Sendable {
    /// One character cell: a whole grapheme cluster ("é" as e and a combining accent, a flag, a family
    /// emoji), so what was put is what is painted. A wide one fills the cell to its right too.
    public struct Cell: Hashable, Sendable {
        public var character: Character
        public var style: TextStyle
        /// The right half of a wide character, which the cell to its left paints.
        public var isContinuation: Bool

        public init(character: Character, style: TextStyle, isContinuation: Bool) {
            self.character = character
            self.style = style
            self.isContinuation = isContinuation
        }

        public static let blank = Cell(character: " ", style: .plain, isContinuation: false)
    }

    public let size: TerminalSize
    /// When set, text is transliterated to ASCII as it is put (the locale cannot show anything else).
    public let asciiOnly: Bool
    private var cells: [Cell]

    public init(size: TerminalSize, asciiOnly: Bool = false) {
        self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
        self.asciiOnly = asciiOnly
        cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    }

    public init(size: TerminalSize, glyphs: Glyphs) {
        self.init(size: size, asciiOnly: !glyphs.usesUnicode)
    }

    public subscript(column column: Int, row row: Int) -> Cell {
        guard contains(column: column, row: row) else { return .blank }
        return cells[row * size.columns + column]
    }

    private func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.columns && row < size.rows
    }

    /// Writes `text` from (column, row), clipped at the frame's edge and at `maxWidth` columns.
    /// Returns the columns used. Tabs and line breaks become spaces, other control characters are
    /// spelled out (`\u{1B}`) as the command line prints them; a wide character that does not fit
    /// whole becomes a space, and a cluster of nothing but zero-width scalars (a stray joiner) is left out.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: TextStyle = .plain, maxWidth: Int? = nil) -> Int {
        guard row >= 0, row < size.rows else { return 0 }
        let limit = min(size.columns, column + (maxWidth ?? size.columns))
        var x = column
        for character in text {
            // Printable ASCII, nearly every character drawn, skips the transliteration and width lookups.
            if let code = character.asciiValue, code >= 0x20, code != 0x7F {
                if x + 1 > limit { return max(0, limit - column) }
                if x >= 0 { set(column: x, row: row, Cell(character: character, style: style, isContinuation: false)) }
                x += 1
                continue
            }
            // Box drawing, ₹, · and the like: one scalar, one column, drawn as is in a UTF-8 locale.
            let scalars = character.unicodeScalars
            if !asciiOnly, scalars.count == 1, let scalar = scalars.first, CharacterWidth.isNarrowText(scalar) {
                if x + 1 > limit { return max(0, limit - column) }
                if x >= 0 { set(column: x, row: row, Cell(character: character, style: style, isContinuation: false)) }
                x += 1
                continue
            }
            for shown in displayed(character) {
                let width = CharacterWidth.of(shown)
                if width == 0 { continue }
                if x + width > limit {
                    if x < limit, x >= 0 { set(column: x, row: row, Cell(character: " ", style: style, isContinuation: false)) }
                    return max(0, limit - column)
                }
                if x >= 0 {
                    set(column: x, row: row, Cell(character: shown, style: style, isContinuation: false))
                    if width == 2 { set(column: x + 1, row: row, Cell(character: " ", style: style, isContinuation: true)) }
                }
                x += width
            }
        }
        return x - column
    }

    /// Paints `rect` with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: TextStyle = .plain) {
        for row in rect.y..<(rect.y + rect.height) {
            for column in rect.x..<(rect.x + rect.width) {
                set(column: column, row: row, Cell(character: " ", style: style, isContinuation: false))
            }
        }
    }

    /// Adds attributes to every cell of one row's span (a selected row, a cursor).
    public mutating func highlight(row: Int, column: Int, width: Int, adding attributes: TextStyle.Attributes) {
        for x in column..<(column + max(0, width)) where contains(column: x, row: row) {
            cells[row * size.columns + x].style = cells[row * size.columns + x].style.adding(attributes)
        }
    }

    private mutating func set(column: Int, row: Int, _ cell: Cell) {
        guard contains(column: column, row: row) else { return }
        let index = row * size.columns + column
        // Overwriting half of a wide character blanks its other half.
        if cells[index].isContinuation, !cell.isContinuation, column > 0 { cells[index - 1] = .blank }
        if !cells[index].isContinuation, column + 1 < size.columns, cells[index + 1].isContinuation { cells[index + 1] = .blank }
        cells[index] = cell
    }

    private func displayed(_ character: Character) -> [Character] {
        // A control character is a Character of its own, but for CR LF.
        if character.unicodeScalars.contains(where: \.isTerminalControl) {
            if character == "\t" || character == "\n" || character == "\r\n" { return [" "] }
            return Array(String(character).spellingOutTerminalControls(keepingLayout: false))
        }
        if character.isASCII { return [character] }
        return asciiOnly ? Array(ASCIIFallback.text(for: character)) : [character]
    }

    /// Row `row` as text, continuation cells skipped, trailing spaces trimmed.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for column in 0..<size.columns {
            let cell = cells[row * size.columns + column]
            if !cell.isContinuation { text.append(cell.character) }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as text: what tests read and golden files hold.
    public var lines: [String] { (0..<size.rows).map(line) }

    public var text: String { lines.joined(separator: "\n") }

    /// The rows whose cells in `columns` all carry `attributes` (e.g. the selected, reversed rows).
    public func rows(with attributes: TextStyle.Attributes, columns: Range<Int>) -> [Int] {
        (0..<size.rows).filter { row in
            !columns.isEmpty && columns.allSatisfy { self[column: $0, row: row].style.attributes.isSuperset(of: attributes) }
        }
    }

    /// Consecutive cells of one row that share a style: what a terminal paints in one call.
    public func runs(row: Int) -> [(column: Int, text: String, style: TextStyle)] {
        guard row >= 0, row < size.rows else { return [] }
        var runs: [(column: Int, text: String, style: TextStyle)] = []
        // Gathered as UTF-8 bytes and made a String once per run: appending Characters one by one costs more.
        var bytes: [UInt8] = []
        var start = 0
        var style = TextStyle.plain
        func close() {
            if !bytes.isEmpty { runs.append((start, String(decoding: bytes, as: UTF8.self), style)) }
            bytes.removeAll(keepingCapacity: true)
        }
        let base = row * size.columns
        for column in 0..<size.columns {
            let cell = cells[base + column]
            if cell.isContinuation { continue }
            if cell.style != style || bytes.isEmpty {
                close()
                start = column
                style = cell.style
            }
            if let ascii = cell.character.asciiValue {
                bytes.append(ascii)
            } else {
                bytes.append(contentsOf: cell.character.utf8)
            }
        }
        close()
        return runs
    }
}
