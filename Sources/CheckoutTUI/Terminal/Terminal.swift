/// A screen the TUI can paint whole frames on and read keys from: curses in the app, memory in tests.
///
/// Nothing above this protocol knows how a terminal works; screens only ever build a `Frame`.
public protocol Terminal: AnyObject {
    /// The current size in cells; it changes only with a `.resize` event.
    var size: TerminalSize { get }
    /// Box drawing and ₹, or their ASCII stand-ins when the locale cannot show them.
    var glyphs: Glyphs { get }
    /// Paints a whole frame at once, so nothing is ever half drawn.
    func draw(_ frame: Frame)
    /// The next event, or nil when `timeoutMilliseconds` passed without one (nil waits for ever).
    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent?
    /// Hands the terminal back as it was found; safe to call more than once.
    func restore()
}

/// A terminal or frame size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "\(columns)×\(rows)" }
}

/// Something a terminal reports to the app.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(TerminalSize)
    /// Text the terminal says was pasted (bracketed paste): typed into an open input as one piece,
    /// never run as keys.
    case paste(String)
    /// Standard input is closed or hung up: no key will ever come, so the app stops instead of spinning.
    case inputClosed
}

/// A key press, already decoded from escape sequences.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, tab, backTab, backspace, delete, escape
    case pageUp, pageDown, home, end
}

/// A mouse press or wheel turn at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, wheelUp, wheelDown
    }

    public var kind: Kind
    public var column: Int
    public var row: Int

    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
