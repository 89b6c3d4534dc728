/// A file name typed on the status line, a sensible one offered: the first character typed replaces
/// it (as the amount field does), Backspace edits it, Enter takes it, Esc gives up.
struct FileNamePrompt: Equatable, Sendable {
    enum Step: Equatable {
        case typing
        case cancelled
        case done(String)
    }

    /// The longest path the system takes (PATH_MAX), in bytes; typing or pasting past it is dropped.
    static let maximumBytes = 4096

    private(set) var text: String
    private var edited = false

    init(offering name: String) { text = name }

    mutating func handle(_ key: Key) -> Step {
        switch key {
        case .escape: return .cancelled
        case .enter: return text.isEmpty ? .typing : .done(text)
        case .backspace, .delete:
            edited = true
            if !text.isEmpty { text.removeLast() }
        case .character(let character) where !character.isNewline:
            if !edited { text = "" }
            edited = true
            if text.utf8.count + character.utf8.count <= Self.maximumBytes { text.append(character) }
        default: break
        }
        return .typing
    }

    var prompt: Prompt {
        let full = text.utf8.count + 1 > Self.maximumBytes ? "at most \(Self.maximumBytes) bytes · " : ""
        return Prompt(text: "Write the transcript to: \(text)", help: full + "Enter write · Esc cancel")
    }
}
