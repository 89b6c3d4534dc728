@testable import CheckoutTUI

/// Just enough of a terminal to play back what the recorder writes: cursor moves, clearing, SGR
/// (read, and kept as the style of the text that follows) and text of one- and two-column clusters.
/// What it shows is read back as lines, to compare with the frame that was drawn.
struct ANSIScreen {
    private(set) var size: TerminalSize
    /// A cell's character and the SGR parameters it was written with; nil for a wide character's right half.
    private typealias Cell = (character: Character, sgr: String)
    private var cells: [[Cell?]]
    private var row = 0
    private var column = 0
    private var sgr = "0"

    init(size: TerminalSize) {
        self.size = size
        let blank: Cell? = (" ", "0")
        cells = Array(repeating: Array(repeating: blank, count: size.columns), count: size.rows)
    }

    /// A resize, as an "r" event says: the player's screen takes the new size, blank.
    mutating func resize(to size: TerminalSize) { self = ANSIScreen(size: size) }

    mutating func play(_ data: String) {
        var characters = data[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "\u{1B}" else {
                put(character)
                continue
            }
            // Control sequences only: ESC [ parameters final byte.
            guard characters.first == "[" else { continue }
            characters = characters.dropFirst()
            let parameters = String(characters.prefix { !$0.isLetter })
            characters = characters.dropFirst(parameters.count)
            guard let final = characters.first else { return }
            characters = characters.dropFirst()
            switch final {
            case "H":
                let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                row = (numbers.first ?? 1) - 1
                column = (numbers.count > 1 ? numbers[1] : 1) - 1
            case "J" where parameters == "2": cells = ANSIScreen(size: size).cells
            case "m": sgr = parameters
            default: break
            }
        }
    }

    private mutating func put(_ character: Character) {
        let width = CharacterWidth.of(character)
        guard row < size.rows, column + width <= size.columns else { return }
        cells[row][column] = (character, sgr)
        if width == 2 { cells[row][column + 1] = nil }
        column += width
    }

    /// Row `row` as text, trailing spaces trimmed, as `Frame.line` reads a frame.
    func line(_ row: Int) -> String {
        var text = String(cells[row].compactMap { $0?.character })
        while text.last == " " { text.removeLast() }
        return text
    }

    var lines: [String] { (0..<size.rows).map(line) }

    /// The SGR parameters the cell at (column, row) was written with.
    func sgr(column: Int, row: Int) -> String? { cells[row][column]?.sgr }
}
