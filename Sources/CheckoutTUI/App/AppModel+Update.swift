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
        }
    }

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
        case .handled:
            return .none
        case .push(let next):
            screens.append(next)
            return .none
        case .backToCheckout:
            if let checkout = screens.lastIndex(where: { if case .checkout = $0 { true } else { false } }) {
                screens.removeSubrange((checkout + 1)...)
            }
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
}
