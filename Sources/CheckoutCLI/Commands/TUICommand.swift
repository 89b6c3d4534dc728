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
            Keys: arrows or j/k move, Enter chooses, Tab cycles panes, Esc or q goes back, ? shows all keys; \
            / filters the profile list and searches the transcript and inspector (n/N jump), w writes the \
            transcript to a file. \
            A click chooses a row and the wheel scrolls; hold Shift to select text, or pass --no-mouse.

            On a device screen, i a x v c u edit the device (apps, declared schemes, iOS version, callback scheme) \
            and s saves it as a new profile file beside the loaded ones (docs/tui.md, "Editing the device").

            With --gateway URL the TUI is the phone for a running `checkout-sim serve` at that URL: it lists \
            the payments the merchant's server created there (refreshed every second), shows each one's request, \
            intent URL and what the device (--profile) makes of it, and acts in the payment app: pay, decline, \
            leave pending, or pay then kill the app. The server records it and owes the merchant its callback. \
            See docs/serve.md, "The TUI as the phone".

            With --record FILE.cast the session is also written as an asciicast v2 recording, which \
            `asciinema play FILE.cast` or any asciinema player plays back: each screen as it was drawn, \
            colours and window resizes included. Each event is written as it happens, so a session ended by \
            Ctrl-C or a crash still leaves a file that plays up to then. The file must not exist yet. \
            See docs/tui.md, "Recording a session".

            With --scenario FILE the TUI opens a scenario file as `checkout-sim replay` reads it (a file replay \
            refuses is refused here with the same message, before the screen is taken over): choose one of its \
            cases, then walk it from its device screen to its status with the scenario's values; a panel under \
            every screen marks each `expect:` value ✓ or ✗ (with replay's diff) once the screen that decides it \
            is reached, and e lists them all. See docs/tui.md, "Stepping through a scenario".
            """
    )

    @Option(help: ArgumentHelp(
        "Open this profile's device screen at start (Esc goes to the picker): a file path or the name of a file in Profiles/. Without it the picker opens on \(ProfileStore.defaultProfile). With --gateway, the phone's device.",
        valueName: "name-or-path"))
    var profile: String?

    @Option(help: ArgumentHelp(
        "Be the phone for the `checkout-sim serve` at this URL: act on the payments its merchants created.",
        valueName: "url"))
    var gateway: String?

    @Option(name: .customLong("admin-token"), help: ArgumentHelp(
        "With --gateway: the --admin-token the server was started with.", valueName: "token"))
    var adminToken: String?

    @Option(help: ArgumentHelp(
        "Record the session as an asciicast v2 file (asciinema's format) at this new path.",
        valueName: "file.cast"))
    var record: String?

    @Option(help: ArgumentHelp(
        "Step through this scenario file (as replay runs it) screen by screen, its expectations marked as they pass or fail.",
        valueName: "file"))
    var scenario: String?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own text selection) instead of clicks and the wheel.")
    var noMouse = false

    /// For `bench --tui`: quit, terminal restored, right after the first frame.
    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    /// The profile given, or the one the picker starts on.
    var chosenProfile: String { profile ?? ProfileStore.defaultProfile }

    func validate() throws {
        if scenario != nil, profile != nil { throw ValidationError("--scenario walks the profiles the scenario names; drop --profile") }
        if scenario != nil, gateway != nil { throw ValidationError("--scenario and --gateway cannot go together: a scenario walks on its own") }
        if let gateway {
            do { _ = try GatewayURL(gateway) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        do {
            // A scenario that replay would refuse is refused first, as replay words it, terminal or not.
            let opened = try scenario.map(TUIScenario.load)
            // The phone's connection next: `checkout-sim` hands the whole command to checkout-sim-gateway here.
            let phone = gateway.map { Network.stack.phone(gateway: $0, adminToken: adminToken) }
            defer { phone?.shutdown() }
            // Then: without a terminal nothing else matters, and the message says what to run instead.
            try CursesTerminal.checkAvailable()
            if let (session, entries) = opened { return try runScenario(session, entries: entries) }
            let (entries, selected) = try ProfileEntries.load(preselecting: chosenProfile)
            if let gateway, let phone { return try runPhone(phone, gateway: try GatewayURL(gateway), entries: entries, selected: selected) }
            try runSession { terminal in
                AppModel(profiles: entries, selectedProfile: selected, opensDevice: profile != nil, size: terminal.size, glyphs: terminal.glyphs)
            }
        } catch {
            printError("error: \(error)")
            if let gateway = gateway.flatMap({ try? GatewayURL($0) }), error is TerminalUnavailable {
                printError("Without a terminal, act as the phone through the admin API: curl -s -X POST \(gateway.text)/_sim/transactions/MERCHANT/ID/act -H 'Content-Type: application/json' -d '{\"action\":\"pay\"}' (docs/serve.md)")
            }
            throw ExitCode.failure
        }
    }

    /// The scenario's cases, each walked on the screens a user goes through.
    private func runScenario(_ session: ScenarioSession, entries: [ProfileEntry]) throws {
        try runSession { terminal in AppModel(scenario: session, profiles: entries, size: terminal.size, glyphs: terminal.glyphs) }
    }

    /// The phone for the gateway at `gateway`, on the device of the chosen profile.
    private func runPhone(_ phone: any PhoneConnection, gateway: GatewayURL, entries: [ProfileEntry], selected: Int) throws {
        guard entries[selected].profile != nil else {
            throw GatewayURLError("--profile \(chosenProfile) cannot be loaded: \(entries[selected].problems.joined(separator: "; "))")
        }
        try runSession(phone: phone.link) { terminal in
            AppModel(gateway: gateway.text, profiles: entries, selectedProfile: selected, size: terminal.size, glyphs: terminal.glyphs)
        }
    }

    /// The model on a new terminal (recorded under --record), then whether the recording stopped early.
    /// The phone saves nothing; the other sessions save scenarios, profiles and transcripts to files.
    private func runSession(phone: PhoneLink? = nil, _ model: (Terminal) -> AppModel) throws {
        let terminal = try openTerminal()
        if let phone {
            TUIApp.run(model(terminal), on: terminal, stopAfterFirstFrame: exitAfterFirstFrame, phone: phone)
        } else {
            let profileFolder = Self.profileSaveFolder()
            var first = model(terminal)
            first.profileSaveFolder = profileFolder.path + "/"
            TUIApp.run(
                first, on: terminal, stopAfterFirstFrame: exitAfterFirstFrame, saveScenario: ScenarioFiles.fromEnvironment().save,
                saveProfile: ProfileFiles(folder: profileFolder).save, writeTranscript: TranscriptFiles.write)
        }
        try checkRecording(of: terminal)
    }
}
