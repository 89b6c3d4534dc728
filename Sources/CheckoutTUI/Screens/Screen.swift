/// One screen of the stack: any screen's model behind the one protocol every screen keeps, so the
/// app passes a key, a click or a paste to whichever is on top without knowing which it is.
public struct Screen: Equatable, Sendable {
    var model: any ScreenModel

    init(_ model: some ScreenModel) { self.model = model }

    /// The screen as a `type`, when it is one.
    public func screen<Shown>(as type: Shown.Type) -> Shown? { model as? Shown }

    public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.model.isEqual(to: rhs.model) }

    /// Changes the screen with `change` when it is a `type`.
    mutating func change<Shown: ScreenModel>(as type: Shown.Type, _ change: (inout Shown) -> Void) {
        guard var shown = model as? Shown else { return }
        change(&shown)
        model = shown
    }

    var title: String { model.breadcrumb }

    var hints: [KeyHint] { model.hints }

    var helpKeys: [KeyHint] { model.helpKeys }

    var prompt: Prompt? { model.prompt }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        model.draw(in: area, frame: &frame, context: context)
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        model.receive(.key(key), area: area, context: context)
    }

    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        model.receive(.click(column: column, row: row), area: area, context: context)
    }

    /// `text`, already one line, into the screen's open input.
    mutating func paste(_ text: String, area: Rect, context: ScreenContext) {
        _ = model.receive(.paste(text), area: area, context: context)
    }
}
