import CheckoutCore

/// An intent URL as the screens show it: the URL, its parameters with what each means, and whether it
/// follows NPCI's linking rules. The inspector shows a local walk's; the phone a served payment's.
enum IntentLines {
    static func lines(_ step: IntentStep) -> [StyledLine] {
        var lines = [StyledLine(step.text), .blank]
        if let url = step.url {
            var rows: [[StyledLine.Span]] = [[StyledLine.Span("param", .muted), StyledLine.Span("value", .muted), StyledLine.Span("meaning", .muted)]]
            rows += url.parameters.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value, JSONStyling.string), StyledLine.Span($0.meaning ?? "", .muted)] }
            lines += TableText.lines(rows)
        }
        let defects = step.defects
        lines += [.blank] + (defects.isEmpty
            ? [StyledLine("The URL follows NPCI's linking rules.", .ok)]
            : defects.map { StyledLine("defect: \($0)", .warning) })
        return lines
    }
}
