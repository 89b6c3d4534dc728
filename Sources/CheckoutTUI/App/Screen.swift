/// One screen of the stack: each is a small model with its own update (`handle`) and view (`draw`).
public enum Screen: Equatable, Sendable {
    case picker(PickerScreen)
    case device(DeviceScreen)
    case checkout(CheckoutScreen)
    case transcript(TranscriptScreen)

    /// The breadcrumb part for this screen.
    var title: String {
        switch self {
        case .picker: return "Profiles"
        case .device(let screen): return screen.title
        case .checkout: return "Checkout"
        case .transcript: return "Transcript"
        }
    }

    var hints: [KeyHint] {
        switch self {
        case .picker(let screen): return screen.hints
        case .device(let screen): return screen.hints
        case .checkout(let screen): return screen.hints
        case .transcript(let screen): return screen.hints
        }
    }

    /// The screen's own keys, explained, for the help overlay.
    var helpKeys: [KeyHint] {
        switch self {
        case .picker(let screen): return screen.helpKeys
        case .device(let screen): return screen.helpKeys
        case .checkout(let screen): return screen.helpKeys
        case .transcript(let screen): return screen.helpKeys
        }
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch self {
        case .picker(var screen):
            let action = screen.handle(key, area: area, context: context)
            self = .picker(screen)
            return action
        case .device(var screen):
            let action = screen.handle(key, area: area, context: context)
            self = .device(screen)
            return action
        case .checkout(var screen):
            let action = screen.handle(key, area: area, context: context)
            self = .checkout(screen)
            return action
        case .transcript(var screen):
            let action = screen.handle(key, area: area, context: context)
            self = .transcript(screen)
            return action
        }
    }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        switch self {
        case .picker(let screen): screen.draw(in: area, frame: &frame, context: context)
        case .device(let screen): screen.draw(in: area, frame: &frame, context: context)
        case .checkout(let screen): screen.draw(in: area, frame: &frame, context: context)
        case .transcript(let screen): screen.draw(in: area, frame: &frame, context: context)
        }
    }
}

/// What a screen's `handle` did with a key.
enum ScreenAction: Equatable, Sendable {
    /// The key changed (or deliberately ignored) something on this screen.
    case handled
    /// Not a key of this screen: the app applies its own (Esc/q back, ? help).
    case unhandled
    /// Open another screen on top of this one.
    case push(Screen)
}

/// What every screen may read besides its own model.
struct ScreenContext {
    var profiles: [ProfileEntry]
    var glyphs: Glyphs
}
