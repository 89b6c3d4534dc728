/// The run loop: draw, wait for an event, update, draw again, until `update` says quit.
public enum TUIApp {
    /// Runs `model` on `terminal` and returns the last model. The terminal is restored however the loop ends.
    /// `stopAfterFirstFrame` returns once the first frame is painted, so launch-to-first-frame can be timed.
    @discardableResult
    /// `saveScenario` writes a walk as a scenario file, `saveProfile` an edited device as a profile
    /// file; the model hears how it went. `phone` reaches a
    /// running `serve` (`tui --gateway`): its replies are taken in between keys, never waited for.
    public static func run(
        _ model: AppModel, on terminal: Terminal, stopAfterFirstFrame: Bool = false,
        saveScenario: (ScenarioSaveRequest) -> ScenarioSaveOutcome = { _ in .failed("saving scenarios is not available here") },
        saveProfile: (ProfileSaveRequest) -> ProfileSaveOutcome = { _ in .failed("saving profiles is not available here") },
        writeTranscript: (TranscriptWriteRequest) -> TranscriptWriteOutcome = { _ in .failed("writing files is not available here") },
        phone: PhoneLink? = nil
    ) -> AppModel {
        defer { terminal.restore() }
        var model = model
        model.size = terminal.size
        model.glyphs = terminal.glyphs
        // The message a command answers with, once carried out; nil when none comes back now.
        func carryOut(_ command: AppCommand) -> AppMessage? {
            switch command {
            case .none, .quit: return nil
            case .saveScenario(let request): return .scenarioSaved(saveScenario(request))
            case .saveProfile(let request): return .profileSaved(saveProfile(request))
            case .writeTranscript(let request): return .transcriptWritten(writeTranscript(request))
            case .phone(let call):
                phone?.send(call)
                return nil
            }
        }
        var pump = phone.map(PhonePump.init)
        _ = pump?.pump(&model)
        terminal.draw(AppModel.view(model, size: terminal.size))
        if stopAfterFirstFrame { return model }
        while true {
            // Without a gateway nothing happens between keys, so the loop sleeps in the terminal until
            // something does; with one it looks for the gateway's replies every few moments.
            let event = terminal.nextEvent(timeoutMilliseconds: pump == nil ? nil : PhonePump.pollMilliseconds)
            let heard = pump?.pump(&model) ?? false
            guard var event else {
                if heard { terminal.draw(AppModel.view(model, size: terminal.size)) }
                continue
            }
            // Keys that came together (a paste the terminal did not mark, a held key) are each taken,
            // and the screen drawn once they are in: drawing after each would make input linear in
            // the screen's size. A burst that never ends is still drawn every `burstMilliseconds`.
            let burstEnd = ContinuousClock.now.advanced(by: .milliseconds(Self.burstMilliseconds))
            while true {
                // A command carried out here answers with a message, which goes through `update` in turn.
                var message: AppMessage? = .terminal(event)
                while let next = message {
                    let command: AppCommand
                    (model, command) = AppModel.update(model, next)
                    if command == .quit { return model }
                    message = carryOut(command)
                }
                guard ContinuousClock.now < burstEnd, let more = terminal.nextEvent(timeoutMilliseconds: 0) else { break }
                event = more
            }
            terminal.draw(AppModel.view(model, size: terminal.size))
        }
    }

    /// The longest the screen goes undrawn while keys keep coming.
    static let burstMilliseconds = 100
}
