/// A key and what it does, for the status line and the help overlay.
public struct KeyHint: Hashable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    /// Each key the hint names: "Tab ⇧Tab ← →" is Tab, ⇧Tab, ← and →; "Esc/q" is Esc and q.
    var keyNames: [Substring] { keys.split { $0 == " " || $0 == "/" } }

    static let move = KeyHint("↑↓/jk", "move")
    static let scroll = KeyHint("↑↓ PgUp/PgDn", "scroll")
    /// For screens with more keys than the status line has room for at 80 columns; the help lists PgUp/PgDn.
    static let scrollShort = KeyHint("↑↓", "scroll")
    static let panes = KeyHint("Tab", "pane")
    static let back = KeyHint("Esc/q", "back")
    static let quit = KeyHint("q", "quit")
    static let help = KeyHint("?", "help")
}

/// A line being typed on the status line (a search, a filter, a file name), with what ends it.
public struct Prompt: Equatable, Sendable {
    public var text: String
    /// "Enter keep · Esc drop": shown after the cursor.
    public var help: String
}
