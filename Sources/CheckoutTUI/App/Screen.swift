/// What every screen is: a small model with its own update (`handle`) and view (`draw`).
protocol ScreenModel: Equatable, Sendable {
    /// The breadcrumb part for this screen.
    var breadcrumb: String { get }
    /// The keys the status line shows.
    var hints: [KeyHint] { get }
    /// The screen's own keys, explained, for the help overlay.
    var helpKeys: [KeyHint] { get }
    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction
    func draw(in area: Rect, frame: inout Frame, context: ScreenContext)
}

/// One screen of the stack, in the order a walk meets them.
public enum Screen: Equatable, Sendable {
    case picker(PickerScreen)
    case device(DeviceScreen)
    case checkout(CheckoutScreen)
    case inspector(InspectorScreen)
    case handOff(HandOffScreen)
    case returned(ReturnScreen)
    case status(StatusScreen)
    case transcript(TranscriptScreen)

    private var model: any ScreenModel {
        switch self {
        case .picker(let screen): return screen
        case .device(let screen): return screen
        case .checkout(let screen): return screen
        case .inspector(let screen): return screen
        case .handOff(let screen): return screen
        case .returned(let screen): return screen
        case .status(let screen): return screen
        case .transcript(let screen): return screen
        }
    }

    var title: String { model.breadcrumb }

    var hints: [KeyHint] { model.hints }

    var helpKeys: [KeyHint] { model.helpKeys }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        model.draw(in: area, frame: &frame, context: context)
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        switch self {
        case .picker(var screen):
            defer { self = .picker(screen) }
            return screen.handle(key, area: area, context: context)
        case .device(var screen):
            defer { self = .device(screen) }
            return screen.handle(key, area: area, context: context)
        case .checkout(var screen):
            defer { self = .checkout(screen) }
            return screen.handle(key, area: area, context: context)
        case .inspector(var screen):
            defer { self = .inspector(screen) }
            return screen.handle(key, area: area, context: context)
        case .handOff(var screen):
            defer { self = .handOff(screen) }
            return screen.handle(key, area: area, context: context)
        case .returned(var screen):
            defer { self = .returned(screen) }
            return screen.handle(key, area: area, context: context)
        case .status(var screen):
            defer { self = .status(screen) }
            return screen.handle(key, area: area, context: context)
        case .transcript(var screen):
            defer { self = .transcript(screen) }
            return screen.handle(key, area: area, context: context)
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
    /// Close the walk's screens and go back to the checkout page for another walk.
    case backToCheckout
}

/// What every screen may read besides its own model.
struct ScreenContext {
    var profiles: [ProfileEntry]
    var glyphs: Glyphs
}
