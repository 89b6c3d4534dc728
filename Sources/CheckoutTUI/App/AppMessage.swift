/// Everything `AppModel.update` takes in: what the terminal reports, and how each command the run
/// loop carried out went (the answer to `AppCommand`'s effects).
public enum AppMessage: Equatable, Sendable {
    case terminal(TerminalEvent)
    /// How `.saveScenario` went.
    case scenarioSaved(ScenarioSaveOutcome)
    /// How `.writeTranscript` went.
    case transcriptWritten(TranscriptWriteOutcome)
    /// How `.saveProfile` went.
    case profileSaved(ProfileSaveOutcome)
    /// A gateway's answer to a `.phone` call (`tui --gateway`).
    case phoneReplied(PhoneReply)
}
