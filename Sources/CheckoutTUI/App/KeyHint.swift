/// A key and what it does, for the status line and the help overlay.
public struct KeyHint: Hashable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    static let move = KeyHint("↑↓/jk", "move")
    static let scroll = KeyHint("↑↓ PgUp/PgDn", "scroll")
    static let panes = KeyHint("Tab", "pane")
    static let back = KeyHint("Esc/q", "back")
    static let quit = KeyHint("q", "quit")
    static let help = KeyHint("?", "help")
}
