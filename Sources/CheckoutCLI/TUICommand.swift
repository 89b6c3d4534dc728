import ArgumentParser
import CheckoutCore
import CheckoutTUI
import Foundation

/// `checkout-sim tui` (and a bare `checkout-sim`): the terminal UI on every profile, one preselected.
struct TUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui",
        abstract: "Open the terminal UI: pick a device profile, see its schemes, walk a checkout.",
        discussion: """
            Runs only in a terminal; for scripts and CI use `checkout-sim run`. \
            Keys: arrows or j/k move, Enter chooses, Tab cycles panes, Esc or q goes back, ? shows all keys. \
            A click chooses a row and the wheel scrolls; hold Shift to select text, or pass --no-mouse.
            """
    )

    @Option(help: "The profile chosen at start: a file path or the name of a file in Profiles/.")
    var profile: String = ProfileStore.defaultProfile

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own text selection) instead of clicks and the wheel.")
    var noMouse = false

    /// For `bench --tui`: quit, terminal restored, right after the first frame.
    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    func run() throws {
        do {
            // First: without a terminal nothing else matters, and the message says what to run instead.
            try CursesTerminal.checkAvailable()
            let (entries, selected) = try Self.loadEntries(preselecting: profile)
            let terminal = try CursesTerminal(mouse: !noMouse)
            let model = AppModel(profiles: entries, selectedProfile: selected, size: terminal.size, glyphs: terminal.glyphs)
            let scenarios = ScenarioFiles.fromEnvironment()
            TUIApp.run(model, on: terminal, stopAfterFirstFrame: exitAfterFirstFrame, saveScenario: scenarios.save)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Every profile file in the folder (invalid ones with their problems), plus `reference` when it is
    /// a file elsewhere; and the index of `reference` among them.
    static func loadEntries(preselecting reference: String) throws(ProfileLoadError) -> ([ProfileEntry], Int) {
        let store = ProfileStore()
        let wanted = try store.resolve(reference).standardizedFileURL
        var files = store.profileFiles().map(\.standardizedFileURL)
        if !files.contains(wanted) { files.append(wanted) }
        return (files.map(entry(for:)), files.firstIndex(of: wanted) ?? 0)
    }

    private static func entry(for url: URL) -> ProfileEntry {
        let id = ProfileStore.stem(url.lastPathComponent)
        do {
            return ProfileEntry(id: id, file: url.path, profile: try ProfileStore.load(url: url))
        } catch {
            return ProfileEntry(id: id, file: url.path, problems: error.problems)
        }
    }
}
