/// The two panes of a list screen: the list, and the chosen row's details under it.
enum ListPane: Hashable, Sendable {
    case list, details
}

/// A list above and the chosen row's details below, as the profile picker, a scenario's cases and the
/// phone's payments show them: the details take a share of the rows, between a floor and a ceiling.
/// Neither rectangle depends on what the panes show, so a key learns a page of the list from the area
/// alone, and only a click or the view builds the panes.
struct ListWithDetails: Sendable {
    /// The details' rows: the area's rows divided by `share`, at least `fewest`, at most `most`.
    var fewest: Int
    var most: Int
    var share: Int

    func rects(_ area: Rect) -> (list: Rect, details: Rect) {
        let details = min(most, max(fewest, area.height / share))
        return area.splitRows(top: area.height - details)
    }

    /// Rows of the list a page shows, with `pinned` lines above or below them in its box.
    func listViewport(_ area: Rect, pinned: Int = 0) -> Int { PaneContent.viewport(height: rects(area).list.height, pinned: pinned) }

    func panes(in area: Rect, list: PaneContent, details: PaneContent) -> PlacedPanes<ListPane, NoBasis> {
        let (listRect, detailsRect) = rects(area)
        return PlacedPanes(
            area: area, basis: NoBasis(),
            panes: [PlacedPane(id: .list, content: list, rect: listRect), PlacedPane(id: .details, content: details, rect: detailsRect)])
    }
}
