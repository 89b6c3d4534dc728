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

    /// Whether `other` is this same screen, as `Screen`'s equality asks of two screens of any kind.
    func isEqual(to other: any ScreenModel) -> Bool { (other as? Self) == self }
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
    /// Its case being walked: the device, checkout and hand-off screens walk it as the scenario says.
    var scenarioCase: ReplayCase? = nil
    /// Where the device editor saves a profile, in full (`AppModel.profileSaveFolder`).
    var profileSaveFolder: String? = nil
}
