extension AppModel {
    /// The Elm update: every event in, the next model and what the run loop must do out.
    public static func update(_ model: AppModel, _ event: TerminalEvent) -> (AppModel, AppCommand) {
        var model = model
        switch event {
        case .inputClosed:
            return (model, .quit)
        case .resize(let size):
            // The view reads the size; scroll positions are clamped to it when drawn and on the next key.
            model.size = size
            return (model, .none)
        case .key(let key):
            let command = model.press(key)
            return (model, command)
        case .mouse(let mouse):
            model.point(mouse)
            return (model, .none)
        }
    }

    /// The wheel scrolls like the arrow keys; a press chooses what is under it.
    private mutating func point(_ mouse: MouseEvent) {
        if isTooSmall { return }
        if showsHelp {
            showsHelp = false
            return
        }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            for _ in 0..<Self.wheelLines { _ = press(mouse.kind == .wheelUp ? .up : .down) }
        case .press:
            var screen = current
            let action = screen.click(column: mouse.column, row: mouse.row, area: Self.contentArea(size), context: context)
            screens[screens.count - 1] = screen
            apply(action)
        }
    }

    /// Lines one turn of the wheel moves.
    static let wheelLines = 3

    private mutating func press(_ key: Key) -> AppCommand {
        if isTooSmall {
            // Nothing is visible to act on; only quitting makes sense.
            return key == .character("q") ? .quit : .none
        }
        if showsHelp {
            showsHelp = false
            return .none
        }
        var screen = current
        let action = screen.handle(key, area: Self.contentArea(size), context: context)
        screens[screens.count - 1] = screen
        switch action {
        case .handled, .push, .backToCheckout:
            apply(action)
            return .none
        case .unhandled:
            switch key {
            case .character("?"):
                showsHelp = true
            case .escape, .character("q"):
                if screens.count > 1 {
                    screens.removeLast()
                } else if key == .character("q") {
                    return .quit
                }
            default:
                break
            }
            return .none
        }
    }

    /// Carries out what a screen asked for.
    private mutating func apply(_ action: ScreenAction) {
        switch action {
        case .handled, .unhandled:
            break
        case .push(let next):
            screens.append(next)
        case .backToCheckout:
            if let checkout = screens.lastIndex(where: { if case .checkout = $0 { true } else { false } }) {
                screens.removeSubrange((checkout + 1)...)
            }
        }
    }
}
