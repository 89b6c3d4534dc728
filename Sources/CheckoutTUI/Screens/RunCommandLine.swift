import CheckoutCore

/// The `checkout-sim run` line that walks the same path headless, for the export prompt: what a user
/// pastes into a shell or CI to get the same page or diagram.
enum RunCommandLine {
    /// `profile` as `--profile` takes it (a path for an edited device's saved file); `format` is
    /// `html`, `mermaid` or `text`.
    static func text(_ record: WalkRecord, profile: String, format: String) -> String {
        var words = ["checkout-sim", "run", "--profile", profile] + record.request.runArguments
        if format != "text" { words += ["--format", format] }
        return words.map(quoted).joined(separator: " ")
    }

    /// Single quotes round a word the shell would split or expand.
    private static func quoted(_ word: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%")
        if !word.isEmpty, word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// What `x` writes: the walk as the file name's extension says.
enum WalkExport {
    /// `.html` the page, `.mmd` or `.md` the Mermaid diagram, anything else the text transcript.
    static func format(of path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return "html" }
        if lower.hasSuffix(".mmd") || lower.hasSuffix(".md") { return "mermaid" }
        return "text"
    }

    static func text(_ record: WalkRecord, format: String) -> String {
        switch format {
        case "html": return WalkPage.html(record)
        case "mermaid": return SequenceDiagram(record: record).mermaid
        default: return record.text
        }
    }

    /// The profile as `run --profile` takes it: the file of a device the editor saved (it is nowhere
    /// by name), the name otherwise; a device edited and not saved has no file to name yet.
    static func profileArgument(_ record: WalkRecord, context: ScreenContext) -> String {
        guard let entry = context.profiles.first(where: { $0.profile == record.profile }) else { return "<save the edited device first>" }
        return entry.savedByEditor ? entry.file : entry.id
    }

    /// The file name offered: as the transcript's, ending in `.html`.
    static func defaultFileName(_ record: WalkRecord, context: ScreenContext) -> String {
        let text = TranscriptScreen.defaultFileName(record, context: context)
        return String(text.dropLast(".txt".count)) + ".html"
    }
}

/// `x` on the status and transcript screens: a file name whose extension picks the format, with the
/// `run` line that writes the same file from a shell under it.
struct WalkExportPrompt: Equatable, Sendable {
    var input: TextPrompt
    let record: WalkRecord
    /// As `run --profile` takes it.
    let profile: String

    init(record: WalkRecord, context: ScreenContext) {
        self.record = record
        profile = WalkExport.profileArgument(record, context: context)
        input = TextPrompt(title: "Export the walk: .html page, .mmd Mermaid, .txt transcript", text: WalkExport.defaultFileName(record, context: context))
    }

    enum Step: Equatable {
        case typing
        case cancelled
        case write(TranscriptWriteRequest)
    }

    mutating func handle(_ key: Key) -> Step {
        switch input.handle(key) {
        case .editing: return .typing
        case .cancelled: return .cancelled
        case .submitted(let typed):
            let path = TextPrompt.trimmed(typed)
            guard !path.isEmpty else {
                input.error = "type a file name, e.g. walk.html"
                return .typing
            }
            return .write(TranscriptWriteRequest(path: path, text: WalkExport.text(record, format: WalkExport.format(of: path))))
        }
    }

    /// A key for `prompt`, the screen's export prompt when one is open: what the screen answers,
    /// the prompt closed once it wrote or was cancelled. Nil when none is open.
    static func handle(_ key: Key, in prompt: inout WalkExportPrompt?) -> ScreenAction? {
        guard var typing = prompt else { return nil }
        switch typing.handle(key) {
        case .typing: prompt = typing
        case .cancelled: prompt = nil
        case .write(let request):
            prompt = nil
            return .writeTranscript(request)
        }
        return .handled
    }

    /// The `run` line first: it is what a long folder would push off the row.
    var note: StyledLine {
        let path = TextPrompt.trimmed(input.text)
        let command = RunCommandLine.text(record, profile: profile, format: WalkExport.format(of: path))
        return StyledLine("From a shell: \(command) > \(path.isEmpty ? "FILE" : path)", .muted)
    }

    static let hints = [KeyHint("Enter", "write"), KeyHint("⌫", "erase"), KeyHint("Esc", "cancel")]
}
