/// What `update` asks the run loop to do besides drawing the next frame.
public enum AppCommand: Hashable, Sendable {
    case none
    /// Leave the TUI: restore the terminal and exit 0.
    case quit
}
