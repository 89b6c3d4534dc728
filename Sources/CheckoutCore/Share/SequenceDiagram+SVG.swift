/// The diagram drawn as inline SVG for the HTML page: a box and a lifeline per participant, then one
/// row per step, top to bottom. Labels are monospaced, so their widths can be estimated without a font.
extension SequenceDiagram {
    private enum Metrics {
        static let margin = 20.0
        static let charWidth = 7.3
        static let lineHeight = 16.0
        static let boxHeight = 34.0
        static let minimumGap = 150.0
        static let labelPadding = 24.0
    }

    /// Estimated width of a label's longest line; wide (East Asian, emoji) characters count twice.
    static func textWidth(_ lines: [String]) -> Double {
        let widest = lines.map { line in
            line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 && !(0x2000...0x2BFF).contains($1.value) ? 2 : 1) }
        }.max() ?? 0
        return Double(widest) * Metrics.charWidth
    }

    /// Each participant's box width: its name, padded.
    private var boxWidths: [Double] { participants.map { max(110, Self.textWidth([$0.name]) + Metrics.labelPadding) } }

    /// Each participant's lifeline x, spaced so every label fits between the lifelines it spans.
    private func lifelines(_ boxes: [Double]) -> [Double] {
        let index = Dictionary(participants.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var gaps = boxes.indices.dropLast().map { max(Metrics.minimumGap, (boxes[$0] + boxes[$0 + 1]) / 2 + 20) }
        let spans = arrows.compactMap { arrow -> (Int, Int, Double)? in
            guard arrow.style != .note, let a = index[arrow.from], let b = index[arrow.to], a != b else { return nil }
            return (min(a, b), max(a, b), Self.textWidth(arrow.lines) + Metrics.labelPadding)
        }
        // Narrow spans first, so a wide label across several lifelines only widens what is still short.
        for (low, high, width) in spans.sorted(by: { $0.1 - $0.0 < $1.1 - $1.0 }) {
            let deficit = width - gaps[low..<high].reduce(0, +)
            if deficit > 0 { for gap in low..<high { gaps[gap] += deficit / Double(high - low) } }
        }
        var x = Metrics.margin + (boxes.first ?? 0) / 2
        return boxes.indices.map { column in
            defer { if column < gaps.count { x += gaps[column] } }
            return x
        }
    }

    public var svg: String {
        let boxes = boxWidths
        let xs = lifelines(boxes)
        let index = Dictionary(participants.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var body: [String] = []
        var y = Metrics.margin + Metrics.boxHeight + 24
        var minX = 0.0
        var maxX = (xs.last ?? 0) + (boxes.last ?? 0) / 2 + Metrics.margin
        for arrow in arrows {
            guard let from = index[arrow.from].map({ xs[$0] }), let to = index[arrow.to].map({ xs[$0] }) else { continue }
            let height = Double(arrow.lines.count) * Metrics.lineHeight
            if arrow.style == .note {
                let width = max(Self.textWidth(arrow.lines) + 20, abs(to - from) + 60)
                let left = (from + to) / 2 - width / 2
                minX = min(minX, left - Metrics.margin)
                maxX = max(maxX, left + width + Metrics.margin)
                body.append(#"<rect class="note" x="\#(Self.number(left))" y="\#(Self.number(y))" width="\#(Self.number(width))" height="\#(Self.number(height + 10))"/>"#)
                body += Self.labels(arrow.lines, x: (from + to) / 2, top: y + 5)
                y += height + 24
            } else {
                body += Self.labels(arrow.lines, x: (from + to) / 2, top: y)
                let lineY = y + height + 4
                let dashed = arrow.style == .answer ? " dashed" : ""
                if from == to {
                    let loop = "M\(Self.number(from)),\(Self.number(lineY)) h40 v16 h-36"
                    body.append(#"<path class="arrow\#(dashed)" d="\#(loop)" marker-end="url(#head)"/>"#)
                    y += 16
                } else {
                    let end = to + (to > from ? -2 : 2)
                    body.append(#"<line class="arrow\#(dashed)" x1="\#(Self.number(from))" y1="\#(Self.number(lineY))" x2="\#(Self.number(end))" y2="\#(Self.number(lineY))" marker-end="url(#head)"/>"#)
                }
                y += height + 22
            }
        }
        let bottom = y + 4
        var head: [String] = []
        for (column, participant) in participants.enumerated() {
            let x = xs[column]
            let width = boxes[column]
            head.append(#"<line class="lifeline" x1="\#(Self.number(x))" y1="\#(Self.number(Metrics.margin + Metrics.boxHeight))" x2="\#(Self.number(x))" y2="\#(Self.number(bottom))"/>"#)
            head.append(#"<rect class="participant" x="\#(Self.number(x - width / 2))" y="\#(Self.number(Metrics.margin))" width="\#(Self.number(width))" height="\#(Self.number(Metrics.boxHeight))" rx="4"/>"#)
            head.append(#"<text class="name" x="\#(Self.number(x))" y="\#(Self.number(Metrics.margin + 22))">\#(HTMLText.escape(participant.name))</text>"#)
        }
        let width = maxX - minX
        return """
            <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="sequence diagram of the walk" width="\(Self.number(width))" height="\(Self.number(bottom + Metrics.margin))" viewBox="\(Self.number(minX)) 0 \(Self.number(width)) \(Self.number(bottom + Metrics.margin))">
            <style>
            .participant { fill: #eef3fb; stroke: #4a6fa5; }
            .name { font: bold 13px sans-serif; text-anchor: middle; fill: #1d2b3f; }
            .lifeline { stroke: #9aa9bd; stroke-dasharray: 2 3; }
            .label { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; text-anchor: middle; fill: #222; }
            .arrow { stroke: #333; stroke-width: 1.3; fill: none; }
            .dashed { stroke-dasharray: 6 4; }
            .note { fill: #fff8d6; stroke: #c9b458; }
            marker path { fill: #333; }
            </style>
            <defs><marker id="head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>
            \((head + body).joined(separator: "\n"))
            </svg>
            """
    }

    /// One `<text>` per label line, centred on `x`, the first line's top at `top`.
    private static func labels(_ lines: [String], x: Double, top: Double) -> [String] {
        lines.enumerated().map { number, line in
            let y = top + Double(number + 1) * Metrics.lineHeight - 4
            return #"<text class="label" x="\#(Self.number(x))" y="\#(Self.number(y))">\#(HTMLText.escape(line))</text>"#
        }
    }

    /// Coordinates to one decimal: the same diagram always gives the same bytes.
    private static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        return fraction == 0 ? "\(Int(tenths) / 10)" : "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }
}
