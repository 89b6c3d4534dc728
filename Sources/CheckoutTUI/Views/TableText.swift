/// Cells laid out in aligned columns, two spaces apart; the last column is not padded.
enum TableText {
    static func lines(_ rows: [[StyledLine.Span]], gap: Int = 2, maxWidths: [Int] = []) -> [StyledLine] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], CharacterWidth.of(cell.text)) }
        }
        for (index, limit) in maxWidths.enumerated() where index < widths.count { widths[index] = min(widths[index], limit) }
        return rows.map { row in
            var spans: [StyledLine.Span] = []
            for (index, cell) in row.enumerated() {
                var text = cell.text
                if index < row.count - 1 {
                    text = fit(text, width: widths[index]) + String(repeating: " ", count: gap)
                }
                spans.append(StyledLine.Span(text, cell.style))
            }
            return StyledLine(spans)
        }
    }

    /// `text` cut or padded to exactly `width` columns.
    static func fit(_ text: String, width: Int) -> String {
        let textWidth = CharacterWidth.of(text)
        if textWidth <= width { return text + String(repeating: " ", count: width - textWidth) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = CharacterWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result + String(repeating: " ", count: width - used)
    }
}
