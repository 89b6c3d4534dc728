/// A screen whose panes are laid out once per event and kept in its model as derived state: update
/// lays them out again only when the area or what they show (`layoutBasis`) changed, reads a page's
/// height and a clicked row from them, and never builds them just to learn those; view draws them.
/// The kept panes are a plain value compared with the rest of the model: a model that has not been
/// laid out yet, or was laid out for another window, is not equal to one that has.
protocol KeepsPanesLaidOut {
    associatedtype PaneID: Hashable & Sendable
    associatedtype LayoutBasis: Equatable & Sendable
    var layout: PlacedPanes<PaneID, LayoutBasis>? { get set }
    /// Everything `layOut` reads that can change during the screen's life, and what it reads from the context.
    func layoutBasis(_ context: ScreenContext) -> LayoutBasis
    /// The panes laid out afresh for `area`.
    func layOut(_ area: Rect, context: ScreenContext) -> [PlacedPane<PaneID>]
}

extension KeepsPanesLaidOut {
    /// The panes for `area`: the model's when they were laid out for it and for what the model shows
    /// now; otherwise laid out afresh (what the view meets after a resize or a push, before the next event).
    func panes(in area: Rect, context: ScreenContext) -> PlacedPanes<PaneID, LayoutBasis> {
        let basis = layoutBasis(context)
        if let layout, layout.area == area, layout.basis == basis { return layout }
        return PlacedPanes(area: area, basis: basis, panes: layOut(area, context: context))
    }

    /// Keeps `panes(in:context:)` in the model. Update calls it where it needs a page or a row, and
    /// once more when the event is done, so a change to what the panes show lays them out once.
    @discardableResult
    mutating func refreshPanes(in area: Rect, context: ScreenContext) -> PlacedPanes<PaneID, LayoutBasis> {
        let panes = panes(in: area, context: context)
        layout = panes
        return panes
    }
}
