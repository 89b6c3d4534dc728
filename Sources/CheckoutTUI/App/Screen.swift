import CheckoutCore
import CheckoutReplay

/// What every screen is: a small model with its own update (`handle`) and view (`draw`).
protocol ScreenModel: Equatable, Sendable {
    /// The breadcrumb part for this screen.
    var breadcrumb: String { get }
    /// The keys the status line shows.
    var hints: [KeyHint] { get }
    /// The screen's own keys, explained, for the help overlay.
    var helpKeys: [KeyHint] { get }
    /// What is being typed (a search, a filter), shown on the status line in place of the keys.
    var prompt: Prompt? { get }
    /// Whether an input is open that pasted text goes into (a search, a filter, a name, a value).
    var takesText: Bool { get }
    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction
    /// A left click at a cell of `area`: screens with lists choose the row clicked.
    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction
    func draw(in area: Rect, frame: inout Frame, context: ScreenContext)
}

extension ScreenModel {
    var prompt: Prompt? { nil }

    var takesText: Bool { prompt != nil }

    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction { .unhandled }

    mutating func receive(_ input: ScreenInput, area: Rect, context: ScreenContext) -> ScreenAction {
        switch input {
        case .key(let key): return handle(key, area: area, context: context)
        case .click(let column, let row): return click(column: column, row: row, area: area, context: context)
        case .paste(let text):
            // Typed in as it is, so every rule of the input holds (its length, its characters); the
            // screen is drawn once, after the whole text.
            guard takesText else { return .handled }
            for character in text { _ = handle(.character(character), area: area, context: context) }
            return .handled
        }
    }
}

/// One screen of the stack, in the order a walk meets them.
public enum Screen: Equatable, Sendable {
    case picker(PickerScreen)
    case device(DeviceScreen)
    case checkout(CheckoutScreen)
    case inspector(InspectorScreen)
    case citconWalk(CitconWalkScreen)
    case handOff(HandOffScreen)
    case returned(ReturnScreen)
    case status(StatusScreen)
    case transcript(TranscriptScreen)
    /// The phone for a running `serve` (`tui --gateway`): its payments, one payment, its hand-off.
    case phoneList(PhoneListScreen)
    case phonePayment(PhonePaymentScreen)
    case phoneHandOff(PhoneHandOffScreen)
    /// The cases of a scenario opened with `tui --scenario`.
    case scenarioCases(ScenarioCasesScreen)

    private var model: any ScreenModel {
        switch self {
        case .picker(let screen): return screen
        case .device(let screen): return screen
        case .checkout(let screen): return screen
        case .inspector(let screen): return screen
        case .citconWalk(let screen): return screen
        case .handOff(let screen): return screen
        case .returned(let screen): return screen
        case .status(let screen): return screen
        case .transcript(let screen): return screen
        case .phoneList(let screen): return screen
        case .phonePayment(let screen): return screen
        case .phoneHandOff(let screen): return screen
        case .scenarioCases(let screen): return screen
        }
    }

    var title: String { model.breadcrumb }

    var hints: [KeyHint] { model.hints }

    var helpKeys: [KeyHint] { model.helpKeys }

    var prompt: Prompt? { model.prompt }

    func draw(in area: Rect, frame: inout Frame, context: ScreenContext) {
        model.draw(in: area, frame: &frame, context: context)
    }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        receive(.key(key), area: area, context: context)
    }

    mutating func click(column: Int, row: Int, area: Rect, context: ScreenContext) -> ScreenAction {
        receive(.click(column: column, row: row), area: area, context: context)
    }

    /// `text`, already one line, into the screen's open input.
    mutating func paste(_ text: String, area: Rect, context: ScreenContext) {
        _ = receive(.paste(text), area: area, context: context)
    }

    private mutating func receive(_ input: ScreenInput, area: Rect, context: ScreenContext) -> ScreenAction {
        switch self {
        case .picker(var screen):
            defer { self = .picker(screen) }
            return screen.receive(input, area: area, context: context)
        case .device(var screen):
            defer { self = .device(screen) }
            return screen.receive(input, area: area, context: context)
        case .checkout(var screen):
            defer { self = .checkout(screen) }
            return screen.receive(input, area: area, context: context)
        case .inspector(var screen):
            defer { self = .inspector(screen) }
            return screen.receive(input, area: area, context: context)
        case .citconWalk(var screen):
            defer { self = .citconWalk(screen) }
            return screen.receive(input, area: area, context: context)
        case .handOff(var screen):
            defer { self = .handOff(screen) }
            return screen.receive(input, area: area, context: context)
        case .returned(var screen):
            defer { self = .returned(screen) }
            return screen.receive(input, area: area, context: context)
        case .status(var screen):
            defer { self = .status(screen) }
            return screen.receive(input, area: area, context: context)
        case .transcript(var screen):
            defer { self = .transcript(screen) }
            return screen.receive(input, area: area, context: context)
        case .phoneList(var screen):
            defer { self = .phoneList(screen) }
            return screen.receive(input, area: area, context: context)
        case .phonePayment(var screen):
            defer { self = .phonePayment(screen) }
            return screen.receive(input, area: area, context: context)
        case .phoneHandOff(var screen):
            defer { self = .phoneHandOff(screen) }
            return screen.receive(input, area: area, context: context)
        case .scenarioCases(var screen):
            defer { self = .scenarioCases(screen) }
            return screen.receive(input, area: area, context: context)
        }
    }
}

/// A key or a click, as a screen receives it.
enum ScreenInput {
    case key(Key)
    case click(column: Int, row: Int)
    case paste(String)
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
    /// Save this walk as a replayable scenario.
    case save(WalkRecord)
    /// Write the transcript to a file; how it went comes back as `AppMessage.transcriptWritten`.
    case writeTranscript(TranscriptWriteRequest)
    /// Ask the gateway (`tui --gateway`); the answer comes back as `AppMessage.phoneReplied`.
    case phone(PhoneCall)
    /// Say something on the status line (an edit refused, and why).
    case notify(Notice)
    /// Write an edited device as a new profile; how it went comes back as `AppMessage.profileSaved`.
    case saveProfile(ProfileSaveRequest)
}

/// What every screen may read besides its own model.
struct ScreenContext {
    var profiles: [ProfileEntry]
    var glyphs: Glyphs
    /// The scenario opened with `tui --scenario`, if any.
    var scenario: ScenarioSession? = nil
    /// Its case being walked: the device, checkout and hand-off screens walk it as the scenario says.
    var scenarioCase: ReplayCase? = nil
    /// Where the device editor saves a profile, in full (`AppModel.profileSaveFolder`).
    var profileSaveFolder: String? = nil
}
