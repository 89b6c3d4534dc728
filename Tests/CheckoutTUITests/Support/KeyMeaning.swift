import CheckoutTUI

/// A key by what it does in the app, one vocabulary for both drivers, so a test says what the user
/// means rather than which key that is: `TUIDriver` hands the model `key`, and `TmuxSession` types
/// `typed` into a real terminal. Where the app takes a letter and an arrow alike (j and ↓, h and ←,
/// g and Home), the model gets the arrow and the terminal the letter, so both spellings stay exercised.
enum KeyMeaning: CaseIterable, Sendable {
    /// The next row, choice or line (↓, j).
    case selectNext
    /// The previous row, choice or line (↑, k).
    case selectPrevious
    /// The first row, or the top (Home, g).
    case first
    /// The last row, or the end (End, G).
    case last
    /// The next value of the chosen checkout row, or the next section (→, l).
    case nextChoice
    /// The previous value of the chosen checkout row, or the previous section (←, h).
    case previousChoice
    /// The next pane or section (Tab).
    case nextSection
    /// The previous pane or section (⇧Tab).
    case previousSection
    /// Open, walk, do it, go on (Enter).
    case confirm
    /// Back one screen (Esc).
    case back
    /// Back one screen, or out of the program from the picker (q).
    case quit
    /// The keys of the screen (?).
    case help
    /// Erase the amount's last digit (⌫).
    case erase
    /// Every event of the status screen at once, and the result (a).
    case showAll
    /// Save the walk as a scenario (s).
    case saveScenario
    /// The walk as a text transcript (t).
    case transcript
    /// Yes, overwrite the scenario file that exists (y).
    case overwrite
    /// No, save beside the scenario file that exists (n).
    case keepBoth
    /// Every expectation of the scenario open, marked (e).
    case expectations

    /// The key the app's model is handed.
    var key: Key {
        switch self {
        case .selectNext: .down
        case .selectPrevious: .up
        case .first: .home
        case .last: .end
        case .nextChoice: .right
        case .previousChoice: .left
        case .nextSection: .tab
        case .previousSection: .backTab
        case .confirm: .enter
        case .back: .escape
        case .quit: .character("q")
        case .help: .character("?")
        case .erase: .backspace
        case .showAll: .character("a")
        case .saveScenario: .character("s")
        case .transcript: .character("t")
        case .overwrite: .character("y")
        case .keepBoth: .character("n")
        case .expectations: .character("e")
        }
    }

    /// The key a user types for it at a real terminal: the vi letter where the app takes one.
    var typed: Key {
        switch self {
        case .selectNext: .character("j")
        case .selectPrevious: .character("k")
        case .first: .character("g")
        case .last: .character("G")
        case .nextChoice: .character("l")
        case .previousChoice: .character("h")
        default: key
        }
    }
}
