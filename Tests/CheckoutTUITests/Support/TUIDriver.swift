import CheckoutTUI
import Testing

/// Drives the TUI's own update and view by what keys mean (lazygit's integration tests), and reads
/// the frame as text: its lines, and the rows shown as chosen.
struct TUIDriver {
    private(set) var model: AppModel
    private(set) var lastCommand: AppCommand = .none

    /// `opensDevice`: as `tui --profile ID` starts, on the device screen of `id`.
    init(
        profiles: [ProfileEntry], selecting id: String? = nil, opensDevice: Bool = false, columns: Int = 80, rows: Int = 24,
        glyphs: Glyphs = .unicode
    ) {
        let selected = id.flatMap { id in profiles.firstIndex { $0.id == id } } ?? 0
        model = AppModel(
            profiles: profiles, selectedProfile: selected, opensDevice: opensDevice, size: TerminalSize(columns: columns, rows: rows),
            glyphs: glyphs)
    }

    /// `tui --scenario`: the scenario's cases, on the profiles they walk on.
    init(scenario: ScenarioSession, columns: Int = 80, rows: Int = 24) {
        let profiles = scenario.cases.map { ProfileEntry(id: $0.profileName, file: "Profiles/\($0.profileName).json", profile: $0.profile) }
        model = AppModel(scenario: scenario, profiles: profiles, size: TerminalSize(columns: columns, rows: rows))
    }

    /// Goes on from `model`, as the run loop hands one over after carrying out a command.
    init(model: AppModel) {
        self.model = model
    }

    /// The phone for the gateway at `gateway` (`tui --gateway`), on the device of `profile`.
    init(gateway: String, profile: ProfileEntry, columns: Int = 100, rows: Int = 30) {
        model = AppModel(gateway: gateway, profiles: [profile], selectedProfile: 0, size: TerminalSize(columns: columns, rows: rows))
    }

    /// A reply from the gateway, as the run loop hands it over.
    mutating func receive(_ reply: PhoneReply) {
        model = AppModel.update(model, .phoneReplied(reply)).0
    }

    /// How writing a profile went, as the run loop hands it over.
    mutating func profileSaved(_ outcome: ProfileSaveOutcome) {
        model = AppModel.update(model, .profileSaved(outcome)).0
    }

    mutating func send(_ event: TerminalEvent) {
        (model, lastCommand) = AppModel.update(model, .terminal(event))
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Keys by what they mean, the vocabulary `TmuxSession` shares.
    mutating func press(_ meanings: KeyMeaning...) {
        for meaning in meanings { send(.key(meaning.key)) }
    }

    mutating func selectNext(_ times: Int = 1) { for _ in 0..<times { press(.selectNext) } }
    mutating func selectPrevious(_ times: Int = 1) { for _ in 0..<times { press(.selectPrevious) } }
    mutating func confirm() { press(.confirm) }
    mutating func back() { press(.back) }
    mutating func nextPane() { press(.nextSection) }
    mutating func previousPane() { press(.previousSection) }
    mutating func quit() { press(.quit) }
    mutating func openHelp() { press(.help) }
    mutating func type(_ text: String) { for character in text { press(.character(character)) } }
    mutating func erase(_ times: Int = 1) { for _ in 0..<times { press(.erase) } }
    mutating func click(column: Int, row: Int) { send(.mouse(MouseEvent(.press, column: column, row: row))) }
    /// A left click on the first row showing `text`, at its first character (the frames here hold no wide characters).
    mutating func click(on text: String) {
        let lines = lines
        guard let row = lines.firstIndex(where: { $0.contains(text) }), let range = lines[row].range(of: text) else {
            Issue.record("nothing shows \"\(text)\" to click on")
            return
        }
        click(column: lines[row].distance(from: lines[row].startIndex, to: range.lowerBound), row: row)
    }
    mutating func wheel(down: Bool) { send(.mouse(MouseEvent(down ? .wheelDown : .wheelUp, column: 1, row: 3))) }
    mutating func resize(columns: Int, rows: Int) { send(.resize(TerminalSize(columns: columns, rows: rows))) }

    /// From the picker: profile `id` on the checkout screen.
    mutating func openCheckout() {
        confirm()
        confirm()
    }

    /// On the checkout screen: `flow` and `outcome` chosen with → on their rows, as a user would.
    mutating func choose(flow: String, outcome: String = "success") {
        press(.home, .down)
        for _ in 0..<20 where lines(containing: "‹ \(flow) ›").isEmpty { press(.right) }
        for _ in 0..<3 where chosenLines.first?.contains("Outcome") != true { press(.down) }
        for _ in 0..<30 where lines(containing: "‹ \(outcome) ›").isEmpty { press(.right) }
    }

    var frame: Frame { AppModel.view(model, size: model.size) }
    var lines: [String] { frame.lines }
    var text: String { frame.text }

    /// The rows drawn as chosen (reversed inside the focused pane, so not the title bar), as text.
    var chosenLines: [String] {
        let frame = frame
        return frame.rows(with: .reverse, columns: 1..<(frame.size.columns - 1))
            .filter { $0 > 0 && $0 < frame.size.rows - 1 }
            .map { frame.line($0) }
    }

    /// The last three rows, trimmed and joined with spaces: where an error too long for the status
    /// line is read whole.
    var foot: String { lines.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }

    /// The frame's lines that contain `text`.
    func lines(containing text: String) -> [String] { lines.filter { $0.contains(text) } }
}
