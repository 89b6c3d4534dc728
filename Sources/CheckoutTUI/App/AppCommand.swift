import CheckoutCore

/// What `update` asks the run loop to do besides drawing the next frame.
public enum AppCommand: Equatable, Sendable {
    case none
    /// Leave the TUI: restore the terminal and exit 0.
    case quit
    /// Write the walk as a scenario file; the outcome comes back through `AppModel.saved`.
    case saveScenario(ScenarioSaveRequest)
    /// Write a walk's transcript to a file; the outcome comes back through `AppModel.wrote`.
    case writeTranscript(TranscriptWriteRequest)
    /// Send a call to the gateway (`tui --gateway`); the reply comes back through `AppModel.received`.
    case phone(PhoneCall)
    /// Write an edited device as a new profile file; the outcome comes back through `AppModel.profileSaved`.
    case saveProfile(ProfileSaveRequest)
}

/// A walk to save as a replayable scenario.
public struct ScenarioSaveRequest: Equatable, Sendable {
    /// What to do when a file of that name is already there.
    public enum Existing: Equatable, Sendable {
        /// Write nothing and ask.
        case ask
        case overwrite
        /// Save next to it under the next free name.
        case keepBoth
    }

    public var walk: WalkRecord
    /// The profile as `--profile` and scenarios name it.
    public var profileId: String
    /// The profile's file, so a scenario can name a profile from outside the profile folder by path.
    public var profileFile: String?
    public var existing: Existing

    public init(walk: WalkRecord, profileId: String, profileFile: String? = nil, existing: Existing = .ask) {
        self.walk = walk
        self.profileId = profileId
        self.profileFile = profileFile
        self.existing = existing
    }
}

/// How saving went.
public enum ScenarioSaveOutcome: Equatable, Sendable {
    case saved(path: String)
    /// A file is there and the request said to ask.
    case exists(path: String, request: ScenarioSaveRequest)
    case failed(String)
}

/// A walk's text transcript to write to a file (`w` on the transcript screen).
public struct TranscriptWriteRequest: Equatable, Sendable {
    /// As typed: relative to the working folder, or absolute.
    public var path: String
    public var text: String
    public var existing: ScenarioSaveRequest.Existing

    public init(path: String, text: String, existing: ScenarioSaveRequest.Existing = .ask) {
        self.path = path
        self.text = text
        self.existing = existing
    }
}

/// How writing a transcript went.
public enum TranscriptWriteOutcome: Equatable, Sendable {
    case written(path: String)
    /// A file is there and the request said to ask.
    case exists(path: String, request: TranscriptWriteRequest)
    case failed(String)
}
