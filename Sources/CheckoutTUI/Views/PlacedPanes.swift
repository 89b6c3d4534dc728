/// One pane of a screen where it was placed: what it shows and its rectangle.
struct PlacedPane<ID: Hashable & Sendable>: Equatable, Sendable {
    var id: ID
    var content: PaneContent
    var rect: Rect

    /// Rows of scrolling content it shows: a page.
    var viewport: Int { content.viewport(height: rect.height) }

    func pane(focused: Bool, scroll: ScrollState) -> Pane { Pane(content, focused: focused, scroll: scroll) }

    /// The index of the line drawn at `row` when scrolled to `scroll`; nil for a border, the header,
    /// the footer or a row past the end.
    func lineIndex(atRow row: Int, scroll: ScrollState) -> Int? { content.lineIndex(atRow: row, in: rect, scroll: scroll) }
}

/// A screen's panes laid out for one area, with what they were laid out from.
struct PlacedPanes<ID: Hashable & Sendable, Basis: Equatable & Sendable>: Equatable, Sendable {
    /// Never changed once made, so sharing it between copies of a model is copying it: a model is
    /// copied on every event, and one reference is cheaper to copy than every field and line array.
    private final class Storage: Sendable {
        let area: Rect
        let basis: Basis
        let panes: [PlacedPane<ID>]

        init(area: Rect, basis: Basis, panes: [PlacedPane<ID>]) {
            self.area = area
            self.basis = basis
            self.panes = panes
        }
    }

    private let storage: Storage

    init(area: Rect, basis: Basis, panes: [PlacedPane<ID>]) {
        storage = Storage(area: area, basis: basis, panes: panes)
    }

    var area: Rect { storage.area }
    /// What of the model the panes show (values, focus, a chosen row's details), besides the area.
    var basis: Basis { storage.basis }
    var panes: [PlacedPane<ID>] { storage.panes }

    /// Equal when laid out for the same area from the same basis into the same panes.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.area == rhs.area && lhs.basis == rhs.basis && lhs.panes == rhs.panes)
    }

    subscript(id: ID) -> PlacedPane<ID>? { panes.first { $0.id == id } }

    /// The pane under a cell, if any.
    func pane(atColumn column: Int, row: Int) -> PlacedPane<ID>? {
        panes.first { $0.rect.contains(column: column, row: row) }
    }

    /// Each pane drawn with its focus and scroll, which stay in the screen's model.
    func draw(frame: inout Frame, glyphs: Glyphs, focus: ID?, scroll: (ID) -> ScrollState) {
        for placed in panes {
            placed.pane(focused: placed.id == focus, scroll: scroll(placed.id)).draw(in: placed.rect, frame: &frame, glyphs: glyphs)
        }
    }
}

/// The basis of panes that show only what a screen was made with.
struct NoBasis: Equatable, Sendable {}
