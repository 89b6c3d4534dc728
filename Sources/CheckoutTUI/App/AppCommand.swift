import CheckoutCore

/// What `update` asks the run loop to do besides drawing the next frame.
public enum AppCommand: Equatable, Sendable {
    case none
    /// Leave the TUI: restore the terminal and exit 0.
    case quit
    /// Write the walk as a scenario file; how it went comes back as `AppMessage.scenarioSaved`.
    case saveScenario(ScenarioSaveRequest)
    /// Write a walk's transcript to a file; how it went comes back as `AppMessage.transcriptWritten`.
    case writeTranscript(TranscriptWriteRequest)
    /// Send a call to the gateway (`tui --gateway`); the reply comes back as `AppMessage.phoneReplied`.
    case phone(PhoneCall)
    /// Write an edited device as a new profile file; how it went comes back as `AppMessage.profileSaved`.
    case saveProfile(ProfileSaveRequest)
}

/// A walk to save as a replayable scenario.
public struct ScenarioSaveRequest: Equatable, Sendable {
    public var walk: WalkRecord
    /// The profile as `--profile` and scenarios name it.
    public var profileId: String
    /// The profile's file, so a scenario can name a profile from outside the profile folder by path.
    public var profileFile: String?
    /// Name the profile by its path relative to the scenario even where the profile folder has it by
    /// name: a profile the editor saved is not in another folder's `Profiles/`.
    public var profileByPath: Bool
    public var existing: ExistingFile

    public init(walk: WalkRecord, profileId: String, profileFile: String? = nil, profileByPath: Bool = false, existing: ExistingFile = .ask) {
        self.walk = walk
        self.profileId = profileId
        self.profileFile = profileFile
        self.profileByPath = profileByPath
        self.existing = existing
    }
}

/// How writing a file the user asked for went; `Request` is the write, to ask again with.
public enum FileWriteOutcome<Request: Equatable & Sendable>: Equatable, Sendable {
    /// Written; `path` as the user would type it.
    case written(path: String)
    /// A file is there and the request said to ask: nothing was written.
    case exists(path: String, request: Request)
    case failed(String)
}

public typealias ScenarioSaveOutcome = FileWriteOutcome<ScenarioSaveRequest>
public typealias TranscriptWriteOutcome = FileWriteOutcome<TranscriptWriteRequest>
