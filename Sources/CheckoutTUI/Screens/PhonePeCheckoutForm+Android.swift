import CheckoutCore

/// The checkout page on an Android phone: a button per UPI app the merchant app sees (by package),
/// the chooser's note when it would list more, and why each hidden app is hidden with the manifest
/// line that would show it.
extension PhonePeCheckoutForm {
    /// Under the form: what Enter does, and the chooser's note.
    func androidFooter(_ page: AndroidCheckoutPage) -> [StyledLine] {
        var lines: [StyledLine] = []
        if page.shown.isEmpty {
            lines.append(StyledLine("No UPI app is on this checkout page: the merchant app sees none (why below).", .warning))
        } else if !flow.userPicksApp {
            lines.append(StyledLine("\(flow.rawValue) always pays with PhonePe, whichever app is chosen.", .muted))
        } else {
            lines.append(StyledLine("Enter on an app walks \(flow.rawValue) with it.", .muted))
        }
        if let note = page.chooserNote { lines.append(StyledLine("Chooser: " + note, .warning)) }
        return lines
    }

    /// The installed UPI apps the page hides, each with why and the manifest line that would show it.
    static func missingPane(android page: AndroidCheckoutPage, width: Int) -> PaneContent {
        guard !page.chooser.isEmpty else {
            return PaneContent(title: "Not on the checkout page", lines: [StyledLine("No installed app handles upi://pay: install one in the device editor.", .warning)])
        }
        guard !page.hidden.isEmpty else {
            return PaneContent(title: "Not on the checkout page", lines: [StyledLine("Every installed UPI app is on the checkout page.", .ok)])
        }
        var lines: [StyledLine] = []
        for app in page.hidden {
            lines.append(StyledLine("\(app.displayName) is not shown", .bold))
            lines += StyledLine([StyledLine.Span("why  ", .muted), StyledLine.Span(app.reason)]).wrapped(width: width, indent: 5)
            if let fix = app.fix {
                lines += StyledLine([StyledLine.Span("fix  ", .muted), StyledLine.Span("add \(fix) to the merchant app's manifest", .ok)])
                    .wrapped(width: width, indent: 5)
            }
        }
        return PaneContent(title: "Not on the checkout page (\(page.hidden.count))", lines: lines)
    }
}
