import CheckoutCore

/// The drawing characters of one run: box drawing and ₹ on a UTF-8 terminal, ASCII stand-ins elsewhere.
///
/// Chosen once at start from the locale, because a non-UTF-8 terminal prints multibyte text as garbage.
public struct Glyphs: Hashable, Sendable {
    public var usesUnicode: Bool
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    /// Put before an amount: "₹1.00" or "Rs 1.00".
    public var rupee: String
    public var ellipsis: String
    /// Ends a line cut at the pane's edge.
    public var clipMarker: Character
    public var separator: String
    public var times: String

    public static let unicode = Glyphs(
        usesUnicode: true, horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        rupee: "₹", ellipsis: "…", clipMarker: "…", separator: "·", times: "×")

    public static let ascii = Glyphs(
        usesUnicode: false, horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        rupee: "Rs ", ellipsis: "...", clipMarker: "~", separator: "-", times: "x")

    /// Unicode glyphs only when the locale's character set is UTF-8 (`nl_langinfo(CODESET)`).
    public static func forCodeset(_ codeset: String) -> Glyphs {
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8" ? .unicode : .ascii
    }

    /// "₹1.00" / "Rs 1.00" for an amount in paise.
    public func rupees(paise: Int64) -> String { rupee + Rupees.shown(fromPaise: paise) }

    /// A size as "60×16" or "60x16".
    public func size(_ size: TerminalSize) -> String { "\(size.columns)\(times)\(size.rows)" }
}
