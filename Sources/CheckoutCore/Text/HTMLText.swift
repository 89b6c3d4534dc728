/// Text made safe for an HTML page or inline SVG: markup characters become references, and terminal
/// control characters are spelled out (`\u{1B}`) rather than dropped, so what a hostile profile holds
/// stays visible without ever becoming markup.
public enum HTMLText {
    /// Element content; newlines and tabs stay (for `<pre>`).
    public static func escape(_ text: String) -> String {
        XMLText.escape(text.spellingOutTerminalControls(), attribute: false)
    }

    /// An attribute value, on one line.
    public static func attribute(_ text: String) -> String {
        XMLText.escape(text.spellingOutTerminalControls(keepingLayout: false), attribute: true)
    }
}
