/// ASCII stand-ins for the few non-ASCII characters our texts use, for terminals whose locale is not UTF-8.
enum ASCIIFallback {
    static func text(for character: Character) -> String {
        switch character {
        case "₹": return "Rs "
        case "—", "–", "─", "‐": return "-"
        case "│": return "|"
        case "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": return "+"
        case "…": return "..."
        case "→": return "->"
        case "←": return "<-"
        case "↑": return "^"
        case "↓": return "v"
        case "·", "•": return "*"
        case "▸", "›": return ">"
        case "‹": return "<"
        case "×": return "x"
        case "✓": return "ok"
        case "✗": return "x"
        case "⌫": return "Bksp"
        case "⇥": return "Tab"
        case "“", "”": return "\""
        case "‘", "’": return "'"
        case "\u{00A0}": return " "
        default: return "?"
        }
    }
}
