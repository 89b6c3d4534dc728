/// The whole TUI state: the loaded profiles, the stack of screens (the last has focus), the window
/// size and whether the help overlay is up. `update` changes it; `view` draws it.
public struct AppModel: Equatable, Sendable {
    /// Below this the screens cannot be laid out; a centred message asks for a bigger window.
    public static let minimumSize = TerminalSize(columns: 60, rows: 16)

    public var profiles: [ProfileEntry]
    public var screens: [Screen]
    public var size: TerminalSize
    public var glyphs: Glyphs
    public var showsHelp = false
    /// Said on the status line until the next key (a saved scenario's path, why saving failed).
    public var notice: Notice?
    /// A scenario file that exists: the overwrite question is up until y, n or Esc.
    public var overwriteQuestion: OverwriteQuestion?
    /// The scenario opened with `tui --scenario`: its panel marks what it expects under every screen.
    public var scenario: ScenarioSession?
    /// The scenario's marks in full over the screen (`e`), until any key.
    public var showsExpectations = false
    /// The seed the next checkout page opened starts on: it goes on across pages and profiles, so two
    /// walks of one session never share an id (see `carrySeed`).
    public var nextSeed: UInt64 = 1
    /// The flow and outcome last chosen on a PhonePe checkout page left with Esc: the next page opened
    /// (after editing the device, say) starts on them.
    var keptChoices: PhonePeChoices?
    /// The folder the device editor saves profiles in, in full, as its prompt names it (nil: not known).
    public var profileSaveFolder: String?

    /// Starts on the profile picker with `selectedProfile` chosen; with `opensDevice`, on that profile's
    /// device screen above it (Esc goes back to the picker, the profile still chosen). An invalid profile
    /// stays on the picker, which says why it cannot be opened.
    public init(profiles: [ProfileEntry], selectedProfile: Int = 0, opensDevice: Bool = false, size: TerminalSize, glyphs: Glyphs = .unicode) {
        self.profiles = profiles
        self.size = size
        self.glyphs = glyphs
        let selected = min(max(0, selectedProfile), max(0, profiles.count - 1))
        var picker = PickerScreen(selected: selected)
        // Enter on the picker, so opening at start is what choosing the profile by hand does.
        let opened = opensDevice ? picker.handle(.enter, area: Self.contentArea(size), context: ScreenContext(profiles: profiles, glyphs: glyphs)) : .unhandled
        screens = [Screen(picker)]
        if case .push(let device) = opened { screens.append(device) }
    }

    /// The screen that has focus.
    public var current: Screen { screens[screens.count - 1] }

    public var isTooSmall: Bool { size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows }

    var context: ScreenContext {
        ScreenContext(profiles: profiles, glyphs: glyphs, scenarioCase: scenarioCase, profileSaveFolder: profileSaveFolder)
    }

    /// Where screens draw: everything but the title bar and the status line.
    static func contentArea(_ size: TerminalSize) -> Rect {
        Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
    }

    /// Where the screen in focus draws: the content area above the scenario panel, when a scenario is open.
    var screenArea: Rect {
        let content = Self.contentArea(size)
        return content.splitRows(top: content.height - Self.scenarioPanelHeight(scenario, size: size)).0
    }
}

/// A file is already there: overwrite it, keep both, or leave it.
public struct OverwriteQuestion: Equatable, Sendable {
    /// The write that found the file there.
    public enum Write: Equatable, Sendable {
        case scenario(ScenarioSaveRequest)
        case transcript(TranscriptWriteRequest)
    }

    public var path: String
    public var write: Write

    public init(path: String, write: Write) {
        self.path = path
        self.write = write
    }

    /// "saved" or "written", as the notices say it.
    var verb: String {
        if case .transcript = write { return "written" }
        return "saved"
    }

    /// The write again, told what to do with the file that is there.
    func command(_ existing: ExistingFile) -> AppCommand {
        switch write {
        case .scenario(var request):
            request.existing = existing
            return .saveScenario(request)
        case .transcript(var request):
            request.existing = existing
            return .writeTranscript(request)
        }
    }
}
